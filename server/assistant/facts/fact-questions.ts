import type { HostFactKind } from '../../../contract/wire';
import type { SuggestionSection } from '../../../contract/suggestions';
import type { HostFactView, ListingFacts } from '../listing-facts';

// What the coach asks when a fact would let a section say more. Each question names the kinds of fact that answer
// it (it is not asked again once the host has told one, even 'there is none'), and where a question has a few
// common answers, they come as quick answers the host sends with one tap. Every quick answer is a sentence the
// fact reader reads into a fact of the question's kind. `example` stands in for an answer when the coach measures
// how much a question could raise a section's score; it is never shown or stored.

export interface FactQuestion {
  id: string;
  kinds: HostFactKind[];
  /** For house rules: the rule topic of the answer (pets, smoking...), since one kind covers them all. */
  ruleKey?: string;
  sections: SuggestionSection[];
  text: string;
  answers: string[];
  example: string;
  /** Whether the listing's page already says this. */
  onPage: (f: ListingFacts) => boolean;
}

/** Whether a host fact answers the question (a balcony 'with a river view' answers the view question too). */
function answers(q: FactQuestion, h: HostFactView): boolean {
  if (q.ruleKey) return h.key === q.ruleKey;
  if (q.id === 'view') return h.details.kinds.includes('view') || h.details.titleLabels.some((l) => / Views?$/.test(l));
  if (q.id === 'before-booking') return h.kind === 'note' && h.details.sections.includes('Other things to note');
  if (q.id === 'workspace') return h.details.kinds.includes('workspace');
  // A fact answers every question of every kind it belongs to ('free parking by the metro': parking and transport).
  return q.kinds.some((k) => h.details.kinds.includes(k));
}

const amenity = (f: ListingFacts, re: RegExp) => [...f.amenities, ...f.highlights].some((a) => re.test(a));
const rule = (f: ListingFacts, re: RegExp) => f.houseRules.some((r) => re.test(r));

export const FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    id: 'outdoor',
    kinds: ['outdoor'],
    sections: ['Listing Description', 'The space', 'Guest access', 'Title'],
    text: 'Is there a balcony, terrace or garden guests can use?',
    answers: ['It has a balcony', 'It has a terrace', 'It has a garden', 'There is no outdoor space'],
    example: 'It has a balcony',
    onPage: (f) => amenity(f, /balcon|terrace|garden|patio|back\s?yard|rooftop|deck|courtyard/i),
  },
  {
    id: 'view',
    kinds: ['view'],
    sections: ['Listing Description', 'The space', 'Title'],
    text: 'What can guests see from the windows?',
    answers: [
      'There is a city view',
      'There is a river view',
      'There is a sea view',
      'There is a garden view',
      'There is no particular view',
    ],
    example: 'There is a city view',
    onPage: (f) => amenity(f, /\bviews?\b/i),
  },
  {
    id: 'transport',
    kinds: ['transport'],
    sections: ['Listing Description', 'Other things to note'],
    text: 'How far is the nearest metro, bus or train stop, and how do guests get there (for example "the metro is a 5-minute walk")?',
    answers: [],
    example: 'The metro is a 5-minute walk',
    onPage: () => false,
  },
  {
    id: 'nearby',
    kinds: ['nearby'],
    sections: ['Listing Description', 'Other things to note'],
    text: 'Which places nearby do guests ask about (a market, the beach, a landmark), and how many minutes away are they on foot or by car?',
    answers: [],
    example: 'The old town is a 10-minute walk',
    onPage: () => false,
  },
  {
    id: 'beds',
    kinds: ['beds'],
    sections: ['The space'],
    text: 'What size are the beds, and which rooms are they in?',
    answers: [
      'The bedroom has a double bed',
      'The bedroom has a queen bed',
      'The bedroom has a king bed',
      'The living room has a sofa bed',
    ],
    example: 'The bedroom has a double bed',
    onPage: () => false,
  },
  {
    id: 'layout',
    kinds: ['layout'],
    sections: ['The space', 'Guest access'],
    text: 'How is the place laid out: which floor is it on, are there stairs or an elevator, and which rooms are open-plan?',
    answers: ['It is on the ground floor', 'There is an elevator', 'There are stairs and no elevator'],
    example: 'The living room and the kitchen are open-plan',
    onPage: () => false,
  },
  {
    id: 'shared-spaces',
    kinds: ['layout'],
    sections: ['Guest access', 'The space'],
    text: 'Which spaces do guests share with you or other guests (kitchen, bathroom, living room), and which are theirs alone?',
    answers: [
      'The kitchen and the bathroom are shared',
      'Guests have their own bathroom',
      'The kitchen is shared and the bathroom is private',
    ],
    example: 'The kitchen and the bathroom are shared',
    onPage: (f) => f.wholePlace !== false,
  },
  {
    id: 'workspace',
    kinds: ['workspace'],
    sections: ['Listing Description', 'The space'],
    text: 'Is there a desk or a workspace for guests who work during their stay?',
    answers: ['There is a dedicated desk', 'There is no desk'],
    example: 'There is a desk by the window',
    onPage: (f) => amenity(f, /workspace|desk/i),
  },
  {
    id: 'internet',
    kinds: ['internet'],
    sections: ['Listing Description', 'The space'],
    text: 'How fast is the wifi (for example "the wifi is 100 Mbps")?',
    answers: [],
    example: 'The wifi is 100 Mbps',
    onPage: (f) => amenity(f, /\b\d+\s*(?:mbps|gbps)\b/i),
  },
  {
    id: 'check-in',
    kinds: ['check_in'],
    sections: ['Guest access'],
    text: 'How do guests get in?',
    answers: ['Self check-in with a keypad', 'Self check-in with a lockbox', 'Self check-in with a smart lock', 'I meet guests in person'],
    example: 'Self check-in with a keypad',
    onPage: (f) => amenity(f, /self check-in|lockbox|keypad|smart lock|building staff/i),
  },
  {
    id: 'parking',
    kinds: ['parking'],
    sections: ['Guest access', 'Other things to note'],
    text: 'Where can guests park if they come by car?',
    answers: ['Free parking on the premises', 'Free street parking', 'Paid parking nearby', 'There is no parking'],
    example: 'Free street parking',
    onPage: (f) => amenity(f, /parking|garage/i),
  },
  {
    id: 'suits',
    kinds: ['suits'],
    sections: ['Listing Description', 'Other things to note'],
    text: 'Who is the place best for?',
    answers: ['It suits couples', 'It suits families with children', 'It suits remote workers', 'It suits business travellers'],
    example: 'It suits couples',
    onPage: () => false,
  },
  {
    id: 'check-in-time',
    kinds: ['house_rule'],
    ruleKey: 'rule:check-in',
    sections: ['House Rules', 'Guest access'],
    text: 'From what time can guests check in?',
    answers: ['Check-in is after 2 pm', 'Check-in is after 3 pm', 'Check-in is after 4 pm'],
    example: 'Check-in is after 3 pm',
    onPage: (f) => Boolean(f.checkIn) || rule(f, /check[\s-]?in/i),
  },
  {
    id: 'checkout-time',
    kinds: ['house_rule'],
    ruleKey: 'rule:checkout',
    sections: ['House Rules'],
    text: 'By what time do guests check out?',
    answers: ['Checkout is by 10 am', 'Checkout is by 11 am', 'Checkout is by noon'],
    example: 'Checkout is by 11 am',
    onPage: (f) => Boolean(f.checkOut) || rule(f, /check[\s-]?out|checkout/i),
  },
  {
    id: 'pets',
    kinds: ['house_rule'],
    ruleKey: 'rule:pets',
    sections: ['House Rules'],
    text: 'Are pets allowed?',
    answers: ['Pets are allowed', 'No pets'],
    example: 'No pets',
    onPage: (f) => rule(f, /\bpets?\b|animal/i),
  },
  {
    id: 'smoking',
    kinds: ['house_rule'],
    ruleKey: 'rule:smoking',
    sections: ['House Rules'],
    text: 'Is smoking allowed anywhere on the property?',
    answers: ['No smoking', 'Smoking is allowed outside'],
    example: 'No smoking',
    onPage: (f) => rule(f, /smok|vap/i),
  },
  {
    id: 'parties',
    kinds: ['house_rule'],
    ruleKey: 'rule:parties',
    sections: ['House Rules'],
    text: 'Are parties or events allowed?',
    answers: ['No parties or events', 'Parties and events are allowed'],
    example: 'No parties or events',
    onPage: (f) => rule(f, /part(?:y|ies)|events?/i),
  },
  {
    id: 'quiet-hours',
    kinds: ['house_rule'],
    ruleKey: 'rule:quiet-hours',
    sections: ['House Rules'],
    text: 'Do you have quiet hours?',
    answers: ['Quiet hours are 10 pm to 8 am', 'Quiet hours are 11 pm to 7 am'],
    example: 'Quiet hours are 10 pm to 8 am',
    onPage: (f) => rule(f, /quiet/i),
  },
  {
    id: 'features',
    kinds: ['feature'],
    sections: ['The space', 'Listing Description'],
    text: 'Is there anything guests love that the amenity list does not show (a washing machine, a coffee machine, a bathtub)?',
    answers: [],
    example: 'It has a washing machine',
    onPage: () => false,
  },
  {
    id: 'before-booking',
    kinds: ['note'],
    sections: ['Other things to note'],
    text: 'Is there anything guests should know before booking: stairs, street noise, building rules, work nearby?',
    answers: [],
    example: 'The street is quiet at night, and the building has no lift.',
    onPage: () => false,
  },
];

/** Questions for the section whose answer is not known yet, from the page or from the host; the section's own first. */
export function openQuestions(section: SuggestionSection, f: ListingFacts): FactQuestion[] {
  const open = FACT_QUESTIONS.filter((q) => q.sections.includes(section) && !q.onPage(f) && !f.host.some((h) => answers(q, h)));
  return [...open.filter((q) => q.sections[0] === section), ...open.filter((q) => q.sections[0] !== section)];
}
