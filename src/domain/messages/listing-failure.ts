import type { ListingPart, StatedTotals } from '../../../contract/wire';

// Words for a listing that could not be read, and for a page that lacked parts (issue 16), written for hosts.

export const failedListingText = {
  cardTitle: 'Could not be analyzed',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again...',
  importPage: 'Import the page instead',
  detailTitle: 'We could not read this listing',
  fallbackReason: 'The analysis stopped before it could read the listing.',
  whatToDo: 'What you can do',
  tryAgainHow: 'Try again in a few minutes: these checks usually pass.',
  importHow:
    'Or import the page: you can always see your own listing in your own browser. Save it or copy its source, and we analyze that instead.',
  backToDashboard: 'Back to Dashboard',
  viewListing: 'View listing',
  reading: 'Reading your listing...',
  readingHow: 'Your score and advice show here as soon as the page is read.',
  staleNote: 'The results below are from the last analysis that worked.',
  notAnalyzed: 'Not analyzed',
} as const;

type MissingPart = Exclude<ListingPart, 'photoTour' | 'amenitiesList'>;

const PART_WORDS: Record<MissingPart, string> = {
  title: 'the title',
  description: 'the description',
  photos: 'the photos',
  amenities: 'the amenities',
  houseRules: 'the house rules',
};

function joined(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A list the page showed only the start of ('photoTour': the photos, 'amenitiesList': the amenities). */
function cutShort(parts: ListingPart[], totals: StatedTotals | undefined): string {
  const lists = parts.flatMap((p) => (p === 'photoTour' ? ['photos' as const] : p === 'amenitiesList' ? ['amenities' as const] : []));
  if (lists.length === 0) return '';
  const stated = lists.flatMap((list) => {
    const n = totals?.[list];
    return n ? [list === 'photos' ? plural(n, 'photo', 'photos') : plural(n, 'amenity', 'amenities')] : [];
  });
  const shown = `It showed only your first ${joined(lists)}`;
  return stated.length === lists.length
    ? `${shown}, and says your listing has ${joined(stated)}: they are counted as the page says, and what it did not show costs you no points.`
    : `${shown}${stated.length ? ` (it says your listing has ${joined(stated)})` : ''}: what it did not show costs you no points, and is not checked either.`;
}

export const partialPageText = {
  title: 'Part of your listing was not on the page we read',
  missing: (parts: ListingPart[], totals?: StatedTotals) => {
    const missing = parts.filter((p): p is MissingPart => p !== 'photoTour' && p !== 'amenitiesList');
    const lacked = missing.length
      ? `The page did not show ${joined(missing.map((p) => PART_WORDS[p]))}. ${
          missing.length === 1 ? 'That part is' : 'Those parts are'
        } scored as missing ("not on the page we read"), so your score may be lower than your listing deserves.`
      : '';
    return [lacked, cutShort(parts, totals)].filter(Boolean).join(' ');
  },
  how: 'For a full read, open your listing in your browser, open "Show all photos" and "Show all amenities", scroll to the end, then import the page.',
  importPage: 'Import the page instead',
} as const;
