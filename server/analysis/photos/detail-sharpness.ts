import type { DetailSharpness } from './types';

// The blur measure of pixel-stats.ts, on the luma plane it computes. It walks every pixel twice (along rows,
// then down columns) and was most of the analysis's time, so its loops are written for speed: each row is
// copied once with its mirrored edges so the sliding box needs no bounds arithmetic, and a tile's sums are
// held in locals along each run of pixels that falls in that tile and stored once at the run's end, adding
// the same terms in the same order as a per-pixel update of the tile would (the figures do not move; the
// pinned test in tests/server/analysis/photos holds them).

// Math's functions used per row or per call are bound once to short names. Per pixel, Math.abs / Math.max are
// named in full instead: the optimiser turns those into single instructions, where a bound copy stays a call.
const { ceil, floor, max, min } = Math;

/** Size of the box filter that re-blurs the image (Crete et al. 2007 use 9). */
const REBLUR_TAPS = 9;
const HALF_TAPS = (REBLUR_TAPS - 1) / 2;

/**
 * Blur where the photo has detail. The measure is Crete's blur effect (Crete, Dolmiere, Ladret, Nicolas, "The
 * blur effect", SPIE 2007; skimage.measure.blur_effect): re-blur the luma with a 9-tap box and see how much of
 * its neighbour-to-neighbour variation survives; 0 is sharp, 1 fully blurred. Two changes make it hold on real
 * photographs (the calibration in docs/scoring.md):
 * - It is measured per 40 px tile, and the photo is as sharp as its sharpest detailed tiles (the mean of the
 *   sharpest fifth, at least three), so a sharp subject on a plain or soft background is sharp. Over the whole
 *   frame it called a portrait, a cat's face, a sports photo and objects on white blurry.
 * - Differences are squared (energy, not amplitude), so the strong edges that show focus outweigh smooth
 *   shading, which looks the same in focus or not.
 * A tile holds detail when the energy that survives the re-blur, which noise does not, is at least 0.5 per
 * pixel and 40 % of that of the photo's most detailed tiles (the 90th percentile). Each axis is judged on its
 * own and the worse counts, so a one-way camera shake shows.
 */
const TILE = 40;
const MIN_DETAIL = 0.5;
const RELATIVE_DETAIL = 0.4;
const SHARPEST_SHARE = 0.2;
const SHARPEST_AT_LEAST = 3;

/** Per-tile sums along one axis: squared neighbour differences, the part of them the re-blur takes away, and those of the re-blurred luma. */
interface AxisTiles {
  sharp: Float64Array;
  kept: Float64Array;
  coarse: Float64Array;
  count: Uint32Array;
}

function axisTiles(tiles: number): AxisTiles {
  return { sharp: new Float64Array(tiles), kept: new Float64Array(tiles), coarse: new Float64Array(tiles), count: new Uint32Array(tiles) };
}

export function detailSharpness(luma: Float32Array, width: number, height: number): DetailSharpness {
  const across = ceil(width / TILE);
  const tiles = across * ceil(height / TILE);
  const rows = axisTiles(tiles);
  const columns = axisTiles(tiles);
  if (width >= REBLUR_TAPS + 2) alongRows(luma, width, height, across, rows);
  if (height >= REBLUR_TAPS + 2) alongColumns(luma, width, height, across, columns);
  const a = sharpestTiles(rows);
  const b = sharpestTiles(columns);
  const judged = [a.blur, b.blur].filter((v): v is number => v !== null);
  return { blur: judged.length > 0 ? max(...judged) : null, detailTiles: min(a.tiles, b.tiles) };
}

/** Edges are mirrored as scipy's 'reflect' mode does (d c b a | a b c d | d c b a). */
function mirror(k: number, count: number): number {
  return k < 0 ? -k - 1 : k >= count ? 2 * count - k - 1 : k;
}

/**
 * The part of a squared difference the re-blur takes away, or 0 when the re-blur adds energy: max(0, gain),
 * computed without a branch. Whether the re-blur adds or takes away flips from pixel to pixel, so a branch
 * here is mispredicted about half the time, which cost more than the rest of the loop. (gain + |gain|) / 2
 * is exactly gain for gain > 0 and exactly 0 otherwise, so the sums are the same to the last bit. Math.abs is
 * named in full: the optimiser turns it into one instruction, where a bound copy stays a call (pixelStats took a third longer).
 */
function keptPart(gain: number): number {
  return (gain + Math.abs(gain)) * 0.5;
}

/** Row y of the luma with HALF_TAPS mirrored values on each side: padded[x + HALF_TAPS] is pixel x. */
function paddedRow(luma: Float32Array, width: number, y: number, padded: Float64Array): void {
  const o = y * width;
  for (let k = -HALF_TAPS; k < width + HALF_TAPS; k++) padded[k + HALF_TAPS] = luma[o + mirror(k, width)]!;
}

/**
 * Along each row: the box sum slides one pixel at a time (x = 1 only moves it on), and from x = 2 to
 * width - 2 each pixel adds its squared neighbour difference, sharp and re-blurred, to its tile.
 */
function alongRows(luma: Float32Array, width: number, height: number, across: number, into: AxisTiles): void {
  const { sharp, kept, coarse, count } = into;
  const row = new Float64Array(width + 2 * HALF_TAPS);
  for (let y = 0; y < height; y++) {
    paddedRow(luma, width, y, row);
    let acc = 0;
    for (let k = 0; k < REBLUR_TAPS; k++) acc += row[k]!;
    acc += row[REBLUR_TAPS]! - row[0]!;
    let previous = acc / REBLUR_TAPS;
    const tileRow = floor(y / TILE) * across;
    for (let start = 2; start < width - 1;) {
      const end = min(width - 1, (floor(start / TILE) + 1) * TILE);
      const t = tileRow + floor(start / TILE);
      let tileSharp = sharp[t]!;
      let tileCoarse = coarse[t]!;
      let tileKept = kept[t]!;
      for (let x = start; x < end; x++) {
        // row[x + 2 * HALF_TAPS] enters the box (pixel x + HALF_TAPS), row[x - 1] leaves it (pixel x - 1 - HALF_TAPS).
        acc += row[x + 2 * HALF_TAPS]! - row[x - 1]!;
        const blurred = acc / REBLUR_TAPS;
        const d = row[x + HALF_TAPS]! - row[x + HALF_TAPS - 1]!;
        const e = blurred - previous;
        const dSharp = d * d;
        const dBlur = e * e;
        tileSharp += dSharp;
        tileCoarse += dBlur;
        tileKept += keptPart(dSharp - dBlur);
        previous = blurred;
      }
      sharp[t] = tileSharp;
      coarse[t] = tileCoarse;
      kept[t] = tileKept;
      count[t]! += end - start;
      start = end;
    }
  }
}

/**
 * The same down the columns, a row at a time so that memory is read in order: one box sum per column slides
 * down (y = 1 only moves it on), and from y = 2 to height - 2 each pixel adds to its tile.
 */
function alongColumns(luma: Float32Array, width: number, height: number, across: number, into: AxisTiles): void {
  const { sharp, kept, coarse, count } = into;
  const acc = new Float64Array(width);
  const previous = new Float64Array(width);
  for (let k = -HALF_TAPS; k <= HALF_TAPS; k++) {
    const o = mirror(k, height) * width;
    for (let x = 0; x < width; x++) acc[x]! += luma[o + x]!;
  }
  for (let x = 0; x < width; x++) previous[x] = acc[x]! / REBLUR_TAPS;
  for (let y = 1; y < height - 1; y++) {
    const add = mirror(y + HALF_TAPS, height) * width;
    const drop = mirror(y - 1 - HALF_TAPS, height) * width;
    if (y === 1) {
      for (let x = 0; x < width; x++) {
        acc[x] = acc[x]! + luma[add + x]! - luma[drop + x]!;
        previous[x] = acc[x]! / REBLUR_TAPS;
      }
      continue;
    }
    const o = y * width;
    const tileRow = floor(y / TILE) * across;
    for (let start = 0; start < width; start += TILE) {
      const end = min(width, start + TILE);
      const t = tileRow + start / TILE;
      let tileSharp = sharp[t]!;
      let tileCoarse = coarse[t]!;
      let tileKept = kept[t]!;
      for (let x = start; x < end; x++) {
        const a = acc[x]! + luma[add + x]! - luma[drop + x]!;
        acc[x] = a;
        const blurred = a / REBLUR_TAPS;
        const d = luma[o + x]! - luma[o - width + x]!;
        const e = blurred - previous[x]!;
        const dSharp = d * d;
        const dBlur = e * e;
        tileSharp += dSharp;
        tileCoarse += dBlur;
        tileKept += keptPart(dSharp - dBlur);
        previous[x] = blurred;
      }
      sharp[t] = tileSharp;
      coarse[t] = tileCoarse;
      kept[t] = tileKept;
      count[t]! += end - start;
    }
  }
}

function sharpestTiles({ sharp, kept, coarse, count }: AxisTiles): { blur: number | null; tiles: number } {
  // Tiles cut short by the photo's edge (less than a quarter of a tile) say too little to count.
  const full: number[] = [];
  for (let t = 0; t < count.length; t++) if (count[t]! >= (TILE * TILE) / 4) full.push(t);
  if (full.length === 0) return { blur: null, tiles: 0 };
  const detail = full.map((t) => coarse[t]! / count[t]!);
  const ranked = [...detail].sort((p, q) => p - q);
  const floorLevel = max(MIN_DETAIL, RELATIVE_DETAIL * ranked[floor(0.9 * (ranked.length - 1))]!);
  const blurs: number[] = [];
  full.forEach((t, i) => {
    if (detail[i]! >= floorLevel && sharp[t]! > 0) blurs.push((sharp[t]! - kept[t]!) / sharp[t]!);
  });
  if (blurs.length === 0) return { blur: null, tiles: 0 };
  blurs.sort((p, q) => p - q);
  const sharpest = blurs.slice(0, max(SHARPEST_AT_LEAST, ceil(SHARPEST_SHARE * blurs.length)));
  return { blur: sharpest.reduce((sum, v) => sum + v, 0) / sharpest.length, tiles: blurs.length };
}
