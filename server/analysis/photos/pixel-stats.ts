import type { CentreSquareStats, PixelStats } from './types';

// Measurements taken from the small RGB raster the image adapter decodes (about 360 px on the long side).
// Everything here is plain arithmetic on pixels, so it is fast (a few passes over ~86k pixels) and testable
// without sharp. At that scale blur is judged as it shows at a quarter of a 1440 px photo, about what a guest
// sees in search results and on a phone. Sensor noise is not reported: the 4x shrink-on-load averages most of
// it away, so any figure measured here would say little about the full-size photo.

// Math's functions are bound once: they run per pixel, and under Jest's sandbox every global lookup is slow.
const { PI, abs, cos, floor, max, min, round, sqrt } = Math;

/** Size of the box filter that re-blurs the image in the blur measure (Crete et al. 2007 use 9). */
const REBLUR_TAPS = 9;
/** Values at or below / at or above these count as clipped shadows / highlights. */
const SHADOW_LEVEL = 8;
const HIGHLIGHT_LEVEL = 250;

/** Rec. 709 luma of gamma-encoded sRGB, 0-255. */
export function luminance(rgb: Uint8Array, width: number, height: number, channels: number): Float32Array {
  const out = new Float32Array(width * height);
  if (channels < 3) {
    for (let i = 0; i < out.length; i++) out[i] = rgb[i * channels]!;
    return out;
  }
  for (let i = 0, p = 0; i < out.length; i++, p += channels) {
    out[i] = 0.2126 * rgb[p]! + 0.7152 * rgb[p + 1]! + 0.0722 * rgb[p + 2]!;
  }
  return out;
}

function percentile(histogram: Uint32Array, total: number, fraction: number): number {
  const target = fraction * total;
  let seen = 0;
  for (let v = 0; v < histogram.length; v++) {
    seen += histogram[v]!;
    if (seen >= target) return v;
  }
  return histogram.length - 1;
}

function luminanceStats(luma: Float32Array): PixelStats['luminance'] {
  const histogram = new Uint32Array(256);
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < luma.length; i++) {
    const v = luma[i]!;
    sum += v;
    sumSq += v * v;
    histogram[min(255, round(v))]!++;
  }
  const n = luma.length;
  const mean = sum / n;
  let shadows = 0;
  for (let v = 0; v <= SHADOW_LEVEL; v++) shadows += histogram[v]!;
  let highlights = 0;
  for (let v = HIGHLIGHT_LEVEL; v < 256; v++) highlights += histogram[v]!;
  return {
    mean,
    stdDev: sqrt(max(0, sumSq / n - mean * mean)),
    p1: percentile(histogram, n, 0.01),
    p5: percentile(histogram, n, 0.05),
    p50: percentile(histogram, n, 0.5),
    p95: percentile(histogram, n, 0.95),
    p99: percentile(histogram, n, 0.99),
    shadowClip: shadows / n,
    highlightClip: highlights / n,
  };
}

/**
 * Colourfulness as max(R,G,B) - min(R,G,B) per pixel (near zero everywhere means a black-and-white photo), and
 * a coarse colour signature: the share of pixels in each of 4x4x4 RGB cells, to tell photos that share a
 * palette (often the same room from another angle) from those that do not.
 */
function colourStats(rgb: Uint8Array, pixels: number, channels: number): { chroma: PixelStats['chroma']; palette: number[] } {
  const palette = new Float64Array(64);
  if (channels < 3) {
    for (let i = 0; i < pixels; i++) {
      const v = rgb[i * channels]! >> 6;
      palette[v * 21]! += 1;
    }
    return { chroma: { mean: 0, p95: 0 }, palette: Array.from(palette, (c) => round4(c / pixels)) };
  }
  const histogram = new Uint32Array(256);
  let sum = 0;
  for (let i = 0, p = 0; i < pixels; i++, p += channels) {
    const r = rgb[p]!;
    const g = rgb[p + 1]!;
    const b = rgb[p + 2]!;
    const c = max(r, g, b) - min(r, g, b);
    sum += c;
    histogram[c]!++;
    palette[((r >> 6) << 4) | ((g >> 6) << 2) | (b >> 6)]! += 1;
  }
  return {
    chroma: { mean: sum / pixels, p95: percentile(histogram, pixels, 0.95) },
    palette: Array.from(palette, (c) => round4(c / pixels)),
  };
}

function round4(v: number): number {
  return round(v * 10_000) / 10_000;
}

/** Variance of the 4-neighbour Laplacian: the classic focus measure (higher is sharper, content-dependent). */
function laplacianVariance(luma: Float32Array, width: number, height: number): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const i = row + x;
      const v = luma[i - 1]! + luma[i + 1]! + luma[i - width]! + luma[i + width]! - 4 * luma[i]!;
      sum += v;
      sumSq += v * v;
      n++;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/**
 * Blur effect (Crete, Dolmiere, Ladret, Nicolas, "The blur effect", SPIE 2007; skimage.measure.blur_effect):
 * re-blur the image and see how much of its neighbour-to-neighbour variation survives. A sharp photo loses a
 * lot to the re-blur, an already blurred one loses little. 0 is sharp, 1 is fully blurred; the worse of the
 * two axes counts (motion blur can be one-directional). Unlike the Laplacian variance it does not depend much
 * on how busy the scene is, so a plain white wall is not mistaken for an out-of-focus shot.
 */
function blurEffect(luma: Float32Array, width: number, height: number): number {
  const along = (stride: number, count: number, lines: number, lineStride: number): number => {
    if (count < REBLUR_TAPS + 2) return 0;
    const half = (REBLUR_TAPS - 1) / 2;
    const blurred = new Float32Array(count);
    let sharpSum = 0;
    let keptSum = 0;
    for (let line = 0; line < lines; line++) {
      const base = line * lineStride;
      // Box filter with mirrored edges (scipy's 'reflect' mode).
      const at = (k: number) => luma[base + (k < 0 ? -k - 1 : k >= count ? 2 * count - k - 1 : k) * stride]!;
      let acc = 0;
      for (let k = -half; k <= half; k++) acc += at(k);
      for (let k = 0; k < count; k++) {
        blurred[k] = acc / REBLUR_TAPS;
        acc += at(k + half + 1) - at(k - half);
      }
      for (let k = 2; k < count - 1; k++) {
        const dSharp = abs(at(k) - at(k - 1));
        const dBlur = abs(blurred[k]! - blurred[k - 1]!);
        sharpSum += dSharp;
        keptSum += max(0, dSharp - dBlur);
      }
    }
    return sharpSum === 0 ? 1 : (sharpSum - keptSum) / sharpSum;
  };
  const horizontal = along(1, width, height, width);
  const vertical = along(width, height, width, 1);
  return max(horizontal, vertical);
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
  for (let y = 0; y < height; y++) {
    const row = min(n - 1, floor((y * n) / height)) * n;
    for (let x = 0; x < width; x++) {
      const cell = row + min(n - 1, floor((x * n) / width));
      cells[cell]! += luma[y * width + x]!;
      counts[cell]!++;
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
  const inside = (x: number, y: number) => (width >= height ? x >= offset && x < offset + side : y >= offset && y < offset + side);
  let total = 0;
  let kept = 0;
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const i = y * width + x;
      const energy = abs(luma[i + 1]! - luma[i]!) + abs(luma[i + width]! - luma[i]!);
      total += energy;
      if (inside(x, y)) {
        kept += energy;
        sum += luma[i]!;
        count++;
      }
    }
  }
  return {
    meanLuminance: count > 0 ? sum / count : wholeMean,
    edgeShare: total > 0 ? kept / total : 0,
    areaShare: side / long,
  };
}

export function pixelStats(rgb: Uint8Array, width: number, height: number, channels: number): PixelStats {
  const luma = luminance(rgb, width, height, channels);
  const lum = luminanceStats(luma);
  return {
    width,
    height,
    luminance: lum,
    ...colourStats(rgb, width * height, channels),
    laplacianVariance: laplacianVariance(luma, width, height),
    blurEffect: blurEffect(luma, width, height),
    perceptualHash: perceptualHash(luma, width, height),
    centreSquare: centreSquare(luma, width, height, lum.mean),
  };
}
