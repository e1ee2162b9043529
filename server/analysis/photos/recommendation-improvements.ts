import type { PhotoAnalysis } from '../../../contract/wire';
import type { FirstFiveVariety } from './listing-checks';
import { capitalise, MINOR_ADVICE, photoList, photoNo, roomPhrase, SEVERE_ADVICE, theyAre, words } from './photo-advice';
import type { TechnicalIssue } from './photo-assessment';
import { analysed, GOOD_PHOTO_COUNT, MIN_PHOTOS, severeIssues, type Finding, type RecommendationInput } from './recommendation-input';

// The improvements, in the order a host should make them: reshoot the photos with one severe fault, drop
// near-duplicates, vary and reorder the first five, reframe the cover for the square crop, show the missing
// rooms, fix the minor faults, add photos, label them, and retry the ones that failed. Photos a critical
// finding already named (`handled`) are left out.

function groupByIssue(photos: readonly PhotoAnalysis[], issues: readonly TechnicalIssue[]): Map<TechnicalIssue, PhotoAnalysis[]> {
  const groups = new Map<TechnicalIssue, PhotoAnalysis[]>();
  for (const issue of issues) {
    const having = photos.filter((p) => p.technicalIssues.includes(issue));
    if (having.length > 0) groups.set(issue, having);
  }
  return groups;
}

/** One finding per severe issue, the group holding the earliest photo first. */
function severeIssueFindings(single: readonly PhotoAnalysis[]): Finding[] {
  const groups = [...groupByIssue(single, ['underexposed', 'overexposed', 'blurry', 'low_resolution']).entries()].sort(
    ([, a], [, b]) => Math.min(...a.map((p) => p.photoIndex)) - Math.min(...b.map((p) => p.photoIndex)),
  );
  return groups.map(([issue, photos]) => {
    const indexes = photos.map((p) => p.photoIndex);
    const advice = SEVERE_ADVICE[issue as keyof typeof SEVERE_ADVICE](photoList(indexes), theyAre(photos), photos.length === 1);
    const preview = indexes.some((i) => i < 5) ? ' The first five photos are the preview guests judge the listing by, so start there.' : '';
    // Too small is a size problem (the resolution check); dark, bright or blurry are faults of the shot.
    return { suggestion: capitalise(advice) + preview, photoIndexes: indexes, topic: issue === 'low_resolution' ? 'size' : 'faults' };
  });
}

function duplicateFinding([keep, ...drop]: readonly number[]): Finding {
  const swap = drop.some((d) => d < keep!);
  return {
    suggestion: swap
      ? `Remove ${photoList(drop)} and keep photo ${photoNo(keep!)} in ${drop.length === 1 ? 'its' : 'their'} place: they are near-duplicates of the same shot, and photo ${photoNo(keep!)} is the better copy.`
      : `Remove ${photoList(drop)}: ${drop.length === 1 ? 'it is a near-duplicate' : 'they are near-duplicates'} of photo ${photoNo(keep!)}. Every photo should show guests something new.`,
    photoIndexes: drop,
    topic: 'duplicates',
  };
}

function varietyFinding(variety: FirstFiveVariety | null): Finding | null {
  if (!variety?.lacksVariety) return null;
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
  return {
    suggestion: `Show more of the place in the first five photos: ${words(what)}, so the preview shows only ${variety.scenes} different scenes.${action}`,
    photoIndexes: [...repeats.flatMap((r) => r.indexes.slice(1)), ...variety.bringForward.map((b) => b.index)],
    topic: 'variety',
  };
}

/** A clearly stronger later photo should replace a weak one in the preview. */
function reorderFinding(
  ok: readonly PhotoAnalysis[],
  handled: ReadonlySet<number>,
  dropped: readonly number[],
  variety: FirstFiveVariety | null,
): Finding | null {
  const previewWeak = ok
    .filter((a) => a.photoIndex > 0 && a.photoIndex < 5 && !handled.has(a.photoIndex) && !dropped.includes(a.photoIndex))
    .sort((a, b) => a.overallScore - b.overallScore)[0];
  const laterStrong = ok
    .filter((a) => a.photoIndex >= 5 && a.technicalIssues.length === 0 && !dropped.includes(a.photoIndex))
    .filter((a) => !variety?.bringForward.some((b) => b.index === a.photoIndex))
    .sort((a, b) => b.overallScore - a.overallScore || a.photoIndex - b.photoIndex)[0];
  if (!previewWeak || !laterStrong || previewWeak.overallScore >= 60 || laterStrong.overallScore < previewWeak.overallScore + 20)
    return null;
  return {
    suggestion: `Move photo ${photoNo(laterStrong.photoIndex)} (score ${laterStrong.overallScore}) into the first five in place of photo ${photoNo(previewWeak.photoIndex)} (score ${previewWeak.overallScore}): the first five are the preview guests see first.`,
    photoIndexes: [laterStrong.photoIndex, previewWeak.photoIndex],
    topic: 'variety',
  };
}

function squareCropFinding(input: RecommendationInput, handled: ReadonlySet<number>): Finding | null {
  const crop = input.squareCrop;
  if (!crop || crop.survives || handled.has(0)) return null;
  const why =
    crop.detailKept < 1 && crop.detailKept < crop.brightnessKept
      ? 'most of its detail sits near the edges, and the centre that remains is plain'
      : 'its centre is much darker than the rest';
  return {
    suggestion: `Reframe the cover (photo 1) with the main subject in the middle and some space around it: search results show covers as a square crop, and in this photo ${why}.`,
    photoIndexes: [0],
    topic: 'square-crop',
  };
}

function missingRoomsFinding({ rooms }: RecommendationInput): Finding | null {
  if (!rooms.known || rooms.missing.length === 0) return null;
  const { bedrooms, bathrooms } = rooms;
  const facts = [
    bedrooms.expected > 0 ? `${bedrooms.expected} bedroom${bedrooms.expected === 1 ? '' : 's'}` : null,
    bathrooms.expected > 0 ? `${bathrooms.expected} bathroom${bathrooms.expected === 1 ? '' : 's'}` : null,
  ].filter((f): f is string => f !== null);
  return {
    suggestion: `Add photos of ${words(rooms.missing.map(roomPhrase))}: no photo is labelled with ${rooms.missing.length === 1 ? 'it' : 'them'}${facts.length > 0 ? `, though the listing has ${words(facts)}` : ''}. Guests book what they can see; if the photos exist, assign them to their rooms in the photo tour.`,
    photoIndexes: [],
    topic: 'rooms',
  };
}

function minorIssueFindings(ok: readonly PhotoAnalysis[], handled: ReadonlySet<number>): Finding[] {
  return MINOR_ADVICE.flatMap(([issue, advise]) => {
    const photos = ok.filter((a) => !handled.has(a.photoIndex) && a.technicalIssues.includes(issue));
    if (photos.length === 0) return [];
    return [
      {
        suggestion: advise(photoList(photos.map((p) => p.photoIndex)), theyAre(photos), photos.length === 1),
        photoIndexes: photos.map((p) => p.photoIndex),
        topic: issue === 'portrait_orientation' ? ('portrait' as const) : ('faults' as const),
      },
    ];
  });
}

function morePhotosFinding(photoCount: number): Finding | null {
  if (photoCount < MIN_PHOTOS || photoCount >= GOOD_PHOTO_COUNT) return null;
  return {
    suggestion: `Add more photos (the listing has ${photoCount}): aim for ${GOOD_PHOTO_COUNT} or more so every room and the outside are shown. In a study of 29,000 listings, the top-ranked ones had 31 or more.`,
    photoIndexes: [],
    topic: 'count',
  };
}

function roomLabelsFinding({ rooms, content }: RecommendationInput): Finding | null {
  if (rooms.known || content.photos.length < 5 || content.platform !== 'airbnb') return null;
  return {
    suggestion:
      "Assign your photos to rooms in Airbnb's photo tour: none of them has a room label, so guests cannot tell which room each photo shows.",
    photoIndexes: [],
    topic: 'rooms',
  };
}

function failedFinding(failed: readonly PhotoAnalysis[]): Finding | null {
  if (failed.length === 0) return null;
  return {
    suggestion: `We could not analyse ${photoList(failed.map((a) => a.photoIndex))}: ${failed.length === 1 ? 'it' : 'they'} did not download or open as an image. Check ${failed.length === 1 ? 'it shows' : 'they show'} on your listing, then run the photo analysis again.`,
    photoIndexes: failed.map((a) => a.photoIndex),
    topic: 'failed',
  };
}

/** The improvements, and the photos they advise dropping as near-duplicates. */
export function improvementFindings(input: RecommendationInput, handled: ReadonlySet<number>): { findings: Finding[]; dropped: number[] } {
  const ok = input.analyses.filter(analysed);
  const single = ok.filter((a) => !handled.has(a.photoIndex) && severeIssues(a).length === 1);
  const dropped = input.nearDuplicates.flatMap(([, ...drop]) => drop);
  const findings = [
    ...severeIssueFindings(single),
    ...input.nearDuplicates.map(duplicateFinding),
    varietyFinding(input.variety),
    reorderFinding(ok, handled, dropped, input.variety),
    squareCropFinding(input, handled),
    missingRoomsFinding(input),
    ...minorIssueFindings(ok, handled),
    morePhotosFinding(input.content.photos.length),
    roomLabelsFinding(input),
    failedFinding(input.analyses.filter((a) => !analysed(a))),
  ].filter((f): f is Finding => f !== null);
  return { findings, dropped };
}
