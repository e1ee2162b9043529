import sharp from 'sharp';
import { IMAGE_ACCEPT, type Fetcher } from '../analysis/fetch';

// Photo thumbnails for the report, downloaded through the SSRF-guarded fetcher (the only way out of this
// server) and shrunk to a small JPEG. A photo that cannot be had prints as a captioned empty frame.

const LIMITS = { maxBytes: 20 * 1024 * 1024, timeoutMs: 8_000, width: 360, concurrency: 4 } as const;
/** No download starts after this: the report is answered within the browser's request timeout. */
const DEADLINE_MS = 12_000;

async function thumbnail(fetcher: Fetcher, url: string): Promise<Buffer | null> {
  try {
    const { body } = await fetcher.fetchBytes(url, { maxBytes: LIMITS.maxBytes, timeoutMs: LIMITS.timeoutMs, accept: IMAGE_ACCEPT });
    return await sharp(body, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: LIMITS.width, height: Math.round((LIMITS.width * 2) / 3), fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}

/** Thumbnails in the order of `urls`, a few downloads at a time; null where one failed. */
export async function fetchThumbnails(fetcher: Fetcher, urls: readonly string[]): Promise<(Buffer | null)[]> {
  const out: (Buffer | null)[] = new Array<Buffer | null>(urls.length).fill(null);
  let next = 0;
  const deadline = Date.now() + DEADLINE_MS;
  const worker = async () => {
    while (next < urls.length && Date.now() < deadline) {
      const i = next++;
      out[i] = await thumbnail(fetcher, urls[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(LIMITS.concurrency, urls.length) }, worker));
  return out;
}
