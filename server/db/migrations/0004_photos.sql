-- Photo analysis (issue 7): one row per photo and one recommendation per listing, both replaced by each run.
-- The listings table comes from migration 0003 (ingestion); deleting a listing deletes its photo analysis.
CREATE TABLE photo_analyses (
  listing_id uuid NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  photo_index integer NOT NULL CHECK (photo_index >= 0),
  photo_url text NOT NULL,
  category text,
  is_hero_image boolean NOT NULL DEFAULT false,
  overall_score integer NOT NULL CHECK (overall_score BETWEEN 0 AND 100),
  priority text NOT NULL CHECK (priority IN ('critical', 'high', 'medium', 'low')),
  width integer,
  height integer,
  aspect_ratio double precision,
  resolution_score integer NOT NULL CHECK (resolution_score BETWEEN 0 AND 100),
  lighting_score integer NOT NULL CHECK (lighting_score BETWEEN 0 AND 100),
  technical_issues jsonb NOT NULL DEFAULT '[]'::jsonb,
  ai_description text NOT NULL,
  quality_rating double precision NOT NULL CHECK (quality_rating BETWEEN 0 AND 10),
  composition text,
  features jsonb NOT NULL DEFAULT '[]'::jsonb,
  error text,
  -- The raw measurements behind the analysis (luminance, blur, hash, ...), to re-score without re-downloading.
  metrics jsonb,
  analyzed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (listing_id, photo_index)
);

CREATE TABLE photo_recommendations (
  listing_id uuid PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
  recommendation jsonb NOT NULL,
  -- Compact per-photo summary the scoring reads (PhotoEvidence).
  evidence jsonb NOT NULL,
  analyzed_at timestamptz NOT NULL DEFAULT now()
);
