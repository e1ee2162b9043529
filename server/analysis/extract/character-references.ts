// Character references as a serializer writes them: dom-serializer writes every non-ASCII character of a rendered
// description as a numeric reference (and &, <, > by name), so each part of a description read from the page
// held references and nothing else a parser is needed for. Decoding those is fixed by the HTML standard when
// each one is complete (ends in ';'), names one of the five XML characters or a code point that is neither a
// control, a surrogate half nor out of range: those stand for their own code point. Anything else is left to the
// parser (null), which knows the rest of the standard's rules (legacy names without ';', the Windows-1252
// numbers, replacement characters).

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,6});|#([0-9]{1,7});|(amp|lt|gt|quot|apos);)/g;
const XML_NAMES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const standsForItself = (cp: number) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0x10ffff);

/** Text whose every '&' starts such a reference, decoded; null when any '&' needs the parser's rules. */
export function decodeSerializedReferences(text: string): string | null {
  let ampersands = 0;
  for (let at = text.indexOf('&'); at >= 0; at = text.indexOf('&', at + 1)) ampersands += 1;
  let references = 0;
  let plain = true;
  const decoded = text.replace(REFERENCE, (_, hex?: string, decimal?: string, name?: string) => {
    references += 1;
    if (name) return XML_NAMES[name]!;
    const cp = hex ? parseInt(hex, 16) : Number(decimal);
    if (!standsForItself(cp)) {
      plain = false;
      return '';
    }
    return String.fromCodePoint(cp);
  });
  return plain && references === ampersands ? decoded : null;
}
