// Query parameters that say how someone arrived at a page, not which page it is. They are dropped so that
// the same listing pasted twice is recognised as the same listing. Airbnb, Booking.com and Vrbo addresses are
// rebuilt from their listing ids instead (listing-url.ts); this list is for every other site, where any other
// parameter may matter (?property=12), so only well-known analytics and booking-widget parameters go.

const EXACT = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'igshid',
  'igsh',
  'si',
  'spm',
  'scid',
  'ref_src',
  'ref_url',
  'check_in',
  'check_out',
  'checkin',
  'checkout',
  'adults',
  'children',
  'infants',
  'pets',
  'guests',
  'source_impression_id',
  'unique_share_id',
  'viralityentrypoint',
  'federated_search_id',
  'photo_id',
  'locale',
  'currency',
]);

export function isTrackingParam(name: string): boolean {
  const key = name.toLowerCase();
  return EXACT.has(key) || key.startsWith('utm_') || key.startsWith('hsa_') || key.startsWith('pk_') || key.startsWith('mtm_');
}

/** A copy of the URL without tracking parameters or fragment. */
export function withoutTracking(url: URL): URL {
  const clean = new URL(url.href);
  clean.hash = '';
  for (const name of [...new Set(clean.searchParams.keys())]) {
    if (isTrackingParam(name)) clean.searchParams.delete(name);
  }
  if ([...clean.searchParams.keys()].length === 0) clean.search = '';
  return clean;
}
