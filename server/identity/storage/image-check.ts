import sharp from 'sharp';

// Avatars must be images by content: sharp reads the header (no pixel decoding) and names the format.
// SVG is refused: served from our origin it could carry script.

const FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The MIME type of the image in `bytes`, or null when it is not an accepted image. */
export async function detectImageType(bytes: Buffer): Promise<string | null> {
  try {
    const meta = await sharp(bytes, { failOn: 'none' }).metadata();
    if (!meta.format || !meta.width || !meta.height) return null;
    if (meta.format === 'heif') return meta.compression === 'av1' ? 'image/avif' : null;
    return FORMATS[meta.format] ?? null;
  } catch {
    return null;
  }
}
