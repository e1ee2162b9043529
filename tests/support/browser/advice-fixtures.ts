import { CATEGORY_LABELS, CATEGORY_WEIGHTS } from '../../../contract/limits';
import {
  ADVICE_SECTIONS,
  CATEGORY_KEYS,
  type Advice,
  type AdviceFinding,
  type AdvicePhotoQuality,
  type AdviceSection,
  type AdviceSectionKey,
  type CategoryKey,
  type Recommendations,
  type ScoreCheck,
} from '../../../contract/wire';

// Test data: the advice the server sends with a score (Recommendations.advice), made the simple way for the
// synthetic listings of the browser tests. The screens only read it; the server's own rules are tested on the
// server (tests/server/advice). One finding per losing check, sections as the detail screen has them.

const NAMES: Record<AdviceSectionKey, string> = {
  photos: 'Photos',
  title: 'Title',
  description: 'Description',
  listingDescription: 'Listing Description',
  theSpace: 'The space',
  guestAccess: 'Guest access',
  otherDetails: 'Other things to note',
  location: 'Location',
  amenities: 'Amenities',
  safety: 'Guest Safety',
  houseRules: 'House Rules',
  pricing: 'Pricing',
  localRules: 'Local rules',
};

const CATEGORY_OF: Record<AdviceSectionKey, CategoryKey> = {
  photos: 'photos',
  title: 'title',
  description: 'description',
  listingDescription: 'description',
  theSpace: 'description',
  guestAccess: 'description',
  otherDetails: 'description',
  location: 'localOptimization',
  amenities: 'amenities',
  safety: 'amenities',
  houseRules: 'description',
  pricing: 'pricing',
  localRules: 'description',
};

const PARTS = ['listingDescription', 'theSpace', 'guestAccess', 'otherDetails'] as const;
const SAFETY = new Set(['amenities.smoke-alarm', 'amenities.co-alarm', 'amenities.safety-kit', 'amenities.cameras']);

function sectionOf(check: ScoreCheck): AdviceSectionKey {
  if (SAFETY.has(check.id)) return 'safety';
  const part = check.id.split('.')[1] ?? '';
  if (check.category === 'description') {
    if ((PARTS as readonly string[]).includes(part)) return part as AdviceSectionKey;
    if (part === 'houseRules') return 'houseRules';
    if (part === 'registration-number') return 'localRules';
  }
  const byCategory: Record<CategoryKey, AdviceSectionKey> = {
    title: 'title',
    description: 'description',
    photos: 'photos',
    amenities: 'amenities',
    localOptimization: 'location',
    pricing: 'pricing',
  };
  return byCategory[check.category];
}

export function adviceFor(
  recs: Omit<Recommendations, 'advice'>,
  options: { provisional?: boolean; photoQuality?: AdvicePhotoQuality | null } = {},
): Advice {
  const unscored = new Set(recs.unscoredCategories ?? []);
  const catMax = (k: CategoryKey) => recs.checks.filter((c) => c.category === k).reduce((s, c) => s + c.maxPoints, 0);
  const gain = (c: ScoreCheck) => {
    const max = catMax(c.category);
    return unscored.has(c.category) || max === 0
      ? 0
      : Math.round(((c.maxPoints - c.points) / max) * CATEGORY_WEIGHTS[c.category] * 10) / 10;
  };
  const sections = ADVICE_SECTIONS.map((key): AdviceSection => {
    const category = CATEGORY_OF[key];
    const own = recs.checks.filter((c) => sectionOf(c) === key);
    const checks =
      key === 'description'
        ? recs.checks.filter((c) => (PARTS as readonly string[]).includes(sectionOf(c)) || sectionOf(c) === 'description')
        : own;
    const part = recs.detailedScores?.description?.sectionScores?.[key as (typeof PARTS)[number]];
    const score = unscored.has(category) || key === 'localRules' ? null : part ? part.score : recs.categoryScores[category];
    const findings: AdviceFinding[] = own
      .filter((c) => c.maxPoints > 0 && c.points < c.maxPoints && c.fix)
      .map((c) => ({
        id: c.id,
        section: key,
        checkIds: [c.id],
        title: '',
        evidence: [c.evidence],
        fix: c.fix!,
        action: c.fix!,
        gain: gain(c),
        points: c.points,
        maxPoints: c.maxPoints,
      }))
      .sort((a, b) => b.gain - a.gain);
    const scored = checks.filter((c) => c.maxPoints > 0);
    const measure = PARTS.includes(key as never) || key === 'description' ? NAMES[key] : CATEGORY_LABELS[category];
    return {
      key,
      name: NAMES[key],
      category,
      score,
      scoreOf: part ? 'section' : 'category',
      measure,
      sharedWith: key === 'amenities' ? ['safety'] : key === 'safety' ? ['amenities'] : [],
      passed: scored.filter((c) => c.points >= c.maxPoints).length,
      total: scored.length,
      checkIds: checks.map((c) => c.id),
      good: scored.filter((c) => c.points >= c.maxPoints && c.label).map((c) => c.label!),
      findings,
      notShown: own.filter((c) => c.maxPoints <= 0).map((c) => c.label ?? c.evidence),
      notOnPage: false,
      verdict:
        findings.length || key === 'localRules' ? null : score === null ? 'Not scored.' : score >= 100 ? 'Nothing to fix here.' : null,
    };
  });
  const counted = CATEGORY_KEYS.filter((k) => !unscored.has(k));
  const weight = counted.reduce((s, k) => s + CATEGORY_WEIGHTS[k], 0);
  const rows = [...CATEGORY_KEYS]
    .sort((a, b) => CATEGORY_WEIGHTS[b] - CATEGORY_WEIGHTS[a])
    .map((category) => {
      const score = unscored.has(category) ? null : recs.categoryScores[category];
      return {
        category,
        label: CATEGORY_LABELS[category],
        weight: CATEGORY_WEIGHTS[category],
        score,
        contribution: score === null ? null : (score * CATEGORY_WEIGHTS[category]) / weight,
      };
    });
  const sum = rows.reduce((s, r) => s + (r.contribution ?? 0), 0);
  return {
    provisional: options.provisional ?? false,
    topFixes: sections
      .flatMap((s) => s.findings)
      .sort((a, b) => b.gain - a.gain)
      .slice(0, 3),
    sections,
    breakdown: { rows, countedWeight: weight, sum, total: Math.round(sum) },
    photoQuality: options.photoQuality ?? null,
  };
}
