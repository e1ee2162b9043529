import type { ListingContent } from '../../contract/wire';
import type { SuggestionScore, SuggestionSection } from '../../contract/suggestions';
import { percentOf, type RuleResult, type SectionKey } from '../analysis/score/check';
import { descriptionChecks } from '../analysis/score/description.checks';
import { readListing } from '../analysis/score/listing-view';
import { titleChecks } from '../analysis/score/title.checks';

// Every suggested text is scored by the product's own rubric before it is shown: the listing's content with the
// section replaced by the suggestion goes through the rubric's checks for that section, and the score is read the
// way score() reads it for the listing detail screen (the title category, a description section, the house
// rules' checks). Only the section's own category is checked, which gives the same number at a fraction of the
// cost of scoring the whole listing; results are kept per content object, so one reply scores each text once.

export const RULE_LINE_PREFIX = /^\s*(?:[-*•·]|\d{1,2}[.)])\s+/;

/** House Rules text as the rule lines a listing has (one rule per line). */
export function ruleLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(RULE_LINE_PREFIX, '').trim())
    .filter(Boolean);
}

/** The listing's content with one section's text replaced. */
export function withSectionText(content: ListingContent, section: SuggestionSection, text: string): ListingContent {
  if (section === 'Title') return { ...content, title: text };
  if (section === 'House Rules') return { ...content, houseRules: ruleLines(text) };
  return { ...content, descriptionSections: { ...content.descriptionSections, [section]: text } };
}

const SECTION_KEYS: Partial<Record<SuggestionSection, SectionKey>> = {
  'Listing Description': 'listingDescription',
  'The space': 'theSpace',
  'Guest access': 'guestAccess',
  'Other things to note': 'otherDetails',
};

export interface RubricResult {
  /** 0-100, as the listing detail screen shows the section. */
  value: number;
  /** What the rubric would have the host fix (a section card's problems, or the checks' fixes). */
  problems: string[];
}

/** The rubric's checks of one section, with `text` as its text (what a finding asks for, by check). */
export function sectionChecks(content: ListingContent, section: SuggestionSection, text: string): RuleResult[] {
  return checksOf(withSectionText(content, section, text), section);
}

function checksOf(content: ListingContent, section: SuggestionSection): RuleResult[] {
  const view = readListing(content);
  if (section === 'Title') return titleChecks(view);
  const description = descriptionChecks(view);
  if (section === 'House Rules') return description.filter((c) => c.id.startsWith('description.houseRules.'));
  return description.filter((c) => c.section === SECTION_KEYS[section]);
}

const memo = new WeakMap<ListingContent, Map<string, RubricResult>>();

/** The rubric's verdict on `text` as the section of this listing. */
export function rubricFor(content: ListingContent, section: SuggestionSection, text: string): RubricResult {
  let known = memo.get(content);
  if (!known) {
    known = new Map();
    memo.set(content, known);
  }
  const key = `${section}\u0000${text}`;
  const hit = known.get(key);
  if (hit) return hit;
  const checks = checksOf(withSectionText(content, section, text), section);
  const byCard = section !== 'Title' && section !== 'House Rules';
  const result = {
    value: percentOf(checks) ?? 0,
    problems: checks.flatMap((c) => (byCard ? (c.problem ? [c.problem] : []) : c.fix ? [c.fix] : [])),
  };
  known.set(key, result);
  return result;
}

/** The rubric's score of a suggested text, and how far it moves the section from `baseline`. */
export function scoreSuggestion(content: ListingContent, section: SuggestionSection, text: string, baseline: number): SuggestionScore {
  const { value } = rubricFor(content, section, text);
  return { value, change: value - baseline };
}
