-- Inside Airbnb markets an operator loaded with `npm run market -- import FILE` (issue 37). One row per market and
-- scrape; an import writes its listings under a 'loading' row and only then, in one short transaction, makes it
-- 'ready' and removes the earlier import of the same market and scrape, so readers never see half a market and a
-- re-import replaces rather than adds.
CREATE TABLE markets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  -- The name compared without case or accents: `remove munich` finds "Munich".
  name_key text NOT NULL,
  -- The day Inside Airbnb scraped the market, YYYY-MM-DD.
  scraped_on text NOT NULL,
  -- ISO 3166 code and ISO 4217 currency, when the file's place lines tell them.
  country text,
  currency text,
  -- [{ key, name, country, listings }]: the cities the market's place lines name, for listings without coordinates.
  cities jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- { "<lat cell>:<lng cell>": listings } on a 0.01-degree grid (server/market/market-area.ts).
  area jsonb NOT NULL DEFAULT '{}'::jsonb,
  listing_count integer NOT NULL DEFAULT 0,
  -- The rubric that scored the listings; another version re-scores them (server/market/market-rescore.ts).
  rubric_version text NOT NULL,
  source_file text NOT NULL,
  status text NOT NULL DEFAULT 'loading' CHECK (status IN ('loading', 'ready')),
  imported_at timestamptz NOT NULL DEFAULT now(),
  rescore_started_at timestamptz
);

CREATE UNIQUE INDEX markets_name_scrape_ready_idx ON markets (name_key, scraped_on) WHERE status = 'ready';

CREATE TABLE market_listings (
  market_id uuid NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  -- Airbnb's listing id, as the file gives it.
  listing_id text NOT NULL,
  room_type text,
  accommodates integer,
  -- Nightly price in the market's currency, as scraped.
  price double precision,
  latitude double precision,
  longitude double precision,
  -- The app's Optimization Score of what the file holds of the listing, by the market's rubric_version.
  score double precision NOT NULL,
  reviews_per_month double precision NOT NULL,
  number_of_reviews integer NOT NULL,
  amenities jsonb NOT NULL DEFAULT '[]'::jsonb,
  description_chars integer NOT NULL,
  neighbourhood_chars integer NOT NULL,
  -- The listing as the reader mapped it (ListingContent), kept so a new rubric can re-score it without the file.
  content jsonb NOT NULL,
  PRIMARY KEY (market_id, listing_id)
);
