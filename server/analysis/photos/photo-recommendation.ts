import type { ListingContent, PhotoAnalysis, PhotoRecommendation } from '../../../contract/wire';
import type { FirstFiveVariety, MissingRooms, SquareCropVerdict } from './listing-checks';
import {
  capitalise,
  describeIssues,
  FIXES,
  MINOR_ADVICE,
  photoList,
  photoNo,
  roomPhrase,
  SEVERE_ADVICE,
  theyAre,
  words,
} from './photo-advice';
import { belowRejectSize, MINIMUM_SIZE, SEVERE_ISSUES, type TechnicalIssue } from './photo-assessment';
import type { PhotoEvidence } from './types';

// The listing-level coaching: what to reshoot, reorder or drop, in the order a host should do it. Every finding
// names its photos: photoIndexes are 0-based like photoIndex, and the words count from 1 as hosts do ("photo 3"
// is photoIndex 2).

/** Fewer photos than this and channel managers reject the listing [CM]; 20+ is the common advice [3P]. */
export const MIN_PHOTOS = 7;
export const GOOD_PHOTO_COUNT = 20;

export interface RecommendationInput {
  content: Pick<ListingContent, 'platform' | 'photos' | 'capacity' | 'amenities'>;
  analyses: readonly PhotoAnalysis[];
  nearDuplicates: readonly number[][];
  squareCrop: SquareCropVerdict | null;
  variety: FirstFiveVariety | null;
  rooms: MissingRooms;
  analyzedAt: string;
}

type Finding = { suggestion: string; photoIndexes: number[] };

function severeIssues(a: PhotoAnalysis): TechnicalIssue[] {
  return (a.technicalIssues as TechnicalIssue[]).filter((i) => SEVERE_ISSUES.has(i));
}

function analysed(a: PhotoAnalysis): boolean {
  return !a.error;
}

/** The best photo to lead with: analysed, no issues, landscape, highest score; null when none reaches 75. */
function bestCoverCandidate(analyses: readonly PhotoAnalysis[]): PhotoAnalysis | null {
  const candidates = analyses
    .filter((a) => a.photoIndex > 0 && analysed(a) && a.technicalIssues.length === 0 && a.overallScore >= 75)
    .filter((a) => (a.width ?? 0) > (a.height ?? 0))
    .sort((a, b) => b.overallScore - a.overallScore || a.photoIndex - b.photoIndex);
  return candidates[0] ?? null;
}

function coverFinding(cover: PhotoAnalysis, analyses: readonly PhotoAnalysis[]): Finding | null {
  const severe = severeIssues(cover);
  if (severe.length === 0 && !belowRejectSize(cover.width ?? 0, cover.height ?? 0)) return null;
  const better = bestCoverCandidate(analyses);
  const fixes = severe.map((i) => FIXES[i]).filter((f): f is string => Boolean(f));
  const action = better
    ? `Photo ${photoNo(better.photoIndex)} (score ${better.overallScore}) would make a stronger cover: move it first, or reshoot this one (${words(fixes)}).`
    : `Reshoot it: ${words(fixes)}.`;
  return {
    suggestion: `Replace the cover (photo 1): it is ${describeIssues(cover, severe)}. The cover decides whether guests click in search. ${action}`,
    photoIndexes: better ? [0, better.photoIndex] : [0],
  };
}

function groupByIssue(photos: readonly PhotoAnalysis[], issues: readonly TechnicalIssue[]): Map<TechnicalIssue, PhotoAnalysis[]> {
  const groups = new Map<TechnicalIssue, PhotoAnalysis[]>();
  for (const issue of issues) {
    const having = photos.filter((p) => p.technicalIssues.includes(issue));
    if (having.length > 0) groups.set(issue, having);
  }
  return groups;
}

export function buildRecommendation(input: RecommendationInput): { recommendation: PhotoRecommendation; evidence: PhotoEvidence } {
  const { analyses, content } = input;
  const ok = analyses.filter(analysed);
  const failed = analyses.filter((a) => !analysed(a));
  const critical: Finding[] = [];
  const improvements: Finding[] = [];
  const strengths: string[] = [];
  const handled = new Set<number>();
  const photoCount = content.photos.length;
  const cover = analyses.find((a) => a.photoIndex === 0 && analysed(a)) ?? null;

  // ---- Critical -------------------------------------------------------------------------------------------
  if (photoCount < MIN_PHOTOS) {
    critical.push({
      suggestion:
        photoCount === 0
          ? `Add photos: the listing has none. Listings with fewer than ${MIN_PHOTOS} photos are rejected when synced through channel managers; aim for ${GOOD_PHOTO_COUNT} or more, showing every room.`
          : `Add at least ${MIN_PHOTOS - photoCount} more photo${MIN_PHOTOS - photoCount === 1 ? '' : 's'} (the listing has ${photoCount}): listings with fewer than ${MIN_PHOTOS} are rejected when synced through channel managers, and guests want to see every room (${GOOD_PHOTO_COUNT} or more is the common advice).`,
      photoIndexes: [],
    });
  }
  if (cover) {
    const finding = coverFinding(cover, analyses);
    if (finding) {
      critical.push(finding);
      handled.add(0);
    }
  }
  const rejected = ok.filter((a) => a.photoIndex > 0 && belowRejectSize(a.width ?? 0, a.height ?? 0));
  if (rejected.length > 0) {
    const sizes = rejected.map((a) => `${a.width}x${a.height}`);
    critical.push({
      suggestion: `Replace ${photoList(rejected.map((a) => a.photoIndex))} with ${rejected.length === 1 ? 'a larger original' : 'larger originals'}: at ${words([...new Set(sizes)])} ${rejected.length === 1 ? 'it is' : 'they are'} under 800x500, the size channel managers reject.`,
      photoIndexes: rejected.map((a) => a.photoIndex),
    });
    rejected.forEach((a) => handled.add(a.photoIndex));
  }
  const doubleFaults = ok.filter((a) => !handled.has(a.photoIndex) && severeIssues(a).length >= 2);
  if (doubleFaults.length > 0) {
    const details = doubleFaults.map((a) => `photo ${photoNo(a.photoIndex)} is ${describeIssues(a, severeIssues(a))}`);
    critical.push({
      suggestion: `Reshoot or remove ${photoList(doubleFaults.map((a) => a.photoIndex))}: ${words(details)}.`,
      photoIndexes: doubleFaults.map((a) => a.photoIndex),
    });
    doubleFaults.forEach((a) => handled.add(a.photoIndex));
  }

  // ---- Improvements ---------------------------------------------------------------------------------------
  const single = ok.filter((a) => !handled.has(a.photoIndex) && severeIssues(a).length === 1);
  const severeGroups = [...groupByIssue(single, ['underexposed', 'overexposed', 'blurry', 'low_resolution']).entries()].sort(
    ([, a], [, b]) => Math.min(...a.map((p) => p.photoIndex)) - Math.min(...b.map((p) => p.photoIndex)),
  );
  for (const [issue, photos] of severeGroups) {
    const indexes = photos.map((p) => p.photoIndex);
    const advice = SEVERE_ADVICE[issue as keyof typeof SEVERE_ADVICE](photoList(indexes), theyAre(photos), photos.length === 1);
    const preview = indexes.some((i) => i < 5) ? ' The first five photos are the preview guests judge the listing by, so start there.' : '';
    improvements.push({ suggestion: capitalise(advice) + preview, photoIndexes: indexes });
  }

  const dropped: number[] = [];
  for (const group of input.nearDuplicates) {
    const [keep, ...drop] = group;
    dropped.push(...drop);
    const swap = drop.some((d) => d < keep!);
    improvements.push({
      suggestion: swap
        ? `Remove ${photoList(drop)} and keep photo ${photoNo(keep!)} in ${drop.length === 1 ? 'its' : 'their'} place: they are near-duplicates of the same shot, and photo ${photoNo(keep!)} is the better copy.`
        : `Remove ${photoList(drop)}: ${drop.length === 1 ? 'it is a near-duplicate' : 'they are near-duplicates'} of photo ${photoNo(keep!)}. Every photo should show guests something new.`,
      photoIndexes: drop,
    });
  }

  const variety = input.variety;
  if (variety?.lacksVariety) {
    const repeats = variety.repeats.filter((r) => r.indexes.length > 1);
    const what = repeats.map((r) =>
      variety.basis === 'room labels' && r.name
        ? `${photoList(r.indexes)} all show ${r.name}`
        : `${photoList(r.indexes)} share the same colours and light and may show the same room`,
    );
    const forward = variety.bringForward.map((b) => (b.name ? `photo ${photoNo(b.index)} (${b.name})` : `photo ${photoNo(b.index)}`));
    const action =
      forward.length > 0
        ? ` Move ${words(forward)} into the first five instead.`
        : ' Add photos of other rooms and put them in the first five.';
    improvements.push({
      suggestion: `Show more of the place in the first five photos: ${words(what)}, so the preview shows only ${variety.scenes} different scenes.${action}`,
      photoIndexes: [...repeats.flatMap((r) => r.indexes.slice(1)), ...variety.bringForward.map((b) => b.index)],
    });
  }

  // Reorder: a clearly stronger later photo should replace a weak one in the preview.
  const previewWeak = ok
    .filter((a) => a.photoIndex > 0 && a.photoIndex < 5 && !handled.has(a.photoIndex) && !dropped.includes(a.photoIndex))
    .sort((a, b) => a.overallScore - b.overallScore)[0];
  const laterStrong = ok
    .filter((a) => a.photoIndex >= 5 && a.technicalIssues.length === 0 && !dropped.includes(a.photoIndex))
    .filter((a) => !variety?.bringForward.some((b) => b.index === a.photoIndex))
    .sort((a, b) => b.overallScore - a.overallScore || a.photoIndex - b.photoIndex)[0];
  if (previewWeak && laterStrong && previewWeak.overallScore < 60 && laterStrong.overallScore >= previewWeak.overallScore + 20) {
    improvements.push({
      suggestion: `Move photo ${photoNo(laterStrong.photoIndex)} (score ${laterStrong.overallScore}) into the first five in place of photo ${photoNo(previewWeak.photoIndex)} (score ${previewWeak.overallScore}): the first five are the preview guests see first.`,
      photoIndexes: [laterStrong.photoIndex, previewWeak.photoIndex],
    });
  }

  if (input.squareCrop && !input.squareCrop.survives && !handled.has(0)) {
    const why =
      input.squareCrop.detailKept < 1 && input.squareCrop.detailKept < input.squareCrop.brightnessKept
        ? 'most of its detail sits near the edges, and the centre that remains is plain'
        : 'its centre is much darker than the rest';
    improvements.push({
      suggestion: `Reframe the cover (photo 1) with the main subject in the middle and some space around it: search results show covers as a square crop, and in this photo ${why}.`,
      photoIndexes: [0],
    });
  }

  if (input.rooms.known && input.rooms.missing.length > 0) {
    const { bedrooms, bathrooms } = input.rooms;
    const facts = [
      bedrooms.expected > 0 ? `${bedrooms.expected} bedroom${bedrooms.expected === 1 ? '' : 's'}` : null,
      bathrooms.expected > 0 ? `${bathrooms.expected} bathroom${bathrooms.expected === 1 ? '' : 's'}` : null,
    ].filter((f): f is string => f !== null);
    improvements.push({
      suggestion: `Add photos of ${words(input.rooms.missing.map(roomPhrase))}: no photo is labelled with ${input.rooms.missing.length === 1 ? 'it' : 'them'}${facts.length > 0 ? `, though the listing has ${words(facts)}` : ''}. Guests book what they can see; if the photos exist, assign them to their rooms in the photo tour.`,
      photoIndexes: [],
    });
  }

  for (const [issue, advise] of MINOR_ADVICE) {
    const photos = ok.filter((a) => !handled.has(a.photoIndex) && a.technicalIssues.includes(issue));
    if (photos.length > 0) {
      improvements.push({
        suggestion: advise(photoList(photos.map((p) => p.photoIndex)), theyAre(photos), photos.length === 1),
        photoIndexes: photos.map((p) => p.photoIndex),
      });
    }
  }

  if (photoCount >= MIN_PHOTOS && photoCount < GOOD_PHOTO_COUNT) {
    improvements.push({
      suggestion: `Add more photos (the listing has ${photoCount}): aim for ${GOOD_PHOTO_COUNT} or more so every room and the outside are shown. In a study of 29,000 listings, the top-ranked ones had 31 or more.`,
      photoIndexes: [],
    });
  }

  if (!input.rooms.known && photoCount >= 5 && content.platform === 'airbnb') {
    improvements.push({
      suggestion:
        "Assign your photos to rooms in Airbnb's photo tour: none of them has a room label, so guests cannot tell which room each photo shows.",
      photoIndexes: [],
    });
  }

  if (failed.length > 0) {
    improvements.push({
      suggestion: `We could not analyse ${photoList(failed.map((a) => a.photoIndex))}: ${failed.length === 1 ? 'it' : 'they'} did not download or open as an image. Check ${failed.length === 1 ? 'it shows' : 'they show'} on your listing, then run the photo analysis again.`,
      photoIndexes: failed.map((a) => a.photoIndex),
    });
  }

  // ---- Strengths ------------------------------------------------------------------------------------------
  if (cover && cover.technicalIssues.length === 0 && cover.overallScore >= 75) {
    const qualities = cover.features.filter((f) => f === 'sharp' || f === 'well exposed' || f === 'high resolution');
    strengths.push(`The cover (photo 1) scores ${cover.overallScore}${qualities.length > 0 ? `: ${words(qualities)}` : ''}.`);
  }
  if (variety && !variety.lacksVariety && variety.scenes === variety.photos) {
    strengths.push(
      variety.basis === 'room labels'
        ? `The first ${variety.photos} photos show ${variety.photos} different rooms, a varied preview.`
        : `The first ${variety.photos} photos all look different, a varied preview.`,
    );
  }
  if (input.rooms.known && input.rooms.missing.length === 0 && input.rooms.bedrooms.expected + input.rooms.bathrooms.expected > 0) {
    strengths.push('Every bedroom and bathroom has a labelled photo.');
  }
  if (ok.length >= 3 && ok.every((a) => !a.technicalIssues.includes('low_resolution'))) {
    strengths.push(`Every photo meets Airbnb's ${MINIMUM_SIZE.width}x${MINIMUM_SIZE.height} minimum size.`);
  }
  if (ok.length >= 3 && ok.every((a) => !a.technicalIssues.includes('underexposed') && !a.technicalIssues.includes('overexposed'))) {
    strengths.push('No photo is too dark or blown out.');
  }
  if (ok.length >= 3 && ok.every((a) => !a.technicalIssues.includes('blurry'))) strengths.push('Every photo is in focus.');
  if (ok.length >= 5 && input.nearDuplicates.length === 0) strengths.push('No photo repeats another.');
  if (photoCount >= GOOD_PHOTO_COUNT) strengths.push(`${photoCount} photos: enough to show every room and the outside.`);

  // ---- Score and impact -----------------------------------------------------------------------------------
  const overallPhotoScore = photoSetScore(input, dropped.length);
  const estimatedImpact: PhotoRecommendation['estimatedImpact'] =
    critical.length > 0 || overallPhotoScore < 60 ? 'high' : improvements.length > 0 || overallPhotoScore < 80 ? 'medium' : 'low';
  const topRecommendation =
    critical[0]?.suggestion ??
    improvements[0]?.suggestion ??
    'Your photos are in good shape: no technical issues found. Keep your strongest shot as the cover, and refresh the photos whenever the place changes.';

  const recommendation: PhotoRecommendation = {
    overallPhotoScore,
    estimatedImpact,
    topRecommendation,
    criticalIssues: critical,
    improvements,
    strengths: strengths.map((description) => ({ description })),
    analyzedAt: input.analyzedAt,
  };
  const evidence: PhotoEvidence = {
    analyzedAt: input.analyzedAt,
    photoCount,
    analyzedCount: ok.length,
    overallPhotoScore,
    photos: analyses.map((a) => ({
      index: a.photoIndex,
      width: a.width,
      height: a.height,
      overallScore: a.overallScore,
      technicalIssues: [...a.technicalIssues],
      failed: !analysed(a),
    })),
    nearDuplicateGroups: input.nearDuplicates.map((g) => [...g]),
    missingRooms: input.rooms.known ? [...input.rooms.missing] : [],
    firstFiveDistinctScenes: variety?.scenes ?? null,
    coverSurvivesSquareCrop: input.squareCrop?.survives ?? null,
  };
  return { recommendation, evidence };
}

/**
 * The photo set's score: the mean photo score weighted towards the cover (x3) and the rest of the first five
 * (x2), which the research says matter most, less deductions for the set as a whole: fewer than 7 photos -15,
 * 7-19 photos half a point per missing photo up to 20, 3 per near-duplicate to remove (at most 9), 4 per
 * missing room (at most 12), 5 for a first five with three or fewer scenes, 3 for a cover that fails the
 * square crop.
 */
function photoSetScore(input: RecommendationInput, duplicatesToDrop: number): number {
  const ok = input.analyses.filter(analysed);
  if (ok.length === 0) return 0;
  let weighted = 0;
  let weights = 0;
  for (const a of ok) {
    const w = a.photoIndex === 0 ? 3 : a.photoIndex < 5 ? 2 : 1;
    weighted += w * a.overallScore;
    weights += w;
  }
  const count = input.content.photos.length;
  let score = weighted / weights;
  if (count < MIN_PHOTOS) score -= 15;
  else if (count < GOOD_PHOTO_COUNT) score -= (GOOD_PHOTO_COUNT - count) * 0.5;
  score -= Math.min(9, 3 * duplicatesToDrop);
  if (input.rooms.known) score -= Math.min(12, 4 * input.rooms.missing.length);
  if (input.variety?.lacksVariety) score -= 5;
  if (input.squareCrop && !input.squareCrop.survives) score -= 3;
  return Math.max(0, Math.min(100, Math.round(score)));
}
