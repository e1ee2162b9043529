import type { MarketInsight } from '../../../contract/market';
import { detectIntent } from '../../../server/assistant/coach/intents';
import { marketPromptBlock } from '../../../server/market/market-words';
import { coachReply } from '../../../server/assistant/providers/built-in-coach';
import { strongListing } from '../../support/server/assistant-fixtures';

// "What do top listings near me have?": the built-in coach answers from the "Your market" figures, and the
// model's prompt carries the same figures.

const market: MarketInsight = {
  market: { name: 'Munich', scrapedAt: '2025-09-27', listings: 5620, currency: 'EUR' },
  comparable: {
    count: 412,
    definition: 'entire homes for 2-3 guests',
    roomType: 'entire',
    guests: { min: 2, max: 3 },
    widenedFrom: null,
    unknown: [],
  },
  percentile: 64,
  score: 54,
  rubricVersion: 'r',
  quartiles: [
    { quartile: 1, minScore: 20, maxScore: 43, count: 103, reviewsPerMonth: 0.08, listing: false },
    { quartile: 2, minScore: 43, maxScore: 48, count: 103, reviewsPerMonth: 0.26, listing: false },
    { quartile: 3, minScore: 48, maxScore: 52, count: 103, reviewsPerMonth: 0.41, listing: true },
    { quartile: 4, minScore: 52, maxScore: 64, count: 103, reviewsPerMonth: 0.38, listing: false },
  ],
  busiestReviewsPerMonth: 1.1,
  amenityGaps: [
    { amenity: 'Dishwasher', shareTop: 71, shareAll: 38 },
    { amenity: 'Hair dryer', shareTop: 77, shareAll: 62 },
  ],
  typical: {
    descriptionChars: { busiest: 408, all: 378, listing: 225 },
    neighbourhood: { busiestShare: 32, allShare: 26, busiestChars: 241, listing: 0 },
  },
  price: { currency: 'EUR', listing: 135, median: 179.5, count: 410, cheaperShare: 29 },
};

const ask = (question: string, withMarket: MarketInsight | null = market) =>
  coachReply({ listing: strongListing, question, topic: null, approvedTexts: {}, history: [], market: withMarket });

describe('questions about the market', () => {
  it.each([
    'What do top listings near me have?',
    'how do I compare with my competitors',
    'What do the busiest listings list that I do not?',
    'what do similar listings nearby charge?',
    'How does my listing compare with listings like mine?',
  ])('reads "%s" as a market question', (question) => {
    expect(detectIntent(question, null)).toEqual({ kind: 'market' });
  });

  it.each([
    'What other things to note should I add?',
    'What popular places should I mention in the neighbourhood?',
    'how are my amenities',
  ])('does not read "%s" as one', (question) => {
    expect(detectIntent(question, null)).not.toEqual({ kind: 'market' });
  });
});

describe("the coach's market answer", () => {
  it('gives the percentile, the gaps with both shares, the typical text and price, and the attribution', () => {
    const reply = ask('What do top listings near me have?');
    expect(reply).toContain('Better than 64 % of 412 comparable entire homes for 2-3 guests in Munich');
    expect(reply).toContain('- Dishwasher: 71 % of the busiest, 38 % of all');
    expect(reply).toContain('- Description: the busiest typically write 408 characters; yours has 225.');
    expect(reply).toContain('the median of 410 comparable listings €179.50');
    expect(reply).toContain('a correlation, not a promise');
    expect(reply).toContain('Data: Inside Airbnb (insideairbnb.com), Munich, scraped 27 Sep 2025, CC BY 4.0');
    expect(reply).not.toMatch(/you will get/i);
  });

  it('answers about the one amenity a question names', () => {
    const reply = ask(
      'Is it worth adding "Hair dryer", which 77 % of the busiest comparable listings in Munich list (62 % of all), and how would I mention it?',
    );
    expect(reply).toMatch(/^\*\*Hair dryer\*\*: 77 % of the busiest quarter of these listings \(1\.1 or more reviews a month\)/);
    expect(reply).not.toContain('Dishwasher');
  });

  it('says when no market is loaded for the place, and how one is added', () => {
    const reply = ask('What do top listings near me have?', null);
    expect(reply).toMatch(/^I have no market data for .+ yet/);
    expect(reply).toContain('npm run market -- import');
  });
});

describe("the model's prompt", () => {
  it('carries the same figures, and says there are none when no market is loaded', () => {
    const block = marketPromptBlock(market);
    expect(block).toContain('Better than 64 % of 412 comparable entire homes for 2-3 guests in Munich');
    expect(block).toContain("48-52: 0.41 (this listing's quarter)");
    expect(block).toContain('Dishwasher: 71 % of the busiest, 38 % of all');
    expect(block).toContain('never "you will get"');
    expect(marketPromptBlock(null)).toMatch(/^MARKET DATA: none loaded/);
  });
});
