import type { ListingContent } from '../../../contract/wire';
import { ownNamesOf, ownPath, withOwnPaths } from '../../../server/own-address';

// The server's own files are kept by their path (issue 40): whatever name the analyser or the browser used to
// reach them, and only them.

const names = ownNamesOf({ port: 8787, publicUrl: 'https://listings.example.com' });

describe('ownPath', () => {
  it.each([
    ['http://localhost:8787/samples/photos/a/1.jpg', '/samples/photos/a/1.jpg'],
    ['http://127.0.0.1:8787/samples/photos/a/1.jpg?v=2', '/samples/photos/a/1.jpg?v=2'],
    ['http://[::1]:8787/storage/v1/object/public/avatars/u/me.png', '/storage/v1/object/public/avatars/u/me.png'],
    ['http://app.localhost:8787/samples/photos/a/1.jpg', '/samples/photos/a/1.jpg'],
    ['https://listings.example.com/samples/photos/a/1.jpg', '/samples/photos/a/1.jpg'],
  ])('names %s by its path', (address, path) => {
    expect(ownPath(address, names)).toBe(path);
  });

  it.each([
    // Another server on this machine (a listing site on another port).
    'http://127.0.0.1:9411/samples/photos/a/1.jpg',
    // Not one of the server's files.
    'http://localhost:8787/api/listings',
    'https://listings.example.com/dashboard',
    // Another site.
    'https://a0.muscache.com/im/pictures/abc.jpg?im_w=720',
    'https://abcdefghijklmnopqrst.supabase.co/storage/v1/object/public/avatars/u/me.png',
    'https://listings.example.com.evil.test/samples/photos/a/1.jpg',
    // Not a web address, or already a path.
    'data:image/png;base64,AAAA',
    '/samples/photos/a/1.jpg',
  ])('leaves %s as it is', (address) => {
    expect(ownPath(address, names)).toBe(address);
  });

  it('knows the loopback names only on its own ports', () => {
    const listening = ownNamesOf({ port: 8787, publicUrl: undefined }, { ports: [54321] });
    expect(ownPath('http://localhost:54321/samples/photos/1.jpg', listening)).toBe('/samples/photos/1.jpg');
    expect(ownPath('http://localhost:80/samples/photos/1.jpg', listening)).toBe('http://localhost:80/samples/photos/1.jpg');
  });
});

it("keeps a listing's own photos by their path and the others as they are", () => {
  const photo = (url: string) => ({ url, caption: null, roomLabel: null, width: null, height: null });
  const content = {
    photos: [photo('http://localhost:8787/samples/photos/1.jpg'), photo('https://a0.muscache.com/im/pictures/2.jpg')],
  } as ListingContent;
  expect(withOwnPaths(content, names).photos.map((p) => p.url)).toEqual([
    '/samples/photos/1.jpg',
    'https://a0.muscache.com/im/pictures/2.jpg',
  ]);
  const elsewhere = { photos: [photo('https://a0.muscache.com/im/pictures/2.jpg')] } as ListingContent;
  expect(withOwnPaths(elsewhere, names)).toBe(elsewhere);
});
