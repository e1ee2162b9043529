import { randomBytes } from 'node:crypto';
import type { webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { Database } from '../db/database';

// Signing material generated on first start and kept in the database (app_meta), which lives in the data
// folder in embedded mode; several processes sharing one PostgreSQL then agree on it.

export interface KeyMaterial {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  privateKey: webcrypto.CryptoKey;
  publicKey: webcrypto.CryptoKey;
  anonKey: string;
  serviceRoleKey: string;
  /** HMAC secret for onboarding links and other server-signed tokens. */
  serverSecret: string;
}

interface StoredKeys {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  anonKey: string;
  serviceRoleKey: string;
  serverSecret: string;
}

const META_KEY = 'identity.keys.v1';
const TEN_YEARS_S = 10 * 365 * 24 * 3600;

async function createKeys(): Promise<StoredKeys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  const issuedAt = Math.floor(Date.now() / 1000);
  const apiKey = (role: 'anon' | 'service_role') =>
    new SignJWT({ role, iss: 'supabase' })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TEN_YEARS_S)
      .sign(privateKey);
  return {
    kid,
    privateJwk,
    publicJwk,
    anonKey: await apiKey('anon'),
    serviceRoleKey: await apiKey('service_role'),
    serverSecret: randomBytes(32).toString('base64url'),
  };
}

export async function loadOrCreateKeys(database: Database): Promise<KeyMaterial> {
  const existing = await database.db.selectFrom('app_meta').select('value').where('key', '=', META_KEY).executeTakeFirst();
  let stored: StoredKeys;
  if (existing) {
    stored = JSON.parse(existing.value) as StoredKeys;
  } else {
    const fresh = await createKeys();
    // Two processes starting together must end up with one set of keys: the first insert wins.
    await database.db
      .insertInto('app_meta')
      .values({ key: META_KEY, value: JSON.stringify(fresh) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await database.db.selectFrom('app_meta').select('value').where('key', '=', META_KEY).executeTakeFirstOrThrow();
    stored = JSON.parse(row.value) as StoredKeys;
  }
  return {
    ...stored,
    privateKey: (await importJWK(stored.privateJwk, 'ES256')) as webcrypto.CryptoKey,
    publicKey: (await importJWK(stored.publicJwk, 'ES256')) as webcrypto.CryptoKey,
  };
}
