import type { ListingPart } from '../../../contract/wire';

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

const PART_WORDS: Record<ListingPart, string> = {
  title: 'the title',
  description: 'the description',
  photos: 'the photos',
  photoTour: 'all your photos (only the first ones were on it)',
  amenities: 'the amenities',
  amenitiesList: 'all your amenities (only the first ones were on it)',
  houseRules: 'the house rules',
};

function joined(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export const partialPageText = {
  title: 'Part of your listing was not on the page we read',
  missing: (parts: ListingPart[]) =>
    `The page did not show ${joined(parts.map((p) => PART_WORDS[p]))}. ${
      parts.length === 1 ? 'That part is' : 'Those parts are'
    } scored as missing ("not on the page we read"), so your score may be lower than your listing deserves.`,
  how: 'To have everything counted, open your listing in your browser, open "Show all photos" and "Show all amenities", scroll to the end, then import the page.',
  importPage: 'Import the page instead',
} as const;
