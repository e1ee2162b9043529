-- Score history (issue 19): one snapshot per finished analysis of a listing. Keyed by the user and the listing's
-- canonical address, not by the listing row, so that the dashboard's re-analysis (delete the listing, analyse the
-- same address again) keeps the history; 'Delete Listing' deletes these rows explicitly in the same transaction.
CREATE TABLE listing_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  url text NOT NULL,
  -- The job that made this analysis: the photo job that re-scores it updates this snapshot, never adds one.
  analysis_id uuid NOT NULL,
  analyzed_at timestamptz NOT NULL,
  title text NOT NULL,
  seo_score double precision NOT NULL,
  category_scores jsonb NOT NULL,
  unscored_categories jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- { title, listingDescription, theSpace, guestAccess, otherDetails }: each a score 0-100 or null.
  section_scores jsonb NOT NULL,
  photo_score integer,
  rubric_version text NOT NULL,
  -- The checks that withheld points: [{ id, category, evidence, fix }].
  problems jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The text of each section as read: { texts: { <section>: text }, lists: { <section>: [item] } }.
  sections jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT listing_history_analysis_key UNIQUE (analysis_id)
);

CREATE INDEX listing_history_user_url_idx ON listing_history (user_id, url, analyzed_at);
