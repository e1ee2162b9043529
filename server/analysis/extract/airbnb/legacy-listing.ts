import type { DescriptionSections, ListingContent } from '../../../../contract/wire';
import { availableTitles, safetyFeatures, type AmenityWithIcon } from '../amenities';
import { readCapacity } from '../capacity-text';
import { LISTING_DESCRIPTION } from '../description-headings';
import {
  asText,
  firstString,
  get,
  htmlToText,
  isObject,
  objects,
  parseLocaleNumber,
  photoUrlWithoutQuery,
  str,
  toInt,
  type Json,
  unique,
} from '../text';
import { placeFromLine } from './read-location';
import { toFiveScale } from './read-reviews';

// Pre-2020 Airbnb data: the v2 REST `pdp_listing_detail`, the 2018-19 redux state
// (bootstrapData.reduxData.homePDP.listingInfo.listing) and the 2014-17 P3 hypernova `listing`. All three
// share snake_case field names, so one reader covers them.

const LEGACY_MARKERS = [
  'listing_amenities',
  'sectioned_description',
  'localized_sectioned_description',
  'photos',
  'p3_summary_title',
  'person_capacity',
];

// A JSON text writes a key as it is, or with \u escapes of some of its letters, digits or '_': a text that does
// neither for any marker key holds no object with two of them, and the walk of its every object can be skipped
// (on a rendered page's skeleton state it was a tenth of the whole read). The test may say yes needlessly (an
// escaped backslash before "u00..."), never no needlessly. A text without any "\u00" is told by includes(), which
// reads 200 KB of state in a seventh of the time the escape pattern takes to rule it out.
const MARKER_KEY = new RegExp(`"(?:${LEGACY_MARKERS.join('|')})"`);
const ESCAPED_WORD_CHARACTER = /\\u00(?:3[0-9]|4[1-9a-fA-F]|5[0-9aAfF]|6[1-9a-fA-F]|7[0-9aA])/;

/** Whether the JSON texts could hold a legacy listing at all. */
export function mayHoldLegacyListing(texts: readonly string[]): boolean {
  return texts.some((text) => MARKER_KEY.test(text) || (text.includes('\\u00') && ESCAPED_WORD_CHARACTER.test(text)));
}

/** Where the listing sits in the three formats, tried before the other keys. */
const LISTING_PATH_KEYS = ['pdp_listing_detail', 'listing', 'bootstrapData', 'reduxData', 'homePDP', 'listingInfo'];

function legacyMarkerCount(value: Json): number {
  let count = 0;
  for (const key of LEGACY_MARKERS) if (key in value) count += 1;
  return count;
}

export function findLegacyListing(roots: readonly unknown[]): Json | null {
  const seen = new Set<unknown>();
  // Every page's state is walked when it holds no StaysPdpSections (a rendered page's skeleton among them), so
  // the walk allocates nothing per object: the values of parsed JSON are its own keys', in the same order.
  const visit = (value: unknown, depth: number): Json | null => {
    if (!isObject(value) || depth > 8 || seen.has(value)) return null;
    seen.add(value);
    if (typeof value.name === 'string' && legacyMarkerCount(value) >= 2) return value;
    for (const key of LISTING_PATH_KEYS) {
      const found = visit(value[key], depth + 1);
      if (found) return found;
    }
    for (const key in value) {
      const child = value[key];
      if (isObject(child)) {
        const found = visit(child, depth + 1);
        if (found) return found;
      }
    }
    return null;
  };
  for (const root of roots) {
    const found = visit(root, 0);
    if (found) return found;
  }
  return null;
}

const SECTION_KEYS: [string, string][] = [
  ['summary', LISTING_DESCRIPTION],
  ['space', 'The space'],
  ['access', 'Guest access'],
  ['interaction', 'During your stay'],
  ['notes', 'Other things to note'],
  ['neighborhood_overview', 'The neighborhood'],
  ['transit', 'Getting around'],
];

function legacySections(L: Json): DescriptionSections {
  // P3 pages carry both objects; a part one of them leaves empty (the neighbourhood, say) may be in the other.
  const sectioned = isObject(L.sectioned_description) ? L.sectioned_description : {};
  const localized = isObject(L.localized_sectioned_description) ? L.localized_sectioned_description : {};
  const out: DescriptionSections = {};
  for (const [key, name] of SECTION_KEYS) {
    const text = firstString(sectioned[key], localized[key]) ?? (key === 'summary' ? firstString(L.summary, L.description) : str(L[key]));
    if (text) out[name] = htmlToText(text);
  }
  if (!out[LISTING_DESCRIPTION]) {
    const description = firstString(sectioned.description, localized.description);
    if (description) out[LISTING_DESCRIPTION] = htmlToText(description);
  }
  return out;
}

export function readLegacyListing(L: Json): Omit<ListingContent, 'platform' | 'canonicalUrl' | 'fetchedAt'> {
  const amenityDetails: AmenityWithIcon[] = objects(L.listing_amenities)
    .map((a) => ({
      title: str(a.name) ?? '',
      group: a.is_safety_feature === true ? 'Home safety' : null,
      available: a.is_present !== false,
      subtitle: str(a.tooltip),
      icon: a.is_safety_feature === true ? 'SYSTEM_FIRST_AID_KIT' : null,
    }))
    .filter((a) => a.title !== '');
  const sections = legacySections(L);
  const line = firstString(
    L.p3_summary_address,
    L.public_address,
    L.location_title,
    [L.localized_city ?? L.city, L.state, L.country].filter(Boolean).join(', '),
  );
  const place = placeFromLine(line);
  const events = isObject(L.p3_event_data_logging) ? L.p3_event_data_logging : {};
  const pictureCount = toInt(firstString(L.picture_count, events.picture_count));
  const overall = parseLocaleNumber(
    firstString(
      L.star_rating,
      get(L, 'review_details_interface', 'review_score'),
      L.guest_satisfaction_overall,
      events.guest_satisfaction_overall,
    ),
  );
  const categoryRatings: Record<string, number> = {};
  for (const key of ['accuracy', 'checkin', 'cleanliness', 'communication', 'location', 'value']) {
    const value = parseLocaleNumber(firstString(events[`${key}_rating`], L[`${key}_rating`]));
    if (value !== null && value > 0) categoryRatings[key] = toFiveScale(value, value > 5 ? 10 : 5)!;
  }
  const host = isObject(L.primary_host) ? L.primary_host : isObject(L.user) ? L.user : null;
  const rules = [
    // 2018 pages list check-out only in the rules "with tips" ("Check out by 11AM").
    ...objects(get(L, 'guest_controls', 'structured_house_rules_with_tips'))
      .map((r) => str(r.text))
      .filter((r): r is string => r !== null),
    ...objects(get(L, 'guest_controls', 'structured_house_rules'))
      .map((r) => str(r.text) ?? str(r))
      .filter((r): r is string => r !== null),
    ...(Array.isArray(get(L, 'guest_controls', 'structured_house_rules'))
      ? (get(L, 'guest_controls', 'structured_house_rules') as unknown[]).filter((r): r is string => typeof r === 'string')
      : []),
    ...(str(L.additional_house_rules) ? [htmlToText(str(L.additional_house_rules)!)] : []),
    ...(str(get(L, 'sectioned_description', 'house_rules')) ? [htmlToText(str(get(L, 'sectioned_description', 'house_rules'))!)] : []),
  ];
  const photos = objects(L.photos)
    .map((p) => {
      const url = firstString(p.xx_large, p.x_large, p.large, p.picture, p.xl_picture, p.url);
      return url ? { url: photoUrlWithoutQuery(url), caption: str(p.caption), roomLabel: null, width: null, height: null } : null;
    })
    .filter((p): p is NonNullable<typeof p> => p !== null);
  const interfaceCapacity = Object.fromEntries(
    objects(L.space_interface).map((s) => [asText(s.label).replace(/:$/, '').toLowerCase(), s.value]),
  ) as Record<string, unknown>;
  const capacity = readCapacity(
    [str(L.bedroom_label), str(L.bed_label), str(L.bathroom_label), str(L.guest_label)].filter((s): s is string => s !== null),
    {
      guests: toInt(firstString(L.person_capacity, interfaceCapacity.accommodates)),
      bedrooms: toInt(firstString(L.bedrooms, interfaceCapacity.bedrooms)),
      beds: toInt(firstString(L.beds, interfaceCapacity.beds)),
      baths: parseLocaleNumber(firstString(L.bathrooms, interfaceCapacity.bathrooms)),
    },
  );
  return {
    platformListingId: firstString(L.id, L.listing_id),
    language: firstString(get(L, 'sectioned_description', 'locale'), L.locale),
    title: firstString(L.name, get(L, 'sectioned_description', 'name'), L.p3_summary_title),
    propertyType: firstString(L.room_and_property_type, L.property_type, L.localized_room_type),
    roomType: firstString(events.room_type, L.room_type, L.localized_room_type),
    location: {
      ...place,
      text: line,
      lat: parseLocaleNumber(firstString(L.lat, events.listing_lat)),
      lng: parseLocaleNumber(firstString(L.lng, events.listing_lng)),
      neighborhood: sections['The neighborhood'] ?? null,
    },
    capacity,
    descriptionSections: sections,
    highlights: objects(L.highlights)
      .map((h) => firstString(h.headline, h.message))
      .filter((h): h is string => h !== null),
    amenities: availableTitles(amenityDetails),
    amenityDetails: amenityDetails.map(({ title, group, available, subtitle }) => ({ title, group, available, subtitle })),
    houseRules: unique(rules),
    detailedAmenities: { safety: safetyFeatures(amenityDetails) },
    photos: unique(photos, (p) => p.url),
    rating: overall === null ? null : toFiveScale(overall, overall > 10 ? 100 : overall > 5 ? 10 : 5),
    categoryRatings,
    reviewCount: toInt(firstString(L.visible_review_count, L.reviews_count, L.review_count)) ?? 0,
    host: host ? { name: firstString(host.host_name, host.first_name, host.smart_name), isSuperhost: host.is_superhost === true } : null,
    checkIn: firstString(L.localized_check_in_time_window, L.check_in_time),
    checkOut: firstString(L.localized_check_out_time, L.check_out_time),
    cancellationPolicy: firstString(L.cancellation_policy_category, L.cancellation_policy),
    price: null,
    ...(pictureCount ? { statedTotals: { photos: pictureCount } } : {}),
  };
}
