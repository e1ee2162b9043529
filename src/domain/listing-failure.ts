import type { Listing, ListingPart } from '../../contract/wire';
import { analysisFailed } from './listing-rules';

// How a listing that could not be read shows (issue 16), and which parts a partial page lacked.

/**
 * failed: the analysis ended with an error and nothing of the listing was ever read: the detail screen shows the
 * reason and the two ways forward instead of empty sections. stale: the latest analysis failed but what an
 * earlier one read is still there (the summary says why; the sections show the earlier results). none: nothing
 * failed. The dashboard card and the chat picker need only analysisFailed (the list may carry no content).
 */
export type ListingFailureView = 'none' | 'failed' | 'stale';

export function listingFailureView(listing: Pick<Listing, 'isAnalyzing' | 'analysisError' | 'scrapedData'>): ListingFailureView {
  if (!analysisFailed(listing)) return 'none';
  return listing.scrapedData == null ? 'failed' : 'stale';
}

/** Being read for the first time (or again after a failure): there are no results to show yet. */
export function awaitingFirstResults(listing: Pick<Listing, 'isAnalyzing' | 'scrapedData' | 'recommendations'>): boolean {
  return listing.isAnalyzing && (listing.scrapedData == null || listing.recommendations == null);
}

const PART_ORDER: ListingPart[] = ['title', 'description', 'photos', 'photoTour', 'amenities', 'amenitiesList', 'houseRules'];

/** The parts the page we read did not have, in the order the detail screen shows them; none for a full page. */
export function partsNotOnPage(listing: Pick<Listing, 'scrapedData'>): ListingPart[] {
  const parts = listing.scrapedData?.extraction?.notOnPage ?? [];
  return PART_ORDER.filter((part) => parts.includes(part));
}
