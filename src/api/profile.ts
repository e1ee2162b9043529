import { getHttp } from './request/supabase-client';
import { send } from './request/request-layer';
import type { AvatarReadiness, Profile, ProfilePatch } from '../../contract/wire';

// The account endpoints of spec section 7: the profile (GET /api/auth/user), its update, and the avatar
// readiness check made before an upload.

export async function fetchProfile(): Promise<Profile> {
  return send<Profile>(await getHttp(), 'GET', '/api/auth/user');
}

export async function updateProfile(patch: ProfilePatch): Promise<Profile> {
  return send<Profile>(await getHttp(), 'PATCH', '/api/profile', patch);
}

/** Answers the readiness, or throws with the server's message ('Storage bucket not found', ...). */
export async function checkAvatarUploads(): Promise<AvatarReadiness> {
  return send<AvatarReadiness>(await getHttp(), 'POST', '/api/upload/avatar');
}
