import type { ApprovedTexts } from '../../contract/wire';
import { approvedTextFor, formatReply, parseReply, type ReplyPart, type SuggestionSection } from '../../contract/suggestions';
import { groundingFor } from './grounding';
import { checkSuggestion, repairSuggestion, type Violation } from './limits';
import type { ListingSnapshot } from './types';

// The reply protocol on the server side: read a reply the way the browser will (contract/suggestions),
// check every suggestion against the limits, the listing's facts and the host's approved texts, and make sure
// nothing that breaks them is sent.

export interface ReplyContext {
  listing: ListingSnapshot | null;
  approvedTexts: ApprovedTexts;
}

export interface SuggestionProblem {
  section: SuggestionSection;
  text: string;
  violations: (Violation | { rule: 'approved'; message: string })[];
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

/** The reply's parts and what is wrong with each of its suggestions. */
export function reviewReply(reply: string, ctx: ReplyContext): { parts: ReplyPart[]; problems: SuggestionProblem[] } {
  const grounding = groundingFor(ctx.listing?.content ?? null, ctx.listing?.title ?? null);
  const parts = parseReply(reply);
  const problems: SuggestionProblem[] = [];
  for (const part of parts) {
    if (part.kind !== 'suggestion') continue;
    const violations: SuggestionProblem['violations'] = checkSuggestion(part.section, part.text, grounding);
    const duplicate = approvedDuplicate(part.section, part.text, ctx.approvedTexts);
    if (duplicate) violations.push(duplicate);
    if (violations.length) problems.push({ section: part.section, text: part.text, violations });
  }
  return { parts, problems };
}

export interface EnforcedReply {
  content: string;
  /** Suggestions fixed mechanically (trimmed, tidied). */
  repaired: number;
  /** Suggestions removed because they could not be fixed. */
  dropped: SuggestionProblem[];
}

/** The reply with every suggestion within the rules: broken ones repaired when possible, else removed. */
export function enforceReply(reply: string, ctx: ReplyContext): EnforcedReply {
  const grounding = groundingFor(ctx.listing?.content ?? null, ctx.listing?.title ?? null);
  const language = ctx.listing?.content?.language ?? null;
  const { parts, problems } = reviewReply(reply, ctx);
  if (!problems.length) return { content: formatReply(parts), repaired: 0, dropped: [] };
  let repaired = 0;
  const dropped: SuggestionProblem[] = [];
  const kept: ReplyPart[] = [];
  for (const part of parts) {
    const problem = part.kind === 'suggestion' ? problems.find((p) => p.section === part.section && p.text === part.text) : undefined;
    if (!problem || part.kind !== 'suggestion') {
      kept.push(part);
      continue;
    }
    const isDuplicate = problem.violations.some((v) => v.rule === 'approved');
    const fixed = isDuplicate ? null : repairSuggestion(part.section, part.text, grounding, language);
    if (fixed && !approvedDuplicate(part.section, fixed, ctx.approvedTexts)) {
      kept.push({ ...part, text: fixed });
      repaired += 1;
    } else {
      dropped.push(problem);
    }
  }
  if (dropped.length) {
    const reasons = dropped.map((d) => `- ${d.section}: it ${d.violations.map((v) => v.message).join('; ')}.`).join('\n');
    kept.push({
      kind: 'markdown',
      text: `I left out ${dropped.length === 1 ? 'a suggestion' : `${dropped.length} suggestions`} that did not meet the platform's rules or the listing's facts:\n${reasons}\nAsk me again and I will write ${dropped.length === 1 ? 'it' : 'them'} afresh.`,
    });
  }
  return { content: formatReply(kept), repaired, dropped };
}
