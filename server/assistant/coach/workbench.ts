import { createHash } from 'node:crypto';
import type { ApprovedTexts, ListingContent } from '../../../contract/wire';
import type { KnownFact } from '../facts/fact-details';
import { type Grounding, groundingFor } from '../grounding';
import { factsOf, type ListingFacts } from '../listing-facts';
import type { ListingSnapshot } from '../types';

// Everything the coach composes and scores from: the listing's content, what the host told the assistant, the
// facts of both in one shape, and what a suggestion may claim.

export interface Workbench {
  listing: ListingSnapshot;
  content: ListingContent;
  told: KnownFact[];
  facts: ListingFacts;
  grounding: Grounding;
  approved: ApprovedTexts;
  /** Words that name the listing's place (city, region, neighbourhood), for keeping them in a title. */
  placeWords: string[];
  /** Same key, same inputs: the content, title, told facts and approved texts everything here is worked out from. */
  key: string;
}

function placeWordsOf(content: ListingContent): string[] {
  const loc = content.location;
  const text = [loc.city, loc.region, loc.country, loc.text, loc.neighborhood, content.descriptionSections['Listing Description']]
    .filter((t): t is string => Boolean(t))
    .join(' ');
  return [...new Set(text.match(/[\p{Lu}][\p{L}'’-]{2,}/gu) ?? [])];
}

export function workbench(listing: ListingSnapshot & { content: ListingContent }, told: KnownFact[], approved: ApprovedTexts): Workbench {
  return {
    listing,
    content: listing.content,
    told,
    facts: factsOf(listing.content, listing.title, told),
    grounding: groundingFor(listing.content, listing.title, told),
    approved,
    placeWords: placeWordsOf(listing.content),
    key: createHash('sha256')
      .update(JSON.stringify([listing.content, listing.title, told, approved]))
      .digest('base64url'),
  };
}

/** The same listing as if the host had also told `fact` (to measure what an answer would be worth). */
export function withFact(wb: Workbench, fact: KnownFact): Workbench {
  return workbench(
    wb.listing as ListingSnapshot & { content: ListingContent },
    [...wb.told.filter((t) => t.key !== fact.key), fact],
    wb.approved,
  );
}
