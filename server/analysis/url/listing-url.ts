import { bareHost } from '../fetch/address-guard';
import { findRule, type FetchPolicy } from '../fetch/host-policy';
import { isAirbnbHost, isAirbnbShortLinkHost, isBookingHost, isVrboHost } from '../fetch/known-hosts';
import type { Platform } from '../../../contract/wire';
import { withoutTracking } from './tracking-params';
import { ListingUrlError, rejections } from './url-rejection';

// What a pasted address is: an Airbnb listing (kept as its id, canonical https://www.airbnb.com/rooms/<id>),
// an Airbnb short link that must be followed first, or a page on another allowed site that will be read from
// its JSON-LD / Open Graph data (Vrbo, Booking.com, ANALYZER_EXTRA_HOSTS, this server's own /samples/).

export const MAX_URL_LENGTH = 2048;
const LISTING_ID = /^\d{1,19}$/;

export type ListingTarget =
  | { kind: 'airbnb'; listingId: string; canonicalUrl: string; fetchUrl: string; platform: 'airbnb' }
  | { kind: 'airbnb-short-link'; url: string }
  | { kind: 'page'; platform: Platform; canonicalUrl: string; fetchUrl: string };

export type ResolvedTarget = Exclude<ListingTarget, { kind: 'airbnb-short-link' }>;

export interface IntakeContext {
  /** Hosts the fetcher may read: a page on any of them (other than the platforms) is accepted. */
  policy: FetchPolicy;
  /** Origins this server is reached at (e.g. http://localhost:8787), whose /samples/ pages are accepted. */
  ownOrigins?: string[];
  /** Where the analyser itself reads /samples/ from (loopback on its own port); null when samples are off. */
  samplesFetchOrigin?: string | null;
}

export function airbnbCanonicalUrl(listingId: string): string {
  return `https://www.airbnb.com/rooms/${listingId}`;
}

/** The URL the analyser requests for an Airbnb listing: the English .com page. */
export function airbnbFetchUrl(listingId: string): string {
  return `${airbnbCanonicalUrl(listingId)}?locale=en&currency=USD`;
}

function parseInput(input: string): URL {
  const text = input.trim();
  if (!text) throw rejections.empty();
  if (text.length > MAX_URL_LENGTH) throw rejections.tooLong();
  // People paste "airbnb.com/rooms/1" or "www.airbnb.it/rooms/1" without a scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[\w.-]+:\d+(\/|$)/.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw rejections.notUrl();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw rejections.scheme(url.protocol.replace(/:$/, ''));
  if (url.username || url.password) throw rejections.credentials();
  if (!url.hostname.includes('.') && !url.hostname.startsWith('[') && url.hostname !== 'localhost') throw rejections.notUrl();
  return url;
}

function airbnbId(id: string | undefined): string {
  if (!id || !LISTING_ID.test(id)) throw rejections.airbnbBadId();
  return id.replace(/^0+(?=\d)/, '');
}

function airbnbTarget(listingId: string): ListingTarget {
  return {
    kind: 'airbnb',
    listingId,
    canonicalUrl: airbnbCanonicalUrl(listingId),
    fetchUrl: airbnbFetchUrl(listingId),
    platform: 'airbnb',
  };
}

/** Classifies an Airbnb path; null when the path is not one we know. */
function classifyAirbnbPath(url: URL): ListingTarget {
  const parts = url.pathname
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p).toLowerCase());
  const [first, second, third] = parts;
  switch (first) {
    case 'rooms':
      // /rooms/<id>, /rooms/<id>/photos|amenities|reviews..., /rooms/plus/<id>
      if (second === 'plus') return airbnbTarget(airbnbId(third));
      if (second && /^\d+$/.test(second)) return airbnbTarget(airbnbId(second));
      throw second ? rejections.airbnbBadId() : rejections.airbnbOther();
    case 'luxury':
      if (second === 'listing') return airbnbTarget(airbnbId(third));
      throw rejections.airbnbSearch();
    case 'h':
    case 'slink':
    case 'l':
      if (!second) throw rejections.airbnbOther();
      return { kind: 'airbnb-short-link', url: withoutTracking(url).href };
    case 's':
    case 'search':
    case 'homes':
    case 'map':
      throw rejections.airbnbSearch();
    case 'experiences':
    case 'experience':
    case 'services':
      throw rejections.airbnbExperience();
    case 'users':
    case 'user':
    case 'hosts':
    case 'host':
      throw rejections.airbnbProfile();
    case 'help':
    case 'resources':
    case 'c':
      throw rejections.airbnbHelp();
    case 'wishlists':
      throw rejections.airbnbWishlist();
    case 'hosting':
    case 'manage-your-space':
    case 'multicalendar':
    case 'progress':
      throw rejections.airbnbHosting();
    default:
      throw rejections.airbnbOther();
  }
}

function bookingTarget(url: URL): ListingTarget {
  // /hotel/<cc>/<slug>[.<lang>].html: the slug is the stable id; language and booking widgets are dropped.
  const match = /^\/hotel\/([a-z]{2})\/([a-z0-9-]+?)(?:\.[a-z]{2}(?:-[a-z]{2})?)?\.html$/i.exec(url.pathname);
  if (!match) throw rejections.bookingNotProperty();
  const canonical = `https://www.booking.com/hotel/${match[1]!.toLowerCase()}/${match[2]!.toLowerCase()}.html`;
  return { kind: 'page', platform: 'booking', canonicalUrl: canonical, fetchUrl: `${canonical}?lang=en-us` };
}

function vrboTarget(url: URL): ListingTarget {
  // vrbo.com/<digits>[ha], /<locale>/<digits>, /vacation-rentals/p<digits>, /pdp/.../<digits>
  const path = url.pathname.replace(/\/+$/, '');
  const match =
    /^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/(\d{4,12})(?:ha)?$/i.exec(path) ??
    /\/vacation-rentals\/p(\d{4,12})/i.exec(path) ??
    /^\/pdp\/(?:.*\/)?(\d{4,12})(?:ha)?$/i.exec(path);
  if (!match) throw rejections.vrboNotProperty();
  const unit = url.searchParams.get('unitId');
  const canonical = `https://www.vrbo.com/${match[1]}${unit && /^\d+$/.test(unit) ? `?unitId=${unit}` : ''}`;
  return { kind: 'page', platform: 'vrbo', canonicalUrl: canonical, fetchUrl: canonical };
}

function sampleTarget(url: URL, context: IntakeContext): ListingTarget | null {
  if (!url.pathname.startsWith('/samples/')) return null;
  const own = (context.ownOrigins ?? []).some((origin) => {
    try {
      return new URL(origin).host === url.host;
    } catch {
      return false;
    }
  });
  if (!own) return null;
  if (!context.samplesFetchOrigin) throw rejections.samplesOff();
  const clean = withoutTracking(url);
  return {
    kind: 'page',
    platform: 'other',
    canonicalUrl: clean.href,
    fetchUrl: `${context.samplesFetchOrigin}${clean.pathname}${clean.search}`,
  };
}

/** Classifies a pasted address without touching the network. Throws ListingUrlError with the reason. */
export function classifyListingUrl(input: string, context: IntakeContext): ListingTarget {
  const url = parseInput(input);
  const hostname = bareHost(url.hostname.toLowerCase()).replace(/\.$/, '');
  if (isAirbnbHost(hostname)) return classifyAirbnbPath(url);
  if (isAirbnbShortLinkHost(hostname)) {
    if (url.pathname === '/' || url.pathname === '') throw rejections.airbnbOther();
    return { kind: 'airbnb-short-link', url: withoutTracking(url).href };
  }
  if (isBookingHost(hostname)) return bookingTarget(url);
  if (isVrboHost(hostname)) return vrboTarget(url);
  const sample = sampleTarget(url, context);
  if (sample) return sample;
  const rule = findRule(context.policy, url);
  if (rule && rule.origin !== 'platform') {
    const clean = withoutTracking(url);
    return { kind: 'page', platform: 'other', canonicalUrl: clean.href, fetchUrl: clean.href };
  }
  throw rejections.unknownSite(url.host);
}

export { ListingUrlError };
