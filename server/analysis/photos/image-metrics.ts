import { imageSize } from 'image-size';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { pixelStats } from './pixel-stats';
import type { ImageMeasurement, PixelStats } from './types';

// The only code that touches sharp. One photo costs a header read (no decode) and one decode straight to a
// small RGB raster: for JPEG, libjpeg's DCT scaling ("shrink-on-load") decodes a 1440x960 photo at 360x240
// without ever building the full-size image. A photo smaller than that is enlarged to it, so that blur is
// always judged relative to the frame (a 1-pixel blur on a 200 px photo is a blur of half a percent).
// All statistics are then computed in pixel-stats.ts.
//
// A JPEG's header (size and EXIF orientation) is read in JavaScript, by image-size. Asking sharp for it took a
// turn of sharp's worker threads, and with four photos at a time the decodes queued behind those turns: the
// photo benchmark, run alone, gave 0.83-0.93x of a bare decode with it and 0.92-1.04x without. Every other format, and
// any JPEG whose header image-size cannot read, goes to sharp as before.

/** Long side of the analysis raster. 1440 / 4 = 360, so Airbnb's photos decode at exactly 1/4 scale. */
export const ANALYSIS_SIZE = 360;
/** Refuse decompression bombs: 50 megapixels is more than any listing photo (Vrbo's best is 3840x2160). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Raster formats photos come in. Anything else sharp could open (SVG, PDF, ...) is refused: a listing photo is
 * never a vector drawing, and rendering one would run a far larger parser on untrusted input.
 */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

export class ImageDecodeError extends Error {}

/** A JPEG's format, size and orientation from its header, or null for sharp to read it. */
function jpegHeader(buffer: Buffer): Pick<Metadata, 'format' | 'width' | 'height' | 'orientation'> | null {
  if (buffer.length < 3 || buffer[0] !== 0xff || buffer[1] !== 0xd8 || buffer[2] !== 0xff) return null;
  try {
    const size = imageSize(buffer);
    if (size.type !== 'jpg' || !size.width || !size.height) return null;
    return { format: 'jpeg', width: size.width, height: size.height, orientation: size.orientation };
  } catch {
    return null;
  }
}

/** EXIF orientations 5-8 store the picture turned by 90 degrees. */
function turned(orientation: number | undefined): boolean {
  return orientation !== undefined && orientation >= 5 && orientation <= 8;
}

/** Statistics of a decoded raster: pixelStats here, or the same function in the analysis pool's threads. */
export type RasterStats = (raster: Uint8Array, width: number, height: number, channels: number) => PixelStats | Promise<PixelStats>;

/** The decode runs on sharp's own threads; the statistics where `stats` runs them (in place by default). */
export async function measureImage(buffer: Buffer, stats: RasterStats = pixelStats): Promise<ImageMeasurement> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let metadata: Pick<Metadata, 'format' | 'width' | 'height' | 'orientation'>;
  let raster: { data: Buffer; info: OutputInfo };
  try {
    metadata = jpegHeader(buffer) ?? (await sharp(buffer, options).metadata());
    if (!PHOTO_FORMATS.has(metadata.format ?? '')) throw new ImageDecodeError(`A ${metadata.format ?? 'file'} file is not a photo.`);
    if (!metadata.width || !metadata.height) throw new ImageDecodeError('The image has no size.');
    raster = await sharp(buffer, options)
      .autoOrient()
      .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: 'inside', fastShrinkOnLoad: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof ImageDecodeError) throw err;
    throw new ImageDecodeError(`The file is not an image we can read (${(err as Error).message}).`, { cause: err });
  }
  const swap = turned(metadata.orientation);
  const { data, info } = raster;
  return {
    format: metadata.format ?? 'unknown',
    width: swap ? metadata.height : metadata.width,
    height: swap ? metadata.width : metadata.height,
    bytes: buffer.length,
    pixels: await stats(data, info.width, info.height, info.channels),
  };
}
