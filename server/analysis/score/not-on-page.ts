import type { ListingContent, ListingPart } from '../../../contract/wire';
import type { RuleResult } from './check';

// A trimmed or partial page (a saved page cut short, an API answer with only some sections) lacks parts every
// listing has. Nothing can be credited that was not read, so those parts earn no points, but the host is told
// why, never that the listing lacks them: the part was not on the page we read.

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

export function explainNotOnPage(checks: RuleResult[], content: ListingContent): RuleResult[] {
  const parts = new Set(content.extraction?.notOnPage ?? []);
  if (parts.size === 0) return checks;
  return checks.map((check) => {
    const part = partOf(check);
    if (part && parts.has(part) && check.points < check.maxPoints) {
      const evidence = `${PART_LABELS[part]}: ${NOT_ON_PAGE}, so it earns no points until a page that shows it is read.`;
      return withEvidence(check, evidence, check.problem ? `Not on the page we read.` : undefined);
    }
    if (check.id === 'photos.count' && parts.has('photoTour') && !parts.has('photos')) {
      const evidence = `${check.evidence.replace(/\.$/, '')} on the page we read, which did not include the photo tour: the listing may have more.`;
      return withEvidence(check, evidence, check.problem);
    }
    if (check.id === 'amenities.count' && parts.has('amenitiesList') && !parts.has('amenities')) {
      const evidence = `${check.evidence.replace(/\.$/, '')}. The page we read showed only the first amenities, not the full list: the listing may have more.`;
      return withEvidence(check, evidence, check.problem);
    }
    return check;
  });
}
