import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// Passwordless sign-in (signInWithOtp by e-mail) and invitations (auth.admin.inviteUserByEmail), driven by
// supabase-js against the embedded server with e-mail confirmation on, the e-mails read from the dev mailbox.

let s: IdentityServer;
let n = 0;
const uniqueEmail = (label: string) => `${label}-${++n}@example.com`;

beforeAll(async () => {
  s = await startIdentityServer();
});
afterAll(() => s.close());

const admin = () => s.client(s.keys.serviceRoleKey).auth.admin;
const codeIn = (text: string) => text.match(/code: (\d{6})/)![1]!;

async function confirmedUser(): Promise<{ email: string; id: string }> {
  const email = uniqueEmail('known');
  const { data, error } = await admin().createUser({ email, password: 'Secret-123', email_confirm: true });
  if (error) throw error;
  return { email, id: data.user.id };
}

/** Follows an e-mailed link as a browser would and reads the session the app receives in the fragment. */
async function follow(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
}

describe('signInWithOtp by e-mail', () => {
  it('mails a known user a sign-in link and a 6-digit code; the link signs in once', async () => {
    const user = await confirmedUser();
    const { data, error } = await s
      .client()
      .auth.signInWithOtp({ email: user.email, options: { emailRedirectTo: `${s.url}/auth/callback` } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ user: null, session: null });
    const [message] = await s.mail(user.email);
    expect(message).toMatchObject({ kind: 'magiclink', subject: 'Your sign-in link' });
    expect(message!.text).toMatch(/Or enter this code: \d{6}/);
    const link = await s.latestLink(user.email, 'magiclink');
    expect(new URL(link).searchParams.get('type')).toBe('magiclink');
    const fragment = await follow(link);
    expect(fragment.get('type')).toBe('magiclink');
    const signedIn = await s.client().auth.getUser(fragment.get('access_token')!);
    expect(signedIn.data.user?.id).toBe(user.id);
    expect((await follow(link)).get('error_code')).toBe('otp_expired');
  });

  it('signs in with the code through verifyOtp, as type email or magiclink', async () => {
    const user = await confirmedUser();
    await s.client().auth.signInWithOtp({ email: user.email });
    const asEmail = await s
      .client()
      .auth.verifyOtp({ email: user.email, token: codeIn((await s.mail(user.email))[0]!.text), type: 'email' });
    expect(asEmail.error).toBeNull();
    expect(asEmail.data.session?.user.id).toBe(user.id);

    s.advance(61);
    await s.client().auth.signInWithOtp({ email: user.email });
    const code = codeIn((await s.mail(user.email))[0]!.text);
    const wrong = await s.client().auth.verifyOtp({ email: user.email, token: code === '000000' ? '111111' : '000000', type: 'magiclink' });
    expect(wrong.error).toMatchObject({ code: 'otp_expired', status: 403, message: 'Token has expired or is invalid' });
    const right = await s.client().auth.verifyOtp({ email: user.email, token: code, type: 'magiclink' });
    expect(right.error).toBeNull();
    expect(right.data.session?.user.email).toBe(user.email);
  });

  it('sends at most one sign-in e-mail a minute per address', async () => {
    const user = await confirmedUser();
    expect((await s.client().auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const again = await s.client().auth.signInWithOtp({ email: user.email });
    expect(again.error).toMatchObject({ code: 'over_email_send_rate_limit', status: 429 });
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await s.mail(user.email)).toHaveLength(1);
  });

  it('signs a new address up: the confirmation it mails signs in and carries the data', async () => {
    const email = uniqueEmail('newcomer');
    const { error } = await s.client().auth.signInWithOtp({ email, options: { data: { full_name: 'New Comer' } } });
    expect(error).toBeNull();
    const [message] = await s.mail(email);
    expect(message).toMatchObject({ kind: 'confirmation', subject: 'Confirm your sign-up' });
    const { data } = await s.client().auth.verifyOtp({ email, token: codeIn(message!.text), type: 'email' });
    expect(data.session?.user).toMatchObject({ email, user_metadata: { full_name: 'New Comer', email_verified: true } });
    expect(data.session?.user.email_confirmed_at).toBeDefined();
    // The account has no password until the user sets one.
    const password = await s.client().auth.signInWithPassword({ email, password: 'Secret-123' });
    expect(password.error?.message).toBe('Invalid login credentials');
  });

  it('refuses an unknown address when the caller says not to create users', async () => {
    const email = uniqueEmail('stranger');
    const { error } = await s.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ code: 'otp_disabled', status: 422, message: 'Signups not allowed for otp' });
    expect(await s.mail(email)).toHaveLength(0);
  });

  it('answers a bad address with the hosted message', async () => {
    const { error } = await s.client().auth.signInWithOtp({ email: 'not-an-address' });
    expect(error).toMatchObject({ code: 'validation_failed', status: 400, message: 'Unable to validate email address: invalid format' });
  });

  it('sends a PKCE client a link whose code it exchanges for the session', async () => {
    const user = await confirmedUser();
    const pkce = s.client(undefined, { flowType: 'pkce' });
    expect((await pkce.auth.signInWithOtp({ email: user.email, options: { emailRedirectTo: `${s.url}/auth/callback` } })).error).toBeNull();
    const link = await s.latestLink(user.email, 'magiclink');
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const res = await fetch(link, { redirect: 'manual' });
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    const { data, error } = await pkce.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.id);
  });
});

describe('admin.inviteUserByEmail', () => {
  it('creates the user with invited_at and the data as sent, and mails the invitation', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin().inviteUserByEmail(email, { data: { full_name: 'Guest Host' }, redirectTo: `${s.url}/welcome` });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Guest Host' } });
    expect(data.user?.user_metadata).toEqual({ full_name: 'Guest Host' });
    expect(data.user?.invited_at).toBeDefined();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const [message] = await s.mail(email);
    expect(message).toMatchObject({ kind: 'invite', subject: 'You have been invited' });
  });

  it('lets the invitee in through the link, then choose a password', async () => {
    const email = uniqueEmail('accepting');
    await admin().inviteUserByEmail(email, { redirectTo: `${s.url}/welcome` });
    const fragment = await follow(await s.latestLink(email, 'invite'));
    expect(fragment.get('type')).toBe('invite');
    const invitee = s.client();
    const { error } = await invitee.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect((await invitee.auth.getUser()).data.user?.email_confirmed_at).toBeDefined();
    expect((await invitee.auth.updateUser({ password: 'Chosen-123' })).error).toBeNull();
    expect((await s.client().auth.signInWithPassword({ email, password: 'Chosen-123' })).error).toBeNull();
  });

  it('refuses a bad address, a confirmed account and callers without the service role', async () => {
    const bad = await admin().inviteUserByEmail('not-an-address');
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    expect(bad.data.user).toBeNull();
    const user = await confirmedUser();
    const taken = await admin().inviteUserByEmail(user.email);
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const anon = await s.client().auth.admin.inviteUserByEmail(uniqueEmail('sneaky'));
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
  });
});
