import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AnswerCache, encodingFor } from '../../../server/http/answer-cache';

// Polled answers kept by tag: made once, compressed once per encoding, dropped least recently used first.

const json = (chars: number, fill = 'x') => Buffer.from(JSON.stringify({ text: fill.repeat(chars) }));

it('makes the answer for a tag once and keeps it', () => {
  const cache = new AnswerCache();
  let made = 0;
  const make = () => {
    made += 1;
    return json(10);
  };
  expect(cache.body('a', make).toString()).toBe(json(10).toString());
  expect(cache.body('a', make).toString()).toBe(json(10).toString());
  expect(made).toBe(1);
  expect(cache.kept('a')?.toString()).toBe(json(10).toString());
  expect(cache.kept('b')).toBeUndefined();
});

it('compresses each answer once per encoding, to what decompresses to the answer', () => {
  const cache = new AnswerCache();
  const body = json(5000, 'listing ');
  const br = cache.encoded('a', body, 'br');
  expect(cache.encoded('a', body, 'br')).toBe(br);
  expect(brotliDecompressSync(br).equals(body)).toBe(true);
  expect(gunzipSync(cache.encoded('a', body, 'gzip')).equals(body)).toBe(true);
  expect(br.length).toBeLessThan(body.length / 10);
});

it('drops the least recently used answers beyond its size', () => {
  const cache = new AnswerCache(100);
  cache.body('a', () => json(30));
  cache.body('b', () => json(30));
  cache.kept('a');
  cache.body('c', () => json(30));
  expect(cache.kept('b')).toBeUndefined();
  expect(cache.kept('a')).toBeDefined();
  expect(cache.kept('c')).toBeDefined();
  expect(cache.size).toBe(2);
});

it('picks br, then gzip, as the request accepts', () => {
  expect(encodingFor('gzip, deflate, br')).toBe('br');
  expect(encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
  expect(encodingFor('gzip')).toBe('gzip');
  expect(encodingFor('identity')).toBeNull();
  expect(encodingFor(undefined)).toBeNull();
});
