import type PDFDocument from 'pdfkit';
import { fontRuns, reportFonts, type TextRun, type Weight } from './report-fonts';

// A thin layer over pdfkit: text in Inter whatever its script (see report-fonts.ts), colours, and page breaks
// that keep a block together.

export const COLOURS = {
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#e5e7eb',
  panel: '#f3f6f8',
  primary: '#0f766e',
  success: '#15803d',
  warning: '#b45309',
  error: '#b91c1c',
} as const;

export interface TextOptions {
  weight?: Weight;
  size?: number;
  colour?: string;
  x?: number;
  y?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
  link?: string;
  characterSpacing?: number;
  /** Cut the text to this height with '…'. */
  height?: number;
}

export class Pen {
  readonly left: number;
  readonly width: number;

  constructor(readonly doc: PDFKit.PDFDocument) {
    // pdfkit embeds a fontkit font object as it is (PDFFontFactory.open); its types name only files and buffers.
    for (const font of reportFonts()) doc.registerFont(font.name, font.font as unknown as Buffer);
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  useFont(weight: Weight, size: number): void {
    this.doc.font(fontRuns('a', weight)[0]!.font).fontSize(size);
  }

  /** Writes text in runs of the fonts that have its characters; continues at the pen's position when x and y are absent. */
  text(value: string, o: TextOptions = {}): void {
    const { doc } = this;
    const runs = fontRuns(value, o.weight ?? 'regular');
    if (runs.length === 0) return;
    doc.fontSize(o.size ?? 9.5).fillColor(o.colour ?? COLOURS.text);
    const options: PDFKit.Mixins.TextOptions = {
      width: o.width ?? this.width - (o.x !== undefined ? o.x - this.left : doc.x - this.left),
      align: o.align ?? 'left',
      lineGap: o.lineGap ?? 1.5,
      ...(o.link ? { link: o.link } : {}),
      ...(o.characterSpacing ? { characterSpacing: o.characterSpacing } : {}),
      ...(o.height ? { height: o.height, ellipsis: '…' } : {}),
    };
    if (runs.length === 1) {
      doc.font(runs[0]!.font);
      if (o.x !== undefined) doc.text(runs[0]!.text, o.x, o.y ?? doc.y, options);
      else doc.text(runs[0]!.text, options);
      return;
    }
    this.mixedText(runs, {
      ...o,
      x: o.x ?? doc.x,
      y: o.y ?? doc.y,
      width: options.width!,
      align: o.align ?? 'left',
      lineGap: options.lineGap!,
    });
  }

  /**
   * Text set in several font files. pdfkit may break a line wherever one text call ends and the next begins,
   * which would split a word whose letters come from two files (Polish 'Łódź': Latin and Latin Extended), so
   * such text is broken into lines here, only at spaces, and each line placed piece by piece.
   */
  private mixedText(runs: TextRun[], o: TextOptions & { x: number; y: number; width: number; lineGap: number }): void {
    const { doc } = this;
    type Piece = { font: string; text: string; w: number };
    const widthOf = (font: string, text: string) => doc.font(font).widthOfString(text);
    const lines: Piece[][][] = [[]];
    let word: Piece[] = [];
    const endWord = () => {
      if (word.length > 0) lines.at(-1)!.push(word);
      word = [];
    };
    for (const run of runs) {
      for (const part of run.text.split(/(\s+)/)) {
        if (part === '') continue;
        if (/^\s+$/.test(part)) {
          endWord();
          for (let n = (part.match(/\n/g) ?? []).length; n > 0; n--) lines.push([]);
        } else word.push({ font: run.font, text: part, w: widthOf(run.font, part) });
      }
    }
    endWord();
    const space = widthOf(runs[0]!.font, ' ');
    const wordWidth = (w: Piece[]) => w.reduce((sum, p) => sum + p.w, 0);
    // Greedy filling: a word that does not fit starts the next line.
    const filled: Piece[][][] = lines.flatMap((paragraph) => {
      const out: Piece[][][] = [[]];
      let used = 0;
      for (const w of paragraph) {
        const need = wordWidth(w) + (out.at(-1)!.length > 0 ? space : 0);
        if (out.at(-1)!.length > 0 && used + need > o.width) {
          out.push([w]);
          used = wordWidth(w);
        } else {
          out.at(-1)!.push(w);
          used += need;
        }
      }
      return out;
    });
    doc.font(runs[0]!.font);
    const lineHeight = doc.currentLineHeight(true) + o.lineGap;
    const maxLines = o.height ? Math.max(1, Math.floor((o.height + o.lineGap) / lineHeight)) : filled.length;
    const shown = filled.slice(0, maxLines);
    if (filled.length > maxLines) {
      const last = shown.at(-1)!.at(-1)!.at(-1)!;
      last.text += '…';
    }
    let y = o.y;
    for (const line of shown) {
      const lineWidth = line.reduce((sum, w) => sum + wordWidth(w), 0) + space * Math.max(0, line.length - 1);
      let x = o.align === 'right' ? o.x + o.width - lineWidth : o.align === 'center' ? o.x + (o.width - lineWidth) / 2 : o.x;
      if (o.link) doc.link(x, y, lineWidth, lineHeight, o.link);
      line.forEach((w, i) => {
        if (i > 0) x += space;
        for (const piece of w) {
          doc.font(piece.font).text(piece.text, x, y, { lineBreak: false });
          x += piece.w;
        }
      });
      y += lineHeight;
    }
    doc.x = o.x;
    doc.y = y;
  }

  /** The height `value` takes at `width` (measured in the Latin face, which all subsets share metrics with). */
  heightOf(value: string, o: { weight?: Weight; size?: number; width?: number; lineGap?: number } = {}): number {
    this.useFont(o.weight ?? 'regular', o.size ?? 9.5);
    return this.doc.heightOfString(value, { width: o.width ?? this.width, lineGap: o.lineGap ?? 1.5 });
  }

  /** Starts a new page unless `height` still fits below the pen. */
  keep(height: number): void {
    if (this.doc.y + height > this.bottom) {
      this.doc.addPage();
      this.doc.x = this.left;
    }
  }

  gap(points: number): void {
    this.doc.y += points;
    this.doc.x = this.left;
  }

  heading(value: string): void {
    // A heading never ends a page: keep room for it and the first lines under it.
    this.keep(110);
    this.gap(6);
    this.text(value, { weight: 'bold', size: 13, colour: COLOURS.text, x: this.left });
    const y = this.doc.y + 3;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.6)
      .strokeColor(COLOURS.rule)
      .stroke();
    this.gap(9);
  }
}

export type { PDFDocument };
