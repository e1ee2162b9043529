// One row of an Inside Airbnb listings file as the app's ListingContent, plus the fields a market analysis needs
// (where the listing is, what it is, its price, and how it performed). docs/scoring.md ("Reading an Inside
// Airbnb file") states every mapping choice; the reasons are repeated here where they are not obvious.

import type { ListingContent } from '../../contract/wire';
import { htmlToText } from '../analysis/extract/text';
import type { ColumnName, Header } from './columns';

export interface MarketPlace {
  latitude: number | null;
  longitude: number | null;
  /** The first part of the file's `neighbourhood` line ("Munich, Bavaria, Germany" -> "Munich"), when given. */
  city: string | null;
  /** Inside Airbnb's cleansed neighbourhood (the district), present on every row. */
  neighbourhood: string | null;
  neighbourhoodGroup: string | null;
}

/** How the listing did. Never part of the score: used to calibrate it and to compare listings. */
export interface MarketOutcomes {
  /** 0 when the listing has no review yet (Inside Airbnb leaves the column empty then). */
  reviewsPerMonth: number;
  numberOfReviews: number;
  /** YYYY-MM-DD, or null when the listing has no review. */
  firstReview: string | null;
  lastReview: string | null;
  /** Nights booked in the last 365 days as Inside Airbnb estimates them (2025 files; null in 2024 files). */
  estimatedOccupancyL365d: number | null;
  /** Estimated revenue of the last 365 days in the market's currency (2025 files; null when absent). */
  estimatedRevenueL365d: number | null;
}

export interface MarketRow {
  /** The line of the file the row starts on (1 is the header). */
  line: number;
  id: string;
  /** The day the row was scraped, YYYY-MM-DD. */
  scrapedOn: string | null;
  /** The listing as the app's scoring reads it. */
  content: ListingContent;
  place: MarketPlace;
  roomType: string | null;
  propertyType: string | null;
  accommodates: number | null;
  bedrooms: number | null;
  /** The nightly price in the market's own currency (the "$" in the file is only formatting). */
  price: number | null;
  amenities: string[];
  outcomes: MarketOutcomes;
}

/** A row the reader could not use, with why. */
export class RowProblem extends Error {}

type Fields = readonly string[];

function cell(fields: Fields, header: Header, column: ColumnName): string {
  const i = header.at[column];
  return i < 0 ? '' : (fields[i] ?? '').trim();
}

function numberOf(fields: Fields, header: Header, column: ColumnName): number | null {
  const raw = cell(fields, header, column);
  if (raw === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new RowProblem(`${column} is not a number ("${raw.slice(0, 40)}")`);
  return value;
}

/** "$1,234.00" -> 1234. */
function priceOf(raw: string): number | null {
  if (raw === '') return null;
  const value = Number(raw.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value)) throw new RowProblem(`price is not an amount ("${raw.slice(0, 40)}")`);
  return value;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateOf(fields: Fields, header: Header, column: ColumnName): string | null {
  const raw = cell(fields, header, column);
  if (raw === '') return null;
  if (!DATE.test(raw)) throw new RowProblem(`${column} is not a date ("${raw.slice(0, 40)}")`);
  return raw;
}

function amenitiesOf(raw: string): string[] {
  if (raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new RowProblem(`amenities is not a JSON list ("${raw.slice(0, 40)}")`);
  }
  if (!Array.isArray(parsed)) throw new RowProblem('amenities is not a JSON list');
  return parsed.filter((a): a is string => typeof a === 'string' && a.trim() !== '').map((a) => a.trim());
}

/** Host-written text: the file keeps Airbnb's HTML (<br />, <b>, entities). */
function text(raw: string): string | null {
  if (raw === '') return null;
  const plain = /[<&]/.test(raw) ? htmlToText(raw) : raw.replace(/\r\n?/g, '\n');
  return plain === '' ? null : plain;
}

/** "1.5 baths", "Half-bath", "Shared half-bath" -> 1.5, 0.5, 0.5. */
function bathsOf(numeric: number | null, label: string): number | null {
  if (numeric !== null) return numeric;
  if (/half-bath/i.test(label)) return 0.5;
  const match = /^(\d+(?:\.\d+)?)/.exec(label);
  return match ? Number(match[1]) : null;
}

/**
 * "Munich, Bavaria, Germany" -> city, region, country; two parts are a city and a country. A line of one part is
 * not a place: some scrapes hold a heading there ("Neighborhood highlights" in every Tasmanian row of 2024).
 */
function placeLine(line: string): { text: string | null; city: string | null; region: string | null; country: string | null } {
  const parts = line
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return { text: null, city: null, region: null, country: null };
  return { text: line, city: parts[0]!, region: parts.length > 2 ? parts.slice(1, -1).join(', ') : null, country: parts.at(-1)! };
}

const CATEGORY_RATINGS = [
  ['accuracy', 'review_scores_accuracy'],
  ['cleanliness', 'review_scores_cleanliness'],
  ['checkin', 'review_scores_checkin'],
  ['communication', 'review_scores_communication'],
  ['location', 'review_scores_location'],
  ['value', 'review_scores_value'],
] as const satisfies readonly (readonly [string, ColumnName])[];

/**
 * Maps one row (its fields in header order). Throws RowProblem when a field the row needs cannot be read; the
 * reader reports it with the line number and goes on.
 */
export function mapRow(fields: Fields, header: Header, line: number): MarketRow {
  const id = cell(fields, header, 'id');
  if (!/^\d+$/.test(id)) throw new RowProblem(id === '' ? 'id is empty' : `id is not a listing number ("${id.slice(0, 40)}")`);
  const scrapedOn = dateOf(fields, header, 'last_scraped');
  const amenities = amenitiesOf(cell(fields, header, 'amenities'));
  const latitude = numberOf(fields, header, 'latitude');
  const longitude = numberOf(fields, header, 'longitude');
  const { text: placeLineText, city, region, country } = placeLine(cell(fields, header, 'neighbourhood'));
  const roomType = cell(fields, header, 'room_type') || null;
  const propertyType = cell(fields, header, 'property_type') || null;
  const accommodates = numberOf(fields, header, 'accommodates');
  const bedrooms = numberOf(fields, header, 'bedrooms');
  const description = text(cell(fields, header, 'description'));
  const license = text(cell(fields, header, 'license'));
  const picture = cell(fields, header, 'picture_url');

  const categoryRatings: Record<string, number> = {};
  for (const [key, column] of CATEGORY_RATINGS) {
    const value = numberOf(fields, header, column);
    if (value !== null) categoryRatings[key] = value;
  }
  const hostName = cell(fields, header, 'host_name');
  const superhost = cell(fields, header, 'host_is_superhost');
  const numberOfReviews = numberOf(fields, header, 'number_of_reviews') ?? 0;

  const descriptionSections: ListingContent['descriptionSections'] = {};
  if (description) descriptionSections['Listing Description'] = description;
  // The registration field as the listing shows it; the extractor files a page's own under this name too.
  if (license) descriptionSections['Registration details'] = license;

  const content: ListingContent = {
    platform: 'airbnb',
    platformListingId: id,
    canonicalUrl: cell(fields, header, 'listing_url') || `https://www.airbnb.com/rooms/${id}`,
    fetchedAt: `${scrapedOn ?? '1970-01-01'}T00:00:00.000Z`,
    language: null,
    title: text(cell(fields, header, 'name')),
    propertyType,
    roomType,
    location: {
      city,
      region,
      country,
      lat: latitude,
      lng: longitude,
      text: placeLineText,
      neighborhood: text(cell(fields, header, 'neighborhood_overview')),
    },
    capacity: {
      guests: accommodates,
      bedrooms,
      beds: numberOf(fields, header, 'beds'),
      baths: bathsOf(numberOf(fields, header, 'bathrooms'), cell(fields, header, 'bathrooms_text')),
    },
    descriptionSections,
    highlights: [],
    amenities,
    amenityDetails: [],
    houseRules: [],
    detailedAmenities: { safety: [] },
    // Only the cover is in the file: the rest of the photo tour was not read (scored as such, and said so).
    photos: picture ? [{ url: picture, caption: null, roomLabel: null, width: null, height: null }] : [],
    rating: numberOf(fields, header, 'review_scores_rating'),
    categoryRatings,
    reviewCount: numberOfReviews,
    host: hostName || superhost ? { name: hostName || null, isSuperhost: superhost === 't' } : null,
    guestFavourite: null,
    checkIn: null,
    checkOut: null,
    cancellationPolicy: null,
    // The file's price is one night on the scrape date, without the stay discounts the page shows once dates are
    // chosen; giving scoring a price with no discounts would read as "no discounts". It stays a market field.
    price: null,
    extraction: { format: 'inside-airbnb-csv', partial: false, notOnPage: ['photoTour'] },
  };

  return {
    line,
    id,
    scrapedOn,
    content,
    place: {
      latitude,
      longitude,
      city,
      neighbourhood: cell(fields, header, 'neighbourhood_cleansed') || null,
      neighbourhoodGroup: cell(fields, header, 'neighbourhood_group_cleansed') || null,
    },
    roomType,
    propertyType,
    accommodates,
    bedrooms,
    price: priceOf(cell(fields, header, 'price')),
    amenities,
    outcomes: {
      reviewsPerMonth: numberOf(fields, header, 'reviews_per_month') ?? 0,
      numberOfReviews,
      firstReview: dateOf(fields, header, 'first_review'),
      lastReview: dateOf(fields, header, 'last_review'),
      estimatedOccupancyL365d: numberOf(fields, header, 'estimated_occupancy_l365d'),
      estimatedRevenueL365d: numberOf(fields, header, 'estimated_revenue_l365d'),
    },
  };
}
