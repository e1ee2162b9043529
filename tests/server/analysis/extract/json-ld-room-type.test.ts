import { listingOf } from '../../../support/server/sample-pages';

// Direct-booking and Vrbo pages say what is let in schema.org JSON-LD (Google's vacation-rental markup:
// containsPlace.additionalType), so their listings get comparable listings by room type like Airbnb's.

function page(containsPlace: unknown): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    name: 'Garden room near the lake',
    description: 'A quiet room with its own entrance.',
    address: { '@type': 'PostalAddress', addressLocality: 'Como', addressCountry: 'IT' },
    containsPlace,
  };
  return `<!doctype html><html lang="en"><head><title>Garden room</title>
<script type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>Garden room</h1></body></html>`;
}

describe('JSON-LD room type (containsPlace.additionalType)', () => {
  it.each([
    ['EntirePlace', 'Entire home/apt'],
    ['PrivateRoom', 'Private room'],
    ['SharedRoom', 'Shared room'],
    ['https://schema.org/PrivateRoom', 'Private room'],
  ])('reads %s as %s', (additionalType, roomType) => {
    expect(listingOf(page({ '@type': 'Accommodation', additionalType, occupancy: { value: 2 } })).roomType).toBe(roomType);
  });

  it('reads it from a list of places or of types', () => {
    expect(listingOf(page([{ '@type': 'Accommodation', additionalType: ['Accommodation', 'SharedRoom'] }])).roomType).toBe('Shared room');
  });

  it('leaves the room type unknown when the page names none or one it does not know', () => {
    expect(listingOf(page({ '@type': 'Accommodation', additionalType: 'Bungalow' })).roomType).toBeNull();
    expect(listingOf(page(undefined)).roomType).toBeNull();
  });
});
