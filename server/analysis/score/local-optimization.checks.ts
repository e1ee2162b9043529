import { plural, rule, type RuleResult } from './check';
import { SECTION_KEYS, SECTION_NAMES, type ListingView } from './listing-view';
import { SOURCES } from './sources';
import { matchesOf } from './matches';
import { charCount, fold, quote, visibleText } from './text-length';
import { textIndex } from './terms';
import { travelTimes } from './travel-times';
import { NEIGHBOURHOOD_SECTION, TRANSPORT_MODES } from './vocabulary';

export const NEIGHBOURHOOD_GOOD_FROM = 300;
export const NEIGHBOURHOOD_SHORT_FROM = 150;
export const LOCAL_POINTS = { neighbourhood: 30, namedPlaces: 20, travelTimes: 30, travelModes: 20 } as const;

// Kinds of place whose name makes a phrase a named place even at the start of a sentence.
const PLACE_KIND = new RegExp(
  String.raw`\b(?:station|airport|park|beach|museum|square|market|cathedral|church|basilica|metro|lake|bridge|castle|tower|gallery|centre|center|mall|street|avenue|boulevard|harbour|harbor|port|pier|marina|university|hospital|stadium|arena|theatre|theater|palace|garden|gardens|zoo|aquarium|island|mountain|hill|falls|canal|river|piazza|via|corso|duomo|stazione|aeroporto|parco|spiaggia|museo|mercato|lago|ponte|castello|torre|chiesa|porta|praia|playa|plage|gare|bahnhof|flughafen|estacion|estacao|aeropuerto|mercado|plaza|praca|rua|calle|rue|platz|strasse|dom|kirche|markt)\b`,
  'i',
);
const NAME_WORD = String.raw`[\p{Lu}][\p{L}'’-]*`;
const LINK = String.raw`(?:de|di|del|della|dei|degli|da|do|dos|das|du|des|la|le|el|of|the|von|am|an|der|st\.?|san|santa|sant')`;
const NAME_PHRASE = new RegExp(String.raw`${NAME_WORD}(?:\s+(?:${LINK}\s+)?${NAME_WORD}){0,4}`, 'gu');

// Capitalised words that are not places: sentence openers, days, months, bed sizes, brands of things in the home.
const NOT_PLACES = new Set(
  (
    'the a an our we you your it its this that these those there here they he she i my me is are was be and or but if when while ' +
    'please note also enjoy welcome relax just only each every all both from to in on at by for with near just ' +
    'il lo la le gli i un una uno questo questa nostro nostra ci si e ma per con da dal dalla nel nella siamo sono ' +
    'o os as um uma este esta nosso nossa el los las unos este esta nuestro nuestra les un une ce cette notre nous der die das ein eine unser unsere ' +
    'monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays weekdays weekends january february march april may june july august september october november december ' +
    'kitchen kitchenette bedroom bedrooms bathroom bathrooms living room lounge dining terrace rooftop balcony patio garden pool loft studio ' +
    'king queen twin double single sofa wifi wi-fi tv smart netflix nespresso airbnb superhost guest guests host hosts check-in checkout self ' +
    'lunedi martedi mercoledi giovedi venerdi sabato domenica'
  ).split(' '),
);

// Words that put a place in relation to the listing ('near', 'steps from', 'a pochi passi').
const PROXIMITY =
  /\b(?:near|nearby|close to|next to|steps from|walk|walking|minutes?|away|from|around the corner|across|opposite|reach|vicino|vicinanze|a pochi passi|a due passi|dista|distante|raggiungibile|perto|proximo|a poucos passos|cerca|junto|a pocos pasos|pres|proche|a deux pas|a quelques pas|nahe|neben|entfernt)\b/;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“'(])|\n+|;\s*/u).filter((s) => s.trim() !== '');
}

function namedPlacesIn(sentence: string, ownPlace: Set<string>, timed: boolean): string[] {
  const out: string[] = [];
  const nearby = timed || PROXIMITY.test(fold(sentence));
  for (const m of matchesOf(sentence, NAME_PHRASE)) {
    let phrase = m[0].replace(/[’']s$/, '');
    const words = phrase.split(/\s+/);
    // drop leading words that are not names ("The", "Our", "Walk") so "The Colosseum" counts as "Colosseum"
    while (words.length && NOT_PLACES.has(fold(words[0]))) words.shift();
    if (words.length === 0) continue;
    phrase = words.join(' ');
    const names = words.filter((w) => /^\p{Lu}/u.test(w));
    if (names.every((w) => NOT_PLACES.has(fold(w)))) continue; // 'Tuesdays and Saturdays'
    const atStart = m.index === 0 || /^[\s"“'(•·*–-]*$/.test(sentence.slice(0, m.index));
    const kind = PLACE_KIND.test(phrase);
    // a capitalised sentence opener, unless the sentence goes on to place it ('Florence is twenty minutes by car')
    const placedAfter =
      timed && /^\s+(?:is|are|lies|sits|è|sono|dista|esta|está|fica|queda|est|ist|liegt)\b/iu.test(sentence.slice(m.index + m[0].length));
    if (words.length === 1 && atStart && !kind && phrase === m[0] && !placedAfter) continue;
    if (!kind && !nearby) continue; // a capitalised word with nothing placing it near the listing
    if (ownPlace.has(fold(phrase))) continue; // the listing's own city is where it is, not a place nearby
    if (phrase.length < 3 || (/^[\p{Lu}\d]+$/u.test(phrase) && phrase.length <= 3)) continue;
    out.push(phrase);
  }
  return out;
}

function localTexts(view: ListingView): { name: string; text: string }[] {
  const neighbourhood = visibleText(view.content.location?.neighborhood);
  return [
    ...(neighbourhood ? [{ name: 'Neighbourhood', text: neighbourhood }] : []),
    ...view.extraSections,
    ...SECTION_KEYS.map((k) => ({ name: SECTION_NAMES[k], text: view.sections[k] })).filter((s) => s.text !== ''),
  ];
}

export function localChecks(view: ListingView): RuleResult[] {
  const P = LOCAL_POINTS;
  const cat = 'localOptimization' as const;
  const out: RuleResult[] = [];

  const neighbourhood = visibleText(view.content.location?.neighborhood);
  const areaSections = view.extraSections.filter((s) => NEIGHBOURHOOD_SECTION.test(fold(s.name)));
  const areaTexts = [...(neighbourhood ? [{ name: 'Neighbourhood', text: neighbourhood }] : []), ...areaSections];
  const areaLength = areaTexts.reduce((sum, t) => sum + charCount(t.text), 0);
  out.push(
    rule({
      id: 'localOptimization.neighbourhood-text',
      category: cat,
      label: 'describes the neighbourhood',
      maxPoints: P.neighbourhood,
      points:
        areaLength >= NEIGHBOURHOOD_GOOD_FROM ? P.neighbourhood : areaLength >= NEIGHBOURHOOD_SHORT_FROM ? 20 : areaLength > 0 ? 10 : 0,
      evidence: areaTexts.length
        ? `${areaTexts.map((t) => t.name).join(' and ')}: ${plural(areaLength, 'character')}, ${quote(areaTexts[0]!.text, 60)}`
        : 'No neighbourhood or getting-around text on the page.',
      source: SOURCES.neighbourhood,
      fix: areaTexts.length
        ? `Add to the Neighbourhood section, to ${NEIGHBOURHOOD_GOOD_FROM}-700 characters: it shows under the map without a click. Say what is nearby and what the area is like.`
        : `Write the Neighbourhood section (${NEIGHBOURHOOD_GOOD_FROM}-700 characters): it shows under the map without a click. Say what is nearby and what the area is like.`,
    }),
  );

  const own = new Set(view.placeNames.map((p) => fold(p)));
  const places = new Map<string, string>();
  const timed = new Map<string, string>();
  const modes = new Set<string>();
  const mentioned = new Set<string>();
  for (const { text } of localTexts(view)) {
    // a way of travelling no sentence can name unless the whole text names it
    const modesInText = TRANSPORT_MODES.filter((mode) => mode.terms.has(text));
    for (const sentence of sentences(text)) {
      const times = travelTimes(sentence);
      const time = times[0]?.[0];
      const named = namedPlacesIn(sentence, own, time !== undefined);
      for (const p of named) {
        if (!places.has(fold(p))) places.set(fold(p), p);
        if (times.length && !timed.has(fold(p))) {
          // the travel time nearest the place's name is the one that belongs to it
          const at = sentence.indexOf(p);
          const nearest = times.reduce((best, t) => (Math.abs((t.index ?? 0) - at) < Math.abs((best.index ?? 0) - at) ? t : best));
          timed.set(fold(p), `${p} (${nearest[0].trim()})`);
        }
      }
      if (modesInText.length === 0) continue;
      const index = textIndex(sentence);
      for (const mode of modesInText) {
        if (!mode.terms.hasIn(index)) continue;
        mentioned.add(mode.label);
        if (time) modes.add(mode.label);
      }
    }
  }
  const placeList = [...places.values()];
  const timedList = [...timed.values()];

  out.push(
    rule({
      id: 'localOptimization.named-places',
      category: cat,
      label: 'names places nearby',
      maxPoints: P.namedPlaces,
      points: placeList.length >= 3 ? P.namedPlaces : placeList.length === 2 ? 14 : placeList.length === 1 ? 7 : 0,
      evidence: placeList.length
        ? `Names ${plural(placeList.length, 'place')}: ${placeList.slice(0, 5).join(', ')}${placeList.length > 5 ? ', ...' : ''}.`
        : 'No named places (stations, parks, beaches, landmarks) in the text.',
      source: SOURCES.namedPlaces,
      fix: 'Name 3-5 real places guests care about (a station, a beach, a landmark, a food market) instead of "close to everything".',
    }),
  );

  out.push(
    rule({
      id: 'localOptimization.travel-times',
      category: cat,
      label: 'travel times to those places',
      maxPoints: P.travelTimes,
      points: timedList.length >= 3 ? P.travelTimes : timedList.length === 2 ? 20 : timedList.length === 1 ? 10 : 0,
      evidence: timedList.length
        ? `${plural(timedList.length, 'named place')} with a travel time: ${timedList.slice(0, 4).join(', ')}${timedList.length > 4 ? ', ...' : ''}.`
        : 'No named place comes with a travel time or distance.',
      source: SOURCES.namedPlaces,
      fix: 'Give minutes and how to get there for each place, e.g. "Central Station, 8 minutes on foot".',
    }),
  );

  out.push(
    rule({
      id: 'localOptimization.travel-modes',
      category: cat,
      label: 'how to get around',
      maxPoints: P.travelModes,
      // full points need times; naming two ways to travel without times earns half
      points: modes.size >= 2 ? P.travelModes : modes.size === 1 || mentioned.size >= 2 ? P.travelModes / 2 : 0,
      evidence: modes.size
        ? `Travel times given for ${[...modes].join(', ')}${mentioned.size > modes.size ? `; also mentions ${[...mentioned].filter((m) => !modes.has(m)).join(', ')} without times` : ''}.`
        : mentioned.size
          ? `Mentions ${[...mentioned].join(', ')}, but with no travel times.`
          : 'No travel times by foot, transit or car.',
      source: SOURCES.travelModes,
      fix: travelModesFix(modes),
    }),
  );
  return out;
}

// The ways of getting around a fix asks for: only those the text gives no travel time for yet.
const ASKED_MODES: { words: string; covered: readonly string[] }[] = [
  { words: 'on foot', covered: ['walking'] },
  { words: 'by metro or bus', covered: ['metro', 'bus or tram', 'train'] },
  { words: 'by car (and where to park)', covered: ['car or taxi'] },
];

function travelModesFix(timed: ReadonlySet<string>): string {
  const asked = ASKED_MODES.filter((m) => !m.covered.some((label) => timed.has(label))).map((m) => m.words);
  if (asked.length === 0) return 'Give a travel time for a second way of getting around, e.g. by bike or by boat.';
  return `Say how guests get around with times: ${asked.join(', ')}.`;
}
