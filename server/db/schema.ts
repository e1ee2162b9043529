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
  /** 0011: the score was made before the photos were measured. */
  score_provisional: Generated<boolean>;
  is_analyzing: Generated<boolean>;
  scraped_data: Json<import('../../contract/wire').ListingContent> | null;
  recommendations: Json<import('../../contract/wire').Recommendations> | null;
  analysis_error: string | null;
  analysis_job_id: string | null;
  analysis_attempts: Generated<number>;
  analysis_requested_at: Timestamp;
  analysis_started_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  analyzed_at: Timestamp | null;
}

/** 0006b_listing_imports.sql: pages hosts handed over, read by the next analysis instead of a fetch. */
export interface ListingImportsTable {
  listing_id: string;
  user_id: string;
  import_id: string;
  /** Pages kept before 0013; newer ones are in page_gz. */
  page: string | null;
  /** 0013: the page, gzipped. */
  page_gz: Buffer | null;
  source: 'file' | 'paste';
  file_name: string | null;
  page_bytes: number;
  pending: Generated<boolean>;
  imported_at: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  seq: Generated<number>;
  user_id: string;
  listing_id: string | null;
  role: 'user' | 'assistant';
  content: string;
  section: string | null;
  client_message_id: string | null;
  reply_to: string | null;
  /** Timestamp already allows leaving it out on insert (database default). */
  created_at: Timestamp;
}

export interface ListingFactsTable {
  id: Generated<string>;
  user_id: string;
  listing_id: string;
  kind: import('../../contract/wire').HostFactKind;
  fact_key: string;
  text: string;
  host_words: string;
  verbatim: Generated<boolean>;
  source_message_id: string | null;
  seq: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ---- Embedded identity (0002_identity.sql) ----

export interface AuthUsersTable {
  id: Generated<string>;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Timestamp | null;
  confirmation_sent_at: Timestamp | null;
  recovery_sent_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  user_metadata: Json<Record<string, unknown>>;
  app_metadata: Json<Record<string, unknown>>;
  banned_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  // 0008_identity_flows.sql
  invited_at: Timestamp | null;
  email_change: string | null;
  email_change_sent_at: Timestamp | null;
  reauthentication_sent_at: Timestamp | null;
}

export interface AuthIdentitiesTable {
  id: Generated<string>;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Json<Record<string, unknown>>;
  last_sign_in_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  aal: Generated<string>;
  amr: Json<{ method: string; timestamp: number }[]>;
  created_at: Timestamp;
  refreshed_at: Timestamp | null;
}

export interface AuthRefreshTokensTable {
  id: string;
  seq: Generated<number>;
  token_hash: string;
  parent_id: string | null;
  session_id: string;
  user_id: string;
  revoked: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthFlowStatesTable {
  id: Generated<string>;
  user_id: string | null;
  auth_code_hash: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
  provider_type: string;
  authentication_method: string;
  redirect_to: string | null;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  created_at: Timestamp;
  auth_code_issued_at: Timestamp | null;
}

export interface AuthOneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  token_type: string;
  token_hash: string;
  flow_state_id: string | null;
  created_at: Timestamp;
}

// ---- Embedded storage (0002b_storage.sql) ----

export interface StorageBucketsTable {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  created_at: Timestamp;
}

export interface StorageObjectsTable {
  id: Generated<string>;
  bucket_id: string;
  name: string;
  owner_id: string | null;
  file_id: string;
  content_type: string;
  size: number;
  etag: string;
  cache_control: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ---- Accounts (0002c_accounts.sql) ----

export interface ProfilesTable {
  user_id: string;
  full_name: string | null;
  phone_number: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  avatar_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ListingAllowanceTable {
  user_id: string;
  url: string;
  created_at: Generated<Timestamp>;
}

export interface PurchasesTable {
  id: Generated<string>;
  email: string;
  source: string;
  stripe_event_id: string | null;
  stripe_checkout_session_id: string | null;
  created_at: Timestamp;
  used_at: Timestamp | null;
  user_id: string | null;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  email: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface MailOutboxTable {
  id: Generated<string>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  error: string | null;
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
  auth_users: AuthUsersTable;
  auth_identities: AuthIdentitiesTable;
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_flow_states: AuthFlowStatesTable;
  auth_one_time_tokens: AuthOneTimeTokensTable;
  storage_buckets: StorageBucketsTable;
  storage_objects: StorageObjectsTable;
  profiles: ProfilesTable;
  purchases: PurchasesTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  chat_messages: ChatMessagesTable;
  listing_facts: ListingFactsTable;
  listings: ListingsTable;
  listing_imports: ListingImportsTable;
  listing_allowance: ListingAllowanceTable;
  photo_analyses: PhotoAnalysesTable;
  photo_recommendations: PhotoRecommendationsTable;
  listing_history: ListingHistoryTable;
  markets: MarketsTable;
  market_listings: MarketListingsTable;
}

// ---- Score history (0008b_listing_history.sql) ----

export interface ListingHistoryTable {
  id: Generated<string>;
  user_id: string;
  url: string;
  analysis_id: string;
  analyzed_at: Timestamp;
  title: string;
  seo_score: number;
  category_scores: Json<Record<import('../../contract/wire').CategoryKey, number>>;
  unscored_categories: Json<import('../../contract/wire').CategoryKey[]>;
  section_scores: Json<import('../../contract/wire').HistorySectionScores>;
  photo_score: number | null;
  rubric_version: string;
  problems: Json<import('../../contract/wire').HistoryProblem[]>;
  sections: Json<import('../../contract/wire').HistorySectionTexts>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ---- Markets (0012_markets.sql) ----

export interface MarketsTable {
  id: Generated<string>;
  name: string;
  name_key: string;
  scraped_on: string;
  country: string | null;
  currency: string | null;
  cities: Json<import('../market/market-identity').MarketCity[]>;
  area: Json<import('../market/market-area').AreaCells>;
  listing_count: Generated<number>;
  rubric_version: string;
  source_file: string;
  status: Generated<'loading' | 'ready'>;
  imported_at: Timestamp;
  rescore_started_at: Timestamp | null;
}

export interface MarketListingsTable {
  market_id: string;
  listing_id: string;
  room_type: string | null;
  accommodates: number | null;
  price: number | null;
  latitude: number | null;
  longitude: number | null;
  score: number;
  reviews_per_month: number;
  number_of_reviews: number;
  amenities: Json<string[]>;
  description_chars: number;
  neighbourhood_chars: number;
  content: Json<import('../../contract/wire').ListingContent>;
}
