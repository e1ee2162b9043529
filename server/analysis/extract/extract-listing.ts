import type { ListingContent, ListingExtraction, ListingPart, Platform } from '../../../contract/wire';
import { pdpFormat, pdpListingId, readPdp } from './airbnb/airbnb-extractor';
import { findLegacyListing, mayHoldLegacyListing, readLegacyListing } from './airbnb/legacy-listing';
import { locatePdp, mayHoldPdpPayload, pdpAccessors, type PdpLocation } from './airbnb/pdp-payload';
import { captchaMarker, domainHandoff } from './block-detection';
import { readRenderedDom } from './dom/rendered-dom';
import { EMPTY_META, ogFirst, parseDocument, type PageDocument } from './page-document';
import { readJsonLdAndOpenGraph } from './json-ld';
import { pageListingId, savedFromUrl } from './page-address';
import {
  contentFromReading,
  hasListingContent,
  mergeReadings,
  readingFromContent,
  type MergedReading,
  type SourcedReading,
} from './reading';
import { storableStrings } from './text';
import { isAirbnbHost } from '../fetch/known-hosts';

// From one document to ListingContent, or to a clear verdict when the document is not a readable listing.
// Every part of the page is read for what it shows, and each field is taken from the best part that has it
// (airbnb-data.md section 1): Airbnb's embedded state (StaysPdpSections, or the older listing objects), then
// the rendered page (data-section-id blocks), then schema.org JSON-LD, then Open Graph and <title>. Embedded
// state is used only when it is about the listing the page shows: a page the host reached by clicking keeps
// the state of the page they came from. Blocked, removed, skeleton and wrong-page documents with nothing of
// a listing on them are reported as such, never turned into an empty listing that would then be scored.

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
    'The listing site showed us a bot check instead of your listing, so we could not read it. This usually passes: try again in a few minutes, or import the page from your browser.',
  not_found: 'This listing could not be found. It may have been removed, unlisted or made private.',
  skeleton: 'The page came back as an empty shell without the listing details. Please try again, or import the page from your browser.',
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

/** A view of the page with only its JSON-LD, or only its head tags, so each is read (and credited) on its own. */
function partOf(doc: PageDocument, part: 'json-ld' | 'meta'): PageDocument {
  return {
    kind: doc.kind,
    dom: null,
    page: null,
    $: null,
    states: [],
    hypernova: [],
    stateTexts: [],
    jsonLd: part === 'json-ld' ? doc.jsonLd : [],
    meta: part === 'meta' ? doc.meta : EMPTY_META,
    raw: '',
  };
}

/** The parts a full listing page always has; a page without one of them looked trimmed. */
const CORE_PARTS: ListingPart[] = ['title', 'description', 'photos', 'amenities'];

function missingParts(merged: MergedReading): ListingPart[] {
  const r = merged.reading;
  const has: Record<Exclude<ListingPart, 'photoTour' | 'amenitiesList'>, boolean> = {
    title: Boolean(r.title),
    description: Boolean(r.descriptionSections && Object.keys(r.descriptionSections).length),
    photos: Boolean(r.photos?.length),
    amenities: Boolean(r.amenities?.length),
    houseRules: Boolean(r.houseRules?.length || r.checkIn || r.checkOut),
  };
  return (Object.keys(has) as (keyof typeof has)[]).filter((part) => !has[part]);
}

function extractionOf(merged: MergedReading, format: string, platform: Platform): ListingExtraction {
  const missing = missingParts(merged);
  const partial = missing.some((part) => CORE_PARTS.includes(part));
  const notOnPage: ListingPart[] = partial ? [...missing] : [];
  // A list the page showed in part is cut short unless it already holds as many as the page says there are.
  const r = merged.reading;
  const photosShort = merged.photosArePreview && !(r.photoTotal && (r.photos?.length ?? 0) >= r.photoTotal);
  const available = r.amenities?.filter((a) => a.available).length ?? 0;
  const amenitiesShort = merged.amenitiesArePreview && !(r.amenityTotal && available >= r.amenityTotal);
  if (platform === 'airbnb' && photosShort) notOnPage.push('photoTour');
  if (platform === 'airbnb' && amenitiesShort) notOnPage.push('amenitiesList');
  return { format, partial, ...(notOnPage.length ? { notOnPage } : {}) };
}

function noListingVerdict(
  doc: PageDocument,
  context: ExtractionContext,
  located: PdpLocation,
  ignoredState: string | null,
): ExtractionResult {
  if (located.kind === 'skeleton') return verdict('skeleton', 'StaysPdpSections payload is a skeleton (skip / StayListing:undefined)');
  if (located.kind === 'wrong_page') return verdict('wrong_page', `embedded state holds ${located.queries.join(', ')}`);
  if (ignoredState) return verdict('wrong_page', ignoredState);
  if (located.kind === 'empty') return verdict('not_found', `StaysPdpSections without sections (${located.detail})`);
  if (located.kind === 'payload') return verdict('not_found', 'the listing payload has no listing content');
  if (looksLikeAirbnb(doc, context)) return verdict('not_found', 'an Airbnb page without listing data');
  return verdict('no_data', 'no embedded state, no rendered listing, no lodging JSON-LD');
}

function readDocument(raw: string, context: ExtractionContext): ExtractionResult {
  const doc = parseDocument(raw);

  const handoff = domainHandoff(doc, context.url);
  if (handoff) return { status: 'handoff', url: handoff, message: VERDICT_MESSAGES.handoff };

  // A page's state is parsed only when it could hold the listing's payload, or for the verdict on a page without a
  // listing (a JSON document is its state, parsed already).
  let location: PdpLocation | undefined;
  const located = () => (location ??= locatePdp(doc.states));
  const payload = doc.kind === 'json' || mayHoldPdpPayload(doc.stateTexts) ? located() : null;
  const dom = readRenderedDom(doc);
  // What the page shows: the address the browser saved it from, the id in its own booking form and links,
  // its canonical and Open Graph addresses, else the address it was read from. (Worked out only when needed:
  // it reads the head, and a bot-check page is judged from its scripts alone.)
  let shown: string | null | undefined;
  const shownId = () =>
    (shown ??= pageListingId(doc, [savedFromUrl(doc.raw)]) ?? dom?.reading.platformListingId ?? pageListingId(doc, [context.url]) ?? null);
  const readings: SourcedReading[] = [];
  let format: string | null = null;
  let ignoredState: string | null = null;

  if (payload?.kind === 'payload') {
    const pdp = pdpAccessors(payload.payload, payload.vintage, payload.cacheKey);
    const stateId = pdpListingId(pdp);
    const pageId = stateId ? shownId() : null;
    if (pageId && stateId && stateId !== pageId) {
      ignoredState = `embedded StaysPdpSections is for listing ${stateId}, the page shows ${pageId}`;
    } else {
      readings.push(readPdp(pdp, doc.kind === 'html' ? doc.meta.lang : null));
      format = pdpFormat(pdp);
    }
  }
  if (readings.length === 0) {
    const legacy = mayHoldLegacyListing(doc.stateTexts) ? findLegacyListing([...doc.hypernova, ...doc.states]) : null;
    if (legacy) {
      readings.push({ source: 'state', reading: readingFromContent(readLegacyListing(legacy)) });
      format = doc.hypernova.length ? 'airbnb-hypernova' : 'airbnb-legacy-listing';
    }
  }
  if (dom && hasListingContent(dom.reading)) {
    readings.push({
      source: 'dom',
      reading: dom.reading,
      photosArePreview: dom.photosArePreview,
      amenitiesArePreview: dom.amenitiesArePreview,
    });
    format ??= 'airbnb-rendered-dom';
  }

  if (readings.length === 0) {
    const state = located();
    if (state.kind === 'blocked') return verdict('blocked', `StaysPdpSections error: ${state.detail}`);
    const captcha = captchaMarker(doc);
    if (captcha) return verdict('blocked', captcha);
  }

  const platform: Platform = readings.length ? 'airbnb' : platformOf(doc, context);
  if (doc.kind === 'html') {
    const jsonLd = readJsonLdAndOpenGraph(partOf(doc, 'json-ld'), platform);
    const airbnbListingOg = ogFirst(doc, 'og:type') === 'airbedandbreakfast:listing';
    if (readings.length || jsonLd.hasLodgingData || airbnbListingOg) {
      const meta = readJsonLdAndOpenGraph(partOf(doc, 'meta'), platform).content;
      const airbnbJsonLd = platform === 'airbnb';
      readings.push(
        { source: 'json-ld', reading: readingFromContent({ ...jsonLd.content, platformListingId: null }), photosArePreview: airbnbJsonLd },
        { source: 'meta', reading: readingFromContent({ ...meta, platformListingId: shownId() }), photosArePreview: true },
      );
      format ??= jsonLd.hasLodgingData ? 'json-ld' : 'open-graph';
    }
  }

  const merged = mergeReadings(readings);
  if (!format || !hasListingContent(merged.reading)) return noListingVerdict(doc, context, located(), ignoredState);

  const content: ListingContent = {
    ...contentFromReading(merged.reading, { platform, canonicalUrl: context.canonicalUrl, fetchedAt: context.fetchedAt }),
    extraction: extractionOf(merged, format, platform),
    fieldSources: merged.sources,
  };
  return { status: 'listing', content: resolvePhotoUrls(content, context.url) };
}
