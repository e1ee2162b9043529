import type { ListingPart } from '../../../contract/wire';
import { approvedTextFor, questionLine, SUGGESTION_SECTIONS, suggestionText, type SuggestionSection } from '../../../contract/suggestions';
import { charCount, HOOK_WINDOW, lengthBounds, SECTION_MAX, SECTION_MIN, SUMMARY_MAX, TITLE_MAX } from '../limits';
import type { FactQuestion } from '../facts/fact-questions';
import { languageName, sameText } from './compose';
import { bullets, inline, quote } from './markdown';
import { planSection, type SectionPlan } from './plan';
import type { Workbench } from './workbench';

// The coach's answer to "rewrite <section>": where the section stands by the rubric, the best text the facts
// allow when it scores above what the host has (with its score), praise when there is nothing to gain, and the
// questions whose answers would raise the score most, with quick answers where a question has a few common ones.

export function lengthGuide(section: SuggestionSection): string {
  if (section === 'Title') return `at most ${TITLE_MAX} characters`;
  if (section === 'Listing Description') return `at most ${SUMMARY_MAX} characters, with the hook in the first ${HOOK_WINDOW}`;
  if (section === 'House Rules') return 'one short rule per line';
  return `${SECTION_MIN}-${SECTION_MAX} characters suggested`;
}

export function askFor(section: SuggestionSection, variant = false): string {
  if (section === 'Title') return variant ? 'another title' : 'improve my title';
  return variant ? `another version of ${section}` : `rewrite ${section}`;
}

function unlistedNote(unlisted: string[]): string | null {
  if (!unlisted.length) return null;
  const one = unlisted.length === 1;
  const it = one ? 'it' : 'them';
  return `Your text mentions ${unlisted.join(', ')}, but neither the amenity list nor what you told me includes ${it}, so I left ${it} out. If the place has ${it}, tell me (or add ${it} to your amenities on the listing, since guests filter by amenities), then ask me again.`;
}

export function questionsBlock(questions: readonly FactQuestion[], lead: string): string[] {
  if (!questions.length) return [];
  return [lead, ...questions.map((q) => questionLine(q.text, q.answers))];
}

function statusLine(plan: SectionPlan, approved: boolean): string {
  const { section, baselineText, baseline } = plan;
  const guide = lengthGuide(section);
  // The House Rules card shows the Description and house rules score; a rewrite is rated by the rules' own checks.
  const scores = section === 'House Rules' ? 'its own checks score' : 'scores';
  if (approved) return `Your approved ${section} has ${charCount(baselineText)} characters and ${scores} ${baseline}/100.`;
  if (!baselineText.trim())
    return `**${section}** is empty at the moment (${guide}), so ${section === 'House Rules' ? 'its own checks score' : 'it scores'} ${baseline}/100.`;
  const phone = section === 'Title' ? ' About the first 32 characters show on a phone.' : '';
  return `**${section}** now has ${charCount(baselineText)} characters (${guide}) and ${scores} ${baseline}/100.${phone}`;
}

const PART_OF: Record<SuggestionSection, ListingPart> = {
  Title: 'title',
  'Listing Description': 'description',
  'The space': 'description',
  'Guest access': 'description',
  'Other things to note': 'description',
  'House Rules': 'houseRules',
};

function notOnPage(wb: Workbench, section: SuggestionSection): boolean {
  return (wb.content.extraction?.notOnPage ?? []).includes(PART_OF[section]);
}

function unreadLine(plan: SectionPlan): string {
  return `**${plan.section}** was not on the page we read, so it scores ${plan.baseline}/100 for now. Import your listing page with it showing ("Import the page instead") to have it scored as it is, or tell me what it says.`;
}

function scoreWords(value: number, change: number | null, baseline: number): string {
  if (change === null || change === 0) return `It scores ${value}/100, as high as what you have`;
  return `It scores ${value}/100, up ${change} from ${baseline}`;
}

function otherApproved(wb: Workbench, except: SuggestionSection): string[] {
  return SUGGESTION_SECTIONS.filter((s) => s !== except)
    .map((s) => approvedTextFor(wb.approved, s))
    .filter((t): t is string => Boolean(t));
}

/** Facts the host told that belong in the section but its text does not mention yet. */
function unusedFacts(wb: Workbench, section: SuggestionSection, text: string): string[] {
  return wb.facts.host
    .filter(
      (h) =>
        h.details.sections.includes(section) &&
        !h.details.negative &&
        !text.toLowerCase().includes(h.text.toLowerCase().replace(/\.$/, '')),
    )
    .map((h) => h.text);
}

function praiseBlocks(wb: Workbench, plan: SectionPlan): string[] {
  const blocks = [
    `It scores ${plan.baseline}/100: every check the rubric runs on it passes, so I'd leave it as it is.`,
    ...(plan.section === 'Title' ? [quote(plan.baselineText)] : []),
  ];
  const unused = unusedFacts(wb, plan.section, plan.baselineText);
  if (unused.length && plan.section !== 'Title') {
    blocks.push(
      `It does not mention yet what you told me (${unused.map((u) => `"${inline(u, 80)}"`).join(', ')}); ask me for "${askFor(plan.section, true)}" to work it in.`,
    );
  }
  blocks.push(
    `If you would like alternatives that keep what makes it work${plan.section === 'Title' ? ' (the type of place, the area and its selling points)' : ''}, ask me for "${askFor(plan.section, true)}".`,
  );
  return blocks;
}

function noOfferBlocks(wb: Workbench, plan: SectionPlan, variant: boolean): string[] {
  const { section, best, baseline } = plan;
  const f = wb.facts;
  const { min } = lengthBounds(section);
  if (!f.english && section === 'Title') {
    return [
      `The built-in coach writes in English only, so I won't rewrite your ${languageName(f.language)} title; lead it with the feature guests book for, within ${TITLE_MAX} characters.`,
    ];
  }
  const blocks: string[] = [];
  if (best && !best.withinLimits && best.text.trim() && sameText(best.text, plan.baselineText) && charCount(best.text) >= min) {
    blocks.push(
      `Your ${section} already fits the limits and says what the facts I have support; I have nothing better to suggest from them.`,
    );
  } else if (best && best.withinLimits) {
    blocks.push(
      variant
        ? `I couldn't find a different version that scores at least as well as yours (${baseline}/100) from what I know, so I'd keep yours.`
        : `I can't write a better ${section} from what I know yet: the best I can write scores ${best.value}/100 and yours scores ${baseline}/100, so I'd keep yours.`,
    );
  } else if (best && best.text && charCount(best.text) < min) {
    blocks.push(
      best.text.trim() === plan.baselineText.trim()
        ? `Everything I know for ${section} is already in your text, and it is below ${min} characters. I won't pad it with words that say nothing.`
        : `What I know isn't enough for ${section} to reach ${min} characters honestly, and I won't pad it. This is all I can write from it (${charCount(best.text)} characters):`,
    );
    if (best.text.trim() !== plan.baselineText.trim()) blocks.push(quote(best.text));
  } else if (!best || !best.text) {
    blocks.push(`There is nothing on the listing yet that I could write ${section} from, and I won't make it up.`);
  } else {
    blocks.push(`I couldn't fit ${section} within the limits from what I know.`);
  }
  if (!f.english) {
    blocks.push(
      `The built-in coach writes in English only, so it can rearrange and trim your ${languageName(f.language)} sentences but not write new ones.`,
    );
  }
  return blocks;
}

function offerBlocks(wb: Workbench, plan: SectionPlan, replacingApproved: boolean, variant: boolean): string[] {
  const { section, offers, baseline } = plan;
  const f = wb.facts;
  const fromHost = offers.some((o) => o.told.length) ? ' and what you told me' : '';
  const blocks: string[] = [];
  if (section === 'Title') {
    blocks.push(
      replacingApproved
        ? 'Here is a different version; your approved title stays until you approve another one:'
        : !f.english
          ? `Your listing is written in ${languageName(f.language)}, so I kept your own words and only fitted them to the limits:`
          : baseline >= 100 && variant
            ? 'Alternatives that keep what makes your title score (the type of place, the area and its selling points):'
            : `Options built only from facts on your listing${fromHost}, each scored by the rubric:`,
    );
    offers.forEach((o, i) =>
      blocks.push(
        `Option ${i + 1} (${charCount(o.text)} characters). ${scoreWords(o.score.value, o.score.change, baseline)}:`,
        suggestionText('Title', o.text, o.score),
      ),
    );
    return blocks;
  }
  const [offer] = offers;
  const lead = replacingApproved
    ? `Here is a different version (${charCount(offer!.text)} characters); your approved one stays until you approve another.`
    : !f.english
      ? `Your listing is written in ${languageName(f.language)}, so I kept your own sentences and only fitted them to the limits (${charCount(offer!.text)} characters).`
      : `Here is a rewrite built from your listing${fromHost} (${charCount(offer!.text)} characters).`;
  blocks.push(
    `${lead} ${scoreWords(offer!.score.value, offer!.score.change, baseline)}:`,
    suggestionText(section, offer!.text, offer!.score),
  );
  const { suggested, max } = lengthBounds(section);
  if (charCount(offer!.text) < suggested) {
    blocks.push(
      `It is shorter than the ${suggested}-${max} characters suggested because it says only what I know; your answers to the questions below would let it grow.`,
    );
  }
  return blocks;
}

export function rewriteAnswer(wb: Workbench, section: SuggestionSection, variantAsked: boolean): string {
  const approved = approvedTextFor(wb.approved, section);
  if (approved && !variantAsked) {
    return [
      `You have already approved a ${section}:`,
      quote(approved),
      `I'll keep it as it is. If you would like a different version, ask me for "${askFor(section, true)}".`,
    ].join('\n\n');
  }
  const avoid = [...(approved ? [approved] : []), ...otherApproved(wb, section)];
  // A part the page we read did not show is unknown, not empty: it is rated as the listing page rates it (no
  // text, no points), and said to be not on the page we read.
  const unread = !approved && notOnPage(wb, section);
  const plan = planSection(wb, section, {
    variant: variantAsked,
    avoid,
    baselineText: approved ?? (unread ? '' : wb.facts.current[section]),
    count: section === 'Title' ? 2 : 1,
  });
  const blocks: string[] = [unread ? unreadLine(plan) : statusLine(plan, Boolean(approved))];
  if (plan.section === 'Title' && !plan.praise && plan.baselineText && !approved) blocks.push(quote(plan.baselineText));
  if (plan.praise) return [...blocks, ...praiseBlocks(wb, plan)].join('\n\n');
  if (plan.problems.length) blocks.push(`What the rubric finds:\n${bullets(plan.problems.map((p) => inline(p)))}`);
  const note = unlistedNote(plan.unlisted);
  if (note) blocks.push(note);
  blocks.push(...(plan.offers.length ? offerBlocks(wb, plan, Boolean(approved), variantAsked) : noOfferBlocks(wb, plan, variantAsked)));
  const reached = Math.max(plan.baseline, plan.offers[0]?.score.value ?? 0);
  blocks.push(
    ...questionsBlock(
      plan.questions,
      reached > plan.baseline
        ? 'To raise it further, tell me (tap a quick answer or write your own):'
        : 'Tell me these facts and I can write a better one (tap a quick answer or write your own):',
    ),
  );
  if (plan.offers.length) blocks.push('Copy a suggestion to approve it; I will keep approved texts as they are.');
  return blocks.join('\n\n');
}
