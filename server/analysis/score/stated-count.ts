import type { ListingContent } from '../../../contract/wire';
import { plural } from './check';

// The count a count-based rule judges. A page can show a list in part and state its total ("Show all 65
// amenities", "1 / 32"): the rule then judges the stated total, not the few listed, and says what it could not
// see. A list cut short without a stated total cannot be judged at all: it would cost points as if the listing
// lacked what the page did not show.

export type CountedList = 'photos' | 'amenities';

export interface JudgedCount {
  /** The number the rule judges; null when the page showed the list in part and did not say how many there are. */
  count: number | null;
  /** When `count` is not simply what the page listed: why, and what could not be seen (one or two sentences). */
  note: string | null;
}

const WORDS: Record<CountedList, { one: string; many: string; rest: string; first: string }> = {
  photos: {
    one: 'photo',
    many: 'photos',
    rest: 'the photo tour was not on the page we read',
    first: 'showed only the first',
  },
  amenities: {
    one: 'amenity',
    many: 'amenities',
    rest: 'the full list behind "Show all amenities" was not on the page we read',
    first: 'listed only the first',
  },
};

const PART: Record<CountedList, 'photoTour' | 'amenitiesList'> = { photos: 'photoTour', amenities: 'amenitiesList' };

/** The count to judge for a list of which the page we read holds `listed` items. */
export function countToJudge(content: ListingContent, list: CountedList, listed: number): JudgedCount {
  const words = WORDS[list];
  const stated = content.statedTotals?.[list];
  const notOnPage = content.extraction?.notOnPage ?? [];
  const cutShort = notOnPage.includes(PART[list]) || (listed === 0 && notOnPage.includes(list));
  if (stated !== undefined && stated > listed) {
    const unseen = stated - listed;
    return {
      count: stated,
      note:
        `${plural(stated, words.one, words.many)}, as the page states. The page we read ${listed === 0 ? 'shows none of them' : `shows ${listed}`}; ` +
        `the other ${unseen} could not be seen (${words.rest}), so they count as the page states.`,
    };
  }
  if (cutShort && stated === undefined) {
    const shown = listed === 0 ? `showed no ${words.many}` : `${words.first} ${plural(listed, words.one, words.many)}`;
    return {
      count: null,
      note: `The page we read ${shown} and does not say how many the listing has, so the count is not judged: what the page did not show costs nothing.`,
    };
  }
  return { count: listed, note: null };
}
