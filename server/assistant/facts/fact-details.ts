import type { HostFactKind } from '../../../contract/wire';
import type { SuggestionSection } from '../../../contract/suggestions';
import { AMENITY_TERMS, type AmenityTerm, amenityTermsIn } from '../grounding';
import { kindsOf } from './read-facts';

// What a host fact means for the coach: which amenity-like things it backs (so a suggestion may name them), the
// labels a title can use, the phrase a list can use, and the sections it belongs in. Everything is read from the
// fact's own sentence, so an edited fact means what its new words say.

/** The host facts the assistant works from (stored ones, or ones just read from a message). */
export interface KnownFact {
  id?: string;
  kind: HostFactKind;
  /** Facts with the same key say the same thing; the later one wins. */
  key: string;
  text: string;
  verbatim: boolean;
}

export interface FactDetails {
  /** Amenity-lexicon terms the fact says the place has (negated ones left out). */
  terms: AmenityTerm[];
  /** 'Balcony', 'River View', 'Fast Wifi': what a title may name. */
  titleLabels: string[];
  /** 'a balcony with a river view', for a list inside a sentence; null when the fact is not a thing the place has. */
  phrase: string | null;
  /** The fact says the place lacks something ('There is no parking'). */
  negative: boolean;
  /** Every kind the fact belongs to, its own first ('There is free parking by the metro': parking, getting around). */
  kinds: HostFactKind[];
  /** The sections it belongs in, those of its own kind first. */
  sections: SuggestionSection[];
}

export const KIND_LABELS: Record<HostFactKind, string> = {
  view: 'View',
  layout: 'Layout and rooms',
  beds: 'Beds',
  outdoor: 'Outdoor space',
  nearby: 'Nearby',
  transport: 'Getting around',
  parking: 'Parking',
  workspace: 'Workspace',
  internet: 'Internet',
  check_in: 'Check-in',
  suits: 'Who it suits',
  house_rule: 'House rule',
  feature: 'Feature',
  note: 'In your words',
};

const KIND_SECTIONS: Record<Exclude<HostFactKind, 'note'>, SuggestionSection[]> = {
  view: ['Listing Description', 'The space'],
  outdoor: ['Listing Description', 'The space', 'Guest access'],
  layout: ['The space'],
  beds: ['The space'],
  nearby: ['Listing Description', 'Other things to note'],
  transport: ['Listing Description', 'Other things to note'],
  parking: ['Guest access', 'Other things to note'],
  workspace: ['Listing Description', 'The space'],
  internet: ['Listing Description', 'The space'],
  check_in: ['Guest access'],
  suits: ['Listing Description', 'Other things to note'],
  house_rule: ['House Rules'],
  feature: ['Listing Description', 'The space'],
};

// Negated phrases back nothing: 'There is no parking', 'on the 3rd floor with no elevator'.
const NEGATED = /\b(?:no|not|without|none|never)\b[^,.;]*|\b\w+n't\b[^,.;]*/gi;
export const isNegative = (text: string) => /\b(?:no|not|without|none)\b|n't\b/i.test(text);

/** The fact's words that say what the place has (negated phrases removed). */
export function positiveText(text: string): string {
  return text.replace(NEGATED, ' ');
}

const OUTDOOR_LABELS: [RegExp, string][] = [
  [/\broof\s?terrace|rooftop\s+terrace/i, 'Rooftop Terrace'],
  [/\brooftop\b/i, 'Rooftop'],
  [/\bbalcon(?:y|ies)\b/i, 'Balcony'],
  [/\bterraces?\b/i, 'Terrace'],
  [/\bgardens?\b/i, 'Garden'],
  [/\bpatios?\b/i, 'Patio'],
  [/\bcourtyards?\b/i, 'Courtyard'],
  [/\bdecks?\b/i, 'Deck'],
  [/\bback\s?yards?\b/i, 'Backyard'],
  [/\bporch(?:es)?\b/i, 'Porch'],
];

const titleCase = (s: string) =>
  s
    .split(/\s+/)
    .map((w) => (w ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w))
    .join(' ');

function viewLabels(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b([\p{L}-]+)\s+(?:skyline\s+)?views?\b/giu)) {
    if (!/^(?:a|the|great|good|nice|lovely|beautiful|stunning|amazing|open|wide|panoramic|partial|some|of|with|and)$/i.test(m[1]!))
      out.push(`${titleCase(m[1]!)} View`);
  }
  const over =
    /\b(?:views?\s+(?:of|over|across|onto)|overlook(?:s|ing)?|looks?\s+(?:out\s+)?(?:over|onto|across))\s+(?:the\s+)?([\p{L}-]+)/iu.exec(
      text,
    );
  if (over && !out.length) out.push(`${titleCase(over[1]!.replace(/s$/, ''))} View`);
  return out;
}

/** The thing the fact says the place has, as a phrase for a list ('a balcony with a river view'), or null. */
function phraseOf(kind: HostFactKind, text: string): string | null {
  const body = text.replace(/[.!]+$/, '').trim();
  if (kind === 'internet') {
    const speed = /\b\d+(?:[.,]\d+)?\s*(?:mbps|mb\/s|mbit\/?s?|gbps|gb\/s|gbit\/?s?)\b/i.exec(body)?.[0];
    if (speed) return `wifi at ${speed}`;
    return /\bfast\b/i.test(body) ? 'fast wifi' : null;
  }
  if (!['outdoor', 'view', 'feature', 'workspace'].includes(kind)) return null;
  const np =
    /^(?:it|the\s+\w+(?:\s+\w+)?|our\s+\w+(?:\s+\w+)?|we|this\s+\w+|the place)\s+(?:also\s+)?(?:has|have|offers?|includes?|comes\s+with|provides?|boasts?|features?)\s+(.+)$/i.exec(
      body,
    )?.[1] ?? /^there(?:'s|\s+is|\s+are)\s+(?:also\s+)?(.+)$/i.exec(body)?.[1];
  if (!np || np.length > 80) return null;
  return np.replace(/^(?:A|An|The)\b/, (w) => w.toLowerCase());
}

function noteSections(text: string): SuggestionSection[] {
  if (/\bcheck[\s-]?in\b|\bentrance\b|\bkeys?\b|\bstairs?\b|\belevator\b|\blift\b|\baccess\b|\barriv/i.test(text)) return ['Guest access'];
  if (/^(?:please|don'?t|do not|no\s)|\bmust\b|\bnot allowed\b/i.test(text)) return ['House Rules'];
  if (
    /\bbed(?:room)?s?\b|\bkitchen\b|\bbath(?:room)?\b|\bshower\b|\bliving\b|\bsofa\b|\broom\b|\bfloor\b|\bwindows?\b|\bfurnish|\bdecor|\blight\b/i.test(
      text,
    )
  )
    return ['The space'];
  return ['Other things to note'];
}

/** The panel's name for what a fact is about: every kind it belongs to ('Parking · Getting around'). */
export function factLabel(fact: Pick<KnownFact, 'kind' | 'text'>): string {
  return kindsOf(fact.text, fact.kind)
    .map((k) => KIND_LABELS[k])
    .join(' · ');
}

export function factDetails(fact: KnownFact): FactDetails {
  const negative = fact.kind !== 'house_rule' && isNegative(fact.text);
  const positive = positiveText(fact.text);
  const kinds = kindsOf(fact.text, fact.kind);
  const sections =
    fact.kind === 'note'
      ? noteSections(fact.text)
      : [...new Set(kinds.flatMap((k) => (k === 'note' ? noteSections(fact.text) : KIND_SECTIONS[k])))];
  if (fact.verbatim || fact.kind === 'note') return { terms: [], titleLabels: [], phrase: null, negative, kinds, sections };
  const terms = amenityTermsIn(positive);
  const labels: string[] = [];
  if (fact.kind === 'outdoor' || fact.kind === 'view') {
    for (const [re, label] of OUTDOOR_LABELS) {
      if (re.test(positive.replace(/\b[\p{L}-]+\s+(?:skyline\s+)?views?\b/giu, 'view')) && !labels.some((l) => l.includes(label)))
        labels.push(label);
    }
    labels.push(...viewLabels(positive));
  } else if (fact.kind === 'internet') {
    const speed = /\b(\d+(?:[.,]\d+)?)\s*(mbps|mb\/s|gbps|gb\/s)\b/i.exec(positive);
    if (speed) labels.push(`${speed[1]} ${/^g/i.test(speed[2]!) ? 'Gbps' : 'Mbps'} Wifi`);
    else if (/\bfast\b/i.test(positive)) labels.push('Fast Wifi');
  } else if (fact.kind === 'workspace' && /\bdesk|work\s?space|office\b/i.test(positive)) labels.push('Workspace');
  else if (fact.kind === 'parking' && !negative) labels.push(/\bfree\b/i.test(positive) ? 'Free Parking' : 'Parking');
  else if (fact.kind === 'check_in' && /\bself[\s-]?check/i.test(positive)) labels.push('Self Check-in');
  else if (fact.kind === 'feature') labels.push(...terms.filter((t) => t.label !== 'view').map((t) => titleCase(t.label)));
  const phrase = negative ? null : phraseOf(fact.kind, fact.text);
  return { terms, titleLabels: negative ? [] : labels, phrase, negative, kinds, sections };
}

/** The lexicon term a title label stands for ('River View' → river view), for matching against text. */
export function termForLabel(label: string): AmenityTerm | null {
  const lower = label.toLowerCase();
  return (
    AMENITY_TERMS.find((t) => t.label.toLowerCase() === lower) ?? AMENITY_TERMS.find((t) => t.patterns.some((p) => p.test(label))) ?? null
  );
}
