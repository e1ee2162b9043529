// The sources behind each check, as a host reads them: the kind of source in words instead of a tag, no
// internal references, and a link where the source has a public page.

export const SOURCE_KINDS = {
  O: "Airbnb's own page",
  CM: 'Channel manager rules (the software that sends listings to Airbnb)',
  V: 'A company writing about its own data',
  '3P': 'An independent guide or study',
  R: 'Published research',
  L: 'The law or the public authority',
} as const;

export type SourceKind = keyof typeof SOURCE_KINDS;

export interface SourceLink {
  label: string;
  href: string;
}

export interface SourcePart {
  text: string;
  kinds: SourceKind[];
  links: SourceLink[];
}

/** Internal references that mean nothing to a host, and what to say instead. */
const PLAIN_WORDS: [RegExp, string][] = [
  [/\s*\(spec section \d+\)/gi, ''],
  [/\s*\(recommendedNumberOfLines: (\d+)\)/gi, ' ($1 lines)'],
  [/Registration rules table \(docs\/scoring\.md\)/gi, "This product's table of local registration rules"],
  [/\s*\(docs\/scoring\.md\)/gi, ''],
];

export function plainSource(text: string): string {
  return PLAIN_WORDS.reduce((t, [pattern, words]) => t.replace(pattern, words), text).trim();
}

function linksOf(text: string): SourceLink[] {
  const links: SourceLink[] = [];
  for (const m of text.matchAll(/\bHelp ((?:\d+)(?:(?:,| and) \d+)*)/g)) {
    for (const n of m[1]!.match(/\d+/g) ?? []) {
      links.push({ label: `Airbnb Help ${n}`, href: `https://www.airbnb.com/help/article/${n}` });
    }
  }
  for (const m of text.matchAll(/SSRN (\d+)/g)) {
    links.push({ label: `SSRN ${m[1]}`, href: `https://papers.ssrn.com/sol3/papers.cfm?abstract_id=${m[1]}` });
  }
  if (/Regulation \(EU\) 2024\/1028/.test(text)) {
    links.push({ label: 'Regulation (EU) 2024/1028', href: 'https://eur-lex.europa.eu/eli/reg/2024/1028/oj' });
  }
  return links;
}

/** Splits at ';' outside brackets and quotes. */
function splitParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (ch === '(' || ch === '[') depth += 1;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (ch === ';' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** "Airbnb Help 515 … [O]; SSRN 3648438 … [R]" as parts with their kinds in words and their pages. */
export function parseSources(source: string): SourcePart[] {
  return splitParts(plainSource(source)).map((part) => {
    const kinds: SourceKind[] = [];
    const text = part
      .replace(/\s*\[([A-Z0-9/]+)\]/g, (_m, tags: string) => {
        for (const tag of tags.split('/')) if (tag in SOURCE_KINDS && !kinds.includes(tag as SourceKind)) kinds.push(tag as SourceKind);
        return '';
      })
      .trim();
    return { text, kinds, links: linksOf(text) };
  });
}
