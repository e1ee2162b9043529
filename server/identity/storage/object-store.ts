import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Bytes of stored objects: <DATA_DIR>/storage/<bucket>/<file id>. Every write gets a new file id, so an
// overwrite never changes bytes a reader is streaming, and names never come from the request.

const SAFE_BUCKET = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const FILE_ID = /^[0-9a-f-]{36}$/;

export function objectStore(root: string) {
  const fileOf = (bucket: string, fileId: string) => {
    if (!SAFE_BUCKET.test(bucket) || !FILE_ID.test(fileId)) throw new Error('Refusing an unsafe storage path');
    return path.join(root, bucket, fileId);
  };

  return {
    root,

    /** Writes the bytes under a new file id (via a temporary file, so a crash leaves no half file). */
    async write(bucket: string, bytes: Buffer): Promise<string> {
      const fileId = randomUUID();
      const target = fileOf(bucket, fileId);
      mkdirSync(path.dirname(target), { recursive: true });
      const temp = `${target}.tmp`;
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, target);
      return fileId;
    },

    read: (bucket: string, fileId: string) => createReadStream(fileOf(bucket, fileId)),

    async remove(bucket: string, fileId: string): Promise<void> {
      await rm(fileOf(bucket, fileId), { force: true });
    },

    /** True when the storage folder can be written (avatar readiness). */
    async writable(): Promise<boolean> {
      try {
        mkdirSync(root, { recursive: true });
        const probe = path.join(root, `.probe-${randomUUID()}`);
        await writeFile(probe, '');
        await rm(probe, { force: true });
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type ObjectStore = ReturnType<typeof objectStore>;
