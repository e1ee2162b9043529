import { getHttp } from './client';
import { send } from './http';
import type { Profile } from './wire';

export async function fetchProfile(): Promise<Profile> {
  return send<Profile>(await getHttp(), 'GET', '/api/auth/user');
}
