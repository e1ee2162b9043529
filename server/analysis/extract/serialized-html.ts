// The text of HTML as a serializer writes it, without a parser where the HTML standard leaves no choice. dom-serializer
// writes every non-ASCII character of a rendered description as a numeric reference (and &, <, > by name), and a
// description cut into parts at its headings can leave a bare <span> or </span> of the block around it in a part:
// such a part holds nothing else a parser is needed for. A reference stands for its own code point when it is
// complete (ends in ';') and names one of the five XML characters or a code point that is neither a control, a
// surrogate half nor out of range; a bare span start or end tag only wraps text (and a stray end tag is ignored),
// and ends any reference before it. Anything else is left to the parser (null), which knows the rest of the
// standard's rules (legacy names without ';', the Windows-1252 numbers, replacement characters, tree building).

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,6});|#([0-9]{1,7});|(amp|lt|gt|quot|apos);)/g;
const XML_NAMES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const standsForItself = (cp: number) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0x10ffff);

/** Text whose every '&' starts such a reference, decoded; null when any '&' needs the parser's rules. */
function decodeSerializedReferences(text: string): string | null {
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

const BARE_SPAN = /<\/?span>/g;

/** The text of HTML made only of text, such references and bare span tags; null when it needs the parser. */
export function serializedText(html: string): string | null {
  const parts = html.includes('<') ? html.split(BARE_SPAN) : [html];
  let text = '';
  for (const part of parts) {
    if (part.includes('<')) return null;
    const decoded = part.includes('&') ? decodeSerializedReferences(part) : part;
    if (decoded === null) return null;
    text += decoded;
  }
  return text;
}
