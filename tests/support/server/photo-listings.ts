import type { ListingCapacity, ListingContent, ListingPhoto } from '../../../contract/wire';

// Listing content as ingestion extracts it, reduced to what the photo analysis reads.

export function photo(url: string, extra: Partial<ListingPhoto> = {}): ListingPhoto {
  return { url, caption: null, roomLabel: null, width: null, height: null, ...extra };
}

export function listingWith(
  photos: ListingPhoto[],
  options: { capacity?: Partial<ListingCapacity>; amenities?: string[]; platform?: ListingContent['platform'] } = {},
): ListingContent {
  return {
    platform: options.platform ?? 'airbnb',
    platformListingId: '1',
    canonicalUrl: 'https://www.airbnb.com/rooms/1',
    fetchedAt: '2026-01-01T00:00:00.000Z',
    language: 'en',
    title: 'Bright flat near the park',
    propertyType: 'Entire rental unit',
    roomType: 'Entire home/apt',
    location: { city: null, region: null, country: null, lat: null, lng: null, text: null, neighborhood: null },
    capacity: { guests: 4, bedrooms: 0, beds: 1, baths: 0, ...options.capacity },
    descriptionSections: {},
    highlights: [],
    amenities: options.amenities ?? [],
    amenityDetails: [],
    houseRules: [],
    detailedAmenities: { safety: [] },
    photos,
    rating: null,
    categoryRatings: {},
    reviewCount: 0,
    host: null,
    checkIn: null,
    checkOut: null,
    cancellationPolicy: null,
    price: null,
  };
}
