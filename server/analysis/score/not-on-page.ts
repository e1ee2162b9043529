import type { ListingContent, ListingPart } from '../../../contract/wire';
import { plural, type RuleResult } from './check';
import { isAbsentPhrase } from './listing-view';
import { CO_ALARM, SMOKE_ALARM, type Terms } from './vocabulary';

// A trimmed or partial page (a saved page cut short, an API answer with only some sections) lacks parts every
// listing has. Nothing can be credited that was not read, so those parts earn no points, but the host is told
// why, never that the listing lacks them: the part was not on the page we read. Where the page says the listing
// has what it did not show (a stated total, the first amenities of a longer list), what it did not show costs
// nothing: a check keeps the points it found and is not judged on the rest.

export const NOT_ON_PAGE = 'not on the page we read';

const PART_LABELS: Record<Exclude<ListingPart, 'photoTour' | 'amenitiesList'>, string> = {
  title: 'Title',
  description: 'Description',
  photos: 'Photos',
  amenities: 'Amenities',
  houseRules: 'House rules',
};

function partOf(check: RuleResult): keyof typeof PART_LABELS | null {
  if (check.category === 'title') return 'title';
  if (check.category === 'photos') return 'photos';
  if (check.category === 'amenities') return 'amenities';
  if (check.id.startsWith('description.houseRules')) return 'houseRules';
  if (check.section) return 'description';
  return null;
}

// A copy made field by field: V8 takes a slow path for an object spread followed by more fields.
function withEvidence(check: RuleResult, evidence: string, problem: string | undefined): RuleResult {
  const out: RuleResult = {
    id: check.id,
    category: check.category,
    points: check.points,
    maxPoints: check.maxPoints,
    evidence,
    source: check.source,
    fix: check.fix,
    label: check.label,
    assessed: check.assessed,
  };
  if (check.section) out.section = check.section;
  if (problem) out.problem = problem;
  return out;
}

// Checks that look for amenities by name: with only the first amenities on the page, one they did not find may be
// among the rest. (The count check judges the stated total itself; cameras cost nothing when none are listed.)
const AMENITY_LOOKUPS = new Set([
  'amenities.essentials',
  'amenities.staples',
  'amenities.sought-after',
  'amenities.smoke-alarm',
  'amenities.co-alarm',
  'amenities.safety-kit',
]);
const ALARM_TERMS: Record<string, Terms> = { 'amenities.smoke-alarm': SMOKE_ALARM, 'amenities.co-alarm': CO_ALARM };

/** Whether the page itself says the listing lacks the alarm the check is about ("No smoke alarm", a struck-out amenity). */
function pageSaysMissing(check: RuleResult, content: ListingContent): boolean {
  const terms = ALARM_TERMS[check.id];
  if (!terms) return false;
  const lines = [...(content.detailedAmenities?.safety ?? []), ...(content.safetyAndProperty ?? [])];
  const struck = (content.amenityDetails ?? []).filter((a) => !a.available).map((a) => a.title);
  return lines.some((l) => terms.has(l) && isAbsentPhrase(l)) || struck.some((t) => terms.has(t));
}

/**
 * An amenity the list did not show may be behind "Show all": a check that looked for it keeps what it found and
 * the rest costs nothing (0 of 0 when it found nothing), unless the page says the listing lacks it.
 */
function withoutUnseenAmenities(check: RuleResult, content: ListingContent): RuleResult {
  const shown = (content.amenityDetails ?? []).filter((a) => a.available).length || (content.amenities ?? []).length;
  const stated = content.statedTotals?.amenities;
  const note =
    ` The page we read listed ${plural(shown, 'amenity', 'amenities')}${stated ? ` of ${stated}` : ''}` +
    ' (the full list was not on it), so what it did not show costs nothing here.';
  return costingNothing(check, `${check.evidence}${note}`);
}

/** The check with what it could not judge left out: it keeps the points it gave (0 of 0: not assessed). */
function costingNothing(check: RuleResult, evidence: string): RuleResult {
  const out = withEvidence(check, evidence, undefined);
  out.maxPoints = check.points;
  out.fix = null;
  if (check.points === 0) out.assessed = false;
  return out;
}

export function explainNotOnPage(checks: RuleResult[], content: ListingContent): RuleResult[] {
  const parts = new Set(content.extraction?.notOnPage ?? []);
  if (parts.size === 0) return checks;
  return checks.map((check) => {
    if (parts.has('amenitiesList') && AMENITY_LOOKUPS.has(check.id) && check.points < check.maxPoints && !pageSaysMissing(check, content))
      return withoutUnseenAmenities(check, content);
    const part = partOf(check);
    const stated = part === 'photos' ? content.statedTotals?.photos : part === 'amenities' ? content.statedTotals?.amenities : undefined;
    if (part && parts.has(part) && stated && check.points < check.maxPoints) {
      // The list is not on the page, yet the page says how many there are: what it lacks cannot be judged.
      if (check.id === `${part}.count`) return check;
      return costingNothing(check, `${PART_LABELS[part]}: ${NOT_ON_PAGE}, though the page says the listing has ${stated}, so not judged.`);
    }
    if (part && parts.has(part) && check.points < check.maxPoints) {
      const evidence = `${PART_LABELS[part]}: ${NOT_ON_PAGE}, so it earns no points until a page that shows it is read.`;
      return withEvidence(check, evidence, check.problem ? `Not on the page we read.` : undefined);
    }
    return check;
  });
}
