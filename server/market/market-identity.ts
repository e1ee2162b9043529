import path from 'node:path';
import type { MarketRow } from './listing-row';
import { countryCode, currencyOfCountry, placeKey } from './market-place';

// What a market file says about the market itself, gathered row by row: the day it was scraped, the cities its
// place lines name (listings without coordinates are matched to a market by city and country), the country and
// so the currency of its prices, and the name to call it by when the operator gives none.

export interface MarketCity {
  /** placeKey of the city's name. */
  key: string;
  name: string;
  /** ISO 3166 code, when the place line names a country the app knows. */
  country: string | null;
  listings: number;
}

export interface MarketIdentity {
  /** The most common scrape day of the rows, YYYY-MM-DD; null when no row has one. */
  scrapedOn: string | null;
  cities: MarketCity[];
  country: string | null;
  currency: string | null;
  /** The city most of the place lines name, when one does. */
  suggestedName: string | null;
}

/** A city named by fewer of the market's listings than this is a stray (a suburb, a typo), not the market's. */
const MIN_CITY_LISTINGS = 5;

function mostCommon<T>(counts: Map<T, number>): T | null {
  let best: T | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

export class IdentityBuilder {
  private readonly days = new Map<string, number>();
  private readonly cities = new Map<string, { names: Map<string, number>; countries: Map<string | null, number>; listings: number }>();
  private readonly countries = new Map<string, number>();
  private placed = 0;

  add(row: MarketRow): void {
    if (row.scrapedOn) this.days.set(row.scrapedOn, (this.days.get(row.scrapedOn) ?? 0) + 1);
    const { city, country } = row.content.location;
    const code = countryCode(country);
    if (code) this.countries.set(code, (this.countries.get(code) ?? 0) + 1);
    const key = placeKey(city);
    if (!key) return;
    this.placed++;
    let entry = this.cities.get(key);
    if (!entry) this.cities.set(key, (entry = { names: new Map(), countries: new Map(), listings: 0 }));
    entry.listings++;
    entry.names.set(city!.trim(), (entry.names.get(city!.trim()) ?? 0) + 1);
    entry.countries.set(code, (entry.countries.get(code) ?? 0) + 1);
  }

  build(): MarketIdentity {
    const cities: MarketCity[] = [...this.cities.entries()]
      .filter(([, c]) => c.listings >= MIN_CITY_LISTINGS)
      .map(([key, c]) => ({ key, name: mostCommon(c.names)!, country: mostCommon(c.countries), listings: c.listings }))
      .sort((a, b) => b.listings - a.listings);
    const country = mostCommon(this.countries);
    const top = cities[0];
    return {
      scrapedOn: mostCommon(this.days),
      cities,
      country,
      currency: currencyOfCountry(country),
      suggestedName: top && top.listings * 2 >= this.placed ? top.name : null,
    };
  }
}

/**
 * A name from the file's own name when it is more than Inside Airbnb's "listings.csv.gz":
 * "tasmania_2024-09-05_listings.csv.gz" -> "Tasmania", "new-york-city.csv" -> "New York City".
 */
export function nameFromFile(file: string): string | null {
  const base = path
    .basename(file)
    .replace(/\.(csv)(\.gz)?$|\.gz$/i, '')
    .replace(/(^|[_\-\s.])listings$/i, '')
    .replace(/[_\-\s.]*\d{4}-\d{2}-\d{2}[_\-\s.]*/g, ' ');
  const words = base
    .split(/[_\-\s.]+/)
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0) return null;
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
}
