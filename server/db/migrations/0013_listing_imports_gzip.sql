-- A handed-over page is kept gzipped (page_gz): writing a megabyte of text blocked the embedded database, and the
-- server's thread with it, for 20-30 ms per import; the gzipped page is a few to a few hundred kilobytes. Pages
-- kept before this stay in `page` and are read from there.
ALTER TABLE listing_imports ADD COLUMN page_gz bytea;
ALTER TABLE listing_imports ALTER COLUMN page DROP NOT NULL;
