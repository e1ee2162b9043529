import { approvedTextFor, type SuggestionSection } from '../../../contract/suggestions';
import { findContactDetails } from '../../analysis/score/text-lint';
import { unlistedClaims, unsupportedAmenities, unsupportedNumbers } from '../grounding';
import { charCount, checkSuggestion, contentViolations, lengthBounds, SECTION_MIN, tidyText } from '../limits';
import type { HostFactView } from '../listing-facts';
import { positiveText } from '../facts/fact-details';
import { sectionChecks } from '../suggestion-score';
import { distancesIn, type DistanceMention, editViolations, numberValue, numericConflicts } from '../text-checks';
import { bare, bulletOf, factsIn, joinPieces, type Piece, piecesOf, type Topic, topicsOf, uniquePieces, weightOf } from './pieces';
import { featurePhrase, hookSentence, isStaple, pageSentences, voiceOf } from './prose';
import type { Workbench } from './workbench';

// The built-in coach edits like a careful copywriter: it starts from the host's text and changes only what a finding
// of the rubric asks for, and what the host asked for.
// - A missing hook goes in front (in place of an opening that says nothing else, like 'Nice apartment in the city').
// - A fact the host told goes in as one sentence in their words, after the sentence about the same thing (the
//   location, the kitchen, the terrace...), or as a line of the host's own list.
// - A text too short for its section gets sentences from the page's facts, in prose; an empty one is written from
//   them. A text over its limit (or one the host wants shorter) loses its weakest sentences first.
// - Contact details and links go (the rubric's finding), shouting and emoji are tidied; every other sentence stays
//   as the host wrote it, in its order. Legal text, the registration number, the host's selling points and a hook
//   that works are never cut. A fact is said once, and a number the text gives differently is not contradicted.

export type EditableSection = Exclude<SuggestionSection, 'Title' | 'House Rules'>;
export type LengthWish = 'shorter' | 'longer' | null;

export interface EditRequest {
  section: EditableSection;
  /** The text to start from: the host's approved text, else the listing's. */
  baseline: string;
  variant: number;
  length: LengthWish;
  /** Facts the host asked to use (their sentences): they go in, and a number the text gives differently is corrected. */
  use: readonly string[];
}

export type EditStep =
  | { kind: 'written' }
  | { kind: 'hook'; replaced: boolean }
  | { kind: 'told'; facts: string[] }
  | { kind: 'page'; count: number }
  | { kind: 'corrected'; from: string; to: string }
  | { kind: 'cut'; count: number; why: 'limit' | 'shorter' }
  | { kind: 'contact'; count: number }
  | { kind: 'tidied' }
  | { kind: 'absent'; items: string[] };

export type EditNote =
  /** `where`: another section gives the number, so the fact was left out of this one. */
  | { kind: 'conflict'; fact: string; said: string; told: string; where?: SuggestionSection }
  | { kind: 'no-room'; facts: string[] }
  | { kind: 'unlisted'; items: string[] }
  | { kind: 'cannot-shorten'; length: number; min: number }
  | { kind: 'too-short'; length: number; min: number };

export interface Edit {
  /** The edited text; '' when nothing honest could be written. */
  text: string;
  /** What the facts allow even when it is below the section's minimum ('' when nothing). */
  draft: string;
  steps: EditStep[];
  notes: EditNote[];
  /** The host's facts (sentences) the text uses that the baseline did not. */
  told: string[];
}

// Kinds worth saying even when they say the place lacks something ('There is no parking').
const NEGATIVE_WORTH_SAYING = new Set(['parking', 'layout', 'check_in', 'house_rule', 'note']);

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s.,;:!?'"“”’•·*()–—-]+/g, ' ')
    .trim();

const TOPIC_OF_KIND: Record<string, Topic[]> = {
  transport: ['location'],
  nearby: ['location'],
  parking: ['parking', 'location', 'arrival'],
  outdoor: ['outdoor', 'view'],
  view: ['view', 'outdoor'],
  workspace: ['work'],
  internet: ['work'],
  layout: ['arrival', 'sleep'],
  beds: ['sleep'],
  check_in: ['arrival'],
  house_rule: ['rules'],
  suits: [],
  feature: [],
  note: [],
};

function factTopics(h: HostFactView): Topic[] {
  const own = topicsOf(h.text);
  return [...new Set([...h.details.kinds.flatMap((k) => TOPIC_OF_KIND[k] ?? []), ...own])];
}

const LIST_LABELS: Partial<Record<Topic, string>> = {
  location: 'Getting around',
  parking: 'Parking',
  outdoor: 'Outside',
  view: 'View',
  kitchen: 'Kitchen',
  sleep: 'Beds',
  bath: 'Bathroom',
  work: 'Work',
  laundry: 'Laundry',
  arrival: 'Arrival',
  rules: 'Good to know',
};

const LABELLED_LINE = /^(?:[-*•·▪◦]|\d{1,2}[.)])\s+[\p{L}][\p{L}\s'’&/-]{0,30}:\s/u;

/** A sentence as a line of the host's list: their bullet, and their 'Label: what' style when they use it. */
function asListLine(sentence: string, like: Piece, topics: readonly Topic[]): string {
  const bullet = bulletOf(like) || '• ';
  if (!LABELLED_LINE.test(like.text)) return `${bullet}${sentence}`;
  const label = topics.map((t) => LIST_LABELS[t]).find(Boolean) ?? 'Also';
  const has = /^(?:it|the\s+\w+|there)\s+(?:has|have|is|are|'s)\s+(.+)$/i.exec(sentence.replace(/\.$/, ''));
  const what = has ? has[1]! : sentence.replace(/\.$/, '');
  const lower =
    /^\p{Lu}\p{Ll}/u.test(what) && !/^(?:I|I'm)\b/.test(what) && !/^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(what)
      ? what.charAt(0).toLowerCase() + what.slice(1)
      : what;
  return `${bullet}${label}: ${lower}.`;
}

const COMMON = new Set(
  'there their with have from that this your guests about into them they will also just only which where when'.split(' '),
);
const contentWords = (text: string) => [
  ...new Set((text.toLowerCase().match(/[\p{L}][\p{L}-]{3,}/gu) ?? []).filter((w) => !COMMON.has(w))),
];

/** Where a new sentence about `topics` goes: after the host's piece about the same thing. */
function insertAt(pieces: Piece[], sentence: string, topics: readonly Topic[], origin: Piece['origin'], fact?: string): Piece[] {
  const out = [...pieces];
  const legal = (p: Piece) => factsIn(p.text).legal;
  // The piece about the same thing that shares most words with it ('Check-in is between 3 and 10 pm' goes after
  // 'Check-in is self check-in with a lockbox'); of equals, the last.
  const mine = contentWords(sentence);
  let at = -1;
  let best = -1;
  for (let i = 0; i < out.length; i += 1) {
    const p = out[i]!;
    if (legal(p) || p.heading || !topics.some((t) => topicsOf(p.text).includes(t))) continue;
    const shared = contentWords(p.text).filter((w) => mine.includes(w)).length;
    if (shared >= best) {
      best = shared;
      at = i;
    }
  }
  if (at === -1) {
    // Nothing about it yet: at the end, before the legal lines that close the text.
    at = out.length - 1;
    while (at >= 0 && legal(out[at]!)) at -= 1;
  }
  const anchor = out[at];
  // A heading's list: after its last line.
  let next = at + 1;
  if (anchor?.item) while (next < out.length && out[next]!.item && out[next]!.sep === '\n') next += 1;
  const piece: Piece = anchor?.item
    ? { text: asListLine(sentence, anchor, topics), sep: '\n', origin, item: true, fact }
    : { text: sentence, sep: ' ', origin, fact };
  if (at === -1) return [{ ...piece, sep: ' ' }, ...out];
  out.splice(next, 0, piece);
  return out;
}

// ---- What a fact already says in the text ----------------------------------------------------------------------

/** Whether the text already says the fact (the same thing, perhaps in other words or with another number). */
function says(text: string, h: HostFactView): boolean {
  const flat = normalise(text);
  if (flat.includes(normalise(h.text))) return true;
  const told = distancesIn(h.text);
  if (told.length) return distancesIn(text).some((m) => told.some((t) => sameThing(m, t)));
  const names = (h.text.match(/(?<=\S\s+)\p{Lu}[\p{L}'’-]{2,}/gu) ?? []).map((n) => n.toLowerCase());
  if (names.length && names.every((n) => flat.includes(n))) return true;
  const terms = h.details.terms.filter((t) => t.label !== 'view');
  return terms.length > 0 && terms.every((t) => t.patterns.some((p) => p.test(text)));
}

function sameThing(a: DistanceMention, b: DistanceMention): boolean {
  const shared = a.subjects.filter((s) => b.subjects.includes(s));
  const routes = (m: DistanceMention) => m.subjects.filter((s) => s.startsWith('#'));
  if (routes(a).length && routes(b).length) return routes(a).some((r) => routes(b).includes(r));
  return shared.some((s) => !s.startsWith('#'));
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The host's number in the text's style: 'three minutes' stays in words, '3 minutes' in digits. */
function inStyle(written: string, amount: string): string {
  const n = numberValue(amount);
  const wordy = /^[a-z]/i.test(written.trim());
  const value = wordy && n !== null && Number.isInteger(n) && n <= 10 ? WORDS[n]! : String(n ?? amount);
  return written.replace(/^(?:half\s+an|\S+)/i, value);
}

/** The text with a number corrected to the one the host told ('three minutes' → 'two minutes'). */
function correct(pieces: Piece[], h: HostFactView): { pieces: Piece[]; from: string; to: string; was: Piece; now: Piece } | null {
  const told = distancesIn(h.text)[0];
  if (!told) return null;
  for (let i = 0; i < pieces.length; i += 1) {
    const piece = pieces[i]!;
    const conflict = numericConflicts(piece.text, [h.text])[0];
    if (!conflict) continue;
    const from = conflict.said.words;
    const amount = told.words.split(/[\s-]+/)[0]!;
    const to = inStyle(from, amount);
    const next = [...pieces];
    next[i] = { ...piece, text: piece.text.replace(from, to) };
    return { pieces: next, from, to, was: piece, now: next[i]! };
  }
  return null;
}

// ---- Cutting -----------------------------------------------------------------------------------------------------

interface Candidate {
  index: number;
  /** What it tells a guest for the room it takes. */
  value: number;
  selling: boolean;
}

/**
 * Removes the weakest pieces until the text fits `target`; the protected ones never go. Weakest means telling least
 * for its length; the opening lines count for more (guests read them first), and in the Listing Description a list
 * line counts for less (it repeats what the amenity list shows).
 */
function cut(
  pieces: Piece[],
  target: number,
  protect: (p: Piece) => boolean,
  allowSelling: boolean,
  summary: boolean,
): { pieces: Piece[]; count: number } {
  let out = [...pieces];
  let count = 0;
  const candidates = (list: Piece[]): Candidate[] =>
    list
      .map((p, index) => {
        const facts = factsIn(p.text);
        const paragraph = list.slice(0, index + 1).filter((x) => x.sep === '\n\n').length;
        const weight = weightOf(facts) * (summary && (p.item || facts.listy) ? 0.4 : 1) + (paragraph === 0 ? 3 : 0) + (index < 2 ? 2 : 0);
        // A line of a list in the Listing Description is cut before a sentence, whatever it names.
        const selling = facts.selling.length > 0 && !(summary && (p.item || facts.listy));
        return { index, value: weight / Math.sqrt(Math.max(20, charCount(p.text))), selling, p, finite: Number.isFinite(weight) };
      })
      .filter((c) => !protect(c.p) && !c.p.heading && c.finite && (allowSelling || !c.selling))
      .sort((a, b) => Number(a.selling) - Number(b.selling) || a.value - b.value || b.index - a.index);
  while (charCount(joinPieces(out)) > target) {
    const [weakest] = candidates(out);
    if (!weakest) break;
    const removed = out[weakest.index]!;
    out = out.filter((_, i) => i !== weakest.index);
    // The next piece takes the break the removed one stood after, so paragraphs and lists keep their shape.
    const following = out[weakest.index];
    if (following && removed.sep !== ' ' && following.sep === ' ') out[weakest.index] = { ...following, sep: removed.sep };
    count += 1;
  }
  return { pieces: dropEmptyHeadings(out), count };
}

function dropEmptyHeadings(pieces: Piece[]): Piece[] {
  return pieces.filter((p, i) => !p.heading || Boolean(pieces[i + 1]?.item && pieces[i + 1]!.sep === '\n'));
}

const HAS = /^It has (.+)\.$/;

/** Two sentences the coach put side by side that both say what the place has read as one ('It has X and Y.'). */
function mergeHas(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) {
    const prev = out.at(-1);
    const a = prev && prev.origin !== 'host' && !prev.item ? HAS.exec(prev.text) : null;
    const b = p.origin !== 'host' && !p.item && p.sep === ' ' ? HAS.exec(p.text) : null;
    if (a && b && !/\band\b/.test(a[1]!) && !/,/.test(a[1]!)) {
      out[out.length - 1] = { ...prev!, text: `It has ${a[1]} and ${b[1]}.`, fact: prev!.fact ?? p.fact };
      continue;
    }
    out.push(p);
  }
  return out;
}

// ---- The edit ----------------------------------------------------------------------------------------------------

function check(wb: Workbench, section: EditableSection, text: string, id: string) {
  return sectionChecks(wb.content, section, text).find((c) => c.id.endsWith(`.${id}`)) ?? null;
}

const passes = (c: { points: number; maxPoints: number } | null) => !c || c.points >= c.maxPoints;

/** What the host told that belongs in the section, in the order they told it. */
function toldFor(wb: Workbench, section: EditableSection): HostFactView[] {
  return wb.facts.host.filter((h) => {
    if (!h.details.sections.includes(section)) return false;
    if (h.details.negative && !NEGATIVE_WORTH_SAYING.has(h.kind)) return false;
    // A washer-dryer is worth saying in The space, not in the few lines that sell the place.
    if (section === 'Listing Description' && h.kind === 'feature' && h.details.terms.length && h.details.terms.every(isStaple))
      return false;
    if (section === 'Listing Description' && h.kind === 'layout') return false;
    return true;
  });
}

/** Selling points for an opening: what the host told first, then the page's features, those the text lacks first. */
function hookFeatures(wb: Workbench, text: string): { phrase: string; fact?: string }[] {
  const f = wb.facts;
  const told = f.host
    .filter(
      (h) => !h.details.negative && h.details.phrase && h.details.kinds.some((k) => k === 'outdoor' || k === 'view' || k === 'feature'),
    )
    .filter((h) => !(h.details.terms.length && h.details.terms.every(isStaple)))
    .map((h): { phrase: string; fact?: string; said: boolean } => ({ phrase: h.details.phrase!, fact: h.text, said: says(text, h) }));
  const page = f.features
    .filter((x) => !x.source && !isStaple(x.term))
    .map((x): { phrase: string; fact?: string; said: boolean } => ({
      phrase: featurePhrase(x, f),
      said: x.term.patterns.some((p) => p.test(text)),
    }));
  const all = [...told, ...page];
  return [...all.filter((x) => !x.said), ...all.filter((x) => x.said)].map(({ phrase, fact }) => (fact ? { phrase, fact } : { phrase }));
}

export function editSection(wb: Workbench, req: EditRequest): Edit {
  const f = wb.facts;
  const g = wb.grounding;
  const { section } = req;
  const { max } = lengthBounds(section);
  const steps: EditStep[] = [];
  const notes: EditNote[] = [];
  const summary = section === 'Listing Description';
  const typeWords = [f.typeNoun, f.city, f.region, 'apartment', 'flat', 'home', 'house'].filter((w): w is string => Boolean(w));
  const voice = voiceOf(Object.values(f.current));

  // 1. What the host's text must lose or have tidied; everything else stays as written.
  let contact = 0;
  let tidied = false;
  const absent = new Set<string>();
  let pieces = piecesOf(req.baseline, f.language).flatMap((p): Piece[] => {
    const facts = factsIn(p.text);
    const violations = contentViolations(p.text, g.codes).map((v) => v.rule);
    if (
      !facts.legal &&
      (findContactDetails(bare(p)).length || violations.some((r) => r === 'contact' || r === 'url' || r === 'other_platform'))
    ) {
      contact += 1;
      return [];
    }
    let text = p.text;
    if (violations.some((r) => r === 'all_caps' || r === 'emoji' || r === 'repeated_punctuation')) {
      text = `${bulletOf(p)}${tidyText(bare(p))}`;
      tidied = true;
    }
    const denied = unsupportedAmenities(text, g);
    if (!facts.legal && (denied.length || unsupportedNumbers(text, g).length)) {
      denied.forEach((d) => absent.add(d));
      return [];
    }
    return [{ ...p, text }];
  });
  pieces = dropEmptyHeadings(pieces);
  if (contact) steps.push({ kind: 'contact', count: contact });
  if (tidied) steps.push({ kind: 'tidied' });
  if (absent.size) steps.push({ kind: 'absent', items: [...absent] });
  const wasEmpty = !req.baseline.trim();
  const used: string[] = [];
  const text = () => joinPieces(pieces);

  // A hook that works stays first, as written.
  const hookHeld = summary && pieces[0]?.origin === 'host' && passes(check(wb, section, bare(pieces[0]), 'hook')) && !wasEmpty;
  let heldPiece = hookHeld ? pieces[0]! : null;

  // 2. The opening (Listing Description): what and where the place is, and what sells it.
  if (f.english && summary && !passes(check(wb, section, text(), 'hook'))) {
    const features = hookFeatures(wb, text());
    const hook = hookSentence(
      f,
      features.map((x) => x.phrase),
      req.variant,
    );
    if (hook) {
      const first = pieces[0];
      const facts = first ? factsIn(first.text, typeWords) : null;
      const replace = Boolean(first && first.origin === 'host' && !first.item && facts && (facts.greeting || facts.generic));
      const next = replace
        ? [{ text: hook, sep: ' ' as const, origin: 'hook' as const }, ...pieces.slice(1)]
        : [{ text: hook, sep: ' ' as const, origin: 'hook' as const }, ...pieces];
      if (passes(check(wb, section, joinPieces(next), 'hook')) || wasEmpty) {
        pieces = next;
        steps.push({ kind: 'hook', replaced: replace });
        used.push(...features.slice(0, 2).flatMap((x) => (x.fact ? [x.fact] : [])));
      }
    }
  }

  // An empty section opens with the page's first fact for it (the capacity, who has the place, the times).
  let fromPage = 0;
  if (f.english && wasEmpty && section !== 'Listing Description') {
    const [opening] = pageSentences(section, f, '', voice);
    if (opening) {
      pieces = [{ text: opening.text, sep: ' ', origin: 'page' }];
      fromPage += 1;
    }
  }

  // 3. What the host told that belongs here and the text does not say yet.
  const added: string[] = [];
  const noRoom: string[] = [];
  if (f.english) {
    for (const h of toldFor(wb, section)) {
      if (used.includes(h.text)) continue;
      const asked = req.use.includes(h.text);
      if (says(text(), h)) {
        const conflict = numericConflicts(text(), [h.text])[0];
        if (!conflict) continue;
        const fixed = asked ? correct(pieces, h) : null;
        if (fixed) {
          pieces = fixed.pieces;
          if (fixed.was === heldPiece) heldPiece = fixed.now;
          steps.push({ kind: 'corrected', from: fixed.from, to: fixed.to });
          used.push(h.text);
        } else notes.push({ kind: 'conflict', fact: h.text, said: conflict.said.words, told: conflict.against.words });
        continue;
      }
      // A number another part of the listing gives differently is not said here until the host says which is right.
      const elsewhere = otherSections(wb, section)
        .map(([name, t]) => ({ name, conflict: numericConflicts(h.text, [t])[0] }))
        .find((x) => x.conflict);
      if (elsewhere?.conflict) {
        const { against, said } = elsewhere.conflict;
        notes.push({ kind: 'conflict', fact: h.text, said: against.words, told: said.words, where: elsewhere.name });
        continue;
      }
      // Said once in the listing: a fact another section already gives (as the host will publish it) stays there.
      if (!asked && otherSections(wb, section).some(([, t]) => says(t, h))) continue;
      if (req.length === 'shorter' && !asked) continue;
      const next = insertAt(pieces, h.text, factTopics(h), 'told', h.text);
      if (charCount(joinPieces(next)) > max) {
        noRoom.push(h.text);
        continue;
      }
      pieces = next;
      added.push(h.text);
    }
  }
  if (added.length) steps.push({ kind: 'told', facts: added });
  if (noRoom.length) notes.push({ kind: 'no-room', facts: noRoom });

  // 4. A text too short for its section (or one the host wants longer) gets the page's facts, in prose.
  const lengthOk = passes(check(wb, section, text(), 'length')) && charCount(text()) >= SECTION_MIN;
  const want = req.length === 'longer' ? max - 60 : lengthOk || req.length === 'shorter' ? 0 : SECTION_MIN;
  if (f.english && charCount(text()) < want) {
    const hookSaysBedrooms = pieces[0]?.origin === 'hook' && /-bedroom\b/.test(pieces[0].text);
    for (const s of pageSentences(section, f, text(), voice, hookSaysBedrooms)) {
      const next = insertAt(pieces, s.text, s.topic ? [s.topic] : [], 'page');
      if (charCount(joinPieces(next)) > max) continue;
      pieces = next;
      fromPage += 1;
      if (charCount(text()) >= want) break;
    }
  }
  if (fromPage) steps.push({ kind: 'page', count: fromPage });

  // 5. Over the limit, or asked to be shorter: the weakest pieces go first.
  const length = charCount(text());
  const protect = (p: Piece) => p.origin !== 'host' || factsIn(p.text).legal || p === heldPiece;
  if (length > max) {
    const first = cut(pieces, max, protect, false, summary);
    const second =
      charCount(joinPieces(first.pieces)) > max ? cut(first.pieces, max, protect, true, summary) : { pieces: first.pieces, count: 0 };
    pieces = second.pieces;
    if (first.count + second.count) steps.push({ kind: 'cut', count: first.count + second.count, why: 'limit' });
  } else if (req.length === 'shorter') {
    const floor = SECTION_MIN;
    // Shorter, not gutted: the weakest sentence or two, down to nine tenths of the length at most.
    const target = Math.max(floor, Math.round(length * 0.9));
    const result = length > floor + 20 ? cut(pieces, target, protect, false, summary) : { pieces, count: 0 };
    const shorter = charCount(joinPieces(result.pieces));
    if (result.count && shorter >= floor) {
      pieces = result.pieces;
      steps.push({ kind: 'cut', count: result.count, why: 'shorter' });
    } else notes.push({ kind: 'cannot-shorten', length, min: floor });
  }

  pieces = mergeHas(uniquePieces(pieces));
  // What the text still claims that the amenity list lacks (not what it says the place does not have).
  const unlisted = unlistedClaims(positiveText(joinPieces(pieces.filter((p) => p.origin === 'host'))), g);
  if (unlisted.length) notes.push({ kind: 'unlisted', items: unlisted });
  if (wasEmpty && pieces.length) steps.unshift({ kind: 'written' });
  const draft = text();
  const told = [...new Set([...added, ...used])].filter((t) => !normalise(req.baseline).includes(normalise(t)));
  if (!draft) return { text: '', draft, steps, notes, told };
  const limits = checkSuggestion(section, draft, g).filter((v) => v.rule !== 'too_short');
  const tooShort = charCount(draft) < lengthBounds(section).min;
  if (tooShort) notes.push({ kind: 'too-short', length: charCount(draft), min: lengthBounds(section).min });
  const edits = editViolations(
    draft,
    {
      section,
      baseline: req.baseline,
      content: wb.content,
      facts: f.host.map((h) => h.text),
      others: otherTexts(wb, section),
      mustCut: charCount(req.baseline) > max,
    },
    heldPiece ? bare(heldPiece) : null,
  );
  const ok = limits.length === 0 && edits.length === 0 && !tooShort;
  return { text: ok ? draft : '', draft, steps, notes, told };
}

/** The listing's other texts, which a suggestion must not contradict. */
/** The other sections' texts as the host will publish them: an approved suggestion in place of the page's text. */
function otherSections(wb: Workbench, section: SuggestionSection): [SuggestionSection, string][] {
  return (Object.keys(wb.facts.current) as SuggestionSection[])
    .filter((name) => name !== section && name !== 'Title')
    .map((name) => [name, approvedTextFor(wb.approved, name) ?? wb.facts.current[name]] as [SuggestionSection, string])
    .filter(([, t]) => Boolean(t));
}

export function otherTexts(wb: Workbench, section: SuggestionSection): string[] {
  return [...otherSections(wb, section).map(([, t]) => t), wb.content.location.neighborhood ?? ''].filter(Boolean);
}
