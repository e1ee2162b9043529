// Lengths both sides hold a listing's text to: the detail screen's guides and counters, and the limits every
// suggested text is checked against on the server (research/competitors.md section 2.1-2.2).

import { CALIBRATION } from './calibration.generated';
import type { CategoryKey } from './wire';

/** Airbnb's title limit; channel managers reject longer titles. */
export const TITLE_LIMIT = 50;
/** The Listing Description ("summary") limit. */
export const LISTING_DESCRIPTION_LIMIT = 500;
/** What shows before "Show more": the hook must fit here. */
export const FIRST_CHARACTERS_THAT_MATTER = 300;
/** The guide for every other description section. */
export const SUGGESTED_SECTION_LENGTH = { min: 350, max: 750 } as const;

/**
 * Share of the Optimization Score each category carries (sums to 100): the score is the weighted average of the
 * category scores over the categories the page gave evidence for. Set by `npm run calibrate` from how listings
 * perform where the market data covers a category; docs/scoring.md gives the reasons for each.
 */
export const CATEGORY_WEIGHTS: Readonly<Record<CategoryKey, number>> = CALIBRATION.weights;

/** The weights of rubric 2026.11-2 and of every rubric before calibration. */
export const PRE_CALIBRATION_WEIGHTS: Readonly<Record<CategoryKey, number>> = {
  photos: 30,
  description: 25,
  title: 15,
  amenities: 15,
  localOptimization: 10,
  pricing: 5,
};

/**
 * The weights a stored score was made with, from the rubric version it records: a listing analysed before the
 * calibration keeps adding up to the score it shows until it is analysed again.
 */
export function categoryWeightsFor(rubricVersion: string | null | undefined): Readonly<Record<CategoryKey, number>> {
  return rubricVersion && rubricVersion !== CALIBRATION.rubricVersion && rubricVersion < '2026.12'
    ? PRE_CALIBRATION_WEIGHTS
    : CATEGORY_WEIGHTS;
}

/** What each category score measures, in a host's words. */
export const CATEGORY_LABELS: Record<CategoryKey, string> = {
  title: 'Title',
  description: 'Description and house rules',
  photos: 'Photos',
  amenities: 'Amenities and safety',
  localOptimization: 'Location',
  pricing: 'Pricing',
};
