import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// Avatar uploads through supabase-js's storage client, and the public URLs the browser then shows.

let s: IdentityServer;
let alice: { client: SupabaseClient; id: string; token: string };
let bob: { client: SupabaseClient; id: string };
let png: Buffer;
let jpeg: Buffer;

async function user(email: string) {
  await s.client(s.keys.serviceRoleKey).auth.admin.createUser({ email, password: 'Secret-123', email_confirm: true });
  const client = s.client();
  const { data } = await client.auth.signInWithPassword({ email, password: 'Secret-123' });
  return { client, id: data.user!.id, token: data.session!.access_token };
}

beforeAll(async () => {
  s = await startIdentityServer();
  alice = await user('alice@example.com');
  bob = await user('bob@example.com');
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc6633' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => s.close());

it('uploads a File as multipart, overwrites it with upsert, and serves it publicly with its type, ETag and cache header', async () => {
  const key = `${alice.id}/avatar-1.png`;
  const first = await alice.client.storage.from('avatars').upload(key, new File([png], 'me.png', { type: 'image/png' }), { upsert: true });
  expect(first.error).toBeNull();
  expect(first.data).toMatchObject({ path: key, fullPath: `avatars/${key}` });

  const { data: pub } = alice.client.storage.from('avatars').getPublicUrl(key);
  expect(pub.publicUrl).toBe(`${s.url}/storage/v1/object/public/avatars/${key}`);
  const served = await fetch(`${pub.publicUrl}?v=1`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('cache-control')).toBe('max-age=3600');
  const etag = served.headers.get('etag');
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  expect((await fetch(pub.publicUrl, { headers: { 'if-none-match': etag! } })).status).toBe(304);

  const second = await alice.client.storage
    .from('avatars')
    .upload(key, new File([jpeg], 'me.jpg', { type: 'image/jpeg' }), { upsert: true });
  expect(second.error).toBeNull();
  const replaced = await fetch(pub.publicUrl);
  expect(replaced.headers.get('content-type')).toBe('image/jpeg');
  expect(replaced.headers.get('etag')).not.toBe(etag);
  expect(Buffer.from(await replaced.arrayBuffer()).equals(jpeg)).toBe(true);
  // The old bytes are gone from the data folder: one file for one object.
  expect(readdirSync(path.join(s.dataDir, 'storage', 'avatars')).filter((f) => !f.startsWith('.'))).toHaveLength(1);
});

it('refuses to overwrite without upsert, with the 409 in statusCode', async () => {
  const key = `${alice.id}/once.png`;
  expect((await alice.client.storage.from('avatars').upload(key, new Blob([png], { type: 'image/png' }))).error).toBeNull();
  const again = await alice.client.storage.from('avatars').upload(key, new Blob([png], { type: 'image/png' }));
  expect(again.error).toMatchObject({ message: 'The resource already exists', statusCode: '409' });
});

it('accepts raw bytes (an ArrayBuffer upload) with the given cache time', async () => {
  const key = `${alice.id}/raw.png`;
  const { error } = await alice.client.storage.from('avatars').upload(key, png, { contentType: 'image/png', cacheControl: '60' });
  expect(error).toBeNull();
  const served = await fetch(`${s.url}/storage/v1/object/public/avatars/${key}`);
  expect(served.headers.get('cache-control')).toBe('max-age=60');
  expect(served.headers.get('content-type')).toBe('image/png');
});

it("refuses writes into another user's folder and anonymous writes", async () => {
  const other = await bob.client.storage
    .from('avatars')
    .upload(`${alice.id}/mine-now.png`, new Blob([png], { type: 'image/png' }), { upsert: true });
  expect(other.error).toMatchObject({ message: 'new row violates row-level security policy', statusCode: '403' });
  const anon = await s
    .client()
    .storage.from('avatars')
    .upload(`${alice.id}/anon.png`, new Blob([png], { type: 'image/png' }));
  expect(anon.error).toMatchObject({ statusCode: '403' });
});

it('refuses files of 5 MB or more, as multipart and as raw bytes', async () => {
  const big = Buffer.alloc(5 * 1024 * 1024, 0);
  png.copy(big);
  const multipart = await alice.client.storage.from('avatars').upload(`${alice.id}/big.png`, new Blob([big], { type: 'image/png' }));
  expect(multipart.error).toMatchObject({ message: 'The object exceeded the maximum allowed size', statusCode: '413' });
  const raw = await alice.client.storage.from('avatars').upload(`${alice.id}/big-raw.png`, big, { contentType: 'image/png' });
  expect(raw.error).toMatchObject({ statusCode: '413' });
  const res = await fetch(`${s.url}/storage/v1/object/public/avatars/${alice.id}/big.png`);
  expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey', message: 'Object not found' });
});

it('accepts an image just under the limit, as multipart and as raw bytes', async () => {
  // Random pixels do not compress: about 4.4 MB of PNG.
  const noise = Buffer.alloc(1210 * 1210 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  const large = await sharp(noise, { raw: { width: 1210, height: 1210, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(large.length).toBeGreaterThan(4 * 1024 * 1024);
  expect(large.length).toBeLessThan(5 * 1024 * 1024);
  const multipart = await alice.client.storage
    .from('avatars')
    .upload(`${alice.id}/large.png`, new Blob([large], { type: 'image/png' }), { upsert: true });
  expect(multipart.error).toBeNull();
  const raw = await alice.client.storage
    .from('avatars')
    .upload(`${alice.id}/large-raw.png`, large, { contentType: 'image/png', upsert: true });
  expect(raw.error).toBeNull();
  const served = await fetch(`${s.url}/storage/v1/object/public/avatars/${alice.id}/large-raw.png`);
  expect(Buffer.from(await served.arrayBuffer()).equals(large)).toBe(true);
});

it('refuses a non-image even when its name and type say image', async () => {
  const fake = new File([Buffer.from('<svg onload="alert(1)"></svg> not really a png')], 'avatar.png', { type: 'image/png' });
  const { error } = await alice.client.storage.from('avatars').upload(`${alice.id}/fake.png`, fake, { upsert: true });
  expect(error).toMatchObject({ statusCode: '415' });
  expect(error?.message).toContain('not a supported image');
  const text = await alice.client.storage.from('avatars').upload(`${alice.id}/notes.txt`, 'plain text');
  expect(text.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
});

/** A POST with the path sent byte for byte (fetch and inject() would resolve the dot segments first). */
function rawUpload(pathname: string, token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: pathname,
        headers: {
          apikey: s.keys.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'image/png',
          'x-upsert': 'true',
          'content-length': png.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
      },
    );
    req.on('error', reject);
    req.end(png);
  });
}

it('refuses keys that step out of a folder, however they are spelled', async () => {
  const keys = [
    `${alice.id}/../${bob.id}/x.png`,
    `${alice.id}/%2e%2e/%2e%2e/etc/passwd`,
    `${alice.id}/..%2F..%2Fescape.png`,
    `${alice.id}/%2E%2E%5C..%5Cwin.png`,
    `${alice.id}//x.png`,
    `${alice.id}/./x.png`,
  ];
  for (const key of keys) {
    const res = await rawUpload(`/storage/v1/object/avatars/${key}`, alice.token);
    expect({ key, status: res.status, code: res.body.code }).toEqual({ key, status: 400, code: 'InvalidKey' });
  }
  // A client that resolves the dots itself lands in Bob's folder, which Alice may not write.
  const resolved = await s.app.inject({
    method: 'POST',
    url: `/storage/v1/object/avatars/${alice.id}/../${bob.id}/x.png`,
    headers: { apikey: s.keys.anonKey, authorization: `Bearer ${alice.token}`, 'content-type': 'image/png' },
    payload: png,
  });
  expect(resolved.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  expect(readdirSync(s.dataDir)).toEqual(['storage']);
  expect(readdirSync(path.join(s.dataDir, 'storage'))).toEqual(['avatars']);
});

it('answers missing buckets and objects in the storage error shape (HTTP 400)', async () => {
  const bucket = await fetch(`${s.url}/storage/v1/object/public/nope/x.png`);
  expect(bucket.status).toBe(400);
  expect(await bucket.json()).toEqual({ statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });
  const upload = await alice.client.storage.from('nope').upload(`${alice.id}/x.png`, new Blob([png], { type: 'image/png' }));
  expect(upload.error).toMatchObject({ message: 'Bucket not found', statusCode: '404' });
});

it('removes only the caller’s own objects', async () => {
  const key = `${alice.id}/remove-me.png`;
  await alice.client.storage.from('avatars').upload(key, new Blob([png], { type: 'image/png' }));
  const byBob = await bob.client.storage.from('avatars').remove([key]);
  expect(byBob.data).toEqual([]);
  const byAlice = await alice.client.storage.from('avatars').remove([key]);
  expect(byAlice.data?.map((o) => o.name)).toEqual([key]);
  expect((await fetch(`${s.url}/storage/v1/object/public/avatars/${key}`)).status).toBe(400);
});

it('stops accepting uploads from a signed-out session', async () => {
  const carol = await user('carol@example.com');
  await carol.client.auth.signOut({ scope: 'global' });
  const res = await s.app.inject({
    method: 'POST',
    url: `/storage/v1/object/avatars/${carol.id}/late.png`,
    headers: { apikey: s.keys.anonKey, authorization: `Bearer ${carol.token}`, 'content-type': 'image/png' },
    payload: png,
  });
  expect(res.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
});
