// The listing platforms the analyser reads, by domain. Airbnb runs one site per country domain (plus language
// sub-domains such as es.airbnb.com or fr.airbnb.ca); listing photos come from muscache.com.

export const AIRBNB_DOMAINS = [
  'airbnb.com',
  'airbnb.ca',
  'airbnb.co.uk',
  'airbnb.com.au',
  'airbnb.co.nz',
  'airbnb.ie',
  'airbnb.co.in',
  'airbnb.com.sg',
  'airbnb.com.my',
  'airbnb.com.ph',
  'airbnb.co.id',
  'airbnb.com.hk',
  'airbnb.com.tw',
  'airbnb.co.kr',
  'airbnb.jp',
  'airbnb.cn',
  'airbnb.fr',
  'airbnb.be',
  'airbnb.ch',
  'airbnb.lu',
  'airbnb.de',
  'airbnb.at',
  'airbnb.it',
  'airbnb.es',
  'airbnb.cat',
  'airbnb.pt',
  'airbnb.nl',
  'airbnb.dk',
  'airbnb.se',
  'airbnb.no',
  'airbnb.fi',
  'airbnb.is',
  'airbnb.pl',
  'airbnb.cz',
  'airbnb.sk',
  'airbnb.hu',
  'airbnb.gr',
  'airbnb.ru',
  'airbnb.com.tr',
  'airbnb.rs',
  'airbnb.si',
  'airbnb.com.hr',
  'airbnb.ba',
  'airbnb.com.ee',
  'airbnb.lv',
  'airbnb.lt',
  'airbnb.com.mt',
  'airbnb.ae',
  'airbnb.co.il',
  'airbnb.co.za',
  'airbnb.mx',
  'airbnb.com.br',
  'airbnb.com.ar',
  'airbnb.cl',
  'airbnb.com.co',
  'airbnb.com.pe',
  'airbnb.com.ec',
  'airbnb.com.bo',
  'airbnb.com.py',
  'airbnb.com.uy',
  'airbnb.co.ve',
  'airbnb.co.cr',
  'airbnb.com.pa',
  'airbnb.com.gt',
  'airbnb.com.hn',
  'airbnb.com.sv',
  'airbnb.com.ni',
  'airbnb.com.bz',
  'airbnb.gy',
  'airbnb.us',
  'airbnb.la',
  'airbnb.com.kh',
  'airbnb.com.vn',
  'airbnb.co.th',
  'airbnb.am',
  'airbnb.az',
  'airbnb.ge',
  'airbnb.me',
] as const;

/** Airbnb's short-link domain (Branch); it redirects to a /rooms/<id> page. */
export const AIRBNB_SHORT_LINK_DOMAINS = ['abnb.me'] as const;

export const AIRBNB_IMAGE_DOMAINS = ['muscache.com', 'muscache.cn'] as const;
export const VRBO_DOMAINS = ['vrbo.com'] as const;
export const BOOKING_DOMAINS = ['booking.com', 'bstatic.com'] as const;

function matchesDomain(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

export function isAirbnbHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return AIRBNB_DOMAINS.some((d) => matchesDomain(host, d));
}

export function isAirbnbShortLinkHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return AIRBNB_SHORT_LINK_DOMAINS.some((d) => matchesDomain(host, d));
}

export function isVrboHost(hostname: string): boolean {
  return VRBO_DOMAINS.some((d) => matchesDomain(hostname.toLowerCase(), d));
}

export function isBookingHost(hostname: string): boolean {
  return BOOKING_DOMAINS.some((d) => matchesDomain(hostname.toLowerCase(), d));
}

export { matchesDomain };
