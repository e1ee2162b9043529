import { detailSharpness } from './detail-sharpness';
import type { CentreSquareStats, PixelStats } from './types';

// Measurements taken from the small RGB raster the image adapter decodes (360 px on the long side, whatever
// the photo's size). Everything here is plain arithmetic on pixels, so it is fast (a few passes over ~86k
// pixels) and testable without sharp. At that scale blur is judged relative to the frame, as it shows at a
// quarter of a 1440 px photo, about what a guest sees in search results and on a phone. Sensor noise is not
// reported: the 4x shrink-on-load averages most of it away, so any figure measured here would say little
// about the full-size photo.

// Math's functions used per row or per call are bound once to short names. Per pixel, Math.abs / Math.max are
// named in full instead: the optimiser turns those into single instructions, where a bound copy stays a call.
const { PI, cos, floor, max, min, round, sqrt } = Math;

/** Values at or below / at or above these count as clipped shadows / highlights. */
const SHADOW_LEVEL = 8;
const HIGHLIGHT_LEVEL = 250;

function percentile(histogram: Uint32Array, total: number, fraction: number): number {
  const target = fraction * total;
  let seen = 0;
  for (let v = 0; v < histogram.length; v++) {
    seen += histogram[v]!;
    if (seen >= target) return v;
  }
  return histogram.length - 1;
}

function round4(v: number): number {
  return round(v * 10_000) / 10_000;
}

interface FirstPass {
  luma: Float32Array;
  luminance: PixelStats['luminance'];
  chroma: PixelStats['chroma'];
  palette: number[];
}

/** The raster as 3-channel RGB: a grey one repeats its value, an alpha channel is dropped. */
function asRgb(raster: Uint8Array, pixels: number, channels: number): Uint8Array {
  if (channels === 3) return raster;
  const rgb = new Uint8Array(pixels * 3);
  for (let i = 0, p = 0; i < pixels; i++, p += channels) {
    const r = raster[p]!;
    rgb[i * 3] = r;
    rgb[i * 3 + 1] = channels >= 3 ? raster[p + 1]! : r;
    rgb[i * 3 + 2] = channels >= 3 ? raster[p + 2]! : r;
  }
  return rgb;
}

/**
 * One pass over the RGB pixels: Rec. 709 luma of the gamma-encoded values (0-255) with its histogram;
 * colourfulness as max(R,G,B) - min(R,G,B) (near zero everywhere means a black-and-white photo); and a coarse
 * colour signature, the share of pixels in each of 4x4x4 RGB cells, to tell photos that share a palette
 * (often the same room from another angle) from those that do not.
 * The loop reads exactly three channels (asRgb repacks the rare others), so it holds no per-pixel branch on
 * the layout; it runs over every pixel and is most of the analysis's cost after the blur measure.
 */
function firstPass(raster: Uint8Array, pixels: number, channels: number): FirstPass {
  const rgb = asRgb(raster, pixels, channels);
  const luma = new Float32Array(pixels);
  const lumaHistogram = new Uint32Array(256);
  const chromaHistogram = new Uint32Array(256);
  const palette = new Uint32Array(64);
  let sum = 0;
  let sumSq = 0;
  let chromaSum = 0;
  let channelClipped = 0;
  for (let i = 0, p = 0; i < pixels; i++, p += 3) {
    const r = rgb[p]!;
    const g = rgb[p + 1]!;
    const b = rgb[p + 2]!;
    const v = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    luma[i] = v;
    sum += v;
    sumSq += v * v;
    lumaHistogram[v >= 254.5 ? 255 : (v + 0.5) | 0]!++;
    const hi = Math.max(r, g, b);
    const lo = Math.min(r, g, b);
    chromaSum += hi - lo;
    if (hi >= HIGHLIGHT_LEVEL) channelClipped++;
    chromaHistogram[hi - lo]!++;
    palette[((r >> 6) << 4) | ((g >> 6) << 2) | (b >> 6)]!++;
  }
  const mean = sum / pixels;
  let shadows = 0;
  for (let v = 0; v <= SHADOW_LEVEL; v++) shadows += lumaHistogram[v]!;
  let highlights = 0;
  for (let v = HIGHLIGHT_LEVEL; v < 256; v++) highlights += lumaHistogram[v]!;
  return {
    luma,
    luminance: {
      mean,
      stdDev: sqrt(max(0, sumSq / pixels - mean * mean)),
      p1: percentile(lumaHistogram, pixels, 0.01),
      p5: percentile(lumaHistogram, pixels, 0.05),
      p50: percentile(lumaHistogram, pixels, 0.5),
      p95: percentile(lumaHistogram, pixels, 0.95),
      p99: percentile(lumaHistogram, pixels, 0.99),
      shadowClip: shadows / pixels,
      highlightClip: highlights / pixels,
      channelClip: channelClipped / pixels,
    },
    chroma: { mean: chromaSum / pixels, p95: percentile(chromaHistogram, pixels, 0.95) },
    palette: Array.from(palette, (c) => round4(c / pixels)),
  };
}

/** DCT of a 32x32 grey thumbnail; the 8x8 lowest frequencies against their median give a 64-bit hash. */
const PHASH_GRID = 32;
const PHASH_KEEP = 8;
const DCT_COS: Float64Array = (() => {
  const table = new Float64Array(PHASH_KEEP * PHASH_GRID);
  for (let u = 0; u < PHASH_KEEP; u++) {
    for (let x = 0; x < PHASH_GRID; x++) table[u * PHASH_GRID + x] = cos(((2 * x + 1) * u * PI) / (2 * PHASH_GRID));
  }
  return table;
})();

/**
 * Perceptual hash (the DCT "pHash" of Zauner 2010 / pHash.org) as 16 hex digits. It survives re-encoding,
 * resizing, small crops and brightness changes, so two uploads of the same shot land a few bits apart while
 * different photos differ in 16 or more of the 64 bits; see photo-similarity.ts for the thresholds.
 */
function perceptualHash(luma: Float32Array, width: number, height: number): string {
  const n = PHASH_GRID;
  const cells = new Float64Array(n * n);
  const counts = new Uint32Array(n * n);
  const column = new Int32Array(width);
  for (let x = 0; x < width; x++) column[x] = min(n - 1, floor((x * n) / width));
  // Each row crosses the grid's columns in runs of pixels; a run's cell sum is held in a local and stored once
  // (the same additions in the same order as a per-pixel update, without a load and a store per pixel).
  for (let y = 0; y < height; y++) {
    const row = min(n - 1, floor((y * n) / height)) * n;
    const offset = y * width;
    for (let x = 0; x < width;) {
      const start = x;
      const cell = row + column[start]!;
      let cellSum = cells[cell]!;
      for (; x < width && column[x] === column[start]; x++) cellSum += luma[offset + x]!;
      cells[cell] = cellSum;
      counts[cell]! += x - start;
    }
  }
  for (let i = 0; i < cells.length; i++) cells[i] = counts[i]! > 0 ? cells[i]! / counts[i]! : 0;
  // Separable 2-D DCT-II, only the coefficients we keep: rows first, then columns.
  const rows = new Float64Array(n * PHASH_KEEP);
  for (let y = 0; y < n; y++) {
    for (let u = 0; u < PHASH_KEEP; u++) {
      let sum = 0;
      for (let x = 0; x < n; x++) sum += cells[y * n + x]! * DCT_COS[u * n + x]!;
      rows[y * PHASH_KEEP + u] = sum;
    }
  }
  const coefficients: number[] = [];
  for (let v = 0; v < PHASH_KEEP; v++) {
    for (let u = 0; u < PHASH_KEEP; u++) {
      let sum = 0;
      for (let y = 0; y < n; y++) sum += rows[y * PHASH_KEEP + u]! * DCT_COS[v * n + y]!;
      coefficients.push(sum);
    }
  }
  // The median leaves out the DC term (overall brightness), which would otherwise decide every bit.
  const sorted = coefficients.slice(1).sort((p, q) => p - q);
  const median = sorted[floor(sorted.length / 2)]!;
  let hex = '';
  for (let i = 0; i < coefficients.length; i += 4) {
    let nibble = 0;
    for (let k = 0; k < 4; k++) nibble = (nibble << 1) | (coefficients[i + k]! > median ? 1 : 0);
    hex += nibble.toString(16);
  }
  return hex;
}

/**
 * What a square crop of the photo keeps, as search results show the cover. The centre square spans the short
 * side; edgeShare is its part of the photo's total gradient energy (where the detail is), to compare with
 * areaShare, its part of the area. Null for photos that are already (nearly) square.
 */
function centreSquare(luma: Float32Array, width: number, height: number, wholeMean: number): CentreSquareStats | null {
  const side = min(width, height);
  const long = max(width, height);
  if (long / side < 1.1) return null;
  const offset = floor((long - side) / 2);
  // The centre square as a column range (landscape) or a row range (portrait).
  const x0 = width >= height ? offset : 0;
  const x1 = width >= height ? offset + side : width;
  const y0 = width >= height ? 0 : offset;
  const y1 = width >= height ? height : offset + side;
  let total = 0;
  let kept = 0;
  let sum = 0;
  let count = 0;
  // Pixels are visited in raster order, as the figures were first summed; each row of the square is split
  // into the stretches before, inside and after it, so the loops hold no test of where a pixel lies.
  for (let y = 0; y < height - 1; y++) {
    const o = y * width;
    if (y < y0 || y >= y1) {
      total = plusEdgeEnergy(total, luma, width, o, o + width - 1);
      continue;
    }
    const inside = min(x1, width - 1);
    total = plusEdgeEnergy(total, luma, width, o, o + x0);
    for (let i = o + x0; i < o + inside; i++) {
      const energy = edgeEnergy(luma, width, i);
      total += energy;
      kept += energy;
      sum += luma[i]!;
      count++;
    }
    total = plusEdgeEnergy(total, luma, width, o + inside, o + width - 1);
  }
  return {
    meanLuminance: count > 0 ? sum / count : wholeMean,
    edgeShare: total > 0 ? kept / total : 0,
    areaShare: side / long,
  };
}

/** Gradient energy at pixel i: its absolute differences to the pixels right of and below it. */
function edgeEnergy(luma: Float32Array, width: number, i: number): number {
  const v = luma[i]!;
  // Math.abs in full: the optimiser makes it one instruction, where the bound abs above stays a call.
  return Math.abs(luma[i + 1]! - v) + Math.abs(luma[i + width]! - v);
}

/** total plus the edge energy of pixels from to to (exclusive), added one at a time. */
function plusEdgeEnergy(total: number, luma: Float32Array, width: number, from: number, to: number): number {
  let sum = total;
  for (let i = from; i < to; i++) sum += edgeEnergy(luma, width, i);
  return sum;
}

export function pixelStats(rgb: Uint8Array, width: number, height: number, channels: number): PixelStats {
  const { luma, luminance, chroma, palette } = firstPass(rgb, width * height, channels);
  return {
    width,
    height,
    luminance,
    chroma,
    palette,
    sharpness: detailSharpness(luma, width, height),
    perceptualHash: perceptualHash(luma, width, height),
    centreSquare: centreSquare(luma, width, height, luminance.mean),
  };
}
