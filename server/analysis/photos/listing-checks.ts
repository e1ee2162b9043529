import type { ListingContent } from '../../../contract/wire';
import { linkedGroups, paletteOverlap, SAME_LOOK_MIN_OVERLAP } from './photo-similarity';
import type { RoomInfo, RoomType } from './rooms';
import type { ImageMeasurement } from './types';

// Checks that look at the photos together: the cover in a square crop, the variety of the first five, and
// rooms the listing has but no photo shows. Pure functions over measurements and the listing's own words.

/**
 * The cover survives a square crop (search results show it square, centred) when the centre square keeps at
 * least 60% of its fair share of the photo's detail (edge energy per area; 1.0 = detail evenly spread, the
 * generated rooms score 1.0-1.3, a room with bare wall in the middle 0.15) and is at least 75% as bright as
 * the whole photo. Already-square photos pass.
 */
export const SQUARE_CROP = { minDetailShare: 0.6, minBrightnessShare: 0.75 } as const;

export interface SquareCropVerdict {
  survives: boolean;
  /** Centre square's share of detail relative to its share of area (1 = even). */
  detailKept: number;
  /** Centre square's mean brightness relative to the whole photo's. */
  brightnessKept: number;
}

export function coverSquareCrop(m: ImageMeasurement | null): SquareCropVerdict | null {
  if (!m) return null;
  const centre = m.pixels.centreSquare;
  if (!centre) return { survives: true, detailKept: 1, brightnessKept: 1 };
  const detailKept = centre.areaShare > 0 ? centre.edgeShare / centre.areaShare : 0;
  const whole = m.pixels.luminance.mean;
  const brightnessKept = whole > 0 ? centre.meanLuminance / whole : 1;
  return {
    survives: detailKept >= SQUARE_CROP.minDetailShare && brightnessKept >= SQUARE_CROP.minBrightnessShare,
    detailKept: Math.round(detailKept * 100) / 100,
    brightnessKept: Math.round(brightnessKept * 100) / 100,
  };
}

export interface PhotoFacts {
  index: number;
  room: RoomInfo | null;
  measurement: ImageMeasurement | null;
  overallScore: number;
  severe: boolean;
}

export interface FirstFiveVariety {
  /** Distinct scenes among the first five photos that could be judged. */
  scenes: number;
  photos: number;
  basis: 'room labels' | 'colours';
  /** Photos in the first five that repeat an earlier one's room (or look), by 0-based index. */
  repeats: { indexes: number[]; name: string | null }[];
  /** Later photos of rooms (or looks) the first five lack, best first, as many as there are repeats. */
  bringForward: { index: number; name: string | null }[];
  /** True when the first five show three or fewer different scenes. */
  lacksVariety: boolean;
}

const ROOM_PREFERENCE: RoomType[] = [
  'bedroom',
  'kitchen',
  'bathroom',
  'living room',
  'outdoor space',
  'pool',
  'view',
  'exterior',
  'dining area',
];

function preference(room: RoomInfo | null): number {
  const at = room ? ROOM_PREFERENCE.indexOf(room.type) : -1;
  return at === -1 ? ROOM_PREFERENCE.length : at;
}

/**
 * "Five shots of one room" is the most common preview mistake (HostRev). Judged by room labels or captions
 * when at least three of the first five have one, else by colour palette (photos that share one often show the
 * same room). Needs at least four photos.
 */
export function firstFiveVariety(photos: readonly PhotoFacts[]): FirstFiveVariety | null {
  const firstFive = photos.filter((p) => p.index < 5 && p.measurement);
  if (firstFive.length < 4) return null;
  const labelled = firstFive.filter((p) => p.room);
  const byRooms = labelled.length >= 3;
  const later = photos.filter((p) => p.index >= 5 && p.measurement && !p.severe);

  let groups: number[][];
  let nameOf: (index: number) => string | null;
  let isNew: (candidate: PhotoFacts) => boolean;
  if (byRooms) {
    const keyOf = (p: PhotoFacts) => p.room?.key ?? `unlabelled:${p.index}`;
    groups = linkedGroups(
      firstFive,
      (a, b) => keyOf(a) === keyOf(b),
      (p) => p.index,
    );
    const shown = new Set(firstFive.map(keyOf));
    nameOf = (index) => photos.find((p) => p.index === index)?.room?.name ?? null;
    isNew = (c) => c.room !== null && !shown.has(c.room.key);
  } else {
    const palette = (p: PhotoFacts) => p.measurement!.pixels.palette;
    groups = linkedGroups(
      firstFive,
      (a, b) => paletteOverlap(palette(a), palette(b)) >= SAME_LOOK_MIN_OVERLAP,
      (p) => p.index,
    );
    nameOf = () => null;
    isNew = (c) => firstFive.every((p) => paletteOverlap(palette(p), palette(c)) < SAME_LOOK_MIN_OVERLAP);
  }
  const repeatedCount = groups.reduce((sum, g) => sum + g.length - 1, 0);
  const scenes = firstFive.length - repeatedCount;
  const seen = new Set<string>();
  const bringForward: { index: number; name: string | null }[] = [];
  const candidates = later
    .filter(isNew)
    .sort((a, b) => (byRooms ? preference(a.room) - preference(b.room) : 0) || b.overallScore - a.overallScore || a.index - b.index);
  for (const c of candidates) {
    if (bringForward.length >= repeatedCount) break;
    const key = c.room?.key ?? `look:${c.index}`;
    if (seen.has(key)) continue;
    if (
      !byRooms &&
      bringForward.some(
        (b) =>
          paletteOverlap(photos.find((p) => p.index === b.index)!.measurement!.pixels.palette, c.measurement!.pixels.palette) >=
          SAME_LOOK_MIN_OVERLAP,
      )
    )
      continue;
    seen.add(key);
    bringForward.push({ index: c.index, name: c.room?.name ?? null });
  }
  return {
    scenes,
    photos: firstFive.length,
    basis: byRooms ? 'room labels' : 'colours',
    repeats: groups.map((g) => ({ indexes: g, name: nameOf(g[0]!) })),
    bringForward,
    lacksVariety: scenes <= 3,
  };
}

export interface MissingRooms {
  /** Whether the photos carry enough room labels or captions to tell. */
  known: boolean;
  /** e.g. ['Bedroom 3', 'Bathroom', 'Kitchen']. */
  missing: string[];
  bedrooms: { expected: number; shown: number };
  bathrooms: { expected: number; shown: number };
}

function distinctRooms(rooms: readonly (RoomInfo | null)[], type: RoomType): RoomInfo[] {
  const byKey = new Map<string, RoomInfo>();
  for (const room of rooms) if (room?.type === type && !byKey.has(room.key)) byKey.set(room.key, room);
  return [...byKey.values()];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * Rooms the capacity (bedrooms, baths) and amenities promise but no photo is labelled with. Only judged when
 * the listing uses Airbnb's photo-tour room labels, or when at least half the photos have a caption naming a
 * room; otherwise nothing can be said and `known` is false.
 */
export function missingRooms(
  content: Pick<ListingContent, 'photos' | 'capacity' | 'amenities'>,
  rooms: readonly (RoomInfo | null)[],
): MissingRooms {
  const anyLabel = content.photos.some((p) => p.roomLabel && p.roomLabel.trim() !== '');
  const captioned = rooms.filter((r) => r?.source === 'caption').length;
  const known = anyLabel || (content.photos.length > 0 && captioned >= content.photos.length / 2);
  const bedroomsExpected = Math.max(0, Math.floor(content.capacity.bedrooms ?? 0));
  const baths = content.capacity.baths ?? 0;
  const bathroomsExpected = baths >= 1 ? Math.floor(baths) : baths > 0 ? 1 : 0;
  const bedrooms = distinctRooms(rooms, 'bedroom');
  const bathrooms = distinctRooms(rooms, 'bathroom');
  const result: MissingRooms = {
    known,
    missing: [],
    bedrooms: { expected: bedroomsExpected, shown: bedrooms.length },
    bathrooms: { expected: bathroomsExpected, shown: bathrooms.length },
  };
  if (!known) return result;

  if (bedrooms.length < bedroomsExpected) {
    const numbers = new Set(bedrooms.map((r) => r.number).filter((n): n is number => n !== null));
    const shortBy = bedroomsExpected - bedrooms.length;
    if (numbers.size === bedrooms.length) {
      // Every shown bedroom is numbered: name the numbers that are missing.
      const absent = Array.from({ length: bedroomsExpected }, (_, i) => i + 1).filter((n) => !numbers.has(n));
      result.missing.push(...absent.slice(0, shortBy).map((n) => `Bedroom ${n}`));
    } else {
      result.missing.push(
        bedrooms.length === 0 && shortBy === 1 ? 'Bedroom' : `${plural(shortBy, bedrooms.length === 0 ? 'bedroom' : 'more bedroom')}`,
      );
    }
  }
  if (bathrooms.length < bathroomsExpected) {
    const shortBy = bathroomsExpected - bathrooms.length;
    result.missing.push(
      bathrooms.length === 0 && shortBy === 1 ? 'Bathroom' : plural(shortBy, bathrooms.length === 0 ? 'bathroom' : 'more bathroom'),
    );
  }
  const has = (type: RoomType) => rooms.some((r) => r?.type === type);
  const amenity = (pattern: RegExp, exclude?: RegExp) => content.amenities.some((a) => pattern.test(a) && !(exclude && exclude.test(a)));
  if (amenity(/\bkitchen(ette)?\b/i, /\bshared\b/i) && !has('kitchen')) result.missing.push('Kitchen');
  if (amenity(/\bpool\b/i, /\bpool table\b/i) && !has('pool')) result.missing.push('Pool');
  if (amenity(/\bhot tub\b/i) && !has('hot tub')) result.missing.push('Hot tub');
  if (amenity(/\bdedicated workspace\b/i) && !has('workspace')) result.missing.push('Workspace');
  return result;
}
