// Comparing photos with each other: near-duplicates (the same shot uploaded twice) by perceptual hash, and
// "same look" (often the same room from another angle) by colour palette.

/**
 * Two photos are near-duplicates when their 64-bit pHashes differ in at most 10 bits (about 84% equal), the
 * usual cut for pHash. On generated photos a re-encoded, resized, brightened, blurred or 3%-cropped copy of a
 * shot lands 0-4 bits away, while different rooms land 16-44 bits apart.
 */
export const NEAR_DUPLICATE_MAX_BITS = 10;
/**
 * Two photos share a look when the histogram intersection of their 4x4x4 colour palettes is at least 0.85.
 * Generated views of one room from different spots score 0.85-0.93, different rooms 0.40-0.73. Only used when
 * no room labels say which room a photo shows.
 */
export const SAME_LOOK_MIN_OVERLAP = 0.85;

const BITS = Array.from({ length: 16 }, (_, n) => (n & 1) + ((n >> 1) & 1) + ((n >> 2) & 1) + ((n >> 3) & 1));

export function hammingDistance(a: string, b: string): number {
  if (a.length !== b.length) return Math.max(a.length, b.length) * 4;
  let distance = 0;
  for (let i = 0; i < a.length; i++) distance += BITS[parseInt(a[i]!, 16) ^ parseInt(b[i]!, 16)]!;
  return distance;
}

export function paletteOverlap(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) sum += Math.min(a[i]!, b[i]!);
  return sum;
}

/** Groups of items linked (directly or through each other) by `linked`, each sorted, only groups of 2+. */
export function linkedGroups<T>(items: readonly T[], linked: (a: T, b: T) => boolean, indexOf: (item: T) => number): number[][] {
  const parent = items.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (linked(items[i]!, items[j]!)) parent[find(j)] = find(i);
    }
  }
  const groups = new Map<number, number[]>();
  items.forEach((item, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), indexOf(item)]);
  });
  return [...groups.values()].filter((g) => g.length > 1).map((g) => g.sort((p, q) => p - q));
}

export interface HashedPhoto {
  index: number;
  hash: string;
  /** Higher is better; decides which copy of a duplicate to keep. */
  score: number;
}

/** Near-duplicate groups, each ordered with the photo to keep first (best score, then earliest). */
export function nearDuplicateGroups(photos: readonly HashedPhoto[]): number[][] {
  const byIndex = new Map(photos.map((p) => [p.index, p]));
  return linkedGroups(
    photos,
    (a, b) => hammingDistance(a.hash, b.hash) <= NEAR_DUPLICATE_MAX_BITS,
    (p) => p.index,
  ).map((group) => [...group].sort((a, b) => byIndex.get(b)!.score - byIndex.get(a)!.score || a - b));
}
