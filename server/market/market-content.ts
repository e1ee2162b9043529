import type { ListingContent } from '../../contract/wire';

// A listing as a market file would hold it. An Inside Airbnb row has the title, the description summary, the
// amenities, the neighbourhood text, the registration field, the place, the size and the cover photo, and
// nothing else (no other description section, house rules, photo tour or price the rubric reads): listing-row.ts
// maps such a row. To rank a host's listing among the rows, it is scored on the same parts, by the same rubric;
// scored on its whole page it would look better than every row merely for having more of itself read.

export function asMarketRow(content: ListingContent): ListingContent {
  const sections = content.descriptionSections ?? {};
  const descriptionSections: ListingContent['descriptionSections'] = {};
  if (sections['Listing Description']) descriptionSections['Listing Description'] = sections['Listing Description'];
  if (sections['Registration details']) descriptionSections['Registration details'] = sections['Registration details'];
  const cover = content.photos[0];
  return {
    platform: content.platform,
    platformListingId: content.platformListingId,
    canonicalUrl: content.canonicalUrl,
    fetchedAt: content.fetchedAt,
    language: null,
    title: content.title,
    propertyType: content.propertyType,
    roomType: content.roomType,
    location: { ...content.location },
    capacity: { ...content.capacity },
    descriptionSections,
    highlights: [],
    amenities: [...content.amenities],
    amenityDetails: [],
    houseRules: [],
    detailedAmenities: { safety: [] },
    photos: cover ? [{ url: cover.url, caption: null, roomLabel: null, width: null, height: null }] : [],
    rating: content.rating,
    categoryRatings: { ...content.categoryRatings },
    reviewCount: content.reviewCount,
    host: content.host ? { ...content.host } : null,
    guestFavourite: null,
    checkIn: null,
    checkOut: null,
    cancellationPolicy: null,
    price: null,
    extraction: { format: 'inside-airbnb-csv', partial: false, notOnPage: ['photoTour'] },
  };
}
