import type { ApprovedTexts } from '../../../contract/wire';
import type { Grounding } from '../grounding';
import type { ListingFacts } from '../listing-facts';
import type { ListingSnapshot } from '../types';

/** What every answer of the built-in coach reads: the listing, its facts, the grounding and the approved texts. */
export interface CoachContext {
  listing: ListingSnapshot;
  facts: ListingFacts;
  grounding: Grounding;
  approved: ApprovedTexts;
}
