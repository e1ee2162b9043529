// How much of the Listing Description a phone shows before 'Show more'.
//
// Airbnb's page data opens the description with `recommendedNumberOfLines: 6` (seen in every capture from 2024
// to 2026). A phone of 375 points leaves about 327 points for text; at Airbnb's 16-point body font that holds
// about 52 characters of prose per line. Lines break between words, and every paragraph starts a new line (an
// empty line between paragraphs uses one of the six). For plain prose this gives about 295 characters, the figure
// Solnest measured in the app [3P]; a description that starts with short lines or blank lines shows less.

import { graphemeList, visibleText } from './text-length';

export const MOBILE_LINES_BEFORE_SHOW_MORE = 6;
export const MOBILE_CHARS_PER_LINE = 52;

/** Characters of `text` visible on a phone before 'Show more' (the whole text when it fits). */
export function showMoreFoldEstimate(
  value: string | null | undefined,
  lines = MOBILE_LINES_BEFORE_SHOW_MORE,
  width = MOBILE_CHARS_PER_LINE,
): number {
  const text = visibleText(value);
  if (!text) return 0;
  const paragraphs = text.split('\n');
  let used = 0;
  let shown = 0;
  for (let p = 0; p < paragraphs.length; p += 1) {
    if (used >= lines) return shown;
    if (p > 0) shown += 1; // the line break itself
    const chars = graphemeList(paragraphs[p] ?? '');
    if (chars.length === 0) {
      used += 1;
      continue;
    }
    let start = 0;
    while (start < chars.length) {
      if (used >= lines) return shown;
      let end = Math.min(chars.length, start + width);
      if (end < chars.length) {
        // break after the last space that fits; a word longer than a line is cut where the line ends
        let space = -1;
        for (let i = end; i > start; i -= 1) {
          if (chars[i] === ' ') {
            space = i;
            break;
          }
        }
        if (space > start) end = space + 1;
      }
      shown += end - start;
      start = end;
      used += 1;
    }
  }
  return shown;
}
