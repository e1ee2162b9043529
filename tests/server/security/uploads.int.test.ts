import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { hostileFiles, honestImages } from '../../support/server/hostile-files';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';
import { report } from '../../support/report';

// Avatar uploads that are not what they claim: pages and vector graphics with image names, and polyglots that
// are valid images and a web page or a script at once. storage.int.test.ts covers plain non-images, the 5 MB
// limit and keys that climb out of the user's folder; this suite adds the files an attacker would build, the
// file name inside a multipart upload, and how stored files are served.

let s: IdentityServer;
let alice: { client: SupabaseClient; id: string };

beforeAll(async () => {
  s = await startIdentityServer();
  await s.client(s.keys.serviceRoleKey).auth.admin.createUser({ email: 'alice@example.com', password: 'Secret-123', email_confirm: true });
  const client = s.client();
  const { data } = await client.auth.signInWithPassword({ email: 'alice@example.com', password: 'Secret-123' });
  alice = { client, id: data.user!.id };
});
afterAll(() => s.close());

const publicUrl = (key: string) => `${s.url}/storage/v1/object/public/avatars/${key}`;

it('refuses files that are not plain images, whatever their name and declared type', async () => {
  const files = await hostileFiles();
  let refused = 0;
  for (const [i, file] of files.entries()) {
    const key = `${alice.id}/hostile-${i}-${file.fileName}`;
    const { error } = await alice.client.storage
      .from('avatars')
      .upload(key, new File([file.bytes], file.fileName, { type: file.declaredType }), { upsert: true });
    expect({ file: file.name, refused: error !== null, status: error && 'statusCode' in error ? error.statusCode : null }).toEqual({
      file: file.name,
      refused: true,
      status: expect.stringMatching(/^41[35]$/),
    });
    expect((await fetch(publicUrl(key))).status).toBe(400); // nothing was stored
    refused++;
  }
  report(`Uploads: ${files.length} hostile files tried, ${refused} refused.`);
});

it('says why a polyglot or a pixel bomb is refused', async () => {
  const files = await hostileFiles();
  const byName = (name: string) => files.find((f) => f.name.startsWith(name))!;
  const polyglot = await alice.client.storage
    .from('avatars')
    .upload(`${alice.id}/p.jpg`, byName('a JPEG with a web page').bytes, { contentType: 'image/jpeg' });
  expect(polyglot.error?.message).toBe(
    'The file is not a plain image: it carries other content (such as a script or a web page). Please save the picture again and upload that.',
  );
  const bomb = await alice.client.storage
    .from('avatars')
    .upload(`${alice.id}/b.png`, byName('a 144-megapixel').bytes, { contentType: 'image/png' });
  expect(bomb.error).toMatchObject({
    statusCode: '413',
    message: 'The image has more than 100 megapixels. Please upload a smaller picture.',
  });
});

it('still accepts ordinary photos with camera metadata, transparency or animation formats', async () => {
  for (const image of await honestImages()) {
    const key = `${alice.id}/honest-${image.name.replace(/\W+/g, '-')}`;
    const { error } = await alice.client.storage.from('avatars').upload(key, image.bytes, { contentType: image.type, upsert: true });
    expect({ image: image.name, error }).toEqual({ image: image.name, error: null });
    const served = await fetch(publicUrl(key));
    expect(served.headers.get('content-type')).toBe(image.type);
  }
});

it('serves a stored file with the type found in its bytes and nosniff, never the type the uploader declared', async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const key = `${alice.id}/declared-html.png`;
  const { error } = await alice.client.storage.from('avatars').upload(key, png, { contentType: 'text/html; charset=utf-8', upsert: true });
  expect(error).toBeNull();
  const served = await fetch(publicUrl(key));
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('content-security-policy')).toContain("default-src 'self'");
});

it('ignores the file name inside a multipart upload: it never becomes a path', async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#654321' } })
    .png()
    .toBuffer();
  const key = `${alice.id}/from-multipart.png`;
  const escape = '../../../../../../tmp/lo-escaped-avatar.png';
  const { error } = await alice.client.storage
    .from('avatars')
    .upload(key, new File([png], escape, { type: 'image/png' }), { upsert: true });
  expect(error).toBeNull();
  expect((await fetch(publicUrl(key))).status).toBe(200);
  expect(existsSync('/tmp/lo-escaped-avatar.png')).toBe(false);
  // The data folder holds the storage folder and, in it, only the bucket's own files (named by generated ids).
  expect(readdirSync(s.dataDir)).toEqual(['storage']);
  const names = readdirSync(path.join(s.dataDir, 'storage', 'avatars')).filter((f) => !f.startsWith('.'));
  expect(names.every((name) => /^[0-9a-f-]{36}$/.test(name))).toBe(true);
});
