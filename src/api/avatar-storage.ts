import { AVATAR_BUCKET } from '../domain/avatar';
import { getStorage } from './request/supabase-client';

// Avatar files through the storage service (spec section 7, avatar upload flow). The screen hands over the
// picked file as an object URL (plain data in the store); the bytes are read here, where they are sent.

export async function uploadAvatar(path: string, fileUrl: string, contentType: string): Promise<string> {
  const blob = await (await fetch(fileUrl)).blob();
  const bucket = (await getStorage()).from(AVATAR_BUCKET);
  const { error } = await bucket.upload(path, blob, { upsert: true, contentType, cacheControl: '3600' });
  if (error) throw error;
  return bucket.getPublicUrl(path).data.publicUrl;
}

/** The picked file is no longer needed (uploaded or refused). */
export function releasePickedFile(fileUrl: string): void {
  if (fileUrl.startsWith('blob:')) URL.revokeObjectURL(fileUrl);
}
