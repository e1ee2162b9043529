import type { Listing, ListingCard, Profile } from '../../contract/wire';

// Listing-level display rules of the dashboard and the listing detail (spec sections 2, 4 and 8).

/** A whole listing's card: what GET /api/listings answers for it. */
export function cardOf(listing: Listing): ListingCard {
  const { userId: _user, scrapedData: _content, recommendations: _checks, ...card } = listing;
  return card;
}

/** The greeting's name: the first word of the full name, else the e-mail's part before the @. */
export function greetingName(profile: Pick<Profile, 'fullName'> | null, email: string | null | undefined): string {
  const first = profile?.fullName?.trim().split(/\s+/)[0];
  if (first) return first;
  return email ? (email.split('@')[0] ?? '') : '';
}

/** A rating shows (star and number) only when it exists and there is at least one review. */
export function hasReviews(listing: Pick<Listing, 'rating' | 'reviewCount'>): boolean {
  return listing.rating != null && listing.reviewCount > 0;
}

/** The card shows 'Optimization Score' only for a score above 0. */
export function showsCardScore(listing: Pick<Listing, 'seoScore'>): boolean {
  return listing.seoScore != null && listing.seoScore > 0;
}

/** The last analysis ended with an error and nothing is running: nothing will change until the host acts. */
export function analysisFailed(listing: Pick<Listing, 'isAnalyzing' | 'analysisError'>): boolean {
  return !listing.isAnalyzing && Boolean(listing.analysisError);
}

/**
 * seoScore null or isAnalyzing true means a (re-)analysis is in progress: spinner, 'Recalculating...'. A listing
 * whose analysis failed is not recalculating (it would spin forever); the detail screen shows the error instead.
 */
export function isRecalculating(listing: Pick<Listing, 'isAnalyzing' | 'seoScore' | 'analysisError'>): boolean {
  return listing.isAnalyzing || (listing.seoScore == null && !analysisFailed(listing));
}

/**
 * The score is in but the photos are still being measured: the photo run that follows every analysis re-scores
 * the listing with the measured photos, so the score is provisional and changes at most once. The server says so.
 */
export function photosBeingMeasured(listing: Pick<Listing, 'isAnalyzing' | 'seoScore' | 'analysisError' | 'scoreProvisional'>): boolean {
  if (listing.isAnalyzing || listing.seoScore == null || listing.analysisError) return false;
  return listing.scoreProvisional === true;
}

export function anyAnalyzing(listings: readonly Pick<Listing, 'isAnalyzing'>[]): boolean {
  return listings.some((l) => l.isAnalyzing);
}

export interface FailureInfo {
  message: string;
  status: number | null;
  code: string | null;
}

export type ListFailureView = 'retry' | 'empty' | 'error';

/**
 * How the dashboard shows a failed list: failures mentioning fetch, network or timeout (and not 401/404) get
 * 'Failed to load listings' with 'Try Again'; a 401 or 404 means there is nothing to show; anything else
 * (a server error) shows the same heading with the server's message, so a host is never told they have no
 * listings when the list simply could not be read.
 */
export function listFailureView(failure: FailureInfo): ListFailureView {
  if (failure.status === 401 || failure.status === 404) return 'empty';
  if (failure.code === 'network' || failure.code === 'timeout' || /fetch|network|timeout|timed out/i.test(failure.message)) return 'retry';
  return 'error';
}

const ratingFormat = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** A rating as guests see it on the platform: 4.87, 5.0. */
export function formatRating(rating: number): string {
  return ratingFormat.format(rating);
}
