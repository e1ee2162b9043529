import type { AmenityItem } from '../../../contract/wire';
import { check } from './helpers';

const item = (title: string, available = true, subtitle: string | null = null): AmenityItem => ({
  title,
  group: null,
  available,
  subtitle,
});

describe('amenities', () => {
  it.each([
    [4, 0],
    [5, 8],
    [10, 14],
    [15, 20],
  ])('%i amenities: %i of 20', (n, points) => {
    const amenities = Array.from({ length: n }, (_, i) => `Amenity ${i}`);
    expect(check({ amenities }, 'amenities.count').points).toBe(points);
  });

  it('does not count amenities the page lists as not included', () => {
    const details = [item('Wifi'), item('Kitchen'), item('Essentials', false), item('Hot water', false)];
    expect(
      check({ amenities: ['Wifi', 'Kitchen', 'Essentials', 'Hot water'], amenityDetails: details }, 'amenities.count').evidence,
    ).toMatch(/^2 amenities listed/);
    expect(check({ amenityDetails: details }, 'amenities.essentials').points).toBe(0);
  });

  it('rewards Essentials, or half when only some of its parts are listed', () => {
    expect(check({ amenities: ['Essentials'] }, 'amenities.essentials').points).toBe(10);
    expect(check({ amenities: ['Bed linen', 'Towels'] }, 'amenities.essentials')).toMatchObject({
      points: 5,
      evidence: expect.stringContaining('not listed: soap, toilet paper'),
    });
  });

  it('adds up the basics and counts sought-after features, in Italian too', () => {
    expect(
      check({ amenities: ['Wifi', 'Kitchen', 'Air conditioning', 'Washer', 'Free parking on premises', 'Hot water'] }, 'amenities.staples')
        .points,
    ).toBe(15);
    expect(check({ amenities: ['Wifi', 'Cucina', 'Riscaldamento'] }, 'amenities.staples').points).toBe(9);
    expect(
      check({ amenities: ['Piscina', 'Idromassaggio', 'Spazio di lavoro dedicato', 'Parcheggio gratuito'] }, 'amenities.sought-after')
        .points,
    ).toBe(15);
    expect(check({ amenities: ['Hot tub'] }, 'amenities.sought-after').points).toBe(4);
  });

  it('reads smoke and CO alarms, and not "not reported" lines', () => {
    const safety = { safety: ['Carbon monoxide alarm not reported', 'Smoke alarm'] };
    expect(check({ detailedAmenities: safety }, 'amenities.smoke-alarm').points).toBe(12);
    const co = check({ detailedAmenities: safety }, 'amenities.co-alarm');
    expect(co).toMatchObject({ points: 0, evidence: 'The page says: "Carbon monoxide alarm not reported".' });
    expect(check({ detailedAmenities: { safety: ['Rilevatore di monossido di carbonio'] } }, 'amenities.co-alarm').points).toBe(10);
    expect(check({ amenityDetails: [item('Smoke alarm', false)], amenities: ['Smoke alarm'] }, 'amenities.smoke-alarm').points).toBe(0);
  });

  it('scores camera disclosure as Airbnb requires since April 2024', () => {
    expect(check({}, 'amenities.cameras')).toMatchObject({ points: 10, evidence: 'No cameras or recording devices declared.' });
    expect(
      check(
        { amenityDetails: [item('Exterior security cameras on property', true, 'Front door, covers the entrance')] },
        'amenities.cameras',
      ).points,
    ).toBe(10);
    expect(check({ detailedAmenities: { safety: ['Exterior security cameras on property'] } }, 'amenities.cameras').points).toBe(6);
    const indoor = check({ amenities: ['Indoor security camera'] }, 'amenities.cameras');
    expect(indoor.points).toBe(0);
    expect(indoor.fix).toContain('banned');
    // 'camera da letto' is an Italian bedroom, not a camera
    expect(check({ amenities: ['Serratura della porta della camera da letto'] }, 'amenities.cameras').points).toBe(10);
    expect(
      check({ amenityDetails: [item('Telecamere di sorveglianza esterne presenti nella proprietà', false)] }, 'amenities.cameras').points,
    ).toBe(10);
  });
});
