import { projectRefOfKey, validateBackendConfig } from '../../../src/domain/backend-config';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const keyWith = (claims: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;
const anonKey = keyWith({ role: 'anon', iss: 'supabase' });

describe('backend address and key validation at start-up (spec section 5)', () => {
  it('accepts https with a 20-character lower-case alphanumeric project id on the hosted domain', () => {
    const url = 'https://abcdefghij0123456789.supabase.co';
    expect(validateBackendConfig({ url, anonKey })).toEqual({ ok: true, url, anonKey, derivedFromKey: false });
  });

  it('accepts https with a project id that contains hyphens on the hosted domain', () => {
    expect(validateBackendConfig({ url: 'https://my-listing-project.supabase.co', anonKey })).toMatchObject({ ok: true });
  });

  it('accepts http on localhost with a port', () => {
    expect(validateBackendConfig({ url: 'http://localhost:8787', anonKey })).toMatchObject({ ok: true, url: 'http://localhost:8787' });
  });

  it('accepts http on an IP address with a port', () => {
    expect(validateBackendConfig({ url: 'http://127.0.0.1:54321', anonKey })).toMatchObject({ ok: true });
    expect(validateBackendConfig({ url: 'http://192.168.1.20:8787/', anonKey })).toMatchObject({
      ok: true,
      url: 'http://192.168.1.20:8787',
    });
  });

  it.each([
    ['http on the hosted domain', 'http://abcdefghij0123456789.supabase.co'],
    ['upper-case project id', 'https://ABCDEFGHIJ0123456789.supabase.co'],
    ['another domain over https', 'https://example.com'],
    ['localhost without a port', 'http://localhost'],
    ['an IP without a port', 'http://10.0.0.1'],
    ['https on localhost', 'https://localhost:8787'],
    ['a path after the host', 'https://abcdefghij0123456789.supabase.co/rest'],
    ['not a URL', 'supabase'],
    ['an out-of-range IP', 'http://300.1.1.1:8787'],
  ])('refuses %s as an invalid address', (_label, url) => {
    expect(validateBackendConfig({ url, anonKey })).toMatchObject({ ok: false, error: 'invalid-address' });
  });

  it('stops with a missing-configuration error when the address is missing', () => {
    expect(validateBackendConfig({ url: '', anonKey })).toMatchObject({ ok: false, error: 'missing-configuration' });
    expect(validateBackendConfig({ url: undefined, anonKey })).toMatchObject({ ok: false, error: 'missing-configuration' });
  });

  it('stops with a missing-configuration error when the public key is missing', () => {
    expect(validateBackendConfig({ url: 'http://localhost:8787', anonKey: '  ' })).toMatchObject({
      ok: false,
      error: 'missing-configuration',
    });
  });

  it("replaces the address with one derived from the key when the key's project differs", () => {
    const key = keyWith({ role: 'anon', ref: 'zyxwvutsrqponmlkjihg' });
    expect(validateBackendConfig({ url: 'https://abcdefghij0123456789.supabase.co', anonKey: key })).toEqual({
      ok: true,
      url: 'https://zyxwvutsrqponmlkjihg.supabase.co',
      anonKey: key,
      derivedFromKey: true,
    });
  });

  it('keeps the address when the key names the same project', () => {
    const key = keyWith({ role: 'anon', ref: 'abcdefghij0123456789' });
    expect(validateBackendConfig({ url: 'https://abcdefghij0123456789.supabase.co', anonKey: key })).toMatchObject({
      derivedFromKey: false,
    });
  });

  it('reads no project from keys without a ref claim or that are not JWTs', () => {
    expect(projectRefOfKey(anonKey)).toBeNull();
    expect(projectRefOfKey('sb_publishable_abc')).toBeNull();
    expect(projectRefOfKey('a.!!!.c')).toBeNull();
  });
});
