import type { PhotoAnalysis, PhotoPriority } from '../../../contract/wire';
import type { ImageMeasurement } from './types';

// From measurements to the per-photo verdict a host reads: sub-scores, technical issues, an overall score and
// a priority. Pure and deterministic. The thresholds were calibrated on real photographs, sharp ones and the
// same with planted faults (tests/server/analysis/photos/real-photo-calibration.test.ts; the set and the
// measured error rates are in docs/scoring.md), and sit on the cautious side: a photo is only called
// blurry, dark or blown out when it clearly is.

/** Airbnb's minimum (3:2 landscape) [O]; channel managers reject photos under 800x500 [CM]. */
export const MINIMUM_SIZE = { width: 1024, height: 683 } as const;
export const REJECTED_BELOW = { width: 800, height: 500 } as const;
/** Recommended sizes: 1200x800 (Airbnb's photo guide, via Solnest) and the 1440 / 2048 widths Airbnb serves. */
export const RECOMMENDED_SIZE = { width: 1200, height: 800 } as const;

export const THRESHOLDS = {
  /**
   * Dark: mean luma (0-255) under 75, or the brightest 1 % of the frame under 140 (nothing comes near white,
   * as when a white wall shows grey). Sharp real photos: mean 84 and up, brightest 1 % 175 and up; 2.5 stops
   * under: brightest 1 % 118 and below.
   */
  underexposedMean: 75,
  underexposedBrightest: 140,
  /**
   * Blown out: mean luma over 205, or more than 18 % of the pixels with a channel at 250 or more (a colour
   * blows out in one channel long before its luma reaches white). Sharp real photos: up to 6 % (a white
   * background apart); 2 stops over: 23 % and up.
   */
  overexposedMean: 205,
  overexposedClipShare: 0.18,
  /** Flat: the 5th to 95th luma percentiles less than 75 apart. Sharp real photos: 106 and up; hazed: 69 and below. */
  lowContrastSpread: 75,
  /**
   * Blur where the photo has detail (0 sharp ... 1 blurred; pixel-stats.ts) from which a photo is blurry.
   * Sharp real photos: 0.08 at most at their own size, 0.17 at most halved to about 200 px; the same with an
   * out-of-focus blur of 1/200 of the long side or a shake of 1/40 of it, and photos the camera blurred:
   * 0.185 and up.
   */
  blurry: 0.18,
  /** Colourfulness: 95% of pixels within this of grey, and a mean below blackAndWhiteMean. */
  blackAndWhiteP95: 12,
  blackAndWhiteMean: 5,
  /** Width over height beyond which a photo is a panorama that Airbnb's 3:2 frames crop hard. */
  panoramaRatio: 2.1,
} as const;

export type TechnicalIssue =
  | 'low_resolution'
  | 'underexposed'
  | 'overexposed'
  | 'blurry'
  | 'low_contrast'
  | 'portrait_orientation'
  | 'panoramic_crop'
  | 'black_and_white'
  | 'near_duplicate'
  | 'poor_square_crop';

/** Issues that make a photo unfit to show as it is; the others are worth fixing but do not spoil it. */
export const SEVERE_ISSUES: ReadonlySet<TechnicalIssue> = new Set(['low_resolution', 'underexposed', 'overexposed', 'blurry']);

export interface PhotoScores {
  resolutionScore: number;
  lightingScore: number;
  sharpnessScore: number;
  framingScore: number;
  /** Weighted score before any cap for issues. */
  baseScore: number;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Linear interpolation through (x, y) anchor points, flat beyond the ends. */
function through(points: readonly (readonly [number, number])[], x: number): number {
  if (x <= points[0]![0]) return points[0]![1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x0, y0] = points[i - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return points[points.length - 1]![1];
}

/** How far the photo's size reaches towards 1024x683 (1 = exactly the minimum), orientation-neutral. */
export function sizeRatio(width: number, height: number): number {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return Math.min(long / MINIMUM_SIZE.width, short / MINIMUM_SIZE.height);
}

/**
 * 0 at nothing, 40 at 800x500 (the channel-manager reject line), 70 at 1024x683 (Airbnb's minimum), 80 at
 * 1200x800 (recommended), 90 at 1440x960, 100 at 2048x1365 and above.
 */
export function resolutionScore(width: number, height: number): number {
  return Math.round(
    through(
      [
        [0, 0],
        [REJECTED_BELOW.width / MINIMUM_SIZE.width, 40],
        [1, 70],
        [RECOMMENDED_SIZE.width / MINIMUM_SIZE.width, 80],
        [1440 / MINIMUM_SIZE.width, 90],
        [2048 / MINIMUM_SIZE.width, 100],
      ],
      sizeRatio(width, height),
    ),
  );
}

/**
 * Exposure (mean luma: full marks from 110 to 175, nothing at 30 or 240) weighs 60%, contrast (the 5th-95th
 * percentile spread: full marks from 120, nothing at 30) 40%; clipped shadows beyond 2% and blown highlights
 * (any channel) beyond 3% of the frame take points off twice their share.
 */
export function lightingScore(m: ImageMeasurement): number {
  const l = m.pixels.luminance;
  const exposure = l.mean < 110 ? clamp01((l.mean - 30) / 80) : l.mean > 175 ? clamp01((240 - l.mean) / 65) : 1;
  const contrast = clamp01((l.p95 - l.p5 - 30) / 90);
  const clipping = 2 * Math.max(0, l.shadowClip - 0.02) + 2 * Math.max(0, l.channelClip - 0.03);
  return Math.round(100 * clamp01(0.6 * exposure + 0.4 * contrast - clipping));
}

/**
 * From the blur where the photo has detail: full marks up to 0.08 (the sharpest real photos), 60 at the blurry
 * line (0.18), nothing from 0.40. A photo without detail to judge (a bare wall) gets 60: neither praised nor
 * faulted.
 */
export function sharpnessScore(m: ImageMeasurement): number {
  const blur = m.pixels.sharpness.blur;
  if (blur === null) return 60;
  return Math.round(
    through(
      [
        [0.08, 100],
        [THRESHOLDS.blurry, 60],
        [0.4, 0],
      ],
      blur,
    ),
  );
}

export type Orientation = 'landscape' | 'portrait' | 'square' | 'panorama';

export function orientationOf(width: number, height: number): Orientation {
  const ratio = width / height;
  if (ratio >= THRESHOLDS.panoramaRatio) return 'panorama';
  if (ratio > 1.02) return 'landscape';
  if (ratio < 0.98) return 'portrait';
  return 'square';
}

const COMMON_RATIOS: [number, number][] = [
  [3, 2],
  [4, 3],
  [16, 9],
  [5, 4],
  [2, 1],
];

/** 'landscape 3:2', 'portrait 3:4', 'square', 'panorama 2.8:1', or e.g. 'landscape 1.62:1'. */
export function compositionOf(width: number, height: number): string {
  const orientation = orientationOf(width, height);
  if (orientation === 'square') return 'square';
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const ratio = long / short;
  const known = COMMON_RATIOS.find(([a, b]) => Math.abs(ratio - a / b) / (a / b) < 0.02);
  if (orientation === 'panorama') return `panorama ${known ? `${known[0]}:${known[1]}` : `${ratio.toFixed(1)}:1`}`;
  if (!known) return `${orientation} ${ratio.toFixed(2)}:1`;
  return orientation === 'portrait' ? `portrait ${known[1]}:${known[0]}` : `landscape ${known[0]}:${known[1]}`;
}

/** Search and the photo grid show landscape frames: 3:2 fits them best. */
function framingScore(width: number, height: number): number {
  const orientation = orientationOf(width, height);
  if (orientation === 'portrait') return 40;
  if (orientation === 'panorama') return 60;
  if (orientation === 'square') return 80;
  return Math.abs(width / height - 1.5) < 0.05 ? 100 : 95;
}

export function scorePhoto(m: ImageMeasurement): PhotoScores {
  const resolution = resolutionScore(m.width, m.height);
  const lighting = lightingScore(m);
  const sharpness = sharpnessScore(m);
  const framing = framingScore(m.width, m.height);
  return {
    resolutionScore: resolution,
    lightingScore: lighting,
    sharpnessScore: sharpness,
    framingScore: framing,
    baseScore: Math.round(0.25 * resolution + 0.35 * lighting + 0.3 * sharpness + 0.1 * framing),
  };
}

/** Issues visible in the photo on its own; listing-level ones (near_duplicate, poor_square_crop) come later. */
export function photoIssues(m: ImageMeasurement): TechnicalIssue[] {
  const issues: TechnicalIssue[] = [];
  const l = m.pixels.luminance;
  if (sizeRatio(m.width, m.height) < 1) issues.push('low_resolution');
  const under = l.mean < THRESHOLDS.underexposedMean || l.p99 < THRESHOLDS.underexposedBrightest;
  const over = l.mean > THRESHOLDS.overexposedMean || l.channelClip > THRESHOLDS.overexposedClipShare;
  if (under) issues.push('underexposed');
  if (over) issues.push('overexposed');
  if (!under && !over && l.p95 - l.p5 < THRESHOLDS.lowContrastSpread) issues.push('low_contrast');
  const blur = m.pixels.sharpness.blur;
  if (blur !== null && blur >= THRESHOLDS.blurry) issues.push('blurry');
  const orientation = orientationOf(m.width, m.height);
  if (orientation === 'portrait') issues.push('portrait_orientation');
  if (orientation === 'panorama') issues.push('panoramic_crop');
  if (m.pixels.chroma.p95 < THRESHOLDS.blackAndWhiteP95 && m.pixels.chroma.mean < THRESHOLDS.blackAndWhiteMean)
    issues.push('black_and_white');
  return issues;
}

export function belowRejectSize(width: number, height: number): boolean {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return long < REJECTED_BELOW.width || short < REJECTED_BELOW.height;
}

/**
 * The score a host sees: the weighted sub-scores, capped so that it never reads better than the issues allow
 * (spec bands: 75 Excellent, 60 Good). A severe issue caps at 59, two at 40, a size below 800x500 at 35; a
 * minor issue keeps a photo out of Excellent (74).
 */
export function overallScore(scores: PhotoScores, issues: readonly TechnicalIssue[], width: number, height: number): number {
  const severe = issues.filter((i) => SEVERE_ISSUES.has(i)).length;
  let cap = 100;
  if (issues.length > severe) cap = 74;
  if (severe >= 1) cap = 59;
  if (severe >= 2) cap = 40;
  if (belowRejectSize(width, height)) cap = Math.min(cap, 35);
  return Math.min(cap, scores.baseScore);
}

/**
 * critical: below 800x500 (rejected by channel managers), the cover with a severe issue, or two severe issues;
 * high: one severe issue, the cover with any issue, or an upright photo among the first five (the preview);
 * medium: any other issue, or a score under 60 without a named issue;
 * low: nothing to fix.
 */
export function priorityOf(index: number, issues: readonly TechnicalIssue[], score: number, width: number, height: number): PhotoPriority {
  const severe = issues.filter((i) => SEVERE_ISSUES.has(i)).length;
  if (belowRejectSize(width, height) || (index === 0 && severe > 0) || severe >= 2) return 'critical';
  if (severe === 1 || (index === 0 && issues.length > 0) || (index < 5 && issues.includes('portrait_orientation'))) return 'high';
  if (issues.length > 0 || score < 60) return 'medium';
  return 'low';
}

/** Qualities the measurements support, worded for the host; never a claim about what the photo shows. */
export function featuresOf(m: ImageMeasurement, scores: PhotoScores, issues: readonly TechnicalIssue[]): string[] {
  const features: string[] = [];
  const l = m.pixels.luminance;
  if (sizeRatio(m.width, m.height) >= RECOMMENDED_SIZE.width / MINIMUM_SIZE.width) features.push('high resolution');
  if (orientationOf(m.width, m.height) === 'landscape') features.push('landscape');
  if (!issues.includes('overexposed') && !issues.includes('underexposed')) {
    if (l.mean >= 130) features.push('bright');
    if (scores.lightingScore >= 80) features.push('well exposed');
  }
  if (scores.sharpnessScore >= 90) features.push('sharp');
  if (l.p95 - l.p5 >= 110 && !issues.includes('overexposed')) features.push('good contrast');
  if (m.pixels.chroma.mean >= 35) features.push('colourful');
  return features;
}

export interface AssessInput {
  index: number;
  url: string;
  category: string | null;
  measurement: ImageMeasurement;
  /** Issues found by comparing photos (near_duplicate, poor_square_crop). */
  listingIssues?: readonly TechnicalIssue[];
  aiDescription: string;
}

const ISSUE_ORDER: TechnicalIssue[] = [
  'low_resolution',
  'underexposed',
  'overexposed',
  'blurry',
  'low_contrast',
  'portrait_orientation',
  'panoramic_crop',
  'black_and_white',
  'poor_square_crop',
  'near_duplicate',
];

export function assessPhoto(input: AssessInput): PhotoAnalysis {
  const m = input.measurement;
  const scores = scorePhoto(m);
  const found = new Set<TechnicalIssue>([...photoIssues(m), ...(input.listingIssues ?? [])]);
  const issues = ISSUE_ORDER.filter((i) => found.has(i));
  const score = overallScore(scores, issues, m.width, m.height);
  return {
    photoIndex: input.index,
    photoUrl: input.url,
    category: input.category,
    isHeroImage: input.index === 0,
    overallScore: score,
    priority: priorityOf(input.index, issues, score, m.width, m.height),
    width: m.width,
    height: m.height,
    aspectRatio: Math.round((m.width / m.height) * 1000) / 1000,
    resolutionScore: scores.resolutionScore,
    lightingScore: scores.lightingScore,
    technicalIssues: issues,
    aiDescription: input.aiDescription,
    qualityRating: Math.round(score) / 10,
    composition: compositionOf(m.width, m.height),
    features: featuresOf(m, scores, issues),
    error: null,
  };
}

/** A photo we could not download or decode: recorded so the host sees which one, and left out of averages. */
export function failedPhoto(index: number, url: string, category: string | null, error: string, aiDescription: string): PhotoAnalysis {
  return {
    photoIndex: index,
    photoUrl: url,
    category,
    isHeroImage: index === 0,
    overallScore: 0,
    priority: 'medium',
    width: null,
    height: null,
    aspectRatio: null,
    resolutionScore: 0,
    lightingScore: 0,
    technicalIssues: [],
    aiDescription,
    qualityRating: 0,
    composition: null,
    features: [],
    error,
  };
}
