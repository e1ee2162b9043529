import type { Listing, ListingCard, ListingContent } from '../../contract/wire';
import { withAdvice } from '../analysis/score/advice';
import type { CARD_COLUMNS, ListingRow, ListingSummary, WIRE_COLUMNS } from './listings.repository';

// From stored rows and extracted content to what the browser reads (wire.ts `Listing`).

export function summarise(content: ListingContent, fallbackTitle: string): ListingSummary {
  const place = content.location.text ?? ([content.location.city, content.location.country].filter(Boolean).join(', ') || null);
  return {
    title: content.title ?? fallbackTitle,
    imageUrl: content.photos[0]?.url ?? null,
    rating: content.rating,
    reviewCount: content.reviewCount,
    location: place,
    photoCount: content.photos.length,
  };
}

/** What a listing is called before its page has been read (and when it could not be read): its address. */
export function provisionalTitle(url: string): string {
  return url;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toWireListing(row: Pick<ListingRow, (typeof WIRE_COLUMNS)[number]>): Listing {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    url: row.url,
    imageUrl: row.image_url,
    rating: row.rating,
    reviewCount: row.review_count,
    location: row.location,
    seoScore: row.seo_score,
    scoreProvisional: row.seo_score !== null && row.score_provisional,
    isAnalyzing: row.is_analyzing,
    photoCount: row.photo_count,
    scrapedData: row.scraped_data ?? null,
    // A score stored before the advice existed gets it here, from its own checks: every surface reads the advice.
    recommendations: row.recommendations ? withAdvice(row.recommendations, row.scraped_data ?? null) : null,
    analysisError: row.analysis_error,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    analyzedAt: iso(row.analyzed_at),
  };
}

/** The list's answer per listing (wire.ts `ListingCard`): what the dashboard card and the chat picker show. */
export function toListingCard(row: Pick<ListingRow, (typeof CARD_COLUMNS)[number]>): ListingCard {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    imageUrl: row.image_url,
    rating: row.rating,
    reviewCount: row.review_count,
    location: row.location,
    seoScore: row.seo_score,
    scoreProvisional: row.seo_score !== null && row.score_provisional,
    isAnalyzing: row.is_analyzing,
    photoCount: row.photo_count,
    analysisError: row.analysis_error,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    analyzedAt: iso(row.analyzed_at),
  };
}
