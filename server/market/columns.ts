// The columns of Inside Airbnb's detailed listings.csv.gz that the reader uses, looked up by name so a file whose
// columns come in another order, or with columns added, still reads. The 2024 files have 75 columns; the 2025
// files add four (availability_eoy, number_of_reviews_ly, estimated_occupancy_l365d, estimated_revenue_l365d).

/** Without these a file is not a detailed listings file: there would be no listing to score. */
export const REQUIRED_COLUMNS = ['id', 'name', 'description', 'amenities'] as const;

/** Read when present; a file without them reads with those fields empty. */
export const OPTIONAL_COLUMNS = [
  'listing_url',
  'last_scraped',
  'source',
  'neighborhood_overview',
  'picture_url',
  'host_name',
  'host_is_superhost',
  'neighbourhood',
  'neighbourhood_cleansed',
  'neighbourhood_group_cleansed',
  'latitude',
  'longitude',
  'property_type',
  'room_type',
  'accommodates',
  'bathrooms',
  'bathrooms_text',
  'bedrooms',
  'beds',
  'price',
  'number_of_reviews',
  'first_review',
  'last_review',
  'review_scores_rating',
  'review_scores_accuracy',
  'review_scores_cleanliness',
  'review_scores_checkin',
  'review_scores_communication',
  'review_scores_location',
  'review_scores_value',
  'license',
  'reviews_per_month',
  'estimated_occupancy_l365d',
  'estimated_revenue_l365d',
] as const;

export type ColumnName = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

/** Which of Inside Airbnb's published layouts a file has: '75' (2024), '79' (2025), or 'other'. */
export type MarketSchema = '75' | '79' | 'other';

export interface Header {
  schema: MarketSchema;
  /** How many columns the header names; every row must have as many fields. */
  width: number;
  /** Where each known column is, or -1 when the file lacks it. */
  at: Record<ColumnName, number>;
}

export class MarketFileError extends Error {}

export function readHeader(fields: readonly string[], file: string): Header {
  const names = fields.map((f) => f.trim().replace(/^\uFEFF/, ''));
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) {
    throw new MarketFileError(
      `${file} is not an Inside Airbnb detailed listings file: its first line lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
    );
  }
  const at = {} as Record<ColumnName, number>;
  for (const c of [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]) at[c] = names.indexOf(c);
  const has2025 = at.estimated_occupancy_l365d >= 0;
  const schema: MarketSchema = names.length === 79 && has2025 ? '79' : names.length === 75 && !has2025 ? '75' : 'other';
  return { schema, width: names.length, at };
}
