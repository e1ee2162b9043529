import { renderSamplePhoto } from './sample-photos';
import { sampleBySlug } from './sample-listings';

// A sample photo by its public path parts (/samples/photos/<slug>/<n>.jpg), drawn once per process.

const cache = new Map<string, Promise<Buffer>>();

function seedOf(slug: string, index: number): number {
  let h = 2166136261;
  for (const c of `${slug}#${index}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The JPEG bytes, or null when there is no such sample photo. */
export function samplePhotoFile(slug: string, file: string): Promise<Buffer> | null {
  const sample = sampleBySlug(slug);
  const match = /^(\d+)\.jpg$/.exec(file);
  const index = match ? Number(match[1]) - 1 : -1;
  const photo = sample?.photos[index];
  if (!sample || !photo) return null;
  const key = `${sample.slug}/${index}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes = renderSamplePhoto(photo, seedOf(sample.slug, index));
    cache.set(key, bytes);
    bytes.catch(() => cache.delete(key));
  }
  return bytes;
}
