import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Synthetic Inside Airbnb listings files in the published layouts (never the real third-party files), for the
// reader, the score command and the calibration tests.

/** The 75 columns of the 2024 files, in their order. */
export const COLUMNS_2024 = [
  'id', 'listing_url', 'scrape_id', 'last_scraped', 'source', 'name', 'description', 'neighborhood_overview', 'picture_url',
  'host_id', 'host_url', 'host_name', 'host_since', 'host_location', 'host_about', 'host_response_time', 'host_response_rate',
  'host_acceptance_rate', 'host_is_superhost', 'host_thumbnail_url', 'host_picture_url', 'host_neighbourhood',
  'host_listings_count', 'host_total_listings_count', 'host_verifications', 'host_has_profile_pic', 'host_identity_verified',
  'neighbourhood', 'neighbourhood_cleansed', 'neighbourhood_group_cleansed', 'latitude', 'longitude', 'property_type',
  'room_type', 'accommodates', 'bathrooms', 'bathrooms_text', 'bedrooms', 'beds', 'amenities', 'price', 'minimum_nights',
  'maximum_nights', 'minimum_minimum_nights', 'maximum_minimum_nights', 'minimum_maximum_nights', 'maximum_maximum_nights',
  'minimum_nights_avg_ntm', 'maximum_nights_avg_ntm', 'calendar_updated', 'has_availability', 'availability_30',
  'availability_60', 'availability_90', 'availability_365', 'calendar_last_scraped', 'number_of_reviews',
  'number_of_reviews_ltm', 'number_of_reviews_l30d', 'first_review', 'last_review', 'review_scores_rating',
  'review_scores_accuracy', 'review_scores_cleanliness', 'review_scores_checkin', 'review_scores_communication',
  'review_scores_location', 'review_scores_value', 'license', 'instant_bookable', 'calculated_host_listings_count',
  'calculated_host_listings_count_entire_homes', 'calculated_host_listings_count_private_rooms',
  'calculated_host_listings_count_shared_rooms', 'reviews_per_month',
] as const; // prettier-ignore

/** The 79 columns of the 2025 files: four more after number_of_reviews_l30d. */
export const COLUMNS_2025 = [
  ...COLUMNS_2024.slice(0, COLUMNS_2024.indexOf('number_of_reviews_l30d') + 1),
  'availability_eoy',
  'number_of_reviews_ly',
  'estimated_occupancy_l365d',
  'estimated_revenue_l365d',
  ...COLUMNS_2024.slice(COLUMNS_2024.indexOf('number_of_reviews_l30d') + 1),
];

export type MarketRecord = Partial<Record<(typeof COLUMNS_2025)[number], string | number>>;

let nextId = 1000;

/** A live listing with every column filled plausibly; `fields` override any of them. */
export function marketRecord(fields: MarketRecord = {}): MarketRecord {
  const id = fields.id ?? nextId++;
  return {
    id,
    listing_url: `https://www.airbnb.com/rooms/${id}`,
    scrape_id: '20250927041758',
    last_scraped: '2025-09-27',
    source: 'city scrape',
    name: 'Bright loft near the river',
    description: 'A bright loft with a balcony, ten minutes from the old town.',
    neighborhood_overview: 'Quiet street, two bakeries and a park nearby.',
    picture_url: 'https://example.test/cover.jpg',
    host_id: 7,
    host_name: 'Alex',
    host_is_superhost: 'f',
    neighbourhood: 'Munich, Bavaria, Germany',
    neighbourhood_cleansed: 'Maxvorstadt',
    latitude: 48.15,
    longitude: 11.57,
    property_type: 'Entire rental unit',
    room_type: 'Entire home/apt',
    accommodates: 2,
    bathrooms: 1,
    bathrooms_text: '1 bath',
    bedrooms: 1,
    beds: 1,
    amenities: JSON.stringify(['Wifi', 'Kitchen', 'Heating', 'Smoke alarm', 'Essentials']),
    price: '$105.00',
    number_of_reviews: 12,
    first_review: '2023-05-01',
    last_review: '2025-09-01',
    review_scores_rating: 4.8,
    review_scores_accuracy: 4.9,
    review_scores_cleanliness: 4.7,
    review_scores_checkin: 4.9,
    review_scores_communication: 5,
    review_scores_location: 4.8,
    review_scores_value: 4.6,
    license: '',
    instant_bookable: 't',
    reviews_per_month: 0.42,
    estimated_occupancy_l365d: 60,
    estimated_revenue_l365d: 6300,
    ...fields,
  };
}

function quote(value: string | number | undefined): string {
  const s = value === undefined ? '' : String(value);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV text in the given layout (2025's 79 columns by default); a record's extra keys are ignored. */
export function marketCsv(records: readonly MarketRecord[], columns: readonly string[] = COLUMNS_2025): string {
  const lines = [columns.join(',')];
  for (const r of records) lines.push(columns.map((c) => quote(r[c as keyof MarketRecord])).join(','));
  return `${lines.join('\n')}\n`;
}

/** A throw-away folder for market files, removed by `cleanUp`. */
export function marketFolder(): { write: (name: string, text: string | Buffer, gzip?: boolean) => string; cleanUp: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-'));
  return {
    write: (name, text, gzip = false) => {
      const file = path.join(dir, name);
      writeFileSync(file, gzip ? gzipSync(text) : text);
      return file;
    },
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}
