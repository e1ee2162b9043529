import { checksLine, formatGain, photoQualityLines, scoreLabel } from '../../contract/advice';
import type { AdviceFinding, AdviceSection } from '../../contract/wire';
import { scoreColour } from './report-colours';
import type { ReportData, ReportPhoto } from './report-data';
import { COLOURS, type Pen } from './report-pen';

// The report's advice, in the detail screen's order: the top fixes, then every section with its one score, its
// check count and each finding once (the gain in Optimization Score points, what to do, what was found). The
// Photos section carries the photo analysis' rating, named apart from the Photos score, and the thumbnails.

const GAIN_W = 58;

export function topFixes(pen: Pen, data: ReportData): void {
  if (data.topFixes.length === 0) return;
  pen.heading('Fix these first');
  const nameOf = (f: AdviceFinding) => data.sections.find((s) => s.key === f.section)?.name ?? '';
  for (const fix of data.topFixes) {
    const line = `${nameOf(fix)}: ${fix.action}`;
    pen.keep(pen.heightOf(line, { size: 9.5, width: pen.width - GAIN_W }) + 8);
    const top = pen.doc.y;
    pen.text(formatGain(fix.gain), { weight: 'bold', size: 9.5, colour: COLOURS.primary, x: pen.left, y: top, width: GAIN_W - 6 });
    pen.text(line, { size: 9.5, x: pen.left + GAIN_W, y: top, width: pen.width - GAIN_W });
    pen.gap(5);
  }
  pen.text('Each gain is in Optimization Score points: what the score would add if that one thing were fixed.', {
    size: 7.5,
    colour: COLOURS.muted,
    x: pen.left,
  });
  pen.gap(6);
}

function finding(pen: Pen, f: AdviceFinding): void {
  const width = pen.width - GAIN_W - 10;
  const evidence = `Found: ${f.evidence.join(' ')}`;
  pen.keep(Math.min(pen.heightOf(f.fix, { size: 8.5, width }) + pen.heightOf(evidence, { size: 8, width }) + 8, 200));
  const top = pen.doc.y;
  pen.text(formatGain(f.gain), { weight: 'bold', size: 8.5, colour: COLOURS.primary, x: pen.left + 10, y: top, width: GAIN_W - 6 });
  pen.text(f.fix, { size: 8.5, x: pen.left + 10 + GAIN_W, y: top, width });
  for (const step of f.steps ?? []) pen.text(`•  ${step}`, { size: 8, x: pen.left + 18 + GAIN_W, width: width - 8 });
  pen.text(evidence, { size: 8, colour: COLOURS.muted, x: pen.left + 10 + GAIN_W, width });
  pen.gap(4);
}

function photoCell(pen: Pen, photo: ReportPhoto, x: number, y: number, w: number): void {
  const { doc } = pen;
  const h = Math.round((w * 2) / 3);
  if (photo.image) {
    doc.save();
    doc.roundedRect(x, y, w, h, 4).clip();
    doc.image(photo.image, x, y, { width: w, height: h });
    doc.restore();
  } else {
    doc.roundedRect(x, y, w, h, 4).fill(COLOURS.panel);
    pen.text('Photo could not be loaded', { size: 7, colour: COLOURS.muted, x, y: y + h / 2 - 4, width: w, align: 'center' });
  }
  const caption = photo.isHero ? `Photo ${photo.number} · Cover` : `Photo ${photo.number}`;
  pen.text(caption, { weight: 'bold', size: 7.5, x, y: y + h + 4, width: w - 34, height: 10 });
  pen.text(`${photo.score}/100`, {
    weight: 'bold',
    size: 7.5,
    colour: scoreColour(photo.score),
    x: x + w - 34,
    y: y + h + 4,
    width: 34,
    align: 'right',
  });
  const notes = [photo.label, ...photo.issues].filter(Boolean).join(' · ');
  if (notes) pen.text(notes, { size: 7, colour: COLOURS.muted, x, y: y + h + 15, width: w, height: 18 });
}

/** The photo analysis inside the Photos section: its rating named as such, strengths, the photos themselves. */
function photoAnalysis(pen: Pen, data: ReportData, section: AdviceSection): void {
  const p = data.photos;
  if (!p) {
    pen.text(data.photosUnmeasured ?? 'The photos have not been measured yet.', { size: 8.5, colour: COLOURS.muted, x: pen.left });
    pen.gap(4);
    return;
  }
  if (p.quality) for (const line of photoQualityLines(p.quality, section.score)) pen.text(line, { size: 8.5, x: pen.left });
  if (p.strengths.length) {
    pen.gap(3);
    pen.text(`Strengths: ${p.strengths.join(' ')}`, { size: 8.5, colour: COLOURS.success, x: pen.left });
  }
  pen.gap(8);
  const columns = 4;
  const gutter = 10;
  const w = (pen.width - gutter * (columns - 1)) / columns;
  const rowH = Math.round((w * 2) / 3) + 38;
  p.shown.forEach((photo, i) => {
    const col = i % columns;
    if (col === 0) pen.keep(rowH);
    const y = pen.doc.y;
    photoCell(pen, photo, pen.left + col * (w + gutter), y, w);
    pen.doc.y = y;
    if (col === columns - 1 || i === p.shown.length - 1) pen.doc.y = y + rowH;
  });
  if (p.total > p.shown.length)
    pen.text(`Shown: the cover and the photos needing most attention (${p.shown.length} of ${p.total}).`, {
      size: 7.5,
      colour: COLOURS.muted,
      x: pen.left,
    });
  pen.gap(4);
}

function sectionHead(pen: Pen, s: AdviceSection, nameOf: (key: string) => string): void {
  pen.keep(60);
  const top = pen.doc.y;
  const scoreW = 200;
  pen.text(s.name, { weight: 'bold', size: 10.5, x: pen.left, y: top, width: pen.width - scoreW });
  if (s.key !== 'localRules')
    pen.text(scoreLabel(s), {
      weight: 'bold',
      size: 10,
      colour: s.score === null ? COLOURS.muted : scoreColour(s.score),
      x: pen.left + pen.width - scoreW,
      y: top,
      width: scoreW,
      align: 'right',
    });
  pen.doc.y = Math.max(pen.doc.y, top + 14);
  const notes = [s.total > 0 ? checksLine(s.passed, s.total) : null];
  if (s.sharedWith.length) notes.push(`the same score as ${s.sharedWith.map(nameOf).join(', ')}`);
  const line = notes.filter(Boolean).join('; ');
  if (line) pen.text(`${line.charAt(0).toUpperCase()}${line.slice(1)}.`, { size: 8, colour: COLOURS.muted, x: pen.left });
  pen.gap(3);
}

export function sections(pen: Pen, data: ReportData): void {
  pen.heading('Section by section');
  const nameOf = (key: string) => data.sections.find((s) => s.key === key)?.name ?? key;
  for (const s of data.sections) {
    // Local rules show only where a rule applies to the listing's place.
    if (s.key === 'localRules' && s.checkIds.length === 0) continue;
    sectionHead(pen, s, nameOf);
    if (s.average) {
      const parts = s.average.parts.map((p) => `${p.name} ${p.score}`).join(', ');
      pen.text(`The four sections' scores, each weighted by its length (at least 350 characters): ${parts}.`, {
        size: 8,
        colour: COLOURS.muted,
        x: pen.left,
      });
      pen.gap(2);
    }
    if (s.key === 'photos') photoAnalysis(pen, data, s);
    for (const f of s.findings) finding(pen, f);
    if (s.more?.length) {
      pen.text('Also from the photo analysis:', { weight: 'bold', size: 8.5, x: pen.left + 10 });
      for (const item of s.more) pen.text(`•  ${item}`, { size: 8.5, x: pen.left + 18, width: pen.width - 18 });
    }
    if (s.verdict) pen.text(s.verdict, { size: 8.5, colour: COLOURS.muted, x: pen.left });
    pen.gap(8);
  }
}
