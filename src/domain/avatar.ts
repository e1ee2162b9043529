// The avatar upload rules (spec sections 5, 7 and 9): an image under 5MB, stored in the 'avatars' bucket under
// the user's own folder with a timestamped file name.

export const AVATAR_BUCKET = 'avatars';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export type AvatarFileProblem = 'not-image' | 'too-large';

export function avatarFileProblem(file: Pick<PickedFile, 'type' | 'size'>): AvatarFileProblem | null {
  if (!file.type.startsWith('image/')) return 'not-image';
  if (file.size >= AVATAR_MAX_BYTES) return 'too-large';
  return null;
}

/** A file name storage keys accept everywhere: lower-case letters, digits, '-' and one extension. */
export function safeFileName(name: string): string {
  // Browsers give a bare name; anything path-like keeps only its last segment.
  const trimmed = (name.split(/[\\/]/).pop() ?? '').trim();
  const dot = trimmed.lastIndexOf('.');
  const base = dot > 0 ? trimmed.slice(0, dot) : trimmed;
  const extension = dot > 0 ? trimmed.slice(dot + 1) : '';
  const clean = (value: string) =>
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const safeBase = clean(base).slice(0, 60).replace(/-+$/, '') || 'avatar';
  const safeExtension = clean(extension).replace(/-/g, '').slice(0, 8);
  return safeExtension ? `${safeBase}.${safeExtension}` : safeBase;
}

/** Where the upload goes inside the bucket: `<userId>/<timestamp>-<safe file name>`. */
export function avatarObjectPath(userId: string, timestamp: number, fileName: string): string {
  return `${userId}/${timestamp}-${safeFileName(fileName)}`;
}

/** The public URL with a version query, so every cache (browser, CDN) shows the new picture at once. */
export function versionedUrl(url: string, version: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}v=${version}`;
}
