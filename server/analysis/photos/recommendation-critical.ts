import type { PhotoAnalysis } from '../../../contract/wire';
import { describeIssues, FIXES, photoList, photoNo, words } from './photo-advice';
import { belowRejectSize } from './photo-assessment';
import {
  analysed,
  coverOf,
  GOOD_PHOTO_COUNT,
  MIN_PHOTOS,
  severeIssues,
  type Finding,
  type RecommendationInput,
} from './recommendation-input';

// The critical findings: what keeps the listing from being accepted or clicked (too few photos, a faulty
// cover, photos under the size channel managers reject, photos with two severe faults). Each photo named
// here is handled: the improvements that follow do not name it again.

/** The best photo to lead with: analysed, no issues, landscape, highest score; null when none reaches 75. */
function bestCoverCandidate(analyses: readonly PhotoAnalysis[]): PhotoAnalysis | null {
  const candidates = analyses
    .filter((a) => a.photoIndex > 0 && analysed(a) && a.technicalIssues.length === 0 && a.overallScore >= 75)
    .filter((a) => (a.width ?? 0) > (a.height ?? 0))
    .sort((a, b) => b.overallScore - a.overallScore || a.photoIndex - b.photoIndex);
  return candidates[0] ?? null;
}

function photoCountFinding(photoCount: number): Finding | null {
  if (photoCount >= MIN_PHOTOS) return null;
  const missing = MIN_PHOTOS - photoCount;
  return {
    suggestion:
      photoCount === 0
        ? `Add photos: the listing has none. Listings with fewer than ${MIN_PHOTOS} photos are rejected when synced through channel managers; aim for ${GOOD_PHOTO_COUNT} or more, showing every room.`
        : `Add at least ${missing} more photo${missing === 1 ? '' : 's'} (the listing has ${photoCount}): listings with fewer than ${MIN_PHOTOS} are rejected when synced through channel managers, and guests want to see every room (${GOOD_PHOTO_COUNT} or more is the common advice).`,
    photoIndexes: [],
    topic: 'count',
  };
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
    topic: 'cover',
  };
}

function rejectedSizeFinding(rejected: readonly PhotoAnalysis[]): Finding | null {
  if (rejected.length === 0) return null;
  const sizes = rejected.map((a) => `${a.width}x${a.height}`);
  return {
    suggestion: `Replace ${photoList(rejected.map((a) => a.photoIndex))} with ${rejected.length === 1 ? 'a larger original' : 'larger originals'}: at ${words([...new Set(sizes)])} ${rejected.length === 1 ? 'it is' : 'they are'} under 800x500, the size channel managers reject.`,
    photoIndexes: rejected.map((a) => a.photoIndex),
    topic: 'size',
  };
}

function doubleFaultFinding(doubleFaults: readonly PhotoAnalysis[]): Finding | null {
  if (doubleFaults.length === 0) return null;
  const details = doubleFaults.map((a) => `photo ${photoNo(a.photoIndex)} is ${describeIssues(a, severeIssues(a))}`);
  return {
    suggestion: `Reshoot or remove ${photoList(doubleFaults.map((a) => a.photoIndex))}: ${words(details)}.`,
    photoIndexes: doubleFaults.map((a) => a.photoIndex),
    topic: 'faults',
  };
}

export function criticalFindings(input: RecommendationInput): { findings: Finding[]; handled: Set<number> } {
  const ok = input.analyses.filter(analysed);
  const findings: Finding[] = [];
  const handled = new Set<number>();
  const add = (finding: Finding | null, photos: readonly PhotoAnalysis[] = []) => {
    if (!finding) return;
    findings.push(finding);
    photos.forEach((a) => handled.add(a.photoIndex));
  };

  add(photoCountFinding(input.content.photos.length));
  const cover = coverOf(input.analyses);
  if (cover) add(coverFinding(cover, input.analyses), [cover]);
  const rejected = ok.filter((a) => a.photoIndex > 0 && belowRejectSize(a.width ?? 0, a.height ?? 0));
  add(rejectedSizeFinding(rejected), rejected);
  const doubleFaults = ok.filter((a) => !handled.has(a.photoIndex) && severeIssues(a).length >= 2);
  add(doubleFaultFinding(doubleFaults), doubleFaults);
  return { findings, handled };
}
