import type { PhotoAnalysis } from '../../contract/wire';

// Photo display rules of the listing detail (spec sections 2 and 9).

export const KEY_PHOTOS_FIRST = 10;
export const KEY_PHOTOS_MAX = 15;
export const AI_DESCRIPTION_UNAVAILABLE = 'Analysis unavailable';

/** Key photos: the first 10 analyses, plus critical or high priority ones after that, up to 15 in all. */
export function keyPhotos(analyses: readonly PhotoAnalysis[]): PhotoAnalysis[] {
  const ordered = [...analyses].sort((a, b) => a.photoIndex - b.photoIndex);
  const first = ordered.slice(0, KEY_PHOTOS_FIRST);
  const urgent = ordered.slice(KEY_PHOTOS_FIRST).filter((a) => a.priority === 'critical' || a.priority === 'high');
  return [...first, ...urgent].slice(0, KEY_PHOTOS_MAX);
}

/** Technical issues arrive as snake_case words; they are shown as plain words. */
export function plainIssue(issue: string): string {
  return issue.replace(/_+/g, ' ').trim();
}

/** The AI description, or null when it is the 'Analysis unavailable' placeholder or empty. */
export function visibleAiDescription(text: string | null | undefined): string | null {
  if (!text || text.trim() === '' || text.trim() === AI_DESCRIPTION_UNAVAILABLE) return null;
  return text;
}
