import type { ListingPhoto, PhotoAnalysis } from '../../../contract/wire';
import { notAssessed, plural, rule, share, type RuleResult } from './check';
import type { ListingView } from './listing-view';
import { SOURCES } from './sources';
import { countToJudge } from './stated-count';
import { fold, visibleText } from './text-length';

/** Per-photo measurements from the photo analysis; the fields are those of PhotoAnalysis, so its rows fit as they are. */
export type PhotoMeasurement = Pick<PhotoAnalysis, 'photoIndex' | 'width' | 'height' | 'overallScore' | 'technicalIssues'> & {
  error?: string | null;
};
export type PhotoEvidence = readonly PhotoMeasurement[];

export const MIN_WIDTH = 1024;
export const MIN_HEIGHT = 683;
export const REJECT_WIDTH = 800;
export const REJECT_HEIGHT = 500;
export const PHOTO_COUNT_BANDS = [
  { from: 31, points: 25 },
  { from: 20, points: 22 },
  { from: 15, points: 17 },
  { from: 7, points: 12 },
  { from: 1, points: 5 },
] as const;

export const PHOTO_POINTS = {
  count: 25,
  resolution: 20,
  landscape: 15,
  coverPresent: 10,
  coverShape: 10,
  roomTour: 10,
  firstFive: 10,
  measuredCover: 10,
  measuredSet: 10,
  technical: 5,
} as const;

// Airbnb's catch-all photo-tour group, in the languages of the captures.
const ADDITIONAL =
  /^(additional photos|foto aggiuntive|fotos adicionais|fotos adicionales|photos supplementaires|weitere fotos|altre foto|other photos)$/;

interface Sized {
  index: number;
  width: number;
  height: number;
  measured: boolean;
}

function sizes(photos: ListingPhoto[], evidence: PhotoEvidence | undefined): Sized[] {
  const measured = new Map<number, PhotoMeasurement>();
  for (const m of evidence ?? []) if (m && !m.error && m.width && m.height) measured.set(m.photoIndex, m);
  const out: Sized[] = [];
  photos.forEach((p, index) => {
    const m = measured.get(index);
    if (m?.width && m.height) out.push({ index, width: m.width, height: m.height, measured: true });
    else if (p.width && p.height && p.width > 0 && p.height > 0) out.push({ index, width: p.width, height: p.height, measured: false });
  });
  return out;
}

const bigEnough = (s: Sized) => Math.max(s.width, s.height) >= MIN_WIDTH && Math.min(s.width, s.height) >= MIN_HEIGHT;
const landscape = (s: Sized) => s.width > s.height;
const size = (s: Sized) => `photo ${s.index + 1}: ${s.width} x ${s.height}`;

function roomOf(p: ListingPhoto): string | null {
  const label = visibleText(p.roomLabel);
  if (!label || ADDITIONAL.test(fold(label))) return null;
  return label;
}

export function photoChecks(view: ListingView, evidence?: PhotoEvidence): RuleResult[] {
  const photos = view.content.photos ?? [];
  const n = photos.length;
  const P = PHOTO_POINTS;
  const cat = 'photos' as const;
  const out: RuleResult[] = [];

  // Judged by the total the page states ("1 / 32") where it showed only the first photos.
  const judged = countToJudge(view.content, 'photos', n);
  if (judged.count === null) {
    out.push(
      notAssessed({ id: 'photos.count', category: cat, label: 'enough photos', evidence: judged.note!, source: SOURCES.photoCount }),
    );
  } else {
    const count = judged.count;
    const band = PHOTO_COUNT_BANDS.find((b) => count >= b.from);
    out.push(
      rule({
        id: 'photos.count',
        category: cat,
        label: 'enough photos',
        maxPoints: P.count,
        points: band?.points ?? 0,
        evidence: judged.note ?? (n === 0 ? 'No photos found on the page.' : `${plural(n, 'photo')}.`),
        source: SOURCES.photoCount,
        fix:
          count < 7
            ? `Add at least ${7 - count} more photo${7 - count === 1 ? '' : 's'}: channels reject listings with fewer than 7; aim for 20 or more showing every room.`
            : count < 20
              ? `Add ${20 - count} more photo${20 - count === 1 ? '' : 's'} so every room and the outside are shown (20+); top-ranked listings often have 31 or more.`
              : `Add ${31 - count} more photo${31 - count === 1 ? '' : 's'}: top-ranked listings in a 29,000-listing study had 31 or more.`,
      }),
    );
  }

  const sized = sizes(photos, evidence);
  const measuredNote = sized.some((s) => s.measured) ? ' (measured by the photo analysis)' : ' (as the page declares them)';
  if (sized.length === 0) {
    out.push(
      notAssessed({
        id: 'photos.resolution',
        category: cat,
        label: `at least ${MIN_WIDTH} x ${MIN_HEIGHT}`,
        evidence: n === 0 ? 'No photos to measure.' : 'The page does not state photo sizes; run the photo analysis to measure them.',
        source: SOURCES.photoResolution,
      }),
      notAssessed({
        id: 'photos.landscape',
        category: cat,
        label: 'landscape photos',
        evidence: n === 0 ? 'No photos to measure.' : 'The page does not state photo sizes; run the photo analysis to measure them.',
        source: SOURCES.photoLandscape,
      }),
    );
  } else {
    const small = sized.filter((s) => !bigEnough(s));
    const rejected = small.filter((s) => Math.max(s.width, s.height) < REJECT_WIDTH || Math.min(s.width, s.height) < REJECT_HEIGHT);
    out.push(
      rule({
        id: 'photos.resolution',
        category: cat,
        label: `at least ${MIN_WIDTH} x ${MIN_HEIGHT}`,
        maxPoints: P.resolution,
        points: share(P.resolution, sized.length - small.length, sized.length),
        evidence:
          `${sized.length - small.length} of ${plural(sized.length, 'photo')} with a known size${measuredNote} are at least ${MIN_WIDTH} x ${MIN_HEIGHT}` +
          (small.length
            ? `; smaller: ${small.slice(0, 3).map(size).join(', ')}${small.length > 3 ? ` and ${small.length - 3} more` : ''}`
            : '') +
          (rejected.length ? `; ${plural(rejected.length, 'photo')} under ${REJECT_WIDTH} x ${REJECT_HEIGHT}, which channels reject` : '') +
          '.',
        source: SOURCES.photoResolution,
        fix: `Replace ${plural(small.length, 'photo')} with versions of at least ${MIN_WIDTH} x ${MIN_HEIGHT} pixels (1920 x 1280 is better).`,
      }),
    );
    const portrait = sized.filter((s) => !landscape(s));
    out.push(
      rule({
        id: 'photos.landscape',
        category: cat,
        label: 'landscape photos',
        maxPoints: P.landscape,
        points: share(P.landscape, sized.length - portrait.length, sized.length),
        evidence:
          `${sized.length - portrait.length} of ${plural(sized.length, 'photo')} with a known size are landscape` +
          (portrait.length
            ? `; portrait or square: ${portrait.slice(0, 3).map(size).join(', ')}${portrait.length > 3 ? ` and ${portrait.length - 3} more` : ''}`
            : '') +
          '.',
        source: SOURCES.photoLandscape,
        fix: `Reshoot or replace ${plural(portrait.length, 'portrait photo')} in landscape: search results and the photo grid crop to landscape.`,
      }),
    );
  }

  out.push(
    rule({
      id: 'photos.cover-present',
      category: cat,
      label: 'a cover photo',
      maxPoints: P.coverPresent,
      points: n > 0 && visibleText(photos[0]?.url) ? P.coverPresent : 0,
      evidence:
        n > 0
          ? `Cover photo: ${visibleText(photos[0]?.caption) ? `"${visibleText(photos[0]?.caption)}"` : 'present'}${roomOf(photos[0]!) ? ` (${roomOf(photos[0]!)})` : ''}.`
          : 'No cover photo.',
      source: SOURCES.photoCover,
      fix: 'Add a cover photo: your best landscape shot of the main room or the view.',
    }),
  );

  const cover = sized.find((s) => s.index === 0);
  if (!cover) {
    out.push(
      notAssessed({
        id: 'photos.cover-shape',
        category: cat,
        label: 'a large landscape cover',
        evidence: n === 0 ? 'No cover photo.' : 'The size of the cover photo is not stated on the page.',
        source: SOURCES.photoCover,
      }),
    );
  } else {
    out.push(
      rule({
        id: 'photos.cover-shape',
        category: cat,
        label: 'a large landscape cover',
        maxPoints: P.coverShape,
        points: (landscape(cover) ? P.coverShape / 2 : 0) + (bigEnough(cover) ? P.coverShape / 2 : 0),
        evidence: `The cover is ${cover.width} x ${cover.height}: ${landscape(cover) ? 'landscape' : 'portrait or square'}, ${bigEnough(cover) ? 'large enough' : `smaller than ${MIN_WIDTH} x ${MIN_HEIGHT}`}.`,
        source: SOURCES.photoCover,
        fix: `Use a landscape cover of at least ${MIN_WIDTH} x ${MIN_HEIGHT} with space around the subject: search shows it as a square crop.`,
      }),
    );
  }

  const labelled = photos.filter((p) => visibleText(p.roomLabel));
  if (n === 0 || labelled.length === 0) {
    const why = n === 0 ? 'No photos.' : 'The page does not show which room each photo belongs to.';
    out.push(
      notAssessed({ id: 'photos.room-tour', category: cat, label: 'photos sorted into rooms', evidence: why, source: SOURCES.photoRooms }),
      notAssessed({
        id: 'photos.first-five-variety',
        category: cat,
        label: 'five different scenes first',
        evidence: why,
        source: SOURCES.photoFirstFive,
      }),
    );
  } else {
    const inRooms = photos.filter((p) => roomOf(p) !== null);
    const rooms = [...new Set(inRooms.map((p) => roomOf(p)!))];
    const part = inRooms.length / n;
    out.push(
      rule({
        id: 'photos.room-tour',
        category: cat,
        label: 'photos sorted into rooms',
        maxPoints: P.roomTour,
        points: part >= 0.8 ? P.roomTour : part >= 0.5 ? 6 : part > 0 ? 3 : 0,
        evidence:
          `${inRooms.length} of ${plural(n, 'photo')} are placed in ${plural(rooms.length, 'room')}` +
          (rooms.length ? ` (${rooms.slice(0, 5).join(', ')}${rooms.length > 5 ? ', ...' : ''})` : '') +
          (n - inRooms.length ? `; ${n - inRooms.length} sit under "Additional photos" or no room` : '') +
          '.',
        source: SOURCES.photoRooms,
        fix: "Assign every photo to its room in Airbnb's photo tour, so guests see each room together.",
      }),
    );
    const firstFive = photos.slice(0, 5);
    const scenes = [
      ...new Set(
        firstFive
          .map((p) => roomOf(p))
          .filter((r): r is string => r !== null)
          .map((r) => fold(r).replace(/\s*\d+$/, '')),
      ),
    ];
    out.push(
      rule({
        id: 'photos.first-five-variety',
        category: cat,
        label: 'five different scenes first',
        maxPoints: P.firstFive,
        points: scenes.length >= 4 ? P.firstFive : scenes.length === 3 ? 7 : scenes.length === 2 ? 4 : 0,
        evidence: `The first ${plural(firstFive.length, 'photo')} show ${plural(scenes.length, 'different room')}${scenes.length ? ` (${scenes.join(', ')})` : ''}.`,
        source: SOURCES.photoFirstFive,
        fix: 'Order the photos so the first five show five different scenes: living area, bedroom, kitchen, bathroom, outside or view.',
      }),
    );
  }

  const measured = (evidence ?? [])
    .filter((m) => m && !m.error && m.photoIndex >= 0 && m.photoIndex < Math.max(n, 1) && Number.isFinite(m.overallScore))
    .map((m) => ({
      photoIndex: m.photoIndex,
      overallScore: m.overallScore,
      technicalIssues: m.technicalIssues ?? [],
    }));
  if (evidence && evidence.length > 0) {
    const clamp = (v: number) => Math.min(100, Math.max(0, v));
    const coverM = measured.find((m) => m.photoIndex === 0);
    out.push(
      coverM
        ? rule({
            id: 'photos.measured-cover',
            category: cat,
            label: 'a high-quality cover',
            maxPoints: P.measuredCover,
            points: (P.measuredCover * clamp(coverM.overallScore)) / 100,
            evidence: `The photo analysis scores the cover ${Math.round(clamp(coverM.overallScore))}/100${coverM.technicalIssues.length ? ` (${coverM.technicalIssues.map((t) => t.replace(/_/g, ' ')).join(', ')})` : ''}.`,
            source: SOURCES.photoCover,
            fix: 'Reshoot the cover in daylight, level and sharp, or pick your best-scoring photo as the cover.',
          })
        : notAssessed({
            id: 'photos.measured-cover',
            category: cat,
            label: 'a high-quality cover',
            evidence: 'The photo analysis could not measure the cover.',
            source: SOURCES.photoCover,
          }),
    );
    if (measured.length === 0) {
      out.push(
        notAssessed({
          id: 'photos.measured-quality',
          category: cat,
          label: 'high-quality photos',
          evidence: 'The photo analysis could not measure any photo.',
          source: SOURCES.photoMeasured,
        }),
        notAssessed({
          id: 'photos.technical-issues',
          category: cat,
          label: 'no technical faults',
          evidence: 'The photo analysis could not measure any photo.',
          source: SOURCES.photoMeasured,
        }),
      );
    } else {
      const mean = measured.reduce((s, m) => s + clamp(m.overallScore), 0) / measured.length;
      const faulty = measured.filter((m) => m.technicalIssues.length > 0);
      const worst = [...measured].sort((a, b) => a.overallScore - b.overallScore || a.photoIndex - b.photoIndex).slice(0, 3);
      out.push(
        rule({
          id: 'photos.measured-quality',
          category: cat,
          label: 'high-quality photos',
          maxPoints: P.measuredSet,
          points: (P.measuredSet * mean) / 100,
          evidence: `Average photo score ${Math.round(mean)}/100 over ${plural(measured.length, 'measured photo')}; lowest: ${worst.map((m) => `photo ${m.photoIndex + 1} (${Math.round(clamp(m.overallScore))})`).join(', ')}.`,
          source: SOURCES.photoMeasured,
          fix: `Reshoot or drop the weakest photos first: ${worst.map((m) => `photo ${m.photoIndex + 1}`).join(', ')}.`,
        }),
        rule({
          id: 'photos.technical-issues',
          category: cat,
          label: 'no technical faults',
          maxPoints: P.technical,
          points: share(P.technical, measured.length - faulty.length, measured.length),
          evidence: faulty.length
            ? `${faulty.length} of ${plural(measured.length, 'measured photo')} have faults, e.g. photo ${faulty[0]!.photoIndex + 1}: ${faulty[0]!.technicalIssues.map((t) => t.replace(/_/g, ' ')).join(', ')}.`
            : `None of the ${plural(measured.length, 'measured photo')} has a technical fault.`,
          source: SOURCES.photoMeasured,
          fix: 'Fix the faults the photo analysis lists (dark, blurry, small, tilted) by reshooting those photos.',
        }),
      );
    }
  }
  return out;
}
