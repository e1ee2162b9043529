import { categoryOf, roomOf, roomTypeOf } from '../../../../server/analysis/photos/rooms';
import { analysisUrl } from '../../../../server/analysis/photos/photo-url';

describe('which room a photo shows', () => {
  it.each([
    ['Bedroom 1', 'bedroom', 1],
    ['Full bathroom', 'bathroom', null],
    ['Full kitchen image 2', 'kitchen', null],
    ['Camera da letto 2', 'bedroom', 2],
    ['Bagno completo', 'bathroom', null],
    ['Salotto', 'living room', null],
    ['Sala da pranzo', 'dining area', null],
    ['Cocina completa', 'kitchen', null],
    ['Patio', 'outdoor space', null],
    ['Hot tub', 'hot tub', null],
  ])('reads the room label %p', (roomLabel, type, number) => {
    expect(roomOf({ roomLabel, caption: null })).toMatchObject({ type, number, source: 'label' });
  });

  it('takes the first room a caption names, with its number', () => {
    expect(roomOf({ roomLabel: null, caption: 'Second bedroom with an en-suite shower' })).toEqual({
      type: 'bedroom',
      key: 'caption:bedroom:2',
      name: 'Bedroom 2',
      number: 2,
      source: 'caption',
    });
    expect(roomTypeOf('Kitchen opening onto the garden')).toBe('kitchen');
  });

  it('says nothing for generic labels or captions that name no room', () => {
    expect(roomOf({ roomLabel: 'Additional photos', caption: null })).toBeNull();
    expect(roomOf({ roomLabel: null, caption: 'Sunny afternoon' })).toBeNull();
    expect(categoryOf({ roomLabel: 'Additional photos', caption: 'Lovely' })).toBeNull();
  });

  it('shows the label as the category, or the room a caption names', () => {
    expect(categoryOf({ roomLabel: 'Full kitchen image 1', caption: null })).toBe('Full kitchen');
    expect(categoryOf({ roomLabel: null, caption: 'The master bedroom at dusk' })).toBe('Bedroom');
    expect(categoryOf({ roomLabel: 'Laundry area', caption: null })).toBe('Laundry area');
  });

  it('keeps labels for different rooms of one type apart, and photos of one room together', () => {
    const one = roomOf({ roomLabel: 'Bedroom 1', caption: null })!;
    const two = roomOf({ roomLabel: 'Bedroom 2', caption: null })!;
    const oneAgain = roomOf({ roomLabel: 'Bedroom 1 image 3', caption: null })!;
    expect(one.key).not.toBe(two.key);
    expect(oneAgain.key).toBe(one.key);
  });
});

describe('the URL a photo is analysed from', () => {
  it('asks Airbnb for a 1440 px copy, replacing any other size', () => {
    expect(analysisUrl('https://a0.muscache.com/im/pictures/hosting/Hosting-1/original/abc.jpeg')).toBe(
      'https://a0.muscache.com/im/pictures/hosting/Hosting-1/original/abc.jpeg?im_w=1440',
    );
    expect(analysisUrl('https://a0.muscache.com/im/pictures/abc.jpg?im_w=720&width=720&quality=70&auto=webp')).toBe(
      'https://a0.muscache.com/im/pictures/abc.jpg?im_w=1440',
    );
    expect(analysisUrl('https://z1.muscache.cn/im/pictures/abc.jpg?aki_policy=large')).toBe(
      'https://z1.muscache.cn/im/pictures/abc.jpg?im_w=1440',
    );
  });

  it('leaves other hosts, and Airbnb assets outside /im/, as given', () => {
    expect(analysisUrl('https://images.vrbo.example/p/1.jpg?w=800')).toBe('https://images.vrbo.example/p/1.jpg?w=800');
    expect(analysisUrl('https://a0.muscache.com/pictures/ui/icon.png')).toBe('https://a0.muscache.com/pictures/ui/icon.png');
    expect(analysisUrl('not a url')).toBe('not a url');
  });
});
