import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import { fromRoot } from '../paths';
import { woffToSfnt } from './woff-to-sfnt';

// The report is set in Inter, the app's own typeface (@fontsource/inter), embedded so every reader sees the
// same pages. @fontsource splits Inter by script; each run of text is set in the first file that has all of
// its characters, so Latin, Cyrillic, Greek and Vietnamese titles all print. The WOFF files are used: pdfkit
// subsets them correctly (its WOFF2 path breaks on composite glyphs), unpacked once to TrueType (woff-to-sfnt.ts). Emoji and pictographs are left out.

export type Weight = 'regular' | 'bold';

const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const;
const WEIGHT_FILES: Record<Weight, string> = { regular: '400', bold: '700' };

export interface ReportFont {
  /** The name the font is registered under in a document. */
  name: string;
  weight: Weight;
  /** The parsed font, shared by every report: pdfkit takes a fontkit font as it is, so each table is inflated once per process. */
  font: Font;
  covers(codePoint: number): boolean;
}

let loaded: ReportFont[] | null = null;

export function reportFonts(): ReportFont[] {
  loaded ??= (Object.keys(WEIGHT_FILES) as Weight[]).flatMap((weight) =>
    SUBSETS.map((subset) => {
      const data = woffToSfnt(
        readFileSync(fromRoot('node_modules', '@fontsource', 'inter', 'files', `inter-${subset}-${WEIGHT_FILES[weight]}-normal.woff`)),
      );
      const font = create(data) as Font;
      return { name: `inter-${subset}-${weight}`, weight, font, covers: (cp: number) => font.hasGlyphForCodePoint(cp) };
    }),
  );
  return loaded;
}

const PICTOGRAPHS = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

// Arrows that advice uses for a menu path ("Policies and rules → Regulations"): none of the embedded Inter files
// has them, so they would print as empty boxes.
const RIGHT_ARROWS = /[\u2192\u21D2\u2794\u279C\u27F6]/gu;
const LEFT_ARROWS = /[\u2190\u21D0\u27F5]/gu;

/** Text as the report prints it: no emoji, no control characters, arrows as > and <, single spaces where those were. */
export function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(PICTOGRAPHS, '')
    .replace(RIGHT_ARROWS, '>')
    .replace(LEFT_ARROWS, '<')
    .replace(/(?![\n\t])\p{Cc}/gu, '')
    .replace(/[ \t]{2,}/g, ' ');
}

export interface TextRun {
  font: string;
  text: string;
}

/**
 * Splits text into runs of one font file each. A word is kept in one file when one has all its characters, so
 * runs change at spaces, where lines may break, and never inside a word.
 */
export function fontRuns(text: string, weight: Weight): TextRun[] {
  const fonts = reportFonts().filter((f) => f.weight === weight);
  const fallback = fonts[0]!;
  const runs: TextRun[] = [];
  const push = (font: string, piece: string) => {
    const last = runs.at(-1);
    if (last && (last.font === font || piece.trim() === '')) last.text += piece;
    else runs.push({ font, text: piece });
  };
  for (const piece of printable(text).split(/(\s+)/)) {
    if (piece === '') continue;
    const chars = Array.from(piece, (c) => c.codePointAt(0)!);
    const whole = runs.length > 0 && fonts.find((f) => f.name === runs.at(-1)!.font)!;
    const font = [whole, ...fonts].find((f): f is ReportFont => Boolean(f) && chars.every((cp) => (f as ReportFont).covers(cp)));
    if (font) push(font.name, piece);
    // A word mixing scripts no one file covers: each character in the first file that has it.
    else for (const char of piece) push((fonts.find((f) => f.covers(char.codePointAt(0)!)) ?? fallback).name, char);
  }
  return runs;
}
