import { MINIMUM_SIZE } from './photo-assessment';
import { words } from './photo-advice';
import { analysed, coverOf, GOOD_PHOTO_COUNT, type RecommendationInput } from './recommendation-input';

// What the photos already do well, each said only when the measurements show it for the whole set.

export function strengthsOf(input: RecommendationInput): string[] {
  const ok = input.analyses.filter(analysed);
  const cover = coverOf(input.analyses);
  const { variety, rooms } = input;
  const photoCount = input.content.photos.length;
  const strengths: string[] = [];
  if (cover && cover.technicalIssues.length === 0 && cover.overallScore >= 75) {
    const qualities = cover.features.filter((f) => f === 'sharp' || f === 'well exposed' || f === 'high resolution');
    strengths.push(`The cover (photo 1) scores ${cover.overallScore}${qualities.length > 0 ? `: ${words(qualities)}` : ''}.`);
  }
  if (variety && !variety.lacksVariety && variety.scenes === variety.photos) {
    strengths.push(
      variety.basis === 'room labels'
        ? `The first ${variety.photos} photos show ${variety.photos} different rooms, a varied preview.`
        : `The first ${variety.photos} photos all look different, a varied preview.`,
    );
  }
  if (rooms.known && rooms.missing.length === 0 && rooms.bedrooms.expected + rooms.bathrooms.expected > 0) {
    strengths.push('Every bedroom and bathroom has a labelled photo.');
  }
  const every = (test: (issues: readonly string[]) => boolean) => ok.length >= 3 && ok.every((a) => test(a.technicalIssues));
  if (every((issues) => !issues.includes('low_resolution'))) {
    strengths.push(`Every photo meets Airbnb's ${MINIMUM_SIZE.width}x${MINIMUM_SIZE.height} minimum size.`);
  }
  if (every((issues) => !issues.includes('underexposed') && !issues.includes('overexposed')))
    strengths.push('No photo is too dark or blown out.');
  if (every((issues) => !issues.includes('blurry'))) strengths.push('Every photo is in focus.');
  if (ok.length >= 5 && input.nearDuplicates.length === 0) strengths.push('No photo repeats another.');
  if (photoCount >= GOOD_PHOTO_COUNT) strengths.push(`${photoCount} photos: enough to show every room and the outside.`);
  return strengths;
}
