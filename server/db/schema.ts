import type { ColumnType, Generated } from 'kysely';

// Kysely's view of the tables. Each feature adds its tables here beside its SQL migration.

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface ListingsTable {
  id: Generated<string>;
  user_id: string;
  url: string;
  fetch_url: string;
  platform: string;
  title: Generated<string>;
  image_url: string | null;
  rating: number | null;
  review_count: Generated<number>;
  location: string | null;
  photo_count: Generated<number>;
  seo_score: number | null;
  previous_seo_score: number | null;
  is_analyzing: Generated<boolean>;
  scraped_data: Json<import('../../src/api/wire').ListingContent> | null;
  recommendations: Json<import('../../src/api/wire').Recommendations> | null;
  analysis_error: string | null;
  analysis_job_id: string | null;
  analysis_attempts: Generated<number>;
  analysis_requested_at: Timestamp;
  analysis_started_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  analyzed_at: Timestamp | null;
}

export interface DB {
  app_meta: AppMetaTable;
  listings: ListingsTable;
}
