export {
  airbnbCanonicalUrl,
  airbnbFetchUrl,
  classifyListingUrl,
  MAX_URL_LENGTH,
  type IntakeContext,
  type ListingTarget,
  type ResolvedTarget,
} from './listing-url';
export { resolveListingUrl, resolveShortLink } from './resolve-listing-url';
export { ListingUrlError, type UrlRejectionCode } from './url-rejection';
export { withoutTracking } from './tracking-params';
