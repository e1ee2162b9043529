import type { ListingPart } from '../../../contract/wire';
import { approvedTextFor, questionLine, SUGGESTION_SECTIONS, suggestionText, type SuggestionSection } from '../../../contract/suggestions';
import { charCount, HOOK_WINDOW, lengthBounds, SECTION_MAX, SECTION_MIN, SUMMARY_MAX, TITLE_MAX } from '../limits';
import type { FactQuestion } from '../facts/fact-questions';
import { listOf } from '../listing-facts';
import { languageName, sameText } from './compose';
import type { EditNote, EditStep, LengthWish } from './edit';
import { bullets, inline, quote } from './markdown';
import { planSection, type SectionPlan } from './plan';
import type { Workbench } from './workbench';

// The coach's answer to a request for a rewrite: where the section stands by the rubric, what the edit did in one
// sentence, the suggestion (with its score), one sentence for anything the host should know (a number their text
// gives differently, a fact with no room left), and the questions whose answers would raise the score most. When the
// coach can do no better it says why once, in one sentence, and offers the closest useful thing: the section with the
// most to gain, or the facts it would need. It never teaches the host a phrase to type: any plain way of asking works.

export interface RewriteAsk {
  variant: boolean;
  length: LengthWish | null;
  /** Facts the host asked to use (their sentences). */
  use: string[];
  /** The host named no section: why this one was chosen ('the longest', 'the one with the most to gain'). */
  guessed: string | null;
  /** The suggestion the host is refining ('shorter please' right after one), to edit instead of the current text. */
  from?: string | null;
  /** Texts suggested before in this conversation, which another version must not repeat. */
  earlier?: string[];
  /** The coach's previous reply: what it said there is not said again. */
  said?: string;
}

export const plainAsk: RewriteAsk = { variant: false, length: null, use: [], guessed: null };

/** 'Your Guest access'; The space reads better as a section. */
export function yourSection(section: SuggestionSection, lower = false): string {
  const words = section === 'The space' ? 'The space section' : `Your ${section}`;
  return lower ? words.charAt(0).toLowerCase() + words.slice(1) : words;
}

export function lengthGuide(section: SuggestionSection): string {
  if (section === 'Title') return `at most ${TITLE_MAX} characters`;
  if (section === 'Listing Description') return `at most ${SUMMARY_MAX} characters, with the hook in the first ${HOOK_WINDOW}`;
  if (section === 'House Rules') return 'one short rule per line';
  return `${SECTION_MIN}-${SECTION_MAX} characters suggested`;
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

const short = (text: string) => `"${inline(text.replace(/\.$/, ''), 90)}"`;

/** What the edit did, as one sentence. */
export function whatIDid(steps: readonly EditStep[], section: SuggestionSection, told: readonly string[]): string {
  if (steps.some((s) => s.kind === 'written')) {
    return `${yourSection(section)} is empty, so I wrote it from your listing${told.length ? ' and what you told me' : ''}, in sentences rather than a list of amenities.`;
  }
  const did: string[] = [];
  // What went in, said once: 'added "There is paid parking nearby" and a sentence from your listing's facts'.
  const added: string[] = [];
  for (const step of steps) {
    if (step.kind === 'hook')
      did.push(
        step.replaced
          ? 'replaced your opening line with one that says what and where the place is and what sells it'
          : 'put an opening in front that says what and where the place is and what sells it',
      );
    else if (step.kind === 'told') added.push(step.facts.length === 1 ? short(step.facts[0]!) : `${step.facts.length} things you told me`);
    else if (step.kind === 'corrected') did.push(`changed "${step.from}" to "${step.to}", as you told me`);
    else if (step.kind === 'page')
      added.push(step.count === 1 ? 'a sentence from your listing’s facts' : `${step.count} sentences from your listing’s facts`);
    else if (step.kind === 'cut')
      did.push(
        `cut ${step.count === 1 ? 'its weakest sentence' : `its ${step.count} weakest sentences`} ${step.why === 'limit' ? `to fit ${lengthBounds(section).max} characters` : 'to make it shorter'}`,
      );
    else if (step.kind === 'contact') did.push('took out the contact details and links, which Airbnb hides');
    else if (step.kind === 'tidied') did.push('toned down the capitals, symbols and repeated punctuation');
    else if (step.kind === 'absent') did.push(`left out the ${listOf(step.items)} your amenity list says the place does not have`);
  }
  if (added.length) did.push(`added ${listOf(added)}`);
  if (!did.length) return 'I kept your text as you wrote it.';
  const removed = did.some((d) => /^(?:cut|took|left|replaced)/.test(d));
  // The steps have 'and' inside them ('what and where the place is'), so a comma marks where one ends.
  const doneSteps = did.length > 1 ? `${did.slice(0, -1).join(', ')}, and ${did.at(-1)}` : did[0];
  return `I kept ${removed ? 'the rest of your text' : 'your sentences'} as you wrote ${removed ? 'it' : 'them'}, in order, and ${doneSteps}.`;
}

/** One sentence for each thing about the edit the host should know. */
function noteLines(notes: readonly EditNote[], section: SuggestionSection): string[] {
  const out: string[] = [];
  for (const note of notes) {
    if (note.kind === 'conflict') {
      out.push(
        note.where
          ? `Your ${note.where} says "${note.said}" where you told me "${note.told}" (${short(note.fact)}), so I left that out here rather than say both; tell me which is right and I'll use it.`
          : `Your text says "${note.said}" where you told me "${note.told}" (${short(note.fact)}), so I left your number as it is rather than say both; tell me which is right and I'll use it.`,
      );
    } else if (note.kind === 'no-room') {
      out.push(
        `There is no room left within ${lengthBounds(section).max} characters for ${listOf(note.facts.map(short))}, so I left ${note.facts.length === 1 ? 'it' : 'them'} out rather than cut one of your sentences for ${note.facts.length === 1 ? 'it' : 'them'}.`,
      );
    } else if (note.kind === 'unlisted') {
      const one = note.items.length === 1;
      out.push(
        `Your text mentions ${listOf(note.items)}, which your amenity list does not include; if the place has ${one ? 'it' : 'them'}, add ${one ? 'it' : 'them'} to your amenities, since guests filter by them.`,
      );
    }
  }
  return out;
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
  const lead =
    section === 'House Rules'
      ? `Here are your rules with what they were missing (${charCount(offer!.text)} characters).`
      : replacingApproved
        ? `${whatIDid(offer!.steps, section, offer!.told)} Your approved one stays until you approve another.`
        : !f.english
          ? `Your listing is written in ${languageName(f.language)}, so I kept your own sentences and only fitted them to the limits.`
          : whatIDid(offer!.steps, section, offer!.told);
  blocks.push(
    `${lead} ${scoreWords(offer!.score.value, offer!.score.change, baseline)}${section === 'House Rules' ? '' : `, at ${charCount(offer!.text)} characters`}:`,
  );
  blocks.push(suggestionText(section, offer!.text, offer!.score));
  return blocks;
}

/** Why there is no suggestion, in one sentence. */
function noOfferLine(wb: Workbench, plan: SectionPlan, ask: RewriteAsk): string[] {
  const { section, best, baseline } = plan;
  const f = wb.facts;
  const { min } = lengthBounds(section);
  if (!f.english && section === 'Title') {
    return [
      `The built-in coach writes in English only, so I won't rewrite your ${languageName(f.language)} title; lead it with the feature guests book for, within ${TITLE_MAX} characters.`,
    ];
  }
  const cannotShorten = plan.notes.find((n) => n.kind === 'cannot-shorten');
  if (ask.length === 'shorter' && cannotShorten) {
    return [
      cannotShorten.length < cannotShorten.min
        ? `${yourSection(section)} is ${cannotShorten.length} characters, already under the ${cannotShorten.min} guests need to picture the place, so I'd keep every sentence.`
        : `${yourSection(section)} is ${cannotShorten.length} characters, and cutting any sentence would take it under the ${cannotShorten.min} guests need or drop what sells the place, so I'd keep its length.`,
    ];
  }
  if (ask.from && (!best || sameText(best.text, ask.from))) {
    return [`The suggestion above already says everything I can from what I know, so I have nothing to change in it.`];
  }
  if (ask.variant && baseline >= 100) {
    return [`I can't write a different version that keeps everything that works in yours (${baseline}/100), so I'd keep it as it is.`];
  }
  if (best && best.text.trim() && sameText(best.text, plan.baselineText) && charCount(best.text) >= min) {
    return [
      `${yourSection(section)} already fits the limits and says what the facts I have support, so I have nothing better to suggest from them.`,
    ];
  }
  if (best && best.withinLimits) {
    return [
      ask.variant
        ? `I couldn't find a different version that scores at least as well as yours (${baseline}/100) from what I know, so I'd keep yours.`
        : `I can't write a better ${section} from what I know yet: the best I can write scores ${best.value}/100 and yours scores ${baseline}/100, so I'd keep yours.`,
    ];
  }
  if (best && best.text && charCount(best.text) < min) {
    if (best.text.trim() === plan.baselineText.trim())
      return [
        `Everything I know for ${section} is already in your text, and it is below ${min} characters; I won't pad it with words that say nothing.`,
      ];
    return [
      `What I know isn't enough for ${section} to reach ${min} characters honestly, and I won't pad it; this is all I can write from it (${charCount(best.text)} characters):`,
      quote(best.text),
    ];
  }
  if (!best || !best.text) return [`There is nothing on the listing yet that I could write ${section} from, and I won't make it up.`];
  return [`I couldn't fit ${section} within the limits from what I know.`];
}

/** The closest useful thing when this section has nothing to gain: the section with the most to gain, as a card. */
export function mostToGain(wb: Workbench, except: SuggestionSection | null): { plan: SectionPlan; gain: number } | null {
  let best: { plan: SectionPlan; gain: number } | null = null;
  for (const section of SUGGESTION_SECTIONS) {
    if (section === except || approvedTextFor(wb.approved, section)) continue;
    const plan = planSection(wb, section, {
      variant: false,
      avoid: otherApproved(wb, section),
      baselineText: wb.facts.current[section],
      count: section === 'Title' ? 1 : 1,
      withQuestions: false,
    });
    const offer = plan.offers[0];
    if (!offer) continue;
    // Points first; then what the host told; then a fact from the page that the text did not say.
    const gain = (offer.score.value - plan.baseline) * 10 + offer.told.length * 5 + (offer.steps.some((s) => s.kind === 'page') ? 1 : 0);
    if (gain > 0 && (!best || gain > best.gain)) best = { plan, gain };
  }
  return best;
}

function elsewhereBlocks(wb: Workbench, except: SuggestionSection): string[] {
  const other = mostToGain(wb, except);
  if (!other) return [];
  const { plan } = other;
  const offer = plan.offers[0]!;
  return [
    `The part with the most to gain is **${plan.section}** (${plan.baseline}/100); here is what I would change there. ${
      plan.section === 'Title' || plan.section === 'House Rules' ? '' : whatIDid(offer.steps, plan.section, offer.told)
    }`.trim(),
    suggestionText(plan.section, offer.text, offer.score),
  ];
}

function praiseBlocks(wb: Workbench, plan: SectionPlan, said: string): string[] {
  const notes = noteLines(plan.notes, plan.section).filter((n) => !said.includes(n));
  const blocks = [
    plan.section === 'Title' || !wb.facts.host.some((h) => h.details.sections.includes(plan.section))
      ? `It scores ${plan.baseline}/100: every check the rubric runs on it passes, so I'd leave it as it is.`
      : notes.length
        ? `It scores ${plan.baseline}/100, so I'd leave it as it is.`
        : `It scores ${plan.baseline}/100 and already says everything you told me that belongs there, so I'd leave it as it is.`,
    ...(plan.section === 'Title' ? [quote(plan.baselineText)] : []),
    ...notes,
  ];
  const elsewhere = elsewhereBlocks(wb, plan.section);
  if (elsewhere.length) blocks.push(...elsewhere);
  else
    blocks.push(
      `If you would like an alternative${plan.section === 'Title' ? ' that keeps the type of place, the area and its selling points' : ''}, just say so.`,
    );
  return blocks;
}

export function rewriteAnswer(wb: Workbench, section: SuggestionSection, ask: RewriteAsk = plainAsk): string {
  const approved = approvedTextFor(wb.approved, section);
  const asked = ask.variant || Boolean(ask.length) || ask.use.length > 0;
  if (approved && !asked) {
    return [
      `You have already approved a ${section}:`,
      quote(approved),
      "I'll keep it as it is; if you would like a different version, just say so.",
    ].join('\n\n');
  }
  const avoid = [...(approved ? [approved] : []), ...otherApproved(wb, section), ...(ask.variant ? (ask.earlier ?? []) : [])];
  // A part the page we read did not show is unknown, not empty: it is rated as the listing page rates it (no
  // text, no points), and said to be not on the page we read.
  const unread = !approved && notOnPage(wb, section);
  const plan = planSection(wb, section, {
    variant: ask.variant,
    avoid,
    baselineText: approved ?? (unread ? '' : wb.facts.current[section]),
    count: section === 'Title' ? 2 : 1,
    length: ask.length,
    use: ask.use,
    startFrom: ask.from ?? null,
  });
  const blocks: string[] = [];
  if (ask.guessed) blocks.push(`You didn't say which part, so I took ${ask.guessed}, ${section}.`);
  blocks.push(unread ? unreadLine(plan) : statusLine(plan, Boolean(approved)));
  if (plan.section === 'Title' && !plan.praise && plan.baselineText && !approved) blocks.push(quote(plan.baselineText));
  if (plan.praise) return [...blocks, ...praiseBlocks(wb, plan, ask.said ?? '')].join('\n\n');
  if (plan.problems.length) blocks.push(`What the rubric finds:\n${bullets(plan.problems.map((p) => inline(p)))}`);
  // Said once: a note the previous reply already made is not made again.
  const notes = noteLines(plan.notes, section).filter((n) => !(ask.said ?? '').includes(n));
  if (plan.offers.length) {
    blocks.push(...offerBlocks(wb, plan, Boolean(approved), ask.variant));
    blocks.push(...notes);
  } else {
    blocks.push(...noOfferLine(wb, plan, ask));
    blocks.push(...notes);
    if (!plan.questions.length) blocks.push(...elsewhereBlocks(wb, section));
  }
  const reached = Math.max(plan.baseline, plan.offers[0]?.score.value ?? 0);
  blocks.push(
    ...questionsBlock(
      plan.questions,
      reached > plan.baseline || plan.offers.length
        ? 'To raise it further, tell me (tap a quick answer or write your own):'
        : 'Tell me these facts and I can write a better one (tap a quick answer or write your own):',
    ),
  );
  return blocks.join('\n\n');
}
