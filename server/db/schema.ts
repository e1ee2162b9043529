import type { ColumnType, Generated } from 'kysely';

// Kysely's view of the tables. Each feature adds its tables here beside its SQL migration.

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<Timestamp>;
}

export interface PhotoAnalysesTable {
  listing_id: string;
  photo_index: number;
  photo_url: string;
  category: string | null;
  is_hero_image: boolean;
  overall_score: number;
  priority: string;
  width: number | null;
  height: number | null;
  aspect_ratio: number | null;
  resolution_score: number;
  lighting_score: number;
  technical_issues: Json<string[]>;
  ai_description: string;
  quality_rating: number;
  composition: string | null;
  features: Json<string[]>;
  error: string | null;
  metrics: Json<unknown> | null;
  analyzed_at: Timestamp;
}

export interface PhotoRecommendationsTable {
  listing_id: string;
  recommendation: Json<unknown>;
  evidence: Json<unknown>;
  analyzed_at: Timestamp;
}

export interface DB {
  app_meta: AppMetaTable;
  photo_analyses: PhotoAnalysesTable;
  photo_recommendations: PhotoRecommendationsTable;
}
