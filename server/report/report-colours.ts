import { COLOURS } from './report-pen';

/** Score colours and grades of the app: 80+ green, 60-79 yellow, below red; A 90+, B 75+, C 60+, else D. */
export function scoreColour(score: number): string {
  return score >= 80 ? COLOURS.success : score >= 60 ? COLOURS.warning : COLOURS.error;
}

export function grade(score: number): string {
  if (score >= 90) return 'Grade A · Excellent';
  if (score >= 75) return 'Grade B · Good';
  if (score >= 60) return 'Grade C · Fair';
  return 'Grade D · Needs Work';
}
