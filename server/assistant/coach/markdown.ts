// Markdown helpers for the coach's replies. Listing text and scoring evidence are always quoted or inlined, so
// that no line of theirs can read as a suggestion or a question.

/** One line of listing or scoring text, safe to put inside a markdown line. */
export function inline(text: string, max = 220): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** Listing text as a markdown quote. */
export function quote(text: string): string {
  return text
    .split(/\r?\n/)
    .map((l) => (l.trim() ? `> ${l.trim()}` : '>'))
    .join('\n');
}

export function bullets(items: string[]): string {
  return items.map((i) => `- ${i}`).join('\n');
}
