import type { AvatarReadiness } from '../../contract/wire';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { AVATAR_BUCKET, AVATAR_MAX_BYTES } from './storage/storage.service';
import type { ObjectStore } from './storage/object-store';

// POST /api/upload/avatar asks whether the browser's upload to the 'avatars' bucket can work before it
// sends the file. Embedded: the bucket row exists and its folder is writable. Hosted: the project has the
// bucket (asked with the service-role key; cached for a minute).

export type ReadinessCheck = () => Promise<AvatarReadiness>;

const ready = (): AvatarReadiness => ({ ready: true, bucket: AVATAR_BUCKET, maxBytes: AVATAR_MAX_BYTES });

const BUCKET_INSTRUCTIONS =
  `Create a public Storage bucket named "${AVATAR_BUCKET}" in the Supabase project, with policies that let an ` +
  'authenticated user insert, select and update objects under a folder named after their user id ' +
  '((storage.foldername(name))[1] = auth.uid()::text), and a file size limit of 5 MB.';

export function embeddedReadiness(database: Database, store: ObjectStore): ReadinessCheck {
  return async () => {
    const bucket = await database.db.selectFrom('storage_buckets').select('id').where('id', '=', AVATAR_BUCKET).executeTakeFirst();
    if (!bucket) {
      return {
        ready: false,
        bucket: AVATAR_BUCKET,
        maxBytes: AVATAR_MAX_BYTES,
        message: 'Storage bucket not found',
        instructions: 'Run the database migrations again (restart the server).',
      };
    }
    if (!(await store.writable())) {
      return {
        ready: false,
        bucket: AVATAR_BUCKET,
        maxBytes: AVATAR_MAX_BYTES,
        message: 'Avatar storage is not writable',
        instructions: `Make ${store.root} writable by the server process (it lives in DATA_DIR).`,
      };
    }
    return ready();
  };
}

export function hostedReadiness(config: Config, fetchImpl: typeof fetch = fetch): ReadinessCheck {
  let cached: { at: number; value: AvatarReadiness } | null = null;
  return async () => {
    if (cached && cached.value.ready && Date.now() - cached.at < 60_000) return cached.value;
    let value: AvatarReadiness;
    try {
      const response = await fetchImpl(`${config.supabase.url}/storage/v1/bucket/${AVATAR_BUCKET}`, {
        headers: { apikey: config.supabase.serviceRoleKey!, authorization: `Bearer ${config.supabase.serviceRoleKey}` },
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) value = ready();
      else if (response.status === 400 || response.status === 404) {
        value = {
          ready: false,
          bucket: AVATAR_BUCKET,
          maxBytes: AVATAR_MAX_BYTES,
          message: 'Storage bucket not found',
          instructions: BUCKET_INSTRUCTIONS,
        };
      } else {
        value = {
          ready: false,
          bucket: AVATAR_BUCKET,
          maxBytes: AVATAR_MAX_BYTES,
          message: `Supabase Storage answered HTTP ${response.status}`,
          instructions: 'Check SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, and that Storage is enabled for the project.',
        };
      }
    } catch {
      value = {
        ready: false,
        bucket: AVATAR_BUCKET,
        maxBytes: AVATAR_MAX_BYTES,
        message: 'Supabase Storage could not be reached',
        instructions: 'Check SUPABASE_URL and the network connection of the server.',
      };
    }
    cached = { at: Date.now(), value };
    return value;
  };
}
