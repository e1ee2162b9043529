import { storageErrors } from './storage-errors';

// Object keys as Supabase Storage accepts them (its key allow-list), minus anything that could read as a
// path step: no empty, '.' or '..' segments, no leading or trailing '/'. Keys never reach the file system
// anyway (files are named by a generated id), but a key like 'uid/../other/x' must not fool the folder check.

const ALLOWED = /^[\w/!\-.*'() &$@=;:+,?]+$/u;

export function validateObjectKey(key: string): string {
  if (key.length === 0 || key.length > 1024 || !ALLOWED.test(key)) throw storageErrors.invalidKey(key);
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw storageErrors.invalidKey(key);
  return key;
}

/** First folder of a key: avatars/<uid>/file.png belongs to <uid>. */
export const ownerFolder = (key: string) => key.split('/')[0] ?? '';
