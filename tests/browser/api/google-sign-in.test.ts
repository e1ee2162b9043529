import { AuthApiError } from '@supabase/supabase-js';
import { signInWithGoogle } from '../../../src/api/auth';
import { getAuth, initApi } from '../../../src/api/request/supabase-client';

// 'Continue with Google' asks the identity service first whether Google is on: leaving for a provider that is
// off would put the host on a bare JSON error page instead of the sign-up screen with its message.

const KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';
const settingsAnswer = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

// One client for the file: a second one on the same storage key is what supabase-js warns about.
beforeAll(() => initApi({ supabaseUrl: 'http://localhost:8787', supabaseAnonKey: KEY }));
beforeEach(() => {
  settingsAnswer.mockReset();
  global.fetch = settingsAnswer;
});
afterEach(() => jest.restoreAllMocks());

async function leaves() {
  return jest
    .spyOn(await getAuth(), 'signInWithOAuth')
    .mockResolvedValue({ data: { provider: 'google', url: 'https://accounts.google.com/' }, error: null });
}

it('leaves for Google when the service has it on', async () => {
  settingsAnswer.mockResolvedValue(new Response(JSON.stringify({ external: { email: true, google: true } })));
  const oauth = await leaves();
  await signInWithGoogle();
  expect(oauth).toHaveBeenCalledWith({ provider: 'google', options: { redirectTo: 'http://localhost/auth/callback' } });
  expect(settingsAnswer.mock.calls[0]![0] as string).toBe('http://localhost:8787/auth/v1/settings');
  expect(settingsAnswer.mock.calls[0]![1]).toEqual({ headers: { apikey: KEY } });
});

it("stays with the service's message when Google is off", async () => {
  settingsAnswer.mockResolvedValue(new Response(JSON.stringify({ external: { email: true, google: false } })));
  const oauth = await leaves();
  await expect(signInWithGoogle()).rejects.toEqual(
    new AuthApiError('Unsupported provider: provider is not enabled', 400, 'provider_disabled'),
  );
  expect(oauth).not.toHaveBeenCalled();
});

it('lets the service answer when its settings cannot be read', async () => {
  settingsAnswer.mockRejectedValue(new TypeError('Failed to fetch'));
  const oauth = await leaves();
  await signInWithGoogle();
  expect(oauth).toHaveBeenCalled();
});
