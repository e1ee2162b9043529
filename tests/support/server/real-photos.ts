import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Kernel, type Sharp } from 'sharp';

// Real photographs for calibrating the photo verdicts, with faults planted in them. The photographs are the
// sample images Debian ships in python3-skimage and opencv-doc; scripts/real-photos.sh unpacks them into
// REAL_PHOTOS_DIR (CI runs it). They are read from there and never copied into the repository: several
// opencv-doc images have no stated licence of their own, and none of them is needed at rest.

export const REAL_PHOTOS_DIR = process.env.REAL_PHOTOS_DIR ?? join(homedir(), '.cache', 'listing-optimiser', 'real-photos');

type Package = 'python3-skimage' | 'opencv-doc';

export interface RealPhotoSource {
  pkg: Package;
  file: string;
  /** What it shows, and why it is in the set. */
  shows: string;
}

/**
 * Sharp, well-lit photographs, chosen for the cases that fooled a whole-frame blur measure: a portrait on a
 * plain background, a cat's face, a sports photo, subjects on a soft (shallow depth of field) background,
 * objects on white, and plain interiors.
 */
export const SHARP_SOURCES: readonly RealPhotoSource[] = [
  { pkg: 'python3-skimage', file: 'astronaut.png', shows: 'portrait on a plain background' },
  { pkg: 'python3-skimage', file: 'chelsea.png', shows: "a cat's face, soft background" },
  { pkg: 'python3-skimage', file: 'coffee.png', shows: 'a cup of coffee, shallow depth of field' },
  { pkg: 'python3-skimage', file: 'motorcycle_left.png', shows: 'a motorbike in a garage' },
  { pkg: 'python3-skimage', file: 'camera.png', shows: 'a cameraman on a lawn, black and white' },
  { pkg: 'opencv-doc', file: 'messi5.jpg', shows: 'a footballer, crowd behind' },
  { pkg: 'opencv-doc', file: 'butterfly.jpg', shows: 'a butterfly on a leaf, soft background' },
  { pkg: 'opencv-doc', file: 'squirrel_cls.jpg', shows: 'a squirrel, shallow depth of field' },
  { pkg: 'opencv-doc', file: 'smarties.png', shows: 'sweets on white' },
  { pkg: 'opencv-doc', file: 'pca_test1.jpg', shows: 'cut-outs on a light box' },
  { pkg: 'opencv-doc', file: 'fruits.jpg', shows: 'fruit, close up' },
  { pkg: 'opencv-doc', file: 'baboon.jpg', shows: "a baboon's face" },
  { pkg: 'opencv-doc', file: 'home.jpg', shows: 'a building against the sky' },
  { pkg: 'opencv-doc', file: 'building.jpg', shows: 'a hotel front' },
  { pkg: 'opencv-doc', file: 'leuvenA.jpg', shows: 'a street of old houses' },
  { pkg: 'opencv-doc', file: 'aero1.jpg', shows: 'a town from the air' },
  { pkg: 'opencv-doc', file: 'left.jpg', shows: 'two people in a plain room, black and white' },
  { pkg: 'opencv-doc', file: 'box_in_scene.png', shows: 'boxes on a table, black and white' },
  { pkg: 'opencv-doc', file: 'board.jpg', shows: 'a circuit board' },
  { pkg: 'opencv-doc', file: 'graf1.png', shows: 'a graffiti wall' },
  { pkg: 'opencv-doc', file: 'rubberwhale1.png', shows: 'toys against a striped cloth' },
];

/** Photographs the camera itself blurred: shaken or out of focus when they were taken. */
export const CAMERA_BLURRED_SOURCES: readonly RealPhotoSource[] = [
  { pkg: 'python3-skimage', file: 'clock_motion.png', shows: 'a wall clock, camera moved' },
  { pkg: 'opencv-doc', file: 'licenseplate_motion.jpg', shows: 'a car from behind, camera moved' },
  { pkg: 'opencv-doc', file: 'text_motion.jpg', shows: 'a printed page, camera moved' },
  { pkg: 'opencv-doc', file: 'text_defocus.jpg', shows: 'a printed page, out of focus' },
];

/** What a calibration photo really is: the verdict the analyser should give. */
export type Truth = 'sharp' | 'gaussian blur' | 'motion blur' | 'camera blur' | 'underexposed' | 'overexposed' | 'low contrast';

export interface CalibrationPhoto {
  /** e.g. 'chelsea.png, half size, motion blur'. */
  name: string;
  truth: Truth;
  scale: 'native' | 'half';
  jpeg: Buffer;
}

export interface CalibrationSet {
  photos: CalibrationPhoto[];
  /** Source files not found (package not unpacked, or another version without them). */
  missing: string[];
  /** The packages and versions read, from scripts/real-photos.sh's VERSIONS file. */
  versions: string[];
}

/** Listing photos are JPEGs; every photo in the set is encoded as a platform would serve it. */
const JPEG = { quality: 90, mozjpeg: false } as const;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const toSrgb = (v: number) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);

/** Exposure changed by `stops` in linear light, as a camera would have recorded it; highlights clip at white. */
function exposed(raw: Raw, stops: number): Raw {
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.round(255 * toSrgb(Math.min(1, toLinear(v / 255) * 2 ** stops)));
  return { ...raw, data: Buffer.from(raw.data.map((v) => lut[v]!)) };
}

/** Haze: the tones pressed towards a light grey, as through a misted window or a flat, washed-out edit. */
function hazed(raw: Raw): Raw {
  return { ...raw, data: Buffer.from(raw.data.map((v) => Math.round(0.3 * v + 0.7 * 170))) };
}

function encode(raw: Raw, more: (image: Sharp) => Sharp = (i) => i): Promise<Buffer> {
  return more(sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } }))
    .jpeg(JPEG)
    .toBuffer();
}

/** A horizontal camera shake as long as 1/40 of the long side. */
function motionKernel(raw: Raw): Kernel {
  const length = Math.max(3, Math.round(Math.max(raw.width, raw.height) / 40) | 1);
  // sharp wants at least 3 rows: the shake runs along the middle one.
  const kernel = Array.from({ length: 3 * length }, (_, i) => (i >= length && i < 2 * length ? 1 : 0));
  return { width: length, height: 3, kernel, scale: length };
}

/**
 * The faults planted in each sharp photo, sized to the photo so they look alike at any size: an out-of-focus
 * blur of sigma 1/200 of the long side, a camera shake, 2.5 stops under and 2 stops over the exposure, haze.
 */
async function planted(raw: Raw): Promise<[Truth, Buffer][]> {
  const long = Math.max(raw.width, raw.height);
  return [
    ['gaussian blur', await encode(raw, (i) => i.blur(long / 200))],
    ['motion blur', await encode(raw, (i) => i.convolve(motionKernel(raw)))],
    ['underexposed', await encode(exposed(raw, -2.5))],
    ['overexposed', await encode(exposed(raw, 2))],
    ['low contrast', await encode(hazed(raw))],
  ];
}

async function decode(path: string, scale: 'native' | 'half'): Promise<Raw> {
  let image = sharp(path).flatten({ background: '#ffffff' }).toColourspace('srgb').removeAlpha();
  if (scale === 'half') {
    const { width, height } = await sharp(path).metadata();
    image = image.resize(Math.round(width! / 2), Math.round(height! / 2));
  }
  // Black-and-white sources come out as one channel; the analysis reads RGB like any upload.
  const { data, info } = await image.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  if (info.channels === 3) return { data, width: info.width, height: info.height };
  const rgb = Buffer.alloc(info.width * info.height * 3);
  for (let i = 0, p = 0; p < rgb.length; i += info.channels, p += 3) rgb[p] = rgb[p + 1] = rgb[p + 2] = data[i]!;
  return { data: rgb, width: info.width, height: info.height };
}

function sourcePath(source: RealPhotoSource): string {
  return join(REAL_PHOTOS_DIR, source.pkg, source.file);
}

/**
 * The calibration set: every sharp photo at its native size and halved, each as it is and with every planted
 * fault; and every camera-blurred photo at its native size and halved.
 */
export async function buildCalibrationSet(): Promise<CalibrationSet> {
  const photos: CalibrationPhoto[] = [];
  const missing: string[] = [];
  for (const source of SHARP_SOURCES) {
    if (!existsSync(sourcePath(source))) {
      missing.push(`${source.pkg}/${source.file}`);
      continue;
    }
    for (const scale of ['native', 'half'] as const) {
      const raw = await decode(sourcePath(source), scale);
      const name = `${source.file}${scale === 'half' ? ', half size' : ''}`;
      photos.push({ name, truth: 'sharp', scale, jpeg: await encode(raw) });
      for (const [truth, jpeg] of await planted(raw)) photos.push({ name: `${name}, ${truth}`, truth, scale, jpeg });
    }
  }
  for (const source of CAMERA_BLURRED_SOURCES) {
    if (!existsSync(sourcePath(source))) {
      missing.push(`${source.pkg}/${source.file}`);
      continue;
    }
    for (const scale of ['native', 'half'] as const) {
      const raw = await decode(sourcePath(source), scale);
      photos.push({ name: `${source.file}${scale === 'half' ? ', half size' : ''}`, truth: 'camera blur', scale, jpeg: await encode(raw) });
    }
  }
  const versionsFile = join(REAL_PHOTOS_DIR, 'VERSIONS');
  const versions = existsSync(versionsFile) ? readFileSync(versionsFile, 'utf8').trim().split('\n') : [];
  return { photos, missing, versions };
}
