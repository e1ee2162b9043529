// A URL the analyser will not take, with the reason a host reads on the dashboard after
// 'Unable to start analysis: ' (so: one sentence, no closing full stop; the dashboard adds its own text).

export type UrlRejectionCode = 'invalid_url' | 'unsupported_listing_url';

export class ListingUrlError extends Error {
  readonly code: UrlRejectionCode;

  constructor(code: UrlRejectionCode, message: string) {
    super(message);
    this.name = 'ListingUrlError';
    this.code = code;
  }
}

export const rejections = {
  empty: () => new ListingUrlError('invalid_url', 'Please paste the address of a listing'),
  notUrl: () => new ListingUrlError('invalid_url', 'That is not a web address'),
  scheme: (scheme: string) => new ListingUrlError('invalid_url', `Only web addresses (http or https) can be analysed, not ${scheme}`),
  credentials: () => new ListingUrlError('invalid_url', 'Web addresses with a user name or password cannot be analysed'),
  tooLong: () => new ListingUrlError('invalid_url', 'That web address is too long'),
  airbnbSearch: () => new ListingUrlError('unsupported_listing_url', 'That link is an Airbnb search page, not a listing'),
  airbnbExperience: () => new ListingUrlError('unsupported_listing_url', 'That link is an Airbnb experience, not a stay listing'),
  airbnbProfile: () => new ListingUrlError('unsupported_listing_url', 'That link is an Airbnb profile page, not a listing'),
  airbnbHelp: () => new ListingUrlError('unsupported_listing_url', 'That link is an Airbnb help page, not a listing'),
  airbnbWishlist: () => new ListingUrlError('unsupported_listing_url', 'That link is an Airbnb wishlist, not a listing'),
  airbnbHosting: () =>
    new ListingUrlError('unsupported_listing_url', "That link is a page of Airbnb's host tools; paste the listing's public page instead"),
  airbnbOther: () =>
    new ListingUrlError(
      'unsupported_listing_url',
      'That Airbnb link does not point to a listing; open the listing and copy the address from the browser',
    ),
  airbnbBadId: () => new ListingUrlError('unsupported_listing_url', 'That Airbnb listing number is not valid'),
  shortLinkBroken: () => new ListingUrlError('unsupported_listing_url', 'That Airbnb short link did not lead to a listing'),
  shortLinkOutside: () => new ListingUrlError('unsupported_listing_url', 'That short link leads away from Airbnb'),
  shortLinkUnreachable: (detail: string) =>
    new ListingUrlError('unsupported_listing_url', `That Airbnb short link could not be opened (${detail})`),
  bookingNotProperty: () => new ListingUrlError('unsupported_listing_url', 'That Booking.com link is not a property page'),
  vrboNotProperty: () => new ListingUrlError('unsupported_listing_url', 'That Vrbo link is not a property page'),
  unknownSite: (host: string) =>
    new ListingUrlError('unsupported_listing_url', `${host} is not a listing site we can read (Airbnb, Vrbo or Booking.com)`),
  samplesOff: () => new ListingUrlError('unsupported_listing_url', 'The sample listings are not available on this server'),
};
