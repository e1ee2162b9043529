import type { ListingContent, Platform } from '../../../contract/wire';
import { extractFromPdp, hasUsefulContent } from './airbnb/airbnb-extractor';
import { findLegacyListing, readLegacyListing } from './airbnb/legacy-listing';
import { locatePdp, pdpAccessors } from './airbnb/pdp-payload';
import { captchaMarker, domainHandoff } from './block-detection';
import { readJsonLdAndOpenGraph } from './json-ld';
import { ogFirst, parseDocument, type PageDocument } from './page-document';
import { storableStrings } from './text';
import { isAirbnbHost } from '../fetch/known-hosts';

// From one fetched document to ListingContent, or to a clear verdict when the document is not a readable
// listing. Order (airbnb-data.md section 1): Airbnb's embedded StaysPdpSections state, older Airbnb formats,
// then schema.org JSON-LD with Open Graph. Blocked, removed, skeleton and wrong-page documents are reported
// as such: they are never turned into an empty listing that would then be scored.

export interface ExtractionContext {
  /** Where the document came from (after redirects). */
  url: string;
  /** The listing's canonical address (from URL intake). */
  canonicalUrl: string;
  fetchedAt: string;
  /** Platform known from the address, if any. */
  platform?: Platform;
}

export type ExtractionVerdict = 'blocked' | 'handoff' | 'not_found' | 'skeleton' | 'wrong_page' | 'no_data';

export type ExtractionResult =
  | { status: 'listing'; content: ListingContent }
  | { status: 'handoff'; url: string; message: string }
  | { status: Exclude<ExtractionVerdict, 'handoff'>; message: string; detail: string };

export const VERDICT_MESSAGES = {
  blocked:
    'The listing site did not show us this listing just now (it answered with a bot check instead of the page). This usually passes; please try again in a few minutes.',
  not_found: 'This listing could not be found. It may have been removed, unlisted or made private.',
  skeleton: 'The page came back as an empty shell without the listing details. Please try again.',
  wrong_page: 'The page we received belongs to another page of the site, not to this listing.',
  no_data: 'That page has no listing details we can read. A listing page needs schema.org VacationRental, LodgingBusiness or Hotel data.',
  handoff: 'The listing site moved us to another of its country sites.',
} as const;

function platformOf(doc: PageDocument, context: ExtractionContext): Platform {
  if (context.platform && context.platform !== 'other') return context.platform;
  const siteName = (ogFirst(doc, 'og:site_name') ?? '').toLowerCase();
  if (siteName.includes('vrbo')) return 'vrbo';
  if (siteName.includes('booking.com')) return 'booking';
  if (siteName === 'airbnb') return 'airbnb';
  return context.platform ?? 'other';
}

function looksLikeAirbnb(doc: PageDocument, context: ExtractionContext): boolean {
  try {
    if (isAirbnbHost(new URL(context.url).hostname)) return true;
  } catch {
    // fall through to the page's own markers
  }
  return (ogFirst(doc, 'og:site_name') ?? '').toLowerCase() === 'airbnb' || context.platform === 'airbnb';
}

/** Photo links may be relative (/samples/… pages, some direct sites): resolve them as a browser would. */
function resolvePhotoUrls(content: ListingContent, base: string): ListingContent {
  const photos = content.photos
    .map((photo) => {
      try {
        const url = new URL(photo.url, base);
        return url.protocol === 'http:' || url.protocol === 'https:' ? { ...photo, url: url.href } : null;
      } catch {
        return null;
      }
    })
    .filter((p): p is NonNullable<typeof p> => p !== null);
  return { ...content, photos };
}

function listing(content: ListingContent, context: ExtractionContext): ExtractionResult {
  return { status: 'listing', content: resolvePhotoUrls(content, context.url) };
}

function verdict(status: Exclude<ExtractionVerdict, 'handoff'>, detail: string): ExtractionResult {
  return { status, message: VERDICT_MESSAGES[status], detail };
}

/**
 * Reads one document. Text taken from a page may hold what no listing text should (NUL, an unpaired surrogate
 * half from a broken \u escape): the result carries none of it, so it can always be stored and shown.
 */
export function extractListing(raw: string, context: ExtractionContext): ExtractionResult {
  return storableStrings(readDocument(raw, context));
}

function readDocument(raw: string, context: ExtractionContext): ExtractionResult {
  const doc = parseDocument(raw);
  const base = { canonicalUrl: context.canonicalUrl, fetchedAt: context.fetchedAt };

  const handoff = domainHandoff(doc, context.url);
  if (handoff) return { status: 'handoff', url: handoff, message: VERDICT_MESSAGES.handoff };

  const located = locatePdp(doc.states);
  if (located.kind === 'payload') {
    const fallback = doc.kind === 'html' ? readJsonLdAndOpenGraph(doc, 'airbnb') : null;
    const content = extractFromPdp(pdpAccessors(located.payload, located.vintage, located.cacheKey), base, fallback, doc.meta.lang);
    if (hasUsefulContent(content)) return listing(content, context);
    return verdict('not_found', 'the listing payload has no title, description or photos');
  }
  if (located.kind === 'blocked') return verdict('blocked', `StaysPdpSections error: ${located.detail}`);
  if (located.kind === 'skeleton') return verdict('skeleton', 'StaysPdpSections payload is a skeleton (skip / StayListing:undefined)');

  const legacy = findLegacyListing([...doc.hypernova, ...doc.states]);
  if (legacy) {
    const content: ListingContent = {
      ...readLegacyListing(legacy),
      platform: 'airbnb',
      ...base,
    };
    content.extraction = {
      format: doc.hypernova.length ? 'airbnb-hypernova' : 'airbnb-legacy-listing',
      partial: content.photos.length === 0 || content.amenities.length === 0,
    };
    if (hasUsefulContent(content)) return listing(content, context);
  }

  const captcha = captchaMarker(doc);
  if (captcha) return verdict('blocked', captcha);

  const platform = platformOf(doc, context);
  const reading = doc.kind === 'html' ? readJsonLdAndOpenGraph(doc, platform) : null;
  const airbnbListingOg = ogFirst(doc, 'og:type') === 'airbedandbreakfast:listing';
  if (reading && (reading.hasLodgingData || airbnbListingOg)) {
    const content: ListingContent = {
      ...reading.content,
      platform,
      platformListingId: null,
      ...base,
      extraction: { format: reading.hasLodgingData ? 'json-ld' : 'open-graph', partial: true },
    };
    if (platform !== 'airbnb' && content.photos.length && content.amenities.length && Object.keys(content.descriptionSections).length) {
      content.extraction = { format: 'json-ld', partial: false };
    }
    if (hasUsefulContent(content)) return listing(content, context);
  }

  if (located.kind === 'wrong_page') return verdict('wrong_page', `embedded state holds ${located.queries.join(', ')}`);
  if (located.kind === 'empty') return verdict('not_found', `StaysPdpSections without sections (${located.detail})`);
  if (looksLikeAirbnb(doc, context)) return verdict('not_found', 'an Airbnb page without listing data');
  return verdict('no_data', 'no embedded state, no lodging JSON-LD');
}
