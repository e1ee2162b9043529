import { webcrypto } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { localTokenVerifier, type AuthenticatedUser } from '../../../server/identity/verify-token';

// The browser sends the same access token with every call: its signature is checked once, its expiry and the
// session (revocation) at every call.

const NOW = new Date('2026-11-26T12:00:00Z');
const USER = '6f2c1d8e-2b6a-4c47-9a43-7d8b1f1f0a11';
const SESSION = '0b5b7c4e-5d0e-4a8e-8f53-2f7e5f3a9c22';

let keys: Awaited<ReturnType<typeof generateKeyPair>>;
beforeAll(async () => {
  keys = await generateKeyPair('ES256');
});

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const token = (expiresInSeconds: number, signWith = keys.privateKey) =>
  new SignJWT({ role: 'authenticated', email: 'host@example.com', session_id: SESSION })
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject(USER)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(signWith);

it('checks a token’s signature once, and the session at every call', async () => {
  const sessionChecks: AuthenticatedUser[] = [];
  const verifier = localTokenVerifier({ publicKey: keys.publicKey as webcrypto.CryptoKey }, async (user) => {
    sessionChecks.push(user);
  });
  const access = await token(3600);
  const signatureChecks = jest.spyOn(globalThis.crypto.subtle, 'verify');

  const first = await verifier.verify(access);
  const second = await verifier.verify(access);

  expect(second).toEqual(first);
  expect(first).toMatchObject({ id: USER, email: 'host@example.com', sessionId: SESSION, role: 'authenticated' });
  expect(signatureChecks).toHaveBeenCalledTimes(1);
  expect(sessionChecks).toHaveLength(2);
});

it('refuses a token it accepted once it has expired', async () => {
  const verifier = localTokenVerifier({ publicKey: keys.publicKey as webcrypto.CryptoKey });
  const access = await token(60);
  await expect(verifier.verify(access)).resolves.toMatchObject({ id: USER });

  jest.setSystemTime(NOW.getTime() + 66_000); // past the expiry and the 5 s of clock tolerance
  await expect(verifier.verify(access)).rejects.toMatchObject({ statusCode: 401 });
});

it('refuses a session the check says has ended, even for a token it accepted before', async () => {
  let ended = false;
  const verifier = localTokenVerifier({ publicKey: keys.publicKey as webcrypto.CryptoKey }, async () => {
    if (ended) throw Object.assign(new Error('Your session has ended. Please sign in again.'), { statusCode: 401 });
  });
  const access = await token(3600);
  await verifier.verify(access);
  ended = true;
  await expect(verifier.verify(access)).rejects.toMatchObject({ statusCode: 401 });
});

it('refuses a token signed by another key, whatever it claims', async () => {
  const verifier = localTokenVerifier({ publicKey: keys.publicKey as webcrypto.CryptoKey });
  await verifier.verify(await token(3600));
  const other = await generateKeyPair('ES256');
  await expect(verifier.verify(await token(3600, other.privateKey))).rejects.toMatchObject({ statusCode: 401 });
});
