import type { MarketAmenityGap, MarketInsight } from '../../../contract/market';
import { marketLines } from '../../market/market-words';
import { bullets, inline } from './markdown';

// "What do top listings near me have?": the built-in coach answers from the same figures as the "Your market"
// card. A question naming one of the amenities the busiest list gets an answer about that amenity.

/** The gap a question is about, when it names one ("Should I add a dishwasher?"). */
export function gapNamedIn(question: string, market: MarketInsight): MarketAmenityGap | null {
  const q = question.toLowerCase();
  return market.amenityGaps.find((g) => q.includes(g.amenity.toLowerCase())) ?? null;
}

function gapAnswer(gap: MarketAmenityGap, market: MarketInsight, place: string): string {
  const l = marketLines(market);
  return [
    `**${inline(gap.amenity, 80)}**: ${gap.shareTop} % of ${l.busiest} among ${market.comparable.count} comparable ${market.comparable.definition} in ${place} list it, against ${gap.shareAll} % of all of them. Yours does not.`,
    `- **If you have it**, add it to your amenities on Airbnb (Listing editor > Amenities) so guests who filter for it find you, and name it where it matters in The space.`,
    `- **If you don't**, it is something guests here look for: worth weighing the next time you equip the place.`,
    `That is what listings like these have, not a promise of bookings: busier hosts also tend to run fuller listings.`,
    `_${l.attribution}_`,
  ].join('\n\n');
}

export function marketAnswer(question: string, market: MarketInsight | null | undefined, place: string | null): string {
  if (!market) {
    return [
      `I have no market data for ${place ?? 'this place'} yet, so I can't compare your listing with the listings around it.`,
      'An operator adds a market by loading its listings file from insideairbnb.com ("Get the data", the detailed listings.csv.gz) with `npm run market -- import`.',
      'Until then, ask me "what should I fix first?" and I will go by the scoring rules.',
    ].join('\n\n');
  }
  const name = market.market.name;
  const gap = gapNamedIn(question, market);
  if (gap) return gapAnswer(gap, market, name);
  const l = marketLines(market);
  const blocks = [`**Your market: ${name}.** ${l.headline}`, ...l.notes];
  blocks.push(
    l.gaps.length
      ? `What ${l.busiest} list and yours does not:\n${bullets(l.gaps)}`
      : `Your amenities already include everything at least half of ${l.busiest} list.`,
  );
  blocks.push(bullets([...l.text, ...(l.price ? [l.price] : [])]));
  blocks.push(
    `These are listings like yours and how busy they are: a correlation, not a promise.${
      market.amenityGaps[0] ? ` Ask me about any of them, e.g. "Should I add ${market.amenityGaps[0].amenity.toLowerCase()}?"` : ''
    }`,
  );
  blocks.push(`_${l.attribution}_`);
  return blocks.join('\n\n');
}
