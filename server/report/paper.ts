import type { PaperSize } from '../../contract/wire';

// A4 everywhere but where Letter is the custom: the US-Letter territories of Unicode CLDR's supplemental
// paperSize data (Belize, Canada, Chile, Colombia, Costa Rica, Guatemala, Mexico, Nicaragua, Panama, the
// Philippines, Puerto Rico, El Salvador, the United States, Venezuela).
const LETTER_REGIONS = new Set(['BZ', 'CA', 'CL', 'CO', 'CR', 'GT', 'MX', 'NI', 'PA', 'PH', 'PR', 'SV', 'US', 'VE']);

/** Page sizes in PDF points (1/72 inch). */
export const PAPER: Record<PaperSize, { width: number; height: number; label: string }> = {
  a4: { width: 595.28, height: 841.89, label: 'A4' },
  letter: { width: 612, height: 792, label: 'Letter' },
};

/** The region of the reader's preferred language decides; a bare language ('en'), or none, gives A4. */
export function paperFromAcceptLanguage(header: string | undefined): PaperSize {
  const first = header
    ?.split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q)[0];
  if (!first) return 'a4';
  let region: string | undefined;
  try {
    region = new Intl.Locale(first.tag).region;
  } catch {
    return 'a4';
  }
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}
