import type {
  DescriptionSections,
  FieldSource,
  FieldSources,
  ListingContent,
  ListingField,
  ListingPhoto,
  ListingPrice,
  StatedTotals,
} from '../../../contract/wire';
import { LISTING_FIELDS } from '../../../contract/wire';
import { availableTitles, withoutIcons, type AmenityWithIcon } from './amenities';

// What one part of a page says about the listing, field by field: a field is absent when that part does not
// show it. The readers of each part (embedded state, rendered DOM, JSON-LD, Open Graph) each give one Reading;
// `mergeReadings` takes every field from the first reading that has it and notes where it came from.

export interface Reading {
  platformListingId?: string;
  language?: string;
  title?: string;
  propertyType?: string;
  roomType?: string;
  location?: { text: string | null; city: string | null; region: string | null; country: string | null };
  coordinates?: { lat: number; lng: number };
  neighborhood?: string;
  guests?: number;
  bedrooms?: number;
  beds?: number;
  baths?: number;
  descriptionSections?: DescriptionSections;
  highlights?: string[];
  /** Every amenity line, the ones marked unavailable included. */
  amenities?: AmenityWithIcon[];
  safety?: string[];
  /** The "Safety & property" lines as the page words them (devices, their absence, cameras, property notes). */
  safetyAndProperty?: string[];
  houseRules?: string[];
  checkIn?: string;
  checkOut?: string;
  cancellationPolicy?: string;
  /** Photos in display order; `photosArePreview` when they are only the first few the page shows (hero, og:image). */
  photos?: ListingPhoto[];
  rating?: number;
  reviewCount?: number;
  categoryRatings?: Record<string, number>;
  /** Whether the page shows Airbnb's Guest Favourite badge. */
  guestFavourite?: boolean;
  host?: { name: string | null; isSuperhost: boolean };
  price?: ListingPrice;
  /** How many photos the page says the listing has ("1 / 32", the photo tour's count). */
  photoTotal?: number;
  /** How many amenities the page says the listing has ("Show all 65 amenities"). */
  amenityTotal?: number;
}

export interface SourcedReading {
  source: FieldSource;
  reading: Reading;
  /** True when the reading's photos are a preview (the hero's first five, JSON-LD's first eight, og:image). */
  photosArePreview?: boolean;
  /** True when the reading's amenities are the page's first few, not the full list. */
  amenitiesArePreview?: boolean;
}

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  // An object tells something when one of its values does ({ name: null, isSuperhost: false } tells nothing).
  if (typeof value === 'object') return Object.values(value).some((v) => v === true || (typeof v !== 'boolean' && present(v)));
  return value === true;
}

/** Drops the fields a reader left empty, so that an empty value never hides a later source's value. */
export function compact(reading: Reading): Reading {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(reading)) if (present(value)) out[key] = value;
  return out;
}

export interface MergedReading {
  reading: Reading;
  sources: FieldSources;
  photosArePreview: boolean;
  amenitiesArePreview: boolean;
}

export function mergeReadings(readings: readonly SourcedReading[]): MergedReading {
  const merged: Record<string, unknown> = {};
  const sources: FieldSources = {};
  let photosArePreview = false;
  let amenitiesArePreview = false;
  for (const field of LISTING_FIELDS) {
    for (const sourced of readings) {
      const value = (sourced.reading as Record<ListingField, unknown>)[field];
      if (!present(value)) continue;
      merged[field] = value;
      sources[field] = sourced.source;
      if (field === 'photos') photosArePreview = sourced.photosArePreview === true;
      if (field === 'amenities') amenitiesArePreview = sourced.amenitiesArePreview === true;
      break;
    }
  }
  return { reading: merged, sources, photosArePreview, amenitiesArePreview };
}

/** Fields that tell nothing of a listing by themselves: an id, a language, a count of what is not shown. */
const NOT_CONTENT = new Set<string>(['platformListingId', 'language', 'photoTotal', 'amenityTotal']);

/** Whether a reading shows anything of a listing (an id or a language alone is not a listing). */
export function hasListingContent(reading: Reading): boolean {
  return LISTING_FIELDS.some((f) => !NOT_CONTENT.has(f) && present((reading as Record<string, unknown>)[f]));
}

/** A ListingContent (as the older readers build it) as a Reading: its empty fields become absent. */
export function readingFromContent(content: Omit<ListingContent, 'platform' | 'canonicalUrl' | 'fetchedAt'>): Reading {
  const loc = content.location;
  const hasPlace = Boolean(loc.text || loc.city || loc.region || loc.country);
  return compact({
    platformListingId: content.platformListingId ?? undefined,
    language: content.language ?? undefined,
    title: content.title ?? undefined,
    propertyType: content.propertyType ?? undefined,
    roomType: content.roomType ?? undefined,
    location: hasPlace ? { text: loc.text, city: loc.city, region: loc.region, country: loc.country } : undefined,
    coordinates: loc.lat !== null && loc.lng !== null ? { lat: loc.lat, lng: loc.lng } : undefined,
    neighborhood: loc.neighborhood ?? undefined,
    guests: content.capacity.guests ?? undefined,
    bedrooms: content.capacity.bedrooms ?? undefined,
    beds: content.capacity.beds ?? undefined,
    baths: content.capacity.baths ?? undefined,
    descriptionSections: content.descriptionSections,
    highlights: content.highlights,
    amenities: content.amenityDetails.length
      ? content.amenityDetails
      : content.amenities.map((title) => ({ title, group: null, available: true, subtitle: null })),
    safety: content.detailedAmenities.safety,
    safetyAndProperty: content.safetyAndProperty,
    houseRules: content.houseRules,
    checkIn: content.checkIn ?? undefined,
    checkOut: content.checkOut ?? undefined,
    cancellationPolicy: content.cancellationPolicy ?? undefined,
    photos: content.photos,
    rating: content.rating ?? undefined,
    reviewCount: content.reviewCount > 0 ? content.reviewCount : undefined,
    categoryRatings: content.categoryRatings,
    guestFavourite: content.guestFavourite ?? undefined,
    host: content.host ?? undefined,
    price: content.price ?? undefined,
    photoTotal: content.statedTotals?.photos,
    amenityTotal: content.statedTotals?.amenities,
  });
}

/** The merged reading as the ListingContent of the wire (absent fields become null, [] or {}). */
export function contentFromReading(
  r: Reading,
  base: Pick<ListingContent, 'platform' | 'canonicalUrl' | 'fetchedAt'>,
): Omit<ListingContent, 'extraction' | 'fieldSources'> {
  const amenities = r.amenities ?? [];
  return {
    platform: base.platform,
    platformListingId: r.platformListingId ?? null,
    canonicalUrl: base.canonicalUrl,
    fetchedAt: base.fetchedAt,
    language: r.language ?? null,
    title: r.title ?? null,
    propertyType: r.propertyType ?? null,
    roomType: r.roomType ?? null,
    location: {
      city: r.location?.city ?? null,
      region: r.location?.region ?? null,
      country: r.location?.country ?? null,
      lat: r.coordinates?.lat ?? null,
      lng: r.coordinates?.lng ?? null,
      text: r.location?.text ?? null,
      neighborhood: r.neighborhood ?? null,
    },
    capacity: { guests: r.guests ?? null, bedrooms: r.bedrooms ?? null, beds: r.beds ?? null, baths: r.baths ?? null },
    descriptionSections: r.descriptionSections ?? {},
    highlights: r.highlights ?? [],
    amenities: availableTitles(amenities),
    amenityDetails: withoutIcons(amenities),
    houseRules: r.houseRules ?? [],
    detailedAmenities: { safety: r.safety ?? [] },
    ...(r.safetyAndProperty?.length ? { safetyAndProperty: r.safetyAndProperty } : {}),
    ...(r.photoTotal || r.amenityTotal ? { statedTotals: statedTotals(r) } : {}),
    photos: r.photos ?? [],
    rating: r.rating ?? null,
    categoryRatings: r.categoryRatings ?? {},
    reviewCount: r.reviewCount ?? 0,
    guestFavourite: r.guestFavourite ?? null,
    host: r.host ?? null,
    checkIn: r.checkIn ?? null,
    checkOut: r.checkOut ?? null,
    cancellationPolicy: r.cancellationPolicy ?? null,
    price: r.price ?? null,
  };
}

function statedTotals(r: Reading): StatedTotals {
  const out: StatedTotals = {};
  if (r.photoTotal) out.photos = r.photoTotal;
  if (r.amenityTotal) out.amenities = r.amenityTotal;
  return out;
}
