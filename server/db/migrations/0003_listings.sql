-- Listings a user asked us to analyse. One row per user and canonical listing address: analysing the same
-- address again re-analyses that row. Tables holding a listing's chat messages or photo analyses reference
-- listings(id) ON DELETE CASCADE, so deleting a listing removes them too.
CREATE TABLE listings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  -- The canonical address (https://www.airbnb.com/rooms/<id>, or the cleaned page address).
  url text NOT NULL,
  -- Where the analyser reads it from (the English Airbnb page, or this server's own /samples/ over loopback).
  fetch_url text NOT NULL,
  platform text NOT NULL,
  title text NOT NULL DEFAULT '',
  image_url text,
  rating double precision,
  review_count integer NOT NULL DEFAULT 0,
  location text,
  photo_count integer NOT NULL DEFAULT 0,
  seo_score double precision,
  -- The score before a re-analysis started, restored if that re-analysis fails.
  previous_seo_score double precision,
  is_analyzing boolean NOT NULL DEFAULT true,
  scraped_data jsonb,
  recommendations jsonb,
  analysis_error text,
  -- The pg-boss job that owns the current analysis; results of any other job are ignored.
  analysis_job_id uuid,
  -- Times a job started this analysis (retries and recoveries included), to stop endless retrying.
  analysis_attempts integer NOT NULL DEFAULT 0,
  analysis_requested_at timestamptz NOT NULL DEFAULT now(),
  analysis_started_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  analyzed_at timestamptz,
  CONSTRAINT listings_user_url_key UNIQUE (user_id, url)
);

CREATE INDEX listings_user_created_idx ON listings (user_id, created_at DESC);
CREATE INDEX listings_analyzing_idx ON listings (analysis_requested_at) WHERE is_analyzing;
