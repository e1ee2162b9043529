import type { DescriptionSections } from '../../../../contract/wire';
import { safetyDevices } from '../amenities';
import { compact, type SourcedReading } from '../reading';
import { decodeRelayId, firstString, get, objects } from '../text';
import type { Pdp } from './pdp-payload';
import { readAmenities, readAmenityTotal } from './read-amenities';
import { readHost, readPrice } from './read-host-price';
import { readLocation } from './read-location';
import { readPhotos, readPhotoTotal } from './read-photos';
import { readCancellationPolicy, readCapacityFields, readHouseRules, readLicenceNumbers, readSafetyNotes } from './read-policies';
import { readCategoryRatings, readGuestFavourite, readRating, readReviewCount } from './read-reviews';
import { readDescriptionSections, readHighlights, readPropertyType, readRoomType, readTitle } from './read-text';

// Reads one StaysPdpSections payload: for each field the classic section first, then the 2026 migrated node,
// then metadata (airbnb-data.md section 1). The rendered page and the meta tags fill what it leaves out.

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

/** What the StaysPdpSections payload says; fields it does not give are left for the rendered page and meta tags. */
export function readPdp(pdp: Pdp, pageLang: string | null): SourcedReading {
  const { items: amenities, preview: amenitiesArePreview } = readAmenities(pdp);
  const rules = readHouseRules(pdp);
  // The policies' own safety list names devices too, sometimes in other words than the amenities (and it is all a
  // console-trimmed page keeps).
  const notes = readSafetyNotes(pdp);
  const safety = safetyDevices(
    amenities,
    notes.map((n) => ({ title: n.title, group: null, available: true, subtitle: null, icon: n.icon })),
  );
  const location = readLocation(pdp);
  const capacity = readCapacityFields(pdp, []);
  const photos = readPhotos(pdp);
  const hasPlace = Boolean(location.text || location.city || location.country);
  const reading = compact({
    platformListingId: listingId(pdp) ?? undefined,
    language: firstString(get(pdp.EV, 'descriptionLanguage'), pageLang) ?? undefined,
    title: readTitle(pdp) ?? undefined,
    propertyType: readPropertyType(pdp) ?? undefined,
    roomType: readRoomType(pdp) ?? undefined,
    location: hasPlace ? { text: location.text, city: location.city, region: location.region, country: location.country } : undefined,
    coordinates: location.lat !== null && location.lng !== null ? { lat: location.lat, lng: location.lng } : undefined,
    neighborhood: location.neighborhood ?? undefined,
    guests: capacity.guests ?? undefined,
    bedrooms: capacity.bedrooms ?? undefined,
    beds: capacity.beds ?? undefined,
    baths: capacity.baths ?? undefined,
    descriptionSections: withLicenceNumbers(readDescriptionSections(pdp), readLicenceNumbers(pdp)),
    highlights: readHighlights(pdp),
    amenities,
    safety,
    safetyAndProperty: notes.map((n) => n.title),
    houseRules: rules.rules,
    checkIn: rules.checkIn ?? undefined,
    checkOut: rules.checkOut ?? undefined,
    cancellationPolicy: readCancellationPolicy(pdp) ?? undefined,
    photos,
    rating: readRating(pdp) ?? undefined,
    reviewCount: readReviewCount(pdp) || undefined,
    categoryRatings: readCategoryRatings(pdp),
    guestFavourite: readGuestFavourite(pdp) ?? undefined,
    host: readHost(pdp) ?? undefined,
    price: readPrice(pdp) ?? undefined,
    photoTotal: readPhotoTotal(pdp) ?? undefined,
    amenityTotal: readAmenityTotal(pdp) ?? undefined,
  });
  return { source: 'state', reading, photosArePreview: photos.length > 0 && !hasPhotoTour(pdp), amenitiesArePreview };
}

function hasPhotoTour(pdp: Pdp): boolean {
  return (
    objects(get(pdp.sec('PHOTO_TOUR_SCROLLABLE_MODAL', 'PhotoTourModalSection'), 'mediaItems')).length > 0 ||
    objects(get(pdp.N, 'mediaTour', 'stops')).length > 0
  );
}

/** The page's licence field shows under "Registration details" on Airbnb, so it is filed there when the description has none. */
function withLicenceNumbers(sections: DescriptionSections, licences: string[]): DescriptionSections {
  return licences.length && !sections['Registration details'] ? { ...sections, 'Registration details': licences.join('\n') } : sections;
}

export function pdpFormat(pdp: Pdp): string {
  return pdp.vintage === 'api-response' ? 'airbnb-api-response' : pdp.N ? `airbnb-${pdp.vintage}+node` : `airbnb-${pdp.vintage}`;
}

/** The listing id the payload is for (event logging, share data, or the relay id in its query variables). */
export { listingId as pdpListingId };
