import PDFDocument from 'pdfkit';
import { PROVISIONAL } from '../../contract/advice';
import type { PaperSize } from '../../contract/wire';
import { PAPER } from './paper';
import { drawHistoryChart } from './report-chart';
import { drawMarketSection } from './report-market';
import type { ReportData } from './report-data';
import { COLOURS, Pen } from './report-pen';
import { grade, scoreColour } from './report-colours';
import { sections, topFixes } from './report-sections';

// The report a host sends to an owner or co-host, as a PDF: real text in an embedded font (selectable and
// searchable), the chart as vector graphics, photos as small JPEGs. Laid out to the margins of the paper asked
// for, so A4 and Letter both print without clipping.

const MARGIN = { top: 54, bottom: 60, left: 54, right: 54 };

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function header(pen: Pen, data: ReportData): void {
  const { doc } = pen;
  pen.text('LISTING REPORT', { weight: 'bold', size: 8, colour: COLOURS.primary, x: pen.left, y: MARGIN.top, characterSpacing: 1.2 });
  pen.gap(4);
  pen.text(data.title, { weight: 'bold', size: 19, x: pen.left, lineGap: 2 });
  pen.gap(3);
  pen.text(data.url, { size: 8.5, colour: COLOURS.primary, x: pen.left, link: data.url });
  pen.gap(2);
  const dates = [
    data.analyzedAt ? `Analysed ${longDate.format(data.analyzedAt)}` : null,
    `Report made ${longDate.format(data.generatedAt)}`,
  ].filter(Boolean);
  pen.text(dates.join('  ·  '), { size: 8.5, colour: COLOURS.muted, x: pen.left });
  doc.y += 12;
}

function scorePanel(pen: Pen, data: ReportData): void {
  const { doc } = pen;
  const rowH = 17;
  const height = Math.max(118, 28 + data.categories.length * rowH);
  pen.keep(height + 10);
  const top = doc.y;
  doc.roundedRect(pen.left, top, pen.width, height, 8).fill(COLOURS.panel);

  const scoreW = 150;
  const colour = scoreColour(data.seoScore);
  pen.text('Optimization Score', { weight: 'bold', size: 9, colour: COLOURS.muted, x: pen.left + 16, y: top + 16, width: scoreW });
  pen.text(String(Math.round(data.seoScore)), {
    weight: 'bold',
    size: 44,
    colour,
    x: pen.left + 14,
    y: top + 30,
    width: scoreW,
    lineGap: 0,
  });
  pen.useFont('bold', 44);
  const numberW = doc.widthOfString(String(Math.round(data.seoScore)));
  pen.text('/100', { weight: 'bold', size: 14, colour: COLOURS.muted, x: pen.left + 16 + numberW, y: top + 56, width: 60 });
  pen.text(grade(data.seoScore), { weight: 'bold', size: 9.5, colour, x: pen.left + 16, y: top + 86, width: scoreW });
  if (data.provisional) pen.text(PROVISIONAL, { size: 7.5, colour: COLOURS.warning, x: pen.left + 16, y: top + 99, width: scoreW - 4 });

  const x0 = pen.left + scoreW + 12;
  const labelW = 128;
  const valueW = 54;
  const barW = pen.left + pen.width - 16 - x0 - labelW - valueW;
  data.categories.forEach((c, i) => {
    const y = top + 16 + i * rowH;
    pen.text(c.label, { size: 8.5, x: x0, y, width: labelW - 4, height: 11 });
    doc.roundedRect(x0 + labelW, y + 2.5, barW, 6, 3).fill('#e2e8f0');
    if (c.score !== null && c.score > 0)
      doc.roundedRect(x0 + labelW, y + 2.5, Math.max(6, (barW * c.score) / 100), 6, 3).fill(scoreColour(c.score));
    pen.text(c.score === null ? 'Not scored' : `${c.score}`, {
      weight: 'bold',
      size: c.score === null ? 7.5 : 9,
      colour: c.score === null ? COLOURS.muted : COLOURS.text,
      x: x0 + labelW + barW + 6,
      y,
      width: valueW - 6,
      align: 'right',
    });
  });
  doc.x = pen.left;
  doc.y = top + height + 6;
  const weights = [...data.categories].sort((a, b) => b.weight - a.weight).map((c) => `${c.label} ${c.weight} %`);
  pen.text(`The Optimization Score weighs the categories: ${weights.join(', ')}.`, { size: 7.5, colour: COLOURS.muted, x: pen.left });
  pen.gap(8);
}

function history(pen: Pen, data: ReportData): void {
  pen.heading('Score over time');
  if (data.history.length < 2) {
    pen.text('History starts with this analysis: the next analysis will show here how the score moved.', {
      colour: COLOURS.muted,
      x: pen.left,
    });
    pen.gap(6);
    return;
  }
  const days = new Set(data.history.map((h) => h.analyzedAt.slice(0, 10)));
  if (days.size < 2) {
    const day = longDate.format(new Date(data.history.at(-1)!.analyzedAt));
    pen.text(
      `All ${data.history.length} analyses so far are from ${day}. The chart shows one point a day and starts with the next day's analysis.`,
      {
        colour: COLOURS.muted,
        x: pen.left,
      },
    );
  } else {
    pen.keep(215);
    drawHistoryChart(pen, data.history, pen.width);
  }
  pen.gap(6);
  const c = data.changes;
  if (!c) return;
  pen.keep(60);
  pen.text(`What changed since ${longDate.format(new Date(c.since))}`, { weight: 'bold', size: 10.5, x: pen.left });
  pen.gap(3);
  if (!c.sameRubric) {
    pen.text(
      `The scoring rules changed between these analyses (${c.rubricBefore} to ${c.rubricAfter}), so the score changes are not a like-for-like comparison.`,
      { size: 8.5, colour: COLOURS.warning, x: pen.left },
    );
    pen.gap(2);
  }
  const delta = Math.round(c.seoScore.after - c.seoScore.before);
  pen.text(`Optimization Score from ${Math.round(c.seoScore.before)} to ${Math.round(c.seoScore.after)} (${signed(delta)})`, {
    size: 9.5,
    x: pen.left,
  });
  const moved = c.categories
    .map((k, i) => ({ ...k, label: data.categories[i]!.label }))
    .filter((k) => k.before !== k.after)
    .map((k) => `${k.label} from ${k.before ?? 'not scored'} to ${k.after ?? 'not scored'}`);
  if (moved.length > 0) pen.text(`${moved.join('; ')}.`, { size: 8.5, colour: COLOURS.muted, x: pen.left });
  if (c.sections.length > 0)
    pen.text(`Changed on the listing: ${c.sections.map((s) => s.section).join(', ')}.`, { size: 8.5, x: pen.left });
  const list = (title: string, items: { section: string; fix: string }[], colour: string) => {
    if (items.length === 0) return;
    pen.gap(3);
    pen.text(`${title} (${items.length})`, { weight: 'bold', size: 8.5, colour, x: pen.left });
    for (const item of items.slice(0, 5)) pen.text(`•  ${item.section}: ${item.fix}`, { size: 8, x: pen.left + 8, width: pen.width - 8 });
    if (items.length > 5) pen.text(`and ${items.length - 5} more`, { size: 8, colour: COLOURS.muted, x: pen.left + 8 });
  };
  list('Problems fixed', c.fixed, COLOURS.success);
  list('New problems', c.new, COLOURS.error);
  pen.gap(6);
}

function approved(pen: Pen, data: ReportData): void {
  if (data.approvedTexts.length === 0) return;
  pen.heading('Approved texts');
  pen.text('Texts the host approved in the assistant, ready to paste into the listing.', { size: 8.5, colour: COLOURS.muted, x: pen.left });
  pen.gap(6);
  for (const a of data.approvedTexts) {
    pen.keep(Math.min(pen.heightOf(a.text, { size: 9, width: pen.width - 20 }) + 30, 200));
    pen.text(a.section, { weight: 'bold', size: 9.5, x: pen.left });
    pen.gap(2);
    const top = pen.doc.y;
    pen.text(a.text, { size: 9, x: pen.left + 12, width: pen.width - 20, lineGap: 2 });
    pen.doc
      .moveTo(pen.left + 3, top)
      .lineTo(pen.left + 3, pen.doc.y)
      .lineWidth(2)
      .strokeColor(COLOURS.primary)
      .stroke();
    pen.gap(8);
  }
}

function footers(pen: Pen, data: ReportData): void {
  const { doc } = pen;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would open a new page: lift the margin while writing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN.bottom + 22;
    doc
      .moveTo(pen.left, y - 6)
      .lineTo(pen.left + pen.width, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    pen.text(`Listing Optimiser · Scored with rubric version ${data.rubricVersion}`, {
      size: 7.5,
      colour: COLOURS.muted,
      x: pen.left,
      y,
      width: pen.width - 80,
    });
    pen.text(`Page ${i - range.start + 1} of ${range.count}`, {
      size: 7.5,
      colour: COLOURS.muted,
      x: pen.left + pen.width - 80,
      y,
      width: 80,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
}

/** The report as a PDF file. */
export function renderReport(data: ReportData, paper: PaperSize): Promise<Buffer> {
  const size = PAPER[paper];
  const doc = new PDFDocument({
    size: [size.width, size.height],
    margins: MARGIN,
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `${data.title}: listing report`,
      Author: 'Listing Optimiser',
      Subject: 'Listing report',
      CreationDate: data.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pen = new Pen(doc);
  header(pen, data);
  scorePanel(pen, data);
  // The detail screen's order: what to do first, then section by section, where the listing stands in its
  // market, then how the score moved.
  topFixes(pen, data);
  sections(pen, data);
  drawMarketSection(pen, data.market);
  history(pen, data);
  approved(pen, data);
  footers(pen, data);
  doc.end();
  return done;
}
