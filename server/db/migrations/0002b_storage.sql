-- Embedded storage: the Supabase Storage subset for avatars. Bytes live under <DATA_DIR>/storage, named by
-- file_id (never by the object's key), so a key can never reach outside that folder.

CREATE TABLE storage_buckets (
  id text PRIMARY KEY,
  public boolean NOT NULL DEFAULT false,
  file_size_limit bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Avatars are public to read; 5 MB or more is refused (the browser promises 'under 5MB').
INSERT INTO storage_buckets (id, public, file_size_limit) VALUES ('avatars', true, 5242880);

CREATE TABLE storage_objects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bucket_id text NOT NULL REFERENCES storage_buckets (id),
  name text NOT NULL,
  owner_id uuid,
  file_id uuid NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL,
  etag text NOT NULL,
  cache_control text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bucket_id, name)
);
