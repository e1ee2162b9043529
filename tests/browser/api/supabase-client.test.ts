import { createClient } from '@supabase/supabase-js';
import { createAuth } from '../../../src/api/request/auth-client';
import { expectConsole } from '../../support/browser/console-guard';

// The app builds only supabase-js's auth client. It must be the one createClient() would build: the same auth
// endpoint, headers and storage key, so sessions stored before keep working and the backend sees the same calls.

const KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';

type Internals = {
  url: string;
  headers: Record<string, string>;
  storageKey: string;
  flowType: string;
  autoRefreshToken: boolean;
  persistSession: boolean;
  detectSessionInUrl: boolean;
};
const internals = (auth: unknown) => auth as Internals;

describe.each(['http://localhost:8787', 'https://abcdefghijklmnopqrst.supabase.co', 'http://127.0.0.1:8861/'])('createAuth(%s)', (url) => {
  it('makes the auth client createClient() makes', () => {
    // Two clients on one storage key in one browser context: supabase-js says so, as it should.
    expectConsole('warn', /Multiple GoTrueClient instances detected/);
    const ours = internals(createAuth(url, KEY).auth);
    const theirs = internals(
      createClient(url, KEY, { auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true } }).auth,
    );
    expect(ours.url).toBe(theirs.url);
    expect(ours.storageKey).toBe(theirs.storageKey);
    expect({ apikey: ours.headers.apikey, Authorization: ours.headers.Authorization }).toEqual({
      apikey: theirs.headers.apikey,
      Authorization: theirs.headers.Authorization,
    });
    expect([ours.flowType, ours.autoRefreshToken, ours.persistSession, ours.detectSessionInUrl]).toEqual([
      theirs.flowType,
      theirs.autoRefreshToken,
      theirs.persistSession,
      theirs.detectSessionInUrl,
    ]);
  });
});
