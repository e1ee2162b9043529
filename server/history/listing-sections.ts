import type { CategoryKey, ListingContent, Recommendations, ScoreCheck } from '../../contract/wire';

// The sections a host sees on the listing detail screen, as history and the report name them: which checks
// belong to each, which score it shows, and where its text is read from.

export type DescriptionScoreKey = 'listingDescription' | 'theSpace' | 'guestAccess' | 'otherDetails';

export const DESCRIPTION_SECTION_NAMES: Record<DescriptionScoreKey, string> = {
  listingDescription: 'Listing Description',
  theSpace: 'The space',
  guestAccess: 'Guest access',
  otherDetails: 'Other things to note',
};

// The safety devices are scored in the amenities category; the screen shows them in their own card.
const SAFETY_CHECKS = new Set(['amenities.smoke-alarm', 'amenities.co-alarm', 'amenities.safety-kit', 'amenities.cameras']);

/** The section a check belongs to, by its id ('description.guestAccess.length' -> 'Guest access'). */
export function sectionOfCheck(check: Pick<ScoreCheck, 'id' | 'category'>): string {
  const [category, part] = check.id.split('.');
  if (category === 'description') {
    if (part && part in DESCRIPTION_SECTION_NAMES) return DESCRIPTION_SECTION_NAMES[part as DescriptionScoreKey];
    if (part === 'houseRules') return 'House Rules';
    return 'Description';
  }
  if (SAFETY_CHECKS.has(check.id)) return 'Guest Safety';
  return CATEGORY_SECTION[check.category];
}

const CATEGORY_SECTION: Record<CategoryKey, string> = {
  title: 'Title',
  description: 'Description',
  photos: 'Photos',
  amenities: 'Amenities',
  localOptimization: 'Location',
  pricing: 'Pricing',
};

export interface ReportSection {
  name: string;
  /** The score the detail screen shows for it; null when not scored. */
  score: number | null;
  checks: ScoreCheck[];
}

function categoryScore(recs: Recommendations, key: CategoryKey): number | null {
  if (recs.unscoredCategories?.includes(key)) return null;
  const value = recs.categoryScores?.[key];
  return typeof value === 'number' ? value : null;
}

/** Characters as a guest counts them: code points of the trimmed, NFC-normalised text. */
function textLength(text: string | undefined): number {
  return text ? Array.from(text.normalize('NFC').trim()).length : 0;
}

/**
 * The Description card's score on the detail screen: the four section scores weighted by their length, each
 * counted as at least 350 characters, so the report and the screen show the same number.
 */
function descriptionScore(recs: Recommendations, content: ListingContent | null): number | null {
  const scores = recs.detailedScores?.description?.sectionScores;
  if (!scores) return categoryScore(recs, 'description');
  let weighted = 0;
  let total = 0;
  for (const [key, name] of Object.entries(DESCRIPTION_SECTION_NAMES) as [DescriptionScoreKey, string][]) {
    const entry = scores[key];
    if (!entry) continue;
    const weight = Math.max(textLength(content?.descriptionSections?.[name]), 350);
    weighted += entry.score * weight;
    total += weight;
  }
  return total === 0 ? categoryScore(recs, 'description') : Math.round(weighted / total);
}

/** The detail screen's sections in its order, each with its score and its checks. */
export function reportSections(recs: Recommendations, content: ListingContent | null): ReportSection[] {
  const checksOf = (name: string) => recs.checks.filter((c) => sectionOfCheck(c) === name);
  const sectionScores = recs.detailedScores?.description?.sectionScores;
  const described = (Object.keys(DESCRIPTION_SECTION_NAMES) as DescriptionScoreKey[]).map((key) => {
    const name = DESCRIPTION_SECTION_NAMES[key];
    return { name, score: sectionScores?.[key]?.score ?? null, checks: checksOf(name) };
  });
  return [
    { name: 'Title', score: categoryScore(recs, 'title'), checks: checksOf('Title') },
    { name: 'Description', score: descriptionScore(recs, content), checks: checksOf('Description') },
    ...described,
    { name: 'Photos', score: categoryScore(recs, 'photos'), checks: checksOf('Photos') },
    { name: 'Amenities', score: categoryScore(recs, 'amenities'), checks: checksOf('Amenities') },
    // House rules are scored in the description category, safety devices in the amenities one.
    { name: 'House Rules', score: categoryScore(recs, 'description'), checks: checksOf('House Rules') },
    { name: 'Guest Safety', score: categoryScore(recs, 'amenities'), checks: checksOf('Guest Safety') },
    { name: 'Location', score: categoryScore(recs, 'localOptimization'), checks: checksOf('Location') },
    { name: 'Pricing', score: categoryScore(recs, 'pricing'), checks: checksOf('Pricing') },
  ];
}

/** The text of each section as read: the title, every host-written section, the neighbourhood, and the lists. */
export function sectionTexts(content: ListingContent): { texts: Record<string, string>; lists: Record<string, string[]> } {
  const texts: Record<string, string> = {};
  if (content.title) texts['Title'] = content.title;
  for (const [name, text] of Object.entries(content.descriptionSections ?? {})) {
    if (typeof text === 'string' && text.trim() !== '') texts[name] = text;
  }
  if (content.location?.neighborhood?.trim()) texts['Neighbourhood'] = content.location.neighborhood;
  const clean = (items: readonly string[] | undefined) => (items ?? []).filter((i) => typeof i === 'string' && i.trim() !== '');
  return {
    texts,
    lists: {
      Amenities: clean(content.amenities),
      'House Rules': clean(content.houseRules),
      'Guest Safety': clean(content.detailedAmenities?.safety),
    },
  };
}
