// How the advice words a problem that several checks share: a section that is empty is one thing to write, a
// part the page we read did not show is one thing to let us read, and the photo analysis' own advice, which
// names the photos one by one, becomes the fix of the photo check it is about rather than a second list.

import type { ListingPart, PhotoAdviceTopic, PhotoRecommendation } from '../../../contract/wire';
import type { AdviceCheck, Draft, ReadAgain } from './advice-types';
import type { SectionSpec } from './advice-sections';
import { SECTION_MAX as max, SECTION_MIN as min, SUMMARY_LIMIT } from './description.checks';

/** A section that is empty: one thing to write, said as a host would say it. */
const WRITE_SECTION: Partial<Record<SectionSpec['key'], string>> = {
  listingDescription: `Write a Listing Description: ${min}-${SUMMARY_LIMIT} characters that say what and where the place is, and its best feature, in the first lines.`,
  theSpace: `Write a 'The space' section: ${min}-${max} characters about the rooms and what makes them good.`,
  guestAccess: `Write a 'Guest access' section: ${min}-${max} characters on the parts of the place guests can use and how they get in.`,
  otherDetails: `Write an 'Other things to note' section: ${min}-${max} characters on what guests should know before booking, such as stairs, noise or parking.`,
  photos: 'Add photos: at least 7 (channels reject listings with fewer), and aim for 20 or more showing every room.',
  amenities: 'Tick every amenity your place has in Airbnb (at least 5, the channel minimum): guests filter searches by amenities.',
};

const PART_WORDS: Partial<Record<ListingPart, { label: string; what: string }>> = {
  title: { label: 'Title', what: 'the title' },
  description: { label: 'Description', what: 'the description' },
  houseRules: { label: 'House rules', what: 'the house rules' },
  photos: { label: 'Photos', what: 'the photos' },
  amenities: { label: 'Amenities', what: 'the amenities' },
};

const IMPORT = '"Import the page instead"';

function words(list: readonly string[]): string {
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** One import that lets us read everything the page we read did not show. */
export function importFix(reads: readonly ReadAgain[]): string {
  const whats = [...new Set(reads.flatMap((r) => (r.what ? [r.what] : [])))];
  const opens = [...new Set(reads.flatMap((r) => (r.open ? [r.open] : [])))];
  const open = opens.length ? `Open ${words(opens)} on your listing, then import` : 'Import';
  const showing = whats.length ? ` with ${words(whats)} showing` : '';
  return `${open} the page (${IMPORT})${showing}, so we read and score all of it.`;
}

function firstFix(checks: readonly AdviceCheck[]): string {
  const costliest = [...checks].sort((a, b) => b.maxPoints - b.points - (a.maxPoints - a.points))[0];
  return costliest?.fix ?? '';
}

/** The section's part was not on the page we read: the one thing to do is let us read it. */
export function notOnPageFinding(spec: SectionSpec, losing: readonly AdviceCheck[]): Draft {
  const part = PART_WORDS[spec.part!] ?? { label: spec.name, what: `the ${spec.name.toLowerCase()}` };
  return {
    id: `${spec.key}.not-on-page`,
    section: spec.key,
    checks: [...losing],
    problem: 'Not on the page we read.',
    evidence: [`${part.label}: not on the page we read.`],
    fix: `Import your listing page with ${part.what} showing (${IMPORT}), so we can read and score ${part.what}.`,
    notOnPage: true,
    reads: { what: part.what },
  };
}

/** The section is empty: one finding with one fix, whatever number of checks it fails. */
export function blankSectionFinding(spec: SectionSpec, losing: readonly AdviceCheck[]): Draft {
  const written = WRITE_SECTION[spec.key];
  const isText = spec.key in { listingDescription: 1, theSpace: 1, guestAccess: 1, otherDetails: 1 };
  return {
    id: `${spec.key}.empty`,
    section: spec.key,
    checks: [...losing],
    problem: isText ? 'Missing: this section is empty.' : undefined,
    evidence: isText ? [`${spec.name} is empty.`] : losing.map((c) => c.evidence),
    fix: written ?? firstFix(losing),
  };
}

/** Evidence about a list the page cut short says what the page we read lacked, not what the listing lacks. */
function onThePageWeRead(evidence: string): string {
  return evidence
    .replace(/; missing: /g, '; not on the page we read: ')
    .replace(/\bis not ticked\b/g, 'is not on the page we read')
    .replace(/: not listed\b/g, ': not on the page we read')
    .replace(/^No (.+) declared\.$/, 'No $1 on the page we read.');
}

const CUT_SHORT_AMENITIES = `Open "Show all amenities" on your listing, then import the page (${IMPORT}), so we read every amenity.`;
const CUT_SHORT_PHOTOS = `Open "Show all photos" on your listing, then import the page (${IMPORT}), so we count every photo.`;

/**
 * The page showed only the first photos or amenities: what it did not show is not on the page we read, so the
 * fix is to let us read the whole list; the rubric's own fix follows, for what the whole list still lacks.
 */
export function listCutShort(draft: Draft, notOnPage: ReadonlySet<string>, stated?: { photos?: number; amenities?: number }): Draft {
  // With a stated total a count was judged on the whole list (stated-count.ts): its own fix stands.
  if (
    draft.section === 'photos' &&
    stated?.photos === undefined &&
    notOnPage.has('photoTour') &&
    !notOnPage.has('photos') &&
    draft.checks.some((c) => c.id === 'photos.count')
  )
    return {
      ...draft,
      problem: 'Only the first photos were on the page we read.',
      fix: CUT_SHORT_PHOTOS,
      steps: undefined,
      notOnPage: true,
      reads: { open: '"Show all photos"' },
    };
  const amenityList =
    draft.section === 'amenities' || (draft.section === 'safety' && draft.checks.every((c) => c.id !== 'amenities.cameras'));
  const countOnly = draft.checks.every((c) => c.id === 'amenities.count');
  if (amenityList && notOnPage.has('amenitiesList') && !notOnPage.has('amenities') && !(countOnly && stated?.amenities !== undefined))
    return {
      ...draft,
      problem: 'Only the first amenities were on the page we read.',
      evidence: [
        ...(draft.evidence.some((e) => /only the first amenities/.test(e))
          ? []
          : ['The page we read showed only the first amenities, not the full list.']),
        ...draft.evidence.map(onThePageWeRead),
      ],
      fix: CUT_SHORT_AMENITIES,
      steps: [`If the full list does not have it either: ${draft.fix}`],
      notOnPage: true,
      reads: { open: '"Show all amenities"' },
    };
  return draft;
}

// The photo checks that rate the measured photos are one problem: photos that need reshooting.
const PHOTO_GROUP: Record<string, string> = {
  'photos.measured-cover': 'photos.quality',
  'photos.measured-quality': 'photos.quality',
  'photos.technical-issues': 'photos.quality',
};

const TOPIC_GROUP: Record<PhotoAdviceTopic, string | null> = {
  count: 'photos.count',
  cover: 'photos.quality',
  faults: 'photos.quality',
  size: 'photos.resolution',
  portrait: 'photos.landscape',
  'square-crop': 'photos.cover-shape',
  variety: 'photos.first-five-variety',
  rooms: 'photos.room-tour',
  duplicates: null,
  failed: null,
};

/**
 * The photo findings with the photo analysis' advice in them: each piece of its advice becomes the fix (or a
 * further step) of the check it is about, so no photo advice is given twice; what fits no check is `more`.
 */
export function photoAdviceFor(
  drafts: readonly Draft[],
  recommendation: PhotoRecommendation | null,
  photoTourCut: boolean,
): { drafts: Draft[]; more: string[] } {
  const groups = new Map<string, Draft>();
  for (const d of drafts) {
    const key = PHOTO_GROUP[d.id] ?? d.id;
    const kept = groups.get(key);
    if (!kept) groups.set(key, { ...d, id: key, checks: [...d.checks], evidence: [...d.evidence] });
    else {
      kept.checks.push(...d.checks);
      kept.evidence.push(...d.evidence);
      kept.fix = firstFix(kept.checks);
    }
  }
  const more: string[] = [];
  const advised = new Set<string>();
  const items = recommendation && !recommendation.unmeasured ? [...recommendation.criticalIssues, ...recommendation.improvements] : [];
  for (const item of items) {
    // A page that showed only the first photos says nothing of how many the listing has.
    if (photoTourCut && item.topic === 'count') continue;
    const group = item.topic ? TOPIC_GROUP[item.topic] : null;
    const draft = group ? groups.get(group) : undefined;
    if (!draft) {
      more.push(item.suggestion);
      continue;
    }
    if (!advised.has(draft.id)) {
      draft.fix = item.suggestion;
      advised.add(draft.id);
    } else (draft.steps ??= []).push(item.suggestion);
  }
  return { drafts: [...groups.values()], more };
}
