import sharp, { type Sharp } from 'sharp';

// Generated room-like photos for the photo-analysis tests and the benchmark: no binary fixtures, and every
// fault is made on purpose from a clean scene, so each test knows exactly what the analysis should find.
// A scene is a wall with a window, a plank floor, furniture, a rug with a fine pattern and a plant: gradients,
// hard edges and fine texture like a real interior, with a mean brightness of a well-lit photo.

// Math's functions are bound once: they run per pixel, and under Jest's sandbox every global lookup is slow.
const { cos, floor, imul, max, min, round, sin } = Math;

export interface SceneOptions {
  width?: number;
  height?: number;
  /** Different seeds give different rooms (layout and colours). */
  seed?: number;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = [number, number, number];

class Canvas {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 3);
  }

  // Per pixel: the colour is read by index (destructuring it would run the array iterator for every pixel).
  set(x: number, y: number, colour: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    this.data[i] = clamp(colour[0]);
    this.data[i + 1] = clamp(colour[1]);
    this.data[i + 2] = clamp(colour[2]);
  }

  rect(x0: number, y0: number, w: number, h: number, colour: (x: number, y: number) => Rgb): void {
    const xs = max(0, round(x0));
    const ys = max(0, round(y0));
    const xe = min(this.width, round(x0 + w));
    const ye = min(this.height, round(y0 + h));
    for (let y = ys; y < ye; y++) for (let x = xs; x < xe; x++) this.set(x, y, colour(x - x0, y - y0));
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb): void {
    for (let y = floor(cy - ry); y <= cy + ry; y++) {
      for (let x = floor(cx - rx); x <= cx + rx; x++) {
        const dx = (x - cx) / rx;
        const dy = (y - cy) / ry;
        if (dx * dx + dy * dy <= 1) this.set(x, y, colour);
      }
    }
  }
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : round(v);
}

function shade(colour: Rgb, f: number): Rgb {
  return [colour[0] * f, colour[1] * f, colour[2] * f];
}

/** Raw RGB pixels of a room scene. */
export function sceneRaw(options: SceneOptions = {}): { data: Buffer; width: number; height: number } {
  const width = options.width ?? 1440;
  const height = options.height ?? 960;
  const rand = mulberry32(options.seed ?? 1);
  const pick = (lo: number, hi: number) => lo + rand() * (hi - lo);
  const c = new Canvas(width, height);
  const s = width / 1440;
  const floorY = round(height * pick(0.62, 0.72));

  const wall: Rgb = [pick(170, 225), pick(160, 215), pick(140, 205)];
  c.rect(0, 0, width, floorY, (_x, y) => shade(wall, 1.05 - 0.25 * (y / floorY)));

  const wood: Rgb = [pick(120, 170), pick(80, 120), pick(50, 80)];
  const plank = max(8, round(60 * s));
  c.rect(0, floorY, width, height - floorY, (x, y) => {
    const board = floor(x / plank);
    const tone = 0.85 + 0.15 * sin(board * 12.9898);
    const grain = 0.06 * sin((y + board * 37) * 0.35 + sin(x * 0.05) * 3);
    const seam = x % plank === 0 ? 0.55 : 1;
    return shade(wood, (tone + grain) * seam);
  });

  const wx = pick(0.08, 0.55) * width;
  const ww = pick(0.22, 0.32) * width;
  const wy = 0.1 * height;
  const wh = 0.38 * height;
  c.rect(wx - 8 * s, wy - 8 * s, ww + 16 * s, wh + 16 * s, () => [245, 245, 240]);
  c.rect(wx, wy, ww, wh, (x, y) => [222 - y * 0.05, 232 - y * 0.04, 242 - x * 0.01]);
  c.rect(wx + ww / 2 - 3 * s, wy, 6 * s, wh, () => [235, 235, 230]);
  c.rect(wx, wy + wh / 2 - 3 * s, ww, 6 * s, () => [235, 235, 230]);

  const sofa: Rgb = [pick(40, 200), pick(40, 200), pick(40, 200)];
  const sx = pick(0.05, 0.5) * width;
  const sw = pick(0.3, 0.45) * width;
  const sy = floorY - 0.2 * height;
  c.rect(sx, sy, sw, 0.26 * height, (_x, y) => shade(sofa, 0.9 - 0.3 * (y / (0.26 * height))));
  for (let k = 0; k < 3; k++) c.rect(sx + (k * sw) / 3 + 6 * s, sy + 10 * s, sw / 3 - 12 * s, 0.08 * height, () => shade(sofa, 1.1));

  const rugColour: Rgb = [pick(80, 220), pick(60, 200), pick(60, 200)];
  const cell = max(2, round(6 * s));
  c.rect(pick(0.2, 0.4) * width, floorY + 0.12 * height, 0.42 * width, 0.16 * height, (x, y) =>
    (floor(x / cell) + floor(y / cell)) % 2 === 0 ? rugColour : shade(rugColour, 0.55),
  );

  const frame: Rgb = [pick(20, 90), pick(20, 90), pick(20, 90)];
  for (let k = 0; k < 2; k++) {
    const fx = pick(0.6, 0.85) * width;
    const fy = pick(0.08, 0.3) * height;
    const fw = 0.1 * width;
    const fh = 0.14 * height;
    c.rect(fx, fy, fw, fh, (x, y) => {
      const border = x < 5 * s || y < 5 * s || x > fw - 5 * s || y > fh - 5 * s;
      return border ? frame : [128 + 100 * sin(x * 0.3), 128 + 80 * cos(y * 0.25), 140];
    });
  }

  const px = pick(0.75, 0.92) * width;
  const py = floorY - 0.05 * height;
  c.rect(px - 30 * s, py, 60 * s, 0.1 * height, () => [150, 90, 60]);
  for (let k = 0; k < 90; k++) {
    const leaf: Rgb = [pick(20, 70), pick(90, 160), pick(30, 70)];
    c.ellipse(px + pick(-90, 90) * s, py - pick(0, 260) * s, pick(6, 18) * s, pick(3, 9) * s, leaf);
  }

  // Sensor-like grain so flat areas are not perfectly flat.
  for (let i = 0; i < c.data.length; i++) {
    const v = c.data[i]! + (rand() - 0.5) * 6;
    c.data[i] = clamp(v);
  }
  return { data: c.data, width, height };
}

const JPEG = { quality: 88, mozjpeg: false } as const;

/** A clean, well-lit, sharp room photo (JPEG), 1440x960 unless told otherwise. */
export async function cleanPhoto(options: SceneOptions = {}): Promise<Buffer> {
  const { data, width, height } = sceneRaw(options);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg(JPEG)
    .toBuffer();
}

async function transformed(options: SceneOptions, fn: (image: Sharp) => Sharp): Promise<Buffer> {
  const { data, width, height } = sceneRaw(options);
  return fn(sharp(data, { raw: { width, height, channels: 3 } }))
    .jpeg(JPEG)
    .toBuffer();
}

/** Shot without enough light: everything at a quarter of its brightness. */
export const darkPhoto = (options: SceneOptions = {}) => transformed(options, (i) => i.linear(0.25, 0));

/** Blown out: exposure pushed until the wall and window clip to white. */
export const blownOutPhoto = (options: SceneOptions = {}) => transformed(options, (i) => i.linear(1.9, 60));

/** Hazy: the whole tonal range squeezed around mid grey. */
export const lowContrastPhoto = (options: SceneOptions = {}) => transformed(options, (i) => i.linear(0.22, 100));

/** Out of focus (or shaken): the clean scene blurred; the default, sigma 8 on 1440 px, is clearly blurry. */
export const blurredPhoto = (options: SceneOptions = {}, sigma = 8) => transformed(options, (i) => i.blur(sigma));

/** Below Airbnb's 1024x683 minimum (640x427 by default), otherwise clean. */
export const tinyPhoto = (options: SceneOptions = {}) => cleanPhoto({ width: 640, height: 427, ...options });

/** Shot upright: 960x1440. */
export const portraitPhoto = (options: SceneOptions = {}) => cleanPhoto({ width: 960, height: 1440, ...options });

/** Black-and-white version of the clean scene. */
export const greyscalePhoto = (options: SceneOptions = {}) => transformed(options, (i) => i.greyscale());

/** The same shot uploaded twice: a copy re-encoded at another size and a touch brighter. */
export async function nearDuplicateOf(options: SceneOptions = {}): Promise<Buffer> {
  return transformed(options, (i) => i.resize(1200, 800).linear(1.04, 2));
}

/**
 * A wide shot whose middle is bare wall and whose furniture and light sit at both ends: fine as a 3:2 photo,
 * but a square crop from the centre (as search shows the cover) keeps only the wall.
 */
export async function sideHeavyPhoto(options: SceneOptions = {}): Promise<Buffer> {
  const { data, width, height } = sceneRaw(options);
  const side = min(width, height);
  const from = floor((width - side) / 2);
  for (let y = 0; y < height; y++) {
    const tone = 200 - 50 * (y / height);
    for (let x = from; x < from + side; x++) {
      const i = (y * width + x) * 3;
      data[i] = tone;
      data[i + 1] = tone - 6;
      data[i + 2] = tone - 14;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg(JPEG)
    .toBuffer();
}

/** The same room seen from another spot: a different window onto one wide scene. */
export async function sameRoomView(options: SceneOptions & { view: number }): Promise<Buffer> {
  const wide = sceneRaw({ seed: options.seed, width: 2400, height: 960 });
  const left = min(960, max(0, round(options.view * 320)));
  return sharp(wide.data, { raw: { width: wide.width, height: wide.height, channels: 3 } })
    .extract({ left, top: 0, width: 1440, height: 960 })
    .jpeg(JPEG)
    .toBuffer();
}
