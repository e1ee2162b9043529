import { getHttp } from './client';
import { send } from './http';
import type { Profile } from './wire';

export function fetchProfile(): Promise<Profile> {
  return send<Profile>(getHttp(), 'GET', '/api/auth/user');
}
