import { randomUUID } from 'node:crypto';
import type { ListingContent } from '../../../contract/wire';
import { score } from '../../../server/analysis/score';
import type { Database } from '../../../server/db/database';
import { readMarketFile, type MarketRow } from '../../../server/market';
import { marketCsv, marketRecord, type MarketRecord } from './market-files';

// A small synthetic market in Munich whose answers are known by construction (never the real file):
//   tier A: 10 entire homes for 2 guests, the richest listings and the busiest (2.1-3.0 reviews a month), all list
//           a dishwasher, 6 of them a Nespresso machine, 4 a hot tub;
//   tier B:  6 like A with a shorter text, not busy (0.5 a month), all with a dishwasher;
//   tier C: 12 middling listings (0.3 a month);
//   tier D: 12 poor ones (0.1 a month);
//   and 5 private rooms, which no entire home is compared with.
// A host's listing written like tier C is therefore better than exactly the 12 of tier D: 30 % of 40.

const BASE_AMENITIES = ['Wifi', 'Kitchen', 'Heating', 'Smoke alarm', 'Essentials', 'Hair dryer', 'Hot water'];

// Each tier has all the tier below it has and more (the same title, a longer text, more amenities), so any rubric
// that rewards what a listing tells guests ranks them in this order.
const MIDDLING =
  'Bright two-room flat in Maxvorstadt with a double bed, a sofa and a small kitchen. The U2 stop is a five-minute walk away and the old town twenty minutes on foot.';
const GOOD = `${MIDDLING} The bedroom faces a quiet courtyard, the kitchen has a dishwasher and there is a washing machine in the bathroom.`;
const RICH = `${GOOD} A desk by the window with fast wifi makes it good for work, and the English Garden, the Pinakotheken and the university are all a short walk away.`;
const TEXT = { poor: 'Flat in Munich.', middling: MIDDLING, good: GOOD, rich: RICH };
const NEIGHBOURHOOD = 'Maxvorstadt is the university quarter: museums, cafés and the English Garden within a short walk.';
const RICH_NEIGHBOURHOOD = `${NEIGHBOURHOOD} Bakeries open at seven, and the Saturday market on Elisabethplatz sells bread, cheese and flowers.`;

export type Tier = 'A' | 'B' | 'C' | 'D';

export function tierRecord(tier: Tier, i: number, fields: MarketRecord = {}): MarketRecord {
  const amenities =
    tier === 'A'
      ? [
          ...BASE_AMENITIES,
          'Dishwasher',
          'Washer',
          'Dedicated workspace',
          ...(i < 6 ? ['Coffee maker: Nespresso'] : []),
          ...(i < 4 ? ['Private hot tub'] : []),
        ]
      : tier === 'B'
        ? [...BASE_AMENITIES, 'Dishwasher', 'Washer']
        : tier === 'C'
          ? BASE_AMENITIES
          : ['Wifi', 'Kitchen'];
  return marketRecord({
    id: `${{ A: 1, B: 2, C: 3, D: 4 }[tier]}00${i}`,
    name: tier === 'D' ? 'Flat' : 'Bright flat in Maxvorstadt, 5 min to the U-Bahn',
    description: tier === 'A' ? TEXT.rich : tier === 'B' ? TEXT.good : tier === 'C' ? TEXT.middling : TEXT.poor,
    neighborhood_overview: tier === 'D' ? '' : tier === 'A' ? RICH_NEIGHBOURHOOD : NEIGHBOURHOOD,
    amenities: JSON.stringify(amenities),
    room_type: 'Entire home/apt',
    property_type: 'Entire rental unit',
    accommodates: 2,
    latitude: 48.15 + i * 0.0004,
    longitude: 11.57 + i * 0.0004,
    price: `$${{ A: 150, B: 130, C: 100, D: 80 }[tier]}.00`,
    reviews_per_month: tier === 'A' ? 3 - i * 0.1 : { B: 0.5, C: 0.3, D: 0.1 }[tier],
    ...fields,
  });
}

export function syntheticMarketRecords(fields: MarketRecord = {}): MarketRecord[] {
  const tier = (t: Tier, n: number) => Array.from({ length: n }, (_, i) => tierRecord(t, i, fields));
  const rooms = Array.from({ length: 5 }, (_, i) =>
    marketRecord({
      id: `500${i}`,
      room_type: 'Private room',
      property_type: 'Private room in rental unit',
      accommodates: 2,
      latitude: 48.16,
      longitude: 11.58,
      ...fields,
    }),
  );
  return [...tier('A', 10), ...tier('B', 6), ...tier('C', 12), ...tier('D', 12), ...rooms];
}

export const syntheticMarketCsv = (fields: MarketRecord = {}) => marketCsv(syntheticMarketRecords(fields));

/** One row of a tier as the reader maps it (the content a host's listing written the same way would have). */
export async function tierContent(file: string, tier: Tier): Promise<ListingContent> {
  const wanted = tierRecord(tier, 0).id;
  for await (const row of readMarketFile(file)) if (row.id === String(wanted)) return row.content;
  throw new Error(`no ${tier} row in ${file}`);
}

export async function readRows(file: string): Promise<MarketRow[]> {
  const rows: MarketRow[] = [];
  for await (const row of readMarketFile(file)) rows.push(row);
  return rows;
}

/** A listing of `userId` with this content, scored, as an analysis would have stored it. */
export async function insertListing(database: Database, userId: string, content: ListingContent): Promise<string> {
  const id = randomUUID();
  const url = `https://www.airbnb.com/rooms/${id}`;
  const scored = score(content);
  await database.executeSql(
    `insert into listings (id, user_id, url, fetch_url, platform, is_analyzing, title, scraped_data, seo_score, recommendations, location, analyzed_at)
     values ($1, $2, $3, $3, 'airbnb', false, $4, $5, $6, $7, $8, now())`,
    [
      id,
      userId,
      url,
      content.title ?? 'Listing',
      JSON.stringify(content),
      scored.seoScore,
      JSON.stringify(scored.recommendations),
      content.location.text,
    ],
  );
  return id;
}

/** The host's page has more than a market row: other sections, house rules, a photo tour, a price. */
export function asHostPage(content: ListingContent, overrides: Partial<ListingContent> = {}): ListingContent {
  return {
    ...content,
    platformListingId: '987654321',
    canonicalUrl: 'https://www.airbnb.com/rooms/987654321',
    descriptionSections: {
      ...content.descriptionSections,
      'The space': 'Two rooms on the third floor with a lift: the bedroom faces the quiet courtyard, the living room the street.',
      'Guest access': 'The whole flat is yours, with a lockbox for self check-in.',
    },
    houseRules: ['No parties or events', 'No smoking', 'Quiet hours 22:00-07:00'],
    photos: Array.from({ length: 20 }, (_, i) => ({
      url: `https://example.test/p${i}.jpg`,
      caption: null,
      roomLabel: ['Living room', 'Bedroom', 'Kitchen', 'Bathroom'][i % 4]!,
      width: 1440,
      height: 960,
    })),
    price: { amount: 120, currency: 'EUR', period: 'night', text: '€120 night', discounts: [] },
    extraction: { format: 'airbnb-niobeClientData+node', partial: false, notOnPage: [] },
    ...overrides,
  };
}
