import {
  marketAttribution,
  percentileSentence,
  scrapeDay,
  unknownKindSentence,
  widenedSentence,
  type MarketInsight,
} from '../../contract/market';

// The "Your market" figures in words, the same ones the card and the report show: for the built-in coach's
// answer and for the model's prompt. Correlational data: "listings like these", never "you will get".

export function money(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

const count = (n: number) => n.toLocaleString('en-GB');
export const rate = (value: number) => (value < 1 ? String(Math.round(value * 100) / 100) : String(Math.round(value * 10) / 10));

/** One line per fact of the market comparison. */
export function marketLines(market: MarketInsight): {
  headline: string;
  notes: string[];
  gaps: string[];
  text: string[];
  price: string | null;
  busiest: string;
  attribution: string;
} {
  const { descriptionChars: d, neighbourhood: n } = market.typical;
  return {
    headline: `${percentileSentence(market)} (scored on what the market data holds of every listing: yours scores ${market.score} on that).`,
    notes: [widenedSentence(market.comparable, market.market.name), unknownKindSentence(market.comparable)].filter((s): s is string =>
      Boolean(s),
    ),
    busiest: `the busiest quarter of these listings (${rate(market.busiestReviewsPerMonth)} or more reviews a month)`,
    gaps: market.amenityGaps.map((g) => `${g.amenity}: ${g.shareTop} % of the busiest, ${g.shareAll} % of all`),
    text: [
      `Description: the busiest typically write ${d.busiest} characters; yours has ${d.listing}.`,
      `Neighbourhood text: ${n.busiestShare} % of the busiest write one${n.busiestChars ? ` (typically ${n.busiestChars} characters)` : ''}; yours has ${n.listing ? `${n.listing} characters` : 'none'}.`,
    ],
    price: market.price
      ? `Nightly price: yours ${money(market.price.listing, market.price.currency)}, the median of ${count(market.price.count)} comparable listings ${money(market.price.median, market.price.currency)} (${market.price.cheaperShare} % of them are cheaper).`
      : null,
    attribution: marketAttribution(market.market),
  };
}

/** The market block of the model's prompt. */
export function marketPromptBlock(market: MarketInsight | null | undefined): string {
  if (!market) return "MARKET DATA: none loaded for this listing's place. If asked about other listings nearby, say so; do not guess.";
  const l = marketLines(market);
  return [
    `MARKET DATA (Inside Airbnb, ${market.market.name}, scraped ${scrapeDay(market.market.scrapedAt)}; correlations across listings, never promises: say "listings like these", never "you will get"):`,
    l.headline,
    ...l.notes,
    `Median reviews a month by score quarter: ${market.quartiles.map((q) => `${q.minScore}-${q.maxScore}: ${rate(q.reviewsPerMonth)}${q.listing ? " (this listing's quarter)" : ''}`).join('; ')}.`,
    `Amenities at least half of ${l.busiest} list and this listing does not: ${l.gaps.length ? l.gaps.join('; ') : 'none'}.`,
    ...l.text,
    ...(l.price ? [l.price] : []),
    `When you quote these figures, end with: ${l.attribution}`,
  ].join('\n');
}
