import type { PhotoAnalysis } from '../../../contract/wire';
import { MINIMUM_SIZE, type TechnicalIssue } from './photo-assessment';

// The words of the photo coaching: how photos are named (1-based, as hosts count: "photo 3" is photoIndex 2),
// what each issue is called, and what to do about it.

export const photoNo = (index: number) => index + 1;

/** "photo 3", "photos 3 and 7", "photos 3, 7, 12 and 2 more". */
export function photoList(indexes: readonly number[]): string {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b).map(photoNo);
  if (sorted.length === 1) return `photo ${sorted[0]}`;
  const shown = sorted.length > 6 ? sorted.slice(0, 5) : sorted;
  const rest = sorted.length - shown.length;
  if (rest > 0) return `photos ${shown.join(', ')} and ${rest} more`;
  return `photos ${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

export function words(list: readonly string[]): string {
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const ISSUE_WORDS: Record<TechnicalIssue, string> = {
  low_resolution: `smaller than Airbnb's ${MINIMUM_SIZE.width}x${MINIMUM_SIZE.height} minimum`,
  underexposed: 'too dark',
  overexposed: 'blown out (large bright areas have lost their detail)',
  blurry: 'blurry',
  low_contrast: 'flat and hazy (low contrast)',
  portrait_orientation: 'upright (portrait)',
  panoramic_crop: "a panorama that Airbnb's 3:2 frames crop hard",
  black_and_white: 'black and white',
  near_duplicate: 'a near-duplicate of another photo',
  poor_square_crop: 'weak in a square crop',
};

export const FIXES: Partial<Record<TechnicalIssue, string>> = {
  underexposed: 'shoot in daylight with curtains open and every light on',
  overexposed: 'expose for the room rather than the window, or shoot when the sun is not straight in',
  blurry: 'hold the camera steady or use a tripod, and tap to focus',
  low_resolution: `upload the original file at ${MINIMUM_SIZE.width}x${MINIMUM_SIZE.height} or larger, not a copy from a chat app or website`,
  portrait_orientation: 'turn the camera sideways for a landscape shot',
};

/** "too dark and blurry", with the size for a photo that is too small. */
export function describeIssues(a: PhotoAnalysis, issues: readonly TechnicalIssue[]): string {
  return words(
    issues.map((i) => (i === 'low_resolution' && a.width && a.height ? `${a.width}x${a.height}, ${ISSUE_WORDS[i]}` : ISSUE_WORDS[i])),
  );
}

export type Advice = (list: string, they: string, one: boolean) => string;

export const SEVERE_ADVICE: Record<'underexposed' | 'overexposed' | 'blurry' | 'low_resolution', Advice> = {
  underexposed: (list, they) => `Reshoot ${list} with more light (${FIXES.underexposed}): ${they} too dark.`,
  overexposed: (list, they) =>
    `Reshoot ${list} with less exposure (${FIXES.overexposed}): ${they} blown out, and large bright areas have lost their detail.`,
  blurry: (list, they) => `Retake ${list} in focus (${FIXES.blurry}): ${they} blurry.`,
  low_resolution: (list, they, one) =>
    `Upload ${list} at ${MINIMUM_SIZE.width}x${MINIMUM_SIZE.height} or larger (${one ? 'the original file' : 'the original files'}, not copies from a chat app or website): ${they} smaller than Airbnb's minimum.`,
};

/** 'Bedroom 3' stays, 'Bathroom' becomes 'a bathroom', 'Kitchen' 'the kitchen', '2 bedrooms' stays. */
export function roomPhrase(room: string): string {
  if (/^\d/.test(room) || /\d$/.test(room)) return room;
  return /^(bedroom|bathroom)$/i.test(room) ? `a ${room.toLowerCase()}` : `the ${room.toLowerCase()}`;
}

export function theyAre(photos: readonly unknown[]): string {
  return photos.length === 1 ? 'it is' : 'they are';
}

/** Advice for the issues that do not spoil a photo, in the order they are listed. */
export const MINOR_ADVICE: [TechnicalIssue, Advice][] = [
  [
    'portrait_orientation',
    (list, they, one) =>
      `Reshoot ${list} in landscape: ${they} upright, and search and the listing's photo grid use landscape frames that crop ${one ? 'it' : 'them'}.`,
  ],
  [
    'low_contrast',
    (list, they) =>
      `Improve ${list}: ${they} flat and hazy (low contrast). Clean the lens, avoid shooting into bright windows, and add a little contrast when editing.`,
  ],
  [
    'black_and_white',
    (list, they) =>
      `Use colour versions of ${list}: ${they} black and white, which hides the room's real look (Vrbo bans black-and-white photos).`,
  ],
  [
    'panoramic_crop',
    (list, they) => `Replace ${list} with a standard landscape shot: ${they} panoramas, which Airbnb's 3:2 frames crop hard.`,
  ],
];
