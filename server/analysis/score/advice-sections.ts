import type { AdviceSectionKey, CategoryKey, ListingPart, ScoreCheck } from '../../../contract/wire';
import { CATEGORY_LABELS } from './weights';

// Which part of the detail screen each check belongs to, and what each part's score is. One table for every
// surface that names a section: the advice, the report, the history and the chat.

export interface SectionSpec {
  key: AdviceSectionKey;
  name: string;
  category: CategoryKey;
  /** The page part that, when the page we read lacked it, leaves this section unread. */
  part: ListingPart | null;
}

export const DESCRIPTION_PARTS = ['listingDescription', 'theSpace', 'guestAccess', 'otherDetails'] as const;
export type DescriptionPart = (typeof DESCRIPTION_PARTS)[number];

/** The sections in the detail screen's order (contract ADVICE_SECTIONS). */
export const SECTION_SPECS: readonly SectionSpec[] = [
  { key: 'photos', name: 'Photos', category: 'photos', part: 'photos' },
  { key: 'title', name: 'Title', category: 'title', part: 'title' },
  { key: 'description', name: 'Description', category: 'description', part: 'description' },
  { key: 'listingDescription', name: 'Listing Description', category: 'description', part: 'description' },
  { key: 'theSpace', name: 'The space', category: 'description', part: 'description' },
  { key: 'guestAccess', name: 'Guest access', category: 'description', part: 'description' },
  { key: 'otherDetails', name: 'Other things to note', category: 'description', part: 'description' },
  { key: 'location', name: 'Location', category: 'localOptimization', part: null },
  { key: 'amenities', name: 'Amenities', category: 'amenities', part: 'amenities' },
  { key: 'safety', name: 'Guest Safety', category: 'amenities', part: 'amenities' },
  { key: 'houseRules', name: 'House Rules', category: 'description', part: 'houseRules' },
  { key: 'pricing', name: 'Pricing', category: 'pricing', part: null },
  { key: 'localRules', name: 'Local rules', category: 'description', part: null },
];

export const SECTION_BY_KEY = Object.fromEntries(SECTION_SPECS.map((s) => [s.key, s])) as Record<AdviceSectionKey, SectionSpec>;

/** The names of the description sections as the listing page has them. */
export const DESCRIPTION_TEXT_NAMES: Record<DescriptionPart, string> = {
  listingDescription: 'Listing Description',
  theSpace: 'The space',
  guestAccess: 'Guest access',
  otherDetails: 'Other things to note',
};

// The safety devices are scored in the amenities category; the screen shows them in their own card.
const SAFETY_CHECKS = new Set(['amenities.smoke-alarm', 'amenities.co-alarm', 'amenities.safety-kit', 'amenities.cameras']);
// Checks a local rule carries points through (the registration number counts in the description category).
const LOCAL_RULE_CHECKS = new Set(['description.registration-number']);

const CATEGORY_SECTION: Record<CategoryKey, AdviceSectionKey> = {
  title: 'title',
  description: 'description',
  photos: 'photos',
  amenities: 'amenities',
  localOptimization: 'location',
  pricing: 'pricing',
};

const DESCRIPTION_PREFIX = 'description.';

/** The section a check belongs to, by its id ('description.guestAccess.length' -> guestAccess). */
export function sectionOfCheck(check: Pick<ScoreCheck, 'id' | 'category'>): AdviceSectionKey {
  const id = check.id;
  if (LOCAL_RULE_CHECKS.has(id)) return 'localRules';
  if (SAFETY_CHECKS.has(id)) return 'safety';
  // Sliced, not split: every check of every listing comes by here.
  if (id.startsWith(DESCRIPTION_PREFIX)) {
    const end = id.indexOf('.', DESCRIPTION_PREFIX.length);
    const part = id.slice(DESCRIPTION_PREFIX.length, end < 0 ? id.length : end);
    if ((DESCRIPTION_PARTS as readonly string[]).includes(part)) return part as DescriptionPart;
    if (part === 'houseRules') return 'houseRules';
  }
  return CATEGORY_SECTION[check.category];
}

/** What a section's score measures, in a host's words. */
export function measureOf(spec: SectionSpec): string {
  if (spec.key === 'description') return 'Description (the four sections, weighted by length)';
  if ((DESCRIPTION_PARTS as readonly string[]).includes(spec.key)) return spec.name;
  return CATEGORY_LABELS[spec.category];
}
