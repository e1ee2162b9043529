-- Issue 40: this server's own files (sample photos, uploaded avatars) were stored with the name a request used,
-- e.g. http://localhost:8787/samples/photos/1.jpg, which the page's CSP (img-src 'self') blocks once the app is
-- opened at 127.0.0.1 or its public name. They are stored by their path now (server/own-address.ts); this rewrites
-- the addresses stored before on a loopback name. Addresses built from PUBLIC_URL stay: they load wherever it does.
-- The pattern is written out in each statement (no helper function: PGlite and PostgreSQL run the same text).

UPDATE listings
SET image_url = regexp_replace(image_url, '^https?://(localhost|[a-z0-9-]+\.localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])(:[0-9]+)?(/samples/|/storage/v1/object/public/)', '\3', 'i'),
    updated_at = now()
WHERE image_url ~* '^https?://(localhost|[a-z0-9-]+\.localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])(:[0-9]+)?(/samples/|/storage/v1/object/public/)';

UPDATE listings
SET scraped_data = jsonb_set(
      scraped_data,
      '{photos}',
      (
        SELECT coalesce(
          jsonb_agg(
            CASE
              WHEN jsonb_typeof(photo -> 'url') = 'string' THEN jsonb_set(
                photo,
                '{url}',
                to_jsonb(regexp_replace(photo ->> 'url', '^https?://(localhost|[a-z0-9-]+\.localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])(:[0-9]+)?(/samples/|/storage/v1/object/public/)', '\3', 'i'))
              )
              ELSE photo
            END
            ORDER BY position
          ),
          '[]'::jsonb
        )
        FROM jsonb_array_elements(scraped_data -> 'photos') WITH ORDINALITY AS p (photo, position)
      )
    ),
    updated_at = now()
WHERE jsonb_typeof(scraped_data -> 'photos') = 'array'
  AND EXISTS (
    SELECT 1
    FROM jsonb_array_elements(scraped_data -> 'photos') AS p (photo)
    WHERE photo ->> 'url' ~* '^https?://(localhost|[a-z0-9-]+\.localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])(:[0-9]+)?(/samples/|/storage/v1/object/public/)'
  );

UPDATE photo_analyses
SET photo_url = regexp_replace(photo_url, '^https?://(localhost|[a-z0-9-]+\.localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])(:[0-9]+)?(/samples/|/storage/v1/object/public/)', '\3', 'i')
WHERE photo_url ~* '^https?://(localhost|[a-z0-9-]+\.localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])(:[0-9]+)?(/samples/|/storage/v1/object/public/)';

UPDATE profiles
SET avatar_url = regexp_replace(avatar_url, '^https?://(localhost|[a-z0-9-]+\.localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])(:[0-9]+)?(/samples/|/storage/v1/object/public/)', '\3', 'i'),
    updated_at = now()
WHERE avatar_url ~* '^https?://(localhost|[a-z0-9-]+\.localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])(:[0-9]+)?(/samples/|/storage/v1/object/public/)';
