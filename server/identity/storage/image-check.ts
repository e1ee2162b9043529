import sharp, { type Metadata } from 'sharp';

// Avatars must be images by content: sharp reads the header (no pixel decoding) and names the format.
// SVG is refused: served from our origin it could carry script. A file that is also something else is
// refused too (a polyglot): markup anywhere in it (a JPEG with a web page appended, HTML in a PNG text chunk),
// bytes after the image's end (a PHP or script tail after PNG's IEND, GIF's trailer or WebP's RIFF size), or
// the JavaScript comment trick that makes a GIF or JPEG header parse as a script ("/*" where the sizes go,
// "*/" further on). Served with nosniff and the type found here, such files would not run anyway; they are
// not kept either.

const FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Larger than any photo a 5 MB upload holds honestly; beyond it the browser would decode gigabytes. */
export const MAX_AVATAR_PIXELS = 100_000_000;

export type ImageCheck = { ok: true; contentType: string } | { ok: false; reason: 'not_an_image' | 'hidden_content' | 'too_many_pixels' };

const MARKUP = /<(?:script|html|head|body|iframe|frame|svg|object|embed|meta|link|style|form|base|!doctype)[\s/>]|javascript:/i;
const OPEN_COMMENT = Buffer.from('/*');
const CLOSE_COMMENT = Buffer.from('*/');

function skipSubBlocks(b: Buffer, at: number): number {
  let i = at;
  while (i < b.length) {
    const size = b[i]!;
    i += 1;
    if (size === 0) return i;
    i += size;
  }
  return -1;
}

/** Offset just past GIF's trailer byte, or -1 when the block structure does not lead to one. */
function gifEnd(b: Buffer): number {
  if (b.length < 13) return -1;
  let i = 13;
  const screen = b[10]!;
  if (screen & 0x80) i += 3 * (1 << ((screen & 7) + 1));
  while (i < b.length) {
    const block = b[i]!;
    if (block === 0x3b) return i + 1;
    if (block === 0x21) {
      i = skipSubBlocks(b, i + 2);
    } else if (block === 0x2c) {
      if (i + 10 > b.length) return -1;
      const local = b[i + 9]!;
      i += 10;
      if (local & 0x80) i += 3 * (1 << ((local & 7) + 1));
      i = skipSubBlocks(b, i + 1);
    } else {
      return -1;
    }
    if (i < 0) return -1;
  }
  return -1;
}

/** Offset just past PNG's IEND chunk, or -1. */
function pngEnd(b: Buffer): number {
  let i = 8;
  while (i + 12 <= b.length) {
    const length = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    i += 12 + length;
    if (type === 'IEND') return i <= b.length ? i : -1;
  }
  return -1;
}

/** The bytes before a JPEG's first scan (its marker segments), where a script polyglot keeps its code. */
function jpegHeaders(b: Buffer): Buffer {
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1]!;
    if (marker === 0xda) break;
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    i += 2 + b.readUInt16BE(i + 2);
  }
  return b.subarray(0, Math.min(i, b.length));
}

function hiddenContent(bytes: Buffer, format: string): boolean {
  if (MARKUP.test(bytes.toString('latin1'))) return true;
  switch (format) {
    case 'png':
      return pngEnd(bytes) !== bytes.length;
    case 'gif': {
      // Logical screen width "/*" opens a script comment that a later "*/" closes.
      const scriptHeader = bytes.subarray(6, 8).equals(OPEN_COMMENT) && bytes.includes(CLOSE_COMMENT);
      return scriptHeader || gifEnd(bytes) !== bytes.length;
    }
    case 'jpeg': {
      // First segment length "/*", closed inside the header segments (APPn, COM) where a script would sit.
      const headers = jpegHeaders(bytes);
      return headers.subarray(4, 6).equals(OPEN_COMMENT) && headers.includes(CLOSE_COMMENT);
    }
    case 'webp':
      return bytes.length > 12 && bytes.readUInt32LE(4) + 8 + (bytes.readUInt32LE(4) % 2) < bytes.length;
    default:
      return false;
  }
}

/** Whether `bytes` are an accepted image, and its MIME type. */
export async function checkImage(bytes: Buffer): Promise<ImageCheck> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'none', limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'not_an_image' };
  }
  if (!meta.format || !meta.width || !meta.height) return { ok: false, reason: 'not_an_image' };
  const contentType = meta.format === 'heif' ? (meta.compression === 'av1' ? 'image/avif' : null) : (FORMATS[meta.format] ?? null);
  if (!contentType) return { ok: false, reason: 'not_an_image' };
  if (meta.width * meta.height > MAX_AVATAR_PIXELS) return { ok: false, reason: 'too_many_pixels' };
  if (hiddenContent(bytes, meta.format)) return { ok: false, reason: 'hidden_content' };
  return { ok: true, contentType };
}
