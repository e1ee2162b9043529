import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// AUTH_EMAIL_CONFIRMATION=false: sign-up signs in at once, and a taken address is an error (as hosted with
// "Confirm email" off). Small rate limits show the limiter's answers.

let s: IdentityServer;
beforeAll(async () => {
  s = await startIdentityServer({
    env: { AUTH_EMAIL_CONFIRMATION: 'false' },
    deps: { identity: { limits: { signInPerEmail: 3, signInPerIp: 1000 } } },
  });
});
afterAll(() => s.close());

it('signs up straight into a session and fires SIGNED_IN', async () => {
  const client = s.client();
  const events: string[] = [];
  client.auth.onAuthStateChange((event) => void events.push(event));
  const { data, error } = await client.auth.signUp({
    email: 'auto@example.com',
    password: 'Secret-123',
    options: { data: { full_name: 'Auto Host' } },
  });
  expect(error).toBeNull();
  expect(data.session?.user).toMatchObject({ email: 'auto@example.com', user_metadata: { full_name: 'Auto Host', email_verified: true } });
  expect(data.user?.email_confirmed_at).toBeDefined();
  expect(events).toContain('SIGNED_IN');
  expect(await s.mail('auto@example.com')).toHaveLength(0);
});

it("answers a taken address with 'User already registered'", async () => {
  const { data, error } = await s.client().auth.signUp({ email: 'auto@example.com', password: 'Other-123' });
  expect(data.user).toBeNull();
  expect(error).toMatchObject({ message: 'User already registered', code: 'user_already_exists', status: 422 });
});

it('limits password sign-ins per e-mail address', async () => {
  await s.client().auth.signUp({ email: 'limited@example.com', password: 'Secret-123' });
  for (let i = 0; i < 3; i += 1) {
    expect((await s.client().auth.signInWithPassword({ email: 'limited@example.com', password: 'Wrong-123' })).error?.message).toBe(
      'Invalid login credentials',
    );
  }
  const limited = await s.client().auth.signInWithPassword({ email: 'limited@example.com', password: 'Secret-123' });
  expect(limited.error).toMatchObject({ message: 'Request rate limit reached', code: 'over_request_rate_limit', status: 429 });
  s.advance(301);
  expect((await s.client().auth.signInWithPassword({ email: 'limited@example.com', password: 'Secret-123' })).error).toBeNull();
});

it('signs a new address up with signInWithOtp and mails it a sign-in link straight away', async () => {
  expect((await s.client().auth.signInWithOtp({ email: 'passwordless@example.com' })).error).toBeNull();
  const [message] = await s.mail('passwordless@example.com');
  expect(message).toMatchObject({ kind: 'magiclink', subject: 'Your sign-in link' });
  const code = message!.text.match(/code: (\d{6})/)![1]!;
  const { data, error } = await s.client().auth.verifyOtp({ email: 'passwordless@example.com', token: code, type: 'email' });
  expect(error).toBeNull();
  expect(data.session?.user.email_confirmed_at).toBeDefined();
});

it('changes the e-mail address on the first link followed, though both addresses were mailed', async () => {
  const client = s.client();
  await client.auth.signUp({ email: 'changer@example.com', password: 'Secret-123' });
  expect((await client.auth.updateUser({ email: 'changed@example.com' })).error).toBeNull();
  expect(await s.mail('changer@example.com')).toHaveLength(1);
  const res = await fetch(await s.latestLink('changed@example.com', 'email-change'), { redirect: 'manual' });
  expect(new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1)).get('type')).toBe('email_change');
  expect((await s.client().auth.signInWithPassword({ email: 'changed@example.com', password: 'Secret-123' })).error).toBeNull();
});
