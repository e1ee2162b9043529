// Words of the "Your market" card on the listing detail (issue 37). The figures come from the server; the
// percentile sentence, how the comparison widened and the attribution are contract/market.ts's, so the card,
// the report and the chat say them the same way. The data is correlational: "listings like these", never
// "you will get".

export const marketText = {
  title: 'Your market',
  loading: 'Loading your market...',
  loadFailed: 'Your market could not be loaded.',
  retry: 'Try Again',
  noMarket: (place: string | null) => `No market data for ${place ?? 'this place'} yet`,
  noMarketHow:
    'An operator adds a market by downloading its listings file from insideairbnb.com ("Get the data", the detailed listings.csv.gz) and loading it with npm run market -- import.',
  scoreBasis: (score: number) =>
    `Compared on what the market data holds of every listing (title, description summary, amenities, neighbourhood text and cover photo): yours scores ${score} on those.`,
  chartTitle: 'Reviews per month of listings like these',
  chartCaption:
    'Median reviews a month of the comparable listings in each quarter by score. A correlation across listings, not a promise: busier hosts also tend to write fuller listings.',
  quarter: (min: number, max: number) => (min === max ? `Score ${min}` : `Scores ${min}-${max}`),
  perMonth: (value: number) => `${formatRate(value)} a month`,
  yourQuarter: 'Yours',
  gapsTitle: 'What the busiest list that yours does not',
  gapsBasis: (rate: number) => `The busiest quarter of these listings: ${formatRate(rate)} or more reviews a month.`,
  gap: (shareTop: number, shareAll: number) => `${shareTop} % of the busiest, ${shareAll} % of all`,
  noGaps: 'Yours lists everything that at least half of the busiest list.',
  askCoach: 'Ask the coach',
  askCoachLabel: (amenity: string) => `Ask the coach about ${amenity}`,
  // One question: a statement in it would be kept as a fact about the listing (server/assistant/facts).
  coachPrompt: (amenity: string, shareTop: number, shareAll: number, market: string) =>
    `Is it worth adding "${amenity}", which ${shareTop} % of the busiest comparable listings in ${market} list (${shareAll} % of all), and how would I mention it?`,
  textTitle: 'What the busiest write',
  description: (busiest: number, listing: number) =>
    `Description: the busiest typically write ${busiest.toLocaleString('en-GB')} characters; yours has ${listing.toLocaleString('en-GB')}.`,
  neighbourhood: (share: number, chars: number | null, listing: number) =>
    `Neighbourhood: ${share} % of the busiest describe it${chars ? `, typically in ${chars.toLocaleString('en-GB')} characters` : ''}; ${
      listing ? `yours has ${listing.toLocaleString('en-GB')}` : 'yours has none'
    }.`,
  priceTitle: 'Nightly price',
  price: (listing: string, median: string, count: number, cheaperShare: number) =>
    `Yours is ${listing} a night; the median of ${count.toLocaleString('en-GB')} comparable listings is ${median} (${cheaperShare} % of them are cheaper than yours).`,
} as const;

/** Reviews a month with the precision the figure has: 0.08, 0.4, 2.6. */
export function formatRate(value: number): string {
  return value < 1 ? String(Math.round(value * 100) / 100) : String(Math.round(value * 10) / 10);
}

/** An amount in the market's currency: €135, €179.50. */
export function formatMoney(amount: number, currency: string): string {
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
