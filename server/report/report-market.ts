import { marketAttribution, percentileSentence, unknownKindSentence, widenedSentence, type MarketInsight } from '../../contract/market';
import { marketLines, rate } from '../market/market-words';
import { COLOURS, type Pen } from './report-pen';

// The report's "Your market" section (issue 37): the same figures as the listing detail's card. Its own
// section, drawn only when the listing is in a loaded market; listings like these, never a promise.

function quarterBars(pen: Pen, market: MarketInsight): void {
  const { doc } = pen;
  const rowH = 15;
  const labelW = 78;
  const valueW = 110;
  const barMax = Math.min(240, pen.width - labelW - valueW - 10);
  const top = Math.max(...market.quartiles.map((q) => q.reviewsPerMonth), 0.01);
  pen.keep(rowH * market.quartiles.length + 40);
  pen.text('Reviews per month of listings like these', { weight: 'bold', size: 10, x: pen.left });
  pen.gap(3);
  for (const q of market.quartiles) {
    const y = doc.y;
    const colour = q.listing ? COLOURS.primary : '#cbd5e1';
    pen.text(q.minScore === q.maxScore ? `Score ${q.minScore}` : `Scores ${q.minScore}-${q.maxScore}`, {
      weight: q.listing ? 'bold' : 'regular',
      size: 8.5,
      x: pen.left,
      y,
      width: labelW,
    });
    const w = Math.max(3, (barMax * q.reviewsPerMonth) / top);
    doc.roundedRect(pen.left + labelW, y + 1.5, w, 8, 2).fill(colour);
    pen.text(`${rate(q.reviewsPerMonth)} a month${q.listing ? '  · yours' : ''}`, {
      weight: q.listing ? 'bold' : 'regular',
      size: 8.5,
      colour: q.listing ? COLOURS.primary : COLOURS.text,
      x: pen.left + labelW + w + 6,
      y,
      width: valueW,
    });
    doc.y = y + rowH;
    doc.x = pen.left;
  }
  pen.text(
    'Median reviews a month of the comparable listings in each quarter by score. A correlation across listings, not a promise: busier hosts also tend to write fuller listings.',
    { size: 7.5, colour: COLOURS.muted, x: pen.left },
  );
  pen.gap(8);
}

export function drawMarketSection(pen: Pen, market: MarketInsight | null): void {
  if (!market) return;
  const lines = marketLines(market);
  pen.heading('Your market');
  pen.text(percentileSentence(market), { weight: 'bold', size: 11.5, x: pen.left });
  pen.gap(2);
  for (const note of [widenedSentence(market.comparable, market.market.name), unknownKindSentence(market.comparable)]) {
    if (note) pen.text(note, { size: 8.5, x: pen.left });
  }
  pen.text(
    `Compared on what the market data holds of every listing (title, description summary, amenities, neighbourhood text and cover photo): this listing scores ${market.score} on those.`,
    { size: 8, colour: COLOURS.muted, x: pen.left },
  );
  pen.gap(8);
  if (market.quartiles.length > 0) quarterBars(pen, market);

  pen.keep(40 + 12 * Math.max(1, lines.gaps.length));
  pen.text('What the busiest list that this listing does not', { weight: 'bold', size: 10, x: pen.left });
  pen.text(`The busiest are the quarter of these listings with ${rate(market.busiestReviewsPerMonth)} or more reviews a month.`, {
    size: 8,
    colour: COLOURS.muted,
    x: pen.left,
  });
  pen.gap(2);
  if (lines.gaps.length === 0) pen.text('It lists everything that at least half of the busiest list.', { size: 8.5, x: pen.left });
  for (const gap of lines.gaps) pen.text(`•  ${gap}`, { size: 8.5, x: pen.left + 8, width: pen.width - 8 });
  pen.gap(6);

  pen.keep(50);
  pen.text('What the busiest write', { weight: 'bold', size: 10, x: pen.left });
  for (const line of lines.text) pen.text(line, { size: 8.5, x: pen.left });
  if (lines.price) {
    pen.gap(4);
    pen.text(lines.price, { size: 8.5, x: pen.left });
  }
  pen.gap(6);
  pen.text(marketAttribution(market.market), { size: 7.5, colour: COLOURS.muted, x: pen.left });
  pen.gap(8);
}
