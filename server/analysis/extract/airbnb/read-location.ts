import type { ListingLocation } from '../../../../contract/wire';
import { firstString, get, htmlToText, objects, parseLocaleNumber, str } from '../text';
import type { Pdp } from './pdp-payload';
import { ugcText } from './ugc';

// The place line ("Milano, Lombardia, Italia"), coordinates (approximate unless the host made them exact) and
// the host's neighbourhood notes under the map.

export function placeFromLine(line: string | null): Pick<ListingLocation, 'city' | 'region' | 'country'> {
  const parts = (line ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length >= 3) return { city: parts[0]!, region: parts.slice(1, -1).join(', '), country: parts[parts.length - 1]! };
  if (parts.length === 2) return { city: parts[0]!, region: null, country: parts[1]! };
  if (parts.length === 1) return { city: parts[0]!, region: null, country: null };
  return { city: null, region: null, country: null };
}

function coordinate(...values: unknown[]): number | null {
  for (const v of values) {
    const n = parseLocaleNumber(v);
    if (n !== null && n !== 0) return n;
  }
  return null;
}

export function readLocation(pdp: Pdp): ListingLocation {
  const section = pdp.sec('LOCATION_DEFAULT', 'LocationSection');
  const overviewTitle = str(get(pdp.sb('OVERVIEW_DEFAULT_V2'), 'title'));
  // "Entire rental unit in Ahmedabad, India" / "Stanza · Milano, Italia"
  const fromOverview = overviewTitle ? (overviewTitle.split(/\s+in\s+|\s+·\s+/)[1] ?? null) : null;
  const line = firstString(get(section, 'subtitle'), fromOverview, get(section, 'address'));
  const place = placeFromLine(line);
  const neighborhood = objects(get(section, 'seeAllLocationDetails'))
    .map((d) => {
      const text = firstString(get(d, 'content', 'htmlText'), ugcText(get(d, 'content')));
      return text ? htmlToText(text) : null;
    })
    .filter((t): t is string => t !== null)
    .join('\n\n');
  return {
    ...place,
    city: place.city ?? firstString(get(pdp.SC, 'location')),
    lat: coordinate(
      get(section, 'lat'),
      get(pdp.EV, 'listingLat'),
      get(pdp.N, 'location', 'latitude'),
      get(pdp.payload, 'data', 'node', 'location', 'coordinate', 'latitude'),
    ),
    lng: coordinate(
      get(section, 'lng'),
      get(pdp.EV, 'listingLng'),
      get(pdp.N, 'location', 'longitude'),
      get(pdp.payload, 'data', 'node', 'location', 'coordinate', 'longitude'),
    ),
    text: line,
    neighborhood: neighborhood || null,
  };
}
