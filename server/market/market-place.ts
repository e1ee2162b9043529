import { countries, type TCountryCode } from 'countries-list';

// Places as a market file and a listing page name them: cities compared without case or accents, countries by
// their ISO code whether a page says "Germany", "Deutschland" or "DE" (the countries-list package knows the
// English and native names and each country's currency).

/** "München" -> "munchen", "  Saint-Gilles " -> "saint gilles". */
export function placeKey(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const byName = new Map<string, TCountryCode>();
for (const [code, country] of Object.entries(countries) as [TCountryCode, (typeof countries)[TCountryCode]][]) {
  byName.set(placeKey(code), code);
  byName.set(placeKey(country.name), code);
  byName.set(placeKey(country.native), code);
}
// Names Inside Airbnb files and listing pages use beside the package's own.
for (const [alias, code] of [
  ['usa', 'US'],
  ['united states of america', 'US'],
  ['uk', 'GB'],
  ['england', 'GB'],
  ['scotland', 'GB'],
  ['wales', 'GB'],
  ['northern ireland', 'GB'],
  ['great britain', 'GB'],
  ['the netherlands', 'NL'],
  ['holland', 'NL'],
  ['czech republic', 'CZ'],
  ['turkey', 'TR'],
] as const) {
  byName.set(alias, code);
}

/** The ISO 3166 code of a country named in English, in its own language, or by its code; null when unknown. */
export function countryCode(name: string | null | undefined): string | null {
  const key = placeKey(name);
  return key ? (byName.get(key) ?? null) : null;
}

/** The currency a country prices in (ISO 4217), or null. */
export function currencyOfCountry(code: string | null): string | null {
  if (!code) return null;
  const country = countries[code as TCountryCode] as { currency?: readonly string[] } | undefined;
  return country?.currency?.[0] ?? null;
}

/** The listing's place as a host would name it: its city, else its region or country. */
export function placeName(
  location: { city: string | null; region: string | null; country: string | null } | null | undefined,
): string | null {
  return location?.city?.trim() || location?.region?.trim() || location?.country?.trim() || null;
}
