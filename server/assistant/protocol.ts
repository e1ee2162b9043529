import type { ApprovedTexts } from '../../contract/wire';
import {
  approvedTextFor,
  formatReply,
  replyParts,
  type RichReplyPart,
  type SuggestionPart,
  type SuggestionSection,
  suggestionSectionOf,
} from '../../contract/suggestions';
import type { KnownFact } from './facts/fact-details';
import { groundingFor } from './grounding';
import { factsOf } from './listing-facts';
import { charCount, checkSuggestion, lengthBounds, repairSuggestion, type Violation } from './limits';
import { rubricFor, scoreSuggestion, sectionChecks } from './suggestion-score';
import { type EditContext, type EditRule, editViolations } from './text-checks';
import { REPAIRABLE, repairEdit } from './edit-repair';
import { sentencesOf } from './text-units';
import type { ListingSnapshot } from './types';

// The reply protocol on the server side: read a reply the way the browser will (contract/suggestions), hold every
// suggestion to the same bar (the platform's limits, the listing's and the host's facts, the host's approved texts,
// and the product's rubric: never a lower score than the text it replaces), write each suggestion's score into its
// line, and make sure nothing that fails is sent.

export interface ReplyContext {
  listing: ListingSnapshot | null;
  approvedTexts: ApprovedTexts;
  hostFacts?: readonly KnownFact[];
}

export type ProblemRule = Violation['rule'] | EditRule | 'approved' | 'lower_score' | 'malformed';

export interface SuggestionProblem {
  section: SuggestionSection | null;
  text: string;
  violations: { rule: ProblemRule; message: string }[];
}

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

function approvedDuplicate(
  section: SuggestionSection,
  text: string,
  approved: ApprovedTexts,
): { rule: 'approved'; message: string } | null {
  const own = approvedTextFor(approved, section);
  if (own && same(own, text)) return { rule: 'approved', message: `repeats the ${section} the host already approved` };
  for (const entry of Object.values(approved)) {
    if (entry && typeof entry.text === 'string' && same(entry.text, text))
      return { rule: 'approved', message: 'repeats a text the host already approved' };
  }
  return null;
}

/** The text a suggestion is measured against: the approved one, else the listing's own. */
export function baselineOf(ctx: ReplyContext, section: SuggestionSection): string {
  const approved = approvedTextFor(ctx.approvedTexts, section);
  if (approved) return approved;
  const listing = ctx.listing;
  return factsOf(listing?.content ?? null, listing?.title ?? '').current[section];
}

const rubric = rubricFor;

/** What a suggestion for the section is held to besides the limits: the copywriter's rules (text-checks.ts). */
export function editContextOf(ctx: ReplyContext, section: SuggestionSection): EditContext {
  const content = ctx.listing?.content ?? null;
  const baseline = baselineOf(ctx, section);
  // The other sections as the host will publish them: an approved text in place of the page's own.
  const others = content
    ? [
        ...Object.entries(content.descriptionSections)
          .filter(([name]) => name !== section)
          .map(([name, t]) => {
            const named = suggestionSectionOf(name);
            return (named && approvedTextFor(ctx.approvedTexts, named)) || (t ?? '');
          }),
        content.location.neighborhood ?? '',
      ].filter(Boolean)
    : [];
  return {
    section,
    baseline,
    content,
    facts: (ctx.hostFacts ?? []).map((f) => f.text),
    others,
    mustCut: charCount(baseline) > lengthBounds(section).max,
  };
}

/** The current text's opening when it already works as a hook: a suggestion keeps it. */
function heldHook(ctx: ReplyContext, edit: EditContext): string | null {
  if (edit.section !== 'Listing Description' || !edit.content) return null;
  const first = sentencesOf(edit.baseline)[0];
  if (!first) return null;
  const hook = sectionChecks(edit.content, 'Listing Description', first).find((c) => c.id.endsWith('.hook'));
  return hook && hook.points >= hook.maxPoints ? first : null;
}

/** The copywriter's rules a suggestion breaks (titles: only what a title can break). */
function editProblems(ctx: ReplyContext, section: SuggestionSection, text: string): { rule: EditRule; message: string }[] {
  const edit = editContextOf(ctx, section);
  const found = editViolations(text, edit, heldHook(ctx, edit));
  if (section !== 'Title') return found;
  return found.filter(
    (v) => v.rule === 'dropped_legal' || v.rule === 'dropped_selling_point' || v.rule === 'repeated_sentence' || v.rule === 'framing',
  );
}

/** A reply line that tries to be a suggestion but does not follow the format, e.g. 'Suggestion for the title: ...'. */
const ATTEMPT = /^\W{0,6}suggest(?:ed|ion)s?\b[^:\n]{0,60}:/i;

/** Whether the whole reply is JSON (a model answering in its own format instead of the reply protocol). */
export function isJsonReply(raw: string): boolean {
  const trimmed = raw.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  if (!/^[[{]/.test(trimmed)) return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}

function malformedLines(parts: RichReplyPart[], raw: string): string[] {
  if (isJsonReply(raw)) return [raw.trim().slice(0, 80)];
  return parts.flatMap((p) => (p.kind === 'markdown' ? p.text.split('\n').filter((line) => ATTEMPT.test(line)) : []));
}

/** The reply's parts, what is wrong with each of its suggestions, and lines that break the format. */
export function reviewReply(reply: string, ctx: ReplyContext): { parts: RichReplyPart[]; problems: SuggestionProblem[] } {
  const grounding = groundingFor(ctx.listing?.content ?? null, ctx.listing?.title ?? null, ctx.hostFacts ?? []);
  const content = ctx.listing?.content ?? null;
  const parts = replyParts(reply);
  const problems: SuggestionProblem[] = [];
  for (const part of parts) {
    if (part.kind !== 'suggestion') continue;
    // A title may keep what the host's own title already claims (alternatives reorder it, they do not invent).
    const own =
      part.section === 'Title' ? { ...grounding, amenityText: `${grounding.amenityText}\n${baselineOf(ctx, 'Title')}` } : grounding;
    const violations: SuggestionProblem['violations'] = checkSuggestion(part.section, part.text, own);
    const duplicate = approvedDuplicate(part.section, part.text, ctx.approvedTexts);
    if (duplicate) violations.push(duplicate);
    if (content && !violations.length) {
      const baselineText = baselineOf(ctx, part.section);
      const baseline = rubric(content, part.section, baselineText).value;
      const suggested = rubric(content, part.section, part.text);
      if (suggested.value < baseline) {
        const why = suggested.problems.length ? ` (${suggested.problems.slice(0, 2).join(' ')})` : '';
        violations.push({
          rule: 'lower_score',
          message: `scores ${suggested.value}/100 by the listing rubric, lower than the current text's ${baseline}/100${why}`,
        });
      }
    }
    if (content) violations.push(...editProblems(ctx, part.section, part.text));
    if (violations.length) problems.push({ section: part.section, text: part.text, violations });
  }
  for (const line of malformedLines(parts, reply)) {
    problems.push({
      section: null,
      text: line,
      violations: [
        { rule: 'malformed', message: 'is not written as a "Suggested <Section>: <text>" line, so it cannot be shown as a suggestion' },
      ],
    });
  }
  return { parts, problems };
}

/** The parts with every suggestion's score written in by the rubric (a score the model wrote is not trusted). */
export function withScores(parts: RichReplyPart[], ctx: ReplyContext): RichReplyPart[] {
  const content = ctx.listing?.content;
  if (!content) return parts;
  return parts.map((part) => {
    if (part.kind !== 'suggestion') return part;
    const baseline = rubric(content, part.section, baselineOf(ctx, part.section)).value;
    return { ...part, score: scoreSuggestion(content, part.section, part.text, baseline) };
  });
}

export interface Replacement {
  part: SuggestionPart | null;
  /** What to say instead when there is no replacement text (the facts that are missing). */
  missing: string;
}

export interface EnforceOptions {
  /** Who wrote the reply, for the note about what was replaced. */
  author?: 'model' | 'coach';
  /** A text that meets every rule for a section whose suggestion failed (the built-in coach's). */
  replace?: (section: SuggestionSection) => Replacement;
}

export interface EnforcedReply {
  content: string;
  /** Suggestions fixed mechanically (trimmed, tidied). */
  repaired: number;
  /** Suggestions replaced by another provider's text. */
  replaced: number;
  /** Suggestions removed. */
  dropped: SuggestionProblem[];
}

function reasons(problem: SuggestionProblem): string {
  return problem.violations.map((v) => v.message).join('; ');
}

/**
 * The reply with every suggestion within the rules and scored. A failing suggestion is replaced (when `replace`
 * is given), else repaired mechanically when that keeps it within every rule, else removed with a note.
 */
export function enforceReply(reply: string, ctx: ReplyContext, options: EnforceOptions = {}): EnforcedReply {
  const grounding = groundingFor(ctx.listing?.content ?? null, ctx.listing?.title ?? null, ctx.hostFacts ?? []);
  const language = ctx.listing?.content?.language ?? null;
  const { parts, problems } = reviewReply(reply, ctx);
  const bySuggestion = problems.filter((p) => p.section !== null);
  let repaired = 0;
  let replaced = 0;
  const dropped: SuggestionProblem[] = [];
  const kept: RichReplyPart[] = [];
  const who = options.author === 'model' ? "The AI model's" : 'A';
  for (const part of parts) {
    const problem = part.kind === 'suggestion' ? bySuggestion.find((p) => p.section === part.section && p.text === part.text) : undefined;
    if (part.kind === 'markdown' && options.replace) {
      // Lines that broke the format were reported to the model; they are not passed on to the host.
      const lines = part.text.split('\n').filter((line) => !ATTEMPT.test(line));
      if (lines.join('').trim()) kept.push({ ...part, text: lines.join('\n') });
      continue;
    }
    if (!problem || part.kind !== 'suggestion') {
      kept.push(part);
      continue;
    }
    // A repeated sentence, framing words or a dropped registration number are put right in the suggestion itself.
    const editRules = problem.violations.map((v) => v.rule);
    if (editRules.every((r) => REPAIRABLE.has(r as EditRule))) {
      const fixed = repairEdit(part.section, part.text, editContextOf(ctx, part.section), new Set(editRules as EditRule[]));
      if (fixed && reviewReply(formatReply([{ ...part, text: fixed }]), ctx).problems.length === 0) {
        kept.push({ ...part, text: fixed });
        repaired += 1;
        continue;
      }
    }
    if (options.replace) {
      const replacement = options.replace(part.section);
      const lead = `${who} suggestion for ${part.section} did not pass the checks (it ${reasons(problem)}), so ${replacement.part ? "here is the built-in coach's instead:" : 'I left it out.'}`;
      kept.push({ kind: 'markdown', text: lead });
      if (replacement.part && !kept.some((k) => k.kind === 'suggestion' && same(k.text, replacement.part!.text))) {
        kept.push(replacement.part);
        replaced += 1;
      } else if (!replacement.part && replacement.missing) {
        kept.push(...replyParts(replacement.missing));
      }
      dropped.push(problem);
      continue;
    }
    const isFixable = !problem.violations.some((v) => v.rule === 'approved' || v.rule === 'lower_score');
    const fixed = isFixable ? repairSuggestion(part.section, part.text, grounding, language) : null;
    if (
      fixed &&
      !approvedDuplicate(part.section, fixed, ctx.approvedTexts) &&
      reviewReply(formatReply([{ ...part, text: fixed }]), ctx).problems.length === 0
    ) {
      kept.push({ ...part, text: fixed });
      repaired += 1;
    } else {
      dropped.push(problem);
    }
  }
  const silentlyDropped = options.replace ? [] : dropped;
  if (silentlyDropped.length) {
    const list = silentlyDropped.map((d) => `- ${d.section}: it ${reasons(d)}.`).join('\n');
    kept.push({
      kind: 'markdown',
      text: `I left out ${silentlyDropped.length === 1 ? 'a suggestion' : `${silentlyDropped.length} suggestions`} that did not meet the platform's rules or the listing's facts:\n${list}\nAsk me again and I will write ${silentlyDropped.length === 1 ? 'it' : 'them'} afresh.`,
    });
  }
  return { content: formatReply(withScores(kept, ctx)), repaired, replaced, dropped };
}
