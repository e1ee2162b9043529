// How the advice's numbers read, the same on every surface (detail screen, report, chat): a gain is in
// Optimization Score points and says so; category points, where shown, are named as such.

/** "+3 overall": Optimization Score points a fix can add (whole points from 1, one decimal below). */
export function formatGain(gain: number): string {
  if (gain >= 1) return `+${Math.round(gain)} overall`;
  if (gain >= 0.1) return `+${gain.toFixed(1)} overall`;
  return '+<0.1 overall';
}

/** The same gain for a screen reader. */
export function gainLabel(gain: number): string {
  const value = gain >= 1 ? String(Math.round(gain)) : gain >= 0.1 ? gain.toFixed(1) : 'less than 0.1';
  return `adds ${value} ${value === '1' ? 'point' : 'points'} to the Optimization Score`;
}

/** "3 of 5 checks passed in full". */
export function checksLine(passed: number, total: number): string {
  if (total === 0) return 'No check here carries points.';
  return `${passed} of ${total} ${total === 1 ? 'check' : 'checks'} passed in full`;
}

/** "12 of 25 Photos points": a figure on a category's own scale, named as such. */
export function categoryPoints(points: number, maxPoints: number, category: string): string {
  return `${points} of ${maxPoints} ${category} points`;
}

/** The score a section shows, with what it measures when that is not the section itself. */
export function scoreLabel(section: { name: string; measure: string; score: number | null }): string {
  if (section.score === null) return 'Not scored';
  return section.measure === section.name ? `${section.score}/100` : `${section.measure}: ${section.score}/100`;
}

/** The provisional mark beside a score made before the photos were measured. */
export const PROVISIONAL = 'Provisional: photos still being measured';

/** What "Photo quality" is, in one sentence. */
export const PHOTO_QUALITY_IS = "the photo analysis' rating of the photos themselves, with the cover and the first five counting most.";

/** Deduction points as the photo rating takes them: whole, or to one decimal (half a point a missing photo). */
const points = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * What the photo analysis' rating ("Photo quality") is and how it differs from the Photos score, in the words
 * the detail screen and the report both print.
 */
export function photoQualityLines(
  quality: {
    score: number;
    label: string;
    deductions: { reason: string; points: number }[];
    inPhotosScore: { points: number; maxPoints: number } | null;
  },
  photosScore: number | null,
): string[] {
  const lines = [`Photo quality ${quality.score}/100 (${quality.label}): ${PHOTO_QUALITY_IS}`];
  if (quality.deductions.length)
    lines.push(`Taken off for the set as a whole: ${quality.deductions.map((d) => `${points(d.points)} for ${d.reason}`).join(', ')}.`);
  if (photosScore !== null) {
    const carried = quality.inPhotosScore
      ? `; the measured photos carry ${categoryPoints(quality.inPhotosScore.points, quality.inPhotosScore.maxPoints, 'Photos')} in it`
      : '';
    lines.push(
      `It is not the Photos score (${photosScore}/100), which counts toward the Optimization Score and also rates how many photos there are, their sizes, the cover and the room tour${carried}.`,
    );
  }
  return lines;
}
