-- Listing pages a host handed over (POST /api/listings/import): the HTML part of the saved page as received,
-- which the next analysis of that listing reads instead of fetching it. One per listing (a new import replaces
-- the last); deleting the listing deletes it. The page is only ever parsed, never served back.
CREATE TABLE listing_imports (
  listing_id uuid PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  -- Changes with every import, so an analysis marks as read only the page it read.
  import_id uuid NOT NULL,
  page text NOT NULL,
  -- 'file' (a saved .html / .mhtml) or 'paste' (the page source); the file's name when there was one.
  source text NOT NULL,
  file_name text,
  page_bytes integer NOT NULL,
  -- True until an analysis has read this page; re-analysing afterwards fetches the listing again.
  pending boolean NOT NULL DEFAULT true,
  imported_at timestamptz NOT NULL DEFAULT now()
);
