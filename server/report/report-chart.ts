import { CATEGORY_KEYS, type CategoryKey, type ListingHistoryEntry } from '../../contract/wire';
import { latestPerDay, rubricChanges } from '../../contract/history';
import { CATEGORY_LABELS } from '../analysis/score/weights';
import { COLOURS, type Pen } from './report-pen';

// The score history as vector graphics: the Optimization Score and the six category scores over time, one
// point a day (its latest analysis). Lines never join points scored by different rubric versions: a dashed
// rule marks where the scoring rules changed.

export const SERIES_COLOURS: Record<'seoScore' | CategoryKey, string> = {
  seoScore: COLOURS.primary,
  title: '#2563eb',
  description: '#9333ea',
  photos: '#db2777',
  amenities: '#ea580c',
  localOptimization: '#65a30d',
  pricing: '#64748b',
};

const dayUtc = (iso: string) => iso.slice(0, 10);
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

type Series = { key: 'seoScore' | CategoryKey; label: string; values: (number | null)[] };

function seriesOf(points: readonly ListingHistoryEntry[]): Series[] {
  return [
    { key: 'seoScore', label: 'Optimization Score', values: points.map((p) => p.seoScore) },
    ...CATEGORY_KEYS.map((key) => ({
      key,
      label: CATEGORY_LABELS[key],
      values: points.map((p) => (p.unscoredCategories.includes(key) ? null : (p.categoryScores[key] ?? null))),
    })),
  ];
}

/** Draws the chart at the pen's position across `width`; answers the height used. */
export function drawHistoryChart(pen: Pen, history: readonly ListingHistoryEntry[], width: number): number {
  const { doc } = pen;
  const points = latestPerDay(history, dayUtc);
  const top = doc.y;
  const left = pen.left;
  const axis = 26;
  const plot = { x: left + axis, y: top + 8, w: width - axis - 8, h: 150 };
  const xOf = (i: number) => (points.length === 1 ? plot.x + plot.w / 2 : plot.x + (plot.w * i) / (points.length - 1));
  const yOf = (v: number) => plot.y + plot.h - (plot.h * Math.max(0, Math.min(100, v))) / 100;

  doc.save();
  for (const tick of [0, 25, 50, 75, 100]) {
    doc
      .moveTo(plot.x, yOf(tick))
      .lineTo(plot.x + plot.w, yOf(tick))
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    pen.text(String(tick), { size: 7, colour: COLOURS.muted, x: left, y: yOf(tick) - 3.5, width: axis - 6, align: 'right' });
  }

  const breaks = new Set(rubricChanges(points));
  for (const i of breaks) {
    const x = (xOf(i - 1) + xOf(i)) / 2;
    doc
      .moveTo(x, plot.y)
      .lineTo(x, plot.y + plot.h)
      .lineWidth(0.8)
      .dash(3, { space: 2 })
      .strokeColor(COLOURS.warning)
      .stroke();
    doc.undash();
    pen.text(`New scoring rules (${points[i]!.rubricVersion})`, { size: 6.5, colour: COLOURS.warning, x: x + 3, y: plot.y, width: 120 });
  }

  // Category lines first, the Optimization Score on top of them.
  for (const series of seriesOf(points).reverse()) {
    const main = series.key === 'seoScore';
    const colour = SERIES_COLOURS[series.key];
    doc
      .lineWidth(main ? 2.2 : 1)
      .strokeColor(colour)
      .fillColor(colour);
    let open = false;
    series.values.forEach((v, i) => {
      if (v === null || breaks.has(i)) {
        if (open) doc.stroke();
        open = false;
      }
      if (v === null) return;
      if (open) doc.lineTo(xOf(i), yOf(v));
      else {
        doc.moveTo(xOf(i), yOf(v));
        open = true;
      }
    });
    if (open) doc.stroke();
    series.values.forEach((v, i) => {
      if (v !== null) doc.circle(xOf(i), yOf(v), main ? 2.6 : 1.6).fill(colour);
    });
  }

  // Dates: first, last and evenly spaced between, never crowding.
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plot.w / 60))));
  points.forEach((p, i) => {
    if (i % labelEvery !== 0 && i !== points.length - 1) return;
    if (i !== points.length - 1 && points.length - 1 - i < labelEvery / 2) return;
    pen.text(shortDate.format(new Date(p.analyzedAt)), {
      size: 7,
      colour: COLOURS.muted,
      x: xOf(i) - 25,
      y: plot.y + plot.h + 5,
      width: 50,
      align: 'center',
    });
  });

  // Legend.
  let x = plot.x;
  let y = plot.y + plot.h + 20;
  for (const series of seriesOf(points)) {
    const label = series.label;
    pen.useFont('regular', 7.5);
    const w = doc.widthOfString(label) + 22;
    if (x + w > plot.x + plot.w) {
      x = plot.x;
      y += 12;
    }
    doc.rect(x, y + 2.5, 10, series.key === 'seoScore' ? 3 : 1.5).fill(SERIES_COLOURS[series.key]);
    pen.text(label, { size: 7.5, colour: COLOURS.text, x: x + 13, y, width: w });
    x += w;
  }
  doc.restore();
  const height = y + 14 - top;
  doc.x = left;
  doc.y = top + height;
  return height;
}
