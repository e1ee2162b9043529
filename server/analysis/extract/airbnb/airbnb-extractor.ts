import type { ListingContent } from '../../../../contract/wire';
import { availableTitles, safetyFeatures, withoutIcons } from '../amenities';
import type { JsonLdReading } from '../json-ld';
import { decodeRelayId, firstString, get, str } from '../text';
import type { Pdp } from './pdp-payload';
import { readAmenities } from './read-amenities';
import { readHost, readPrice } from './read-host-price';
import { readLocation } from './read-location';
import { readPhotos } from './read-photos';
import { readCancellationPolicy, readCapacityFields, readHouseRules, readLicenceNumbers, readSafetyNotes } from './read-policies';
import { readCategoryRatings, readGuestFavourite, readRating, readReviewCount } from './read-reviews';
import { readDescriptionSections, readHighlights, readPropertyType, readRoomType, readTitle } from './read-text';

// Assembles ListingContent from one StaysPdpSections payload: for each field the classic section first, then
// the 2026 migrated node, then metadata, then the page's JSON-LD and Open Graph (airbnb-data.md section 1).

type Base = Pick<ListingContent, 'canonicalUrl' | 'fetchedAt'>;

function listingId(pdp: Pdp): string | null {
  const variablesId = pdp.cacheKey ? /"id":"([^"]+)"/.exec(pdp.cacheKey)?.[1] : null;
  const decoded = decodeRelayId(variablesId);
  return firstString(
    get(pdp.EV, 'listingId'),
    get(pdp.M, 'clientLoggingContext', 'productId'),
    get(pdp.sec('TITLE_DEFAULT', 'PdpTitleSection'), 'shareSave', 'entityId'),
    get(pdp.sec('TITLE_DEFAULT', 'PdpTitleSection'), 'shareSave', 'embedData', 'id'),
    decoded && decoded.id !== 'undefined' ? decoded.id : null,
  );
}

export function extractFromPdp(pdp: Pdp, base: Base, fallback: JsonLdReading | null, pageLang: string | null): ListingContent {
  const amenities = readAmenities(pdp);
  const rules = readHouseRules(pdp);
  const fb = fallback?.content;
  const safetyFromAmenities = safetyFeatures(amenities);
  // Without amenity groups (console-trimmed pages), the policy notes still name devices that are present.
  const safety = safetyFromAmenities.length
    ? safetyFromAmenities
    : safetyFeatures(readSafetyNotes(pdp).map((n) => ({ title: n.title, group: null, available: true, subtitle: null, icon: n.icon })));
  const location = readLocation(pdp);
  const descriptionSections = withLicenceNumbers(readDescriptionSections(pdp), readLicenceNumbers(pdp));
  const photos = readPhotos(pdp);
  const rating = readRating(pdp);
  const reviewCount = readReviewCount(pdp);
  const title = readTitle(pdp) ?? fb?.title ?? null;
  const hasDescription = Object.keys(descriptionSections).length > 0;
  return {
    platform: 'airbnb',
    platformListingId: listingId(pdp),
    canonicalUrl: base.canonicalUrl,
    fetchedAt: base.fetchedAt,
    language: firstString(get(pdp.EV, 'descriptionLanguage'), pageLang),
    title,
    propertyType: readPropertyType(pdp) ?? fb?.propertyType ?? null,
    roomType: readRoomType(pdp),
    location: {
      ...location,
      city: location.city ?? fb?.location.city ?? null,
      country: location.country ?? fb?.location.country ?? null,
      lat: location.lat ?? fb?.location.lat ?? null,
      lng: location.lng ?? fb?.location.lng ?? null,
      text: location.text ?? fb?.location.text ?? null,
    },
    capacity: fillCapacity(readCapacityFields(pdp, []), fb?.capacity),
    descriptionSections: hasDescription ? descriptionSections : (fb?.descriptionSections ?? {}),
    highlights: readHighlights(pdp),
    amenities: availableTitles(amenities),
    amenityDetails: withoutIcons(amenities),
    houseRules: rules.rules,
    detailedAmenities: { safety },
    photos: photos.length ? photos : (fb?.photos ?? []),
    rating: rating ?? fb?.rating ?? null,
    categoryRatings: readCategoryRatings(pdp),
    guestFavourite: readGuestFavourite(pdp),
    reviewCount: reviewCount || fb?.reviewCount || 0,
    host: readHost(pdp),
    checkIn: rules.checkIn,
    checkOut: rules.checkOut,
    cancellationPolicy: readCancellationPolicy(pdp),
    price: readPrice(pdp),
    extraction: {
      format: pdp.vintage === 'api-response' ? 'airbnb-api-response' : pdp.N ? `airbnb-${pdp.vintage}+node` : `airbnb-${pdp.vintage}`,
      partial: !title || !hasDescription || photos.length === 0 || amenities.length === 0,
    },
  };
}

/** The page's licence field shows under "Registration details" on Airbnb, so it is filed there when the description has none. */
function withLicenceNumbers(sections: ListingContent['descriptionSections'], licences: string[]): ListingContent['descriptionSections'] {
  return licences.length && !sections['Registration details'] ? { ...sections, 'Registration details': licences.join('\n') } : sections;
}

function fillCapacity(capacity: ListingContent['capacity'], fallback: ListingContent['capacity'] | undefined): ListingContent['capacity'] {
  if (!fallback) return capacity;
  return {
    guests: capacity.guests ?? fallback.guests,
    bedrooms: capacity.bedrooms ?? fallback.bedrooms,
    beds: capacity.beds ?? fallback.beds,
    baths: capacity.baths ?? fallback.baths,
  };
}

export function hasUsefulContent(content: ListingContent): boolean {
  return Boolean(str(content.title)) || Object.keys(content.descriptionSections).length > 0 || content.photos.length > 0;
}
