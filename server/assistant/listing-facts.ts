import type { ListingContent } from '../../contract/wire';
import type { SuggestionSection } from '../../contract/suggestions';
import { factDetails, type FactDetails, type KnownFact, termForLabel } from './facts/fact-details';
import { PROPERTY_TYPES } from '../analysis/score/vocabulary';
import { AMENITY_TERMS, type AmenityTerm, amenityTermsIn, mentions } from './grounding';
import { perContent } from './per-content';

// The facts of one listing in the shape both providers use: the prompt lists them for the model, the built-in
// coach composes its rewrites from them. Nothing here is guessed: a fact the page did not give is null/empty.

export interface FeatureFact {
  term: AmenityTerm;
  /** For a title: 'Hot Tub', 'Free Parking'. */
  titleLabel: string;
  /** Inside a sentence: 'a hot tub', 'free parking'. */
  phrase: string;
  /** The host fact it comes from (its sentence), when the host told it rather than the page. */
  source?: string;
}

/** A fact the host told the assistant, with what it means for the text. */
export interface HostFactView extends KnownFact {
  details: FactDetails;
}

export interface ListingFacts {
  language: string | null;
  /** Whether template sentences in English suit this listing. */
  english: boolean;
  title: string;
  /** 'apartment', 'cabin', 'private room'; null when the page did not say. */
  typeNoun: string | null;
  /** True for an entire place, false for a room, null when unknown. */
  wholePlace: boolean | null;
  city: string | null;
  region: string | null;
  guests: number | null;
  bedrooms: number | null;
  beds: number | null;
  baths: number | null;
  /** Available amenity titles as the page wrote them, without duplicates. */
  amenities: string[];
  amenityGroups: { group: string; titles: string[] }[];
  /** Differentiating features the amenity list backs, most bookable first. */
  features: FeatureFact[];
  safety: string[];
  houseRules: string[];
  checkIn: string | null;
  checkOut: string | null;
  highlights: string[];
  /** The listing's current text for each rewritable section ('' when empty). */
  current: Record<SuggestionSection, string>;
  photoCount: number;
  /** What the host told the assistant, in the order they told it. */
  host: HostFactView[];
}

// Features guests filter and book for, in the order a title should prefer them (research §2.4: differentiators
// before staples).
const FEATURE_ORDER: { label: string; title: string; phrase: string }[] = [
  { label: 'hot tub', title: 'Hot Tub', phrase: 'a hot tub' },
  { label: 'pool', title: 'Pool', phrase: 'a pool' },
  { label: 'sea view', title: 'Sea View', phrase: 'sea views' },
  { label: 'beach access', title: 'Beach Access', phrase: 'beach access' },
  { label: 'waterfront', title: 'Waterfront', phrase: 'a waterfront setting' },
  { label: 'lake view', title: 'Lake View', phrase: 'lake views' },
  { label: 'mountain view', title: 'Mountain View', phrase: 'mountain views' },
  { label: 'river view', title: 'River View', phrase: 'a river view' },
  { label: 'sauna', title: 'Sauna', phrase: 'a sauna' },
  { label: 'fireplace', title: 'Fireplace', phrase: 'a fireplace' },
  { label: 'rooftop', title: 'Rooftop', phrase: 'a rooftop' },
  { label: 'terrace', title: 'Terrace', phrase: 'a terrace' },
  { label: 'balcony', title: 'Balcony', phrase: 'a balcony' },
  { label: 'garden', title: 'Garden', phrase: 'a garden' },
  { label: 'patio', title: 'Patio', phrase: 'a patio' },
  { label: 'city view', title: 'City View', phrase: 'city views' },
  { label: 'garden view', title: 'Garden View', phrase: 'a garden view' },
  { label: 'EV charger', title: 'EV Charger', phrase: 'an EV charger' },
  { label: 'parking', title: 'Parking', phrase: 'parking' },
  { label: 'workspace', title: 'Workspace', phrase: 'a workspace' },
  { label: 'pets allowed', title: 'Pets Allowed', phrase: 'pets allowed' },
  { label: 'gym', title: 'Gym', phrase: 'a gym' },
  { label: 'BBQ grill', title: 'BBQ Grill', phrase: 'a BBQ grill' },
  { label: 'fire pit', title: 'Fire Pit', phrase: 'a fire pit' },
  { label: 'self check-in', title: 'Self Check-in', phrase: 'self check-in' },
  { label: 'air conditioning', title: 'Air Conditioning', phrase: 'air conditioning' },
  { label: 'washer', title: 'Washer', phrase: 'a washer' },
  { label: 'kitchen', title: 'Kitchen', phrase: 'a kitchen' },
  { label: 'wifi', title: 'Wifi', phrase: 'wifi' },
];

const TYPE_NOUNS: Record<string, string> = {
  'rental unit': 'apartment',
  'home/apt': 'home',
  place: 'home',
  'serviced apartment': 'serviced apartment',
};

function typeOf(propertyType: string | null, roomType: string | null): { noun: string | null; whole: boolean | null } {
  // Airbnb's room type "Entire home/apt" (which schema.org pages now map to) says the place is whole, not what it is.
  const raw = (propertyType ?? (roomType && !/^entire\b/i.test(roomType) ? roomType : '')).trim();
  const lower = raw.toLowerCase();
  if (!raw) return { noun: null, whole: roomType && /^entire/i.test(roomType) ? true : null };
  if (/^private room\b/.test(lower)) return { noun: 'private room', whole: false };
  if (/^shared room\b/.test(lower)) return { noun: 'shared room', whole: false };
  if (/^(?:hotel )?room\b/.test(lower)) return { noun: 'room', whole: false };
  const entire = /^entire\s+/.exec(lower);
  const rest = entire ? lower.slice(entire[0].length) : lower;
  const whole = entire ? true : roomType && /^entire/i.test(roomType) ? true : null;
  return { noun: TYPE_NOUNS[rest] ?? rest, whole };
}

// Words of the type list that name a part of a place, not the place ('Four bedrooms').
const NOT_A_PLACE_TYPE = /^(?:room|bedroom|suite|apt|inn|rv|tent)$/i;

function typeNamedIn(text: string): string | null {
  const found = PROPERTY_TYPES.find(text)?.toLowerCase() ?? null;
  return found && !NOT_A_PLACE_TYPE.test(found) ? found : null;
}

function unique(values: (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    const s = v?.replace(/\s+/g, ' ').trim();
    if (!s || seen.has(s.toLowerCase())) continue;
    seen.add(s.toLowerCase());
    out.push(s);
  }
  return out;
}

// Airbnb's "Patio or balcony" says one or the other: the host's own words tell which, else neither is claimed.
const EITHER_OUTDOOR = /\bpatio\s+or\s+balcony\b/i;

function outdoorFact(ownWords: string): FeatureFact {
  const label = /\bbalcon(?:y|ies)\b/i.test(ownWords) ? 'balcony' : /\bpatios?\b/i.test(ownWords) ? 'patio' : null;
  const f = FEATURE_ORDER.find((x) => x.label === (label ?? 'balcony'))!;
  const term = AMENITY_TERMS.find((t) => t.label === f.label)!;
  return label ? { term, titleLabel: f.title, phrase: f.phrase } : { term, titleLabel: 'Outdoor Space', phrase: 'a patio or balcony' };
}

function featuresOf(amenities: string[], ownWords: string): FeatureFact[] {
  const text = amenities.join('\n');
  const out: FeatureFact[] = [];
  // One amenity backs one feature: 'Patio or balcony' is a balcony, not a balcony and a patio.
  const used = new Set<string>();
  const plain = amenities.map((a) => a.replace(/\b[\p{L}-]+\s+(?:skyline\s+)?views?\b/giu, 'view'));
  for (const f of FEATURE_ORDER) {
    const term = AMENITY_TERMS.find((t) => t.label === f.label)!;
    const isView = f.label.endsWith('view');
    const sources = amenities.filter((a, i) => mentions(term, isView ? a : plain[i]!));
    const fresh = sources.filter((a) => !used.has(a));
    if (!fresh.length) continue;
    fresh.forEach((a) => used.add(a));
    if ((f.label === 'balcony' || f.label === 'patio') && fresh.every((a) => EITHER_OUTDOOR.test(a))) {
      out.push(outdoorFact(ownWords));
    } else if (f.label === 'parking' && /\bfree\b[^\n]*\bparking\b/i.test(text)) {
      out.push({ term, titleLabel: 'Free Parking', phrase: 'free parking' });
    } else if (f.label === 'workspace' && /\bdedicated\s+workspace\b/i.test(text)) {
      out.push({ term, titleLabel: 'Workspace', phrase: 'a dedicated workspace' });
    } else {
      out.push({ term, titleLabel: f.title, phrase: f.phrase });
    }
  }
  return out;
}

export function isEnglish(language: string | null): boolean {
  return language === null || /^en\b/i.test(language);
}

const featureRank = (label: string) => {
  const i = FEATURE_ORDER.findIndex((f) => f.label === label);
  return i === -1 ? FEATURE_ORDER.findIndex((f) => f.label === 'city view') : i;
};

/** Features the host told the assistant about, each backed by one of their facts. */
function hostFeatures(host: HostFactView[]): FeatureFact[] {
  const out: FeatureFact[] = [];
  for (const fact of host) {
    const { titleLabels, phrase, negative } = fact.details;
    if (negative) continue;
    titleLabels.forEach((label, i) => {
      const term = termForLabel(label) ?? amenityTermsIn(label)[0];
      if (!term || out.some((f) => f.term.label === term.label)) return;
      const own = i === 0 && phrase ? phrase : /^\d/.test(label) ? label.replace(/ Wifi$/, ' wifi') : `a ${label.toLowerCase()}`;
      out.push({ term, titleLabel: label, phrase: own, source: fact.text });
    });
  }
  return out;
}

/** Page and host features together, most bookable first; the host's wording wins for a feature both name. */
function mergeFeatures(page: FeatureFact[], host: FeatureFact[]): FeatureFact[] {
  const merged = [...host, ...page.filter((p) => !host.some((h) => h.term.label === p.term.label))];
  return merged
    .map((f, i) => ({ f, i }))
    .sort((a, b) => featureRank(a.f.term.label) - featureRank(b.f.term.label) || a.i - b.i)
    .map(({ f }) => f);
}

/** The listing's facts and what the host told, in one shape (worked out once per content, title and facts). */
export const factsOf = perContent(readFacts);

function readFacts(content: ListingContent | null, title: string, told: readonly KnownFact[] = []): ListingFacts {
  const c = content;
  const amenities = unique([...(c?.amenities ?? []), ...(c?.amenityDetails ?? []).filter((a) => a.available).map((a) => a.title)]);
  const groups = new Map<string, string[]>();
  for (const a of c?.amenityDetails ?? []) {
    if (!a.available) continue;
    const group = a.group?.trim() || 'Other';
    if (/not included/i.test(group)) continue;
    const list = groups.get(group) ?? [];
    if (!list.some((x) => x.toLowerCase() === a.title.toLowerCase())) list.push(a.title.trim());
    groups.set(group, list);
  }
  const type = typeOf(c?.propertyType ?? null, c?.roomType ?? null);
  // Some pages (schema.org ones) give no property type: the host's own opening or title usually names it.
  if (!type.noun)
    type.noun = typeNamedIn((c?.descriptionSections['Listing Description'] ?? '').slice(0, 300)) ?? typeNamedIn(title || c?.title || '');
  const sections = c?.descriptionSections ?? {};
  const houseRules = unique(c?.houseRules ?? []);
  const host = told.map((fact) => ({ ...fact, details: factDetails(fact) }));
  return {
    language: c?.language ?? null,
    english: isEnglish(c?.language ?? null),
    title: title || c?.title || '',
    typeNoun: type.noun,
    wholePlace: type.whole,
    city: c?.location.city?.trim() || null,
    region: c?.location.region?.trim() || null,
    guests: c?.capacity.guests ?? null,
    bedrooms: c?.capacity.bedrooms ?? null,
    beds: c?.capacity.beds ?? null,
    baths: c?.capacity.baths ?? null,
    amenities,
    amenityGroups: [...groups].map(([group, titles]) => ({ group, titles })),
    features: mergeFeatures(
      featuresOf(amenities, [title, c?.title, ...Object.values(sections)].filter(Boolean).join('\n')),
      hostFeatures(host),
    ),
    safety: unique(c?.detailedAmenities.safety ?? []),
    houseRules,
    checkIn: c?.checkIn?.trim() || null,
    checkOut: c?.checkOut?.trim() || null,
    highlights: unique(c?.highlights ?? []),
    current: {
      Title: title || c?.title || '',
      'Listing Description': (sections['Listing Description'] ?? '').trim(),
      'The space': (sections['The space'] ?? '').trim(),
      'Guest access': (sections['Guest access'] ?? '').trim(),
      'Other things to note': (sections['Other things to note'] ?? '').trim(),
      'House Rules': houseRules.join('\n'),
    },
    photoCount: c?.photos.length ?? 0,
    host,
  };
}

/** 'apartment' → 'Apartment'; small joining words stay lower case. */
export function titleCase(text: string): string {
  const small = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'near', 'of', 'on', 'the', 'to', 'with']);
  return text
    .split(' ')
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** An amenity title inside a sentence: 'Hair dryer' → 'hair dryer', 'TV' stays 'TV'. */
export function inSentence(title: string): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
}

/** 'a, b and c' */
export function listOf(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
