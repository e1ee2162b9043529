// The platform's content rules for a listing's text, as compliance items: no contact details before a booking,
// and no shouting capitals, emoji or repeated punctuation. The market data gives some of the checks behind them
// no points (docs/calibration.md), but the rules stand whatever a score says, so the compliance report keeps
// them. The checks' own findings are reused, so an item and a check never disagree.

import type { ComplianceItem } from '../../../contract/wire';
import type { RuleResult } from './check';
import { SOURCES } from './sources';
import { describeFindings, findContactDetails } from './text-lint';

/** The checks behind the content items, by id pattern: docs/calibration.md names them as kept here. */
export const CONTENT_RULE_CHECKS = /^(?:description\.\w+\.(?:contact-details|writing-rules)|title\.no-(?:all-caps|emoji-symbols))$/;

/** A check that looked at a text and found it breaking the rule (a missing text is no finding). */
function broken(check: RuleResult): boolean {
  if (check.points >= check.maxPoints) return false;
  // Section checks carry a problem line only when their text exists; a title check says when there is no title.
  return check.section ? check.problem !== undefined : !/^No title found/.test(check.evidence);
}

/** A check that looked at an existing text. */
function looked(check: RuleResult): boolean {
  return check.section ? check.problem !== undefined || check.points >= check.maxPoints : !/^No title found/.test(check.evidence);
}

interface Finding {
  evidence: string;
  /** The check that carries points for it, when one does. */
  checkId: string | null;
}

function findingsOf(checks: readonly RuleResult[], scored: (checkId: string) => boolean): Finding[] {
  return checks
    .filter(broken)
    .map((c) => ({ evidence: c.section ? c.evidence : `Title: ${c.evidence}`, checkId: scored(c.id) ? c.id : null }));
}

function item(
  id: string,
  looked: boolean,
  found: readonly Finding[],
  okCheckId: string | null,
  words: { problem: string; ok: string; okEvidence: string; fix: string; consequence: string; source: string },
  status: 'problem' | 'warning',
): ComplianceItem[] {
  if (!looked && found.length === 0) return [];
  const ok = found.length === 0;
  return [
    {
      id,
      topic: 'content',
      status: ok ? 'ok' : status,
      severity: ok ? null : 'warning',
      title: ok ? words.ok : words.problem,
      evidence: ok ? words.okEvidence : found.map((f) => f.evidence).join(' '),
      fix: ok ? null : words.fix,
      consequence: ok ? null : words.consequence,
      source: words.source,
      checkId: ok ? okCheckId : (found.find((f) => f.checkId)?.checkId ?? null),
    },
  ];
}

/**
 * The content items of a listing from its title and its title and description checks as the rubric built them
 * (before the market evidence scaled or dropped any); `scored` says whether a check carries points.
 * Contact details in the title are looked for here too: no check of the title's looks for them.
 */
export function contentItems(
  title: string,
  titleChecks: readonly RuleResult[],
  descriptionChecks: readonly RuleResult[],
  scored: (checkId: string) => boolean,
): ComplianceItem[] {
  const contact = descriptionChecks.filter((c) => c.id.endsWith('.contact-details'));
  const writing = [
    ...titleChecks.filter((c) => c.id === 'title.no-all-caps' || c.id === 'title.no-emoji-symbols'),
    ...descriptionChecks.filter((c) => c.id.endsWith('.writing-rules')),
  ];
  const inTitle = title ? findContactDetails(title) : [];
  const contactFound = [
    ...(inTitle.length ? [{ evidence: `Title contains ${describeFindings(inTitle)}.`, checkId: null }] : []),
    ...findingsOf(contact, scored),
  ];
  const firstScored = (checks: readonly RuleResult[]) => checks.find((c) => scored(c.id))?.id ?? null;
  return [
    ...item(
      'content.contact-details',
      contact.some(looked),
      contactFound,
      firstScored(contact),
      {
        problem: "Contact details in the listing's text",
        ok: "No contact details in the listing's text",
        okEvidence: 'No e-mail, phone number, web address or street address in the title or the description.',
        fix: 'Remove them: guests get the address and your contact details once they book, and can message you through Airbnb before that.',
        consequence:
          'Airbnb does not allow contact details before a booking is confirmed and hides those it finds; channel managers reject the text when they sync it.',
        source: SOURCES.contentContact,
      },
      'problem',
    ),
    ...item(
      'content.writing',
      writing.some(looked),
      findingsOf(writing, scored),
      firstScored(writing),
      {
        problem: 'Capitals, emoji or repeated punctuation in the text',
        ok: 'No shouting capitals, emoji or repeated punctuation',
        okEvidence: 'The title and the description are written in plain sentence case.',
        fix: 'Write in sentence case, without emoji, symbols or repeated punctuation such as "!!!".',
        consequence:
          'Airbnb does not allow emoji in new titles, and channel managers strip or reject such text when they sync the listing.',
        source: `${SOURCES.contentWriting}; ${SOURCES.titleSymbols}`,
      },
      'warning',
    ),
  ];
}
