import { rule, type RuleResult } from './check';
import type { ListingView } from './listing-view';
import { SOURCES } from './sources';
import { findAllCapsWords, findEmoji, findSymbolRuns, symbolsBesides, describeFindings } from './text-lint';
import { charCount, firstChars, fold, quote } from './text-length';
import { AREA_WORDS, PROPERTY_TYPES, SELLING_POINTS, SOUGHT_AFTER, Terms } from './vocabulary';

export const TITLE_LIMIT = 50;
export const TITLE_MINIMUM = 8;
/** Characters of a title that show on a phone before the ellipsis (ListingForge, Solnest). */
export const TITLE_MOBILE_VISIBLE = 32;
export const TITLE_GOOD_FROM = 32;
export const TITLE_SHORT_FROM = 20;

export const TITLE_POINTS = { limit: 25, room: 10, propertyType: 15, placeOrSellingPoint: 20, mobile: 10, caps: 8, symbols: 12 } as const;

const GENERIC_TYPE_WORDS = new Set([
  'entire',
  'private',
  'shared',
  'room',
  'in',
  'a',
  'an',
  'the',
  'rental',
  'place',
  'whole',
  'intero',
  'intera',
  'stanza',
  'privata',
  'condivisa',
  'alloggio',
]);

/** The property type a text names: a word from the list, or a word of the listing's own type ('Yurt'). */
function propertyTypeIn(view: ListingView, text: string): string | null {
  const own = [view.content.propertyType, view.content.roomType]
    .flatMap((t) => fold(t).split(/[^\p{L}]+/u))
    .filter((w) => w.length >= 3 && !GENERIC_TYPE_WORDS.has(w));
  return PROPERTY_TYPES.find(text) ?? (own.length ? Terms.of(own).find(text) : null);
}

// 'near the Duomo', 'steps from Central Park', 'vicino ai Navigli': closeness to a named landmark sells; a bare
// 'close to everything' does not.
const NEAR_LANDMARK =
  /\b(?:near|close to|next to|steps from|minutes from|walk to|walking distance to|vicino a[il]?|vicino alla?|a due passi da[il]?|a pochi passi da[il]?|perto d[aoe]s?|cerca de(?:l| la)?|pres d[eu]s?|proche d[eu]s?|nahe)\s+(?:the\s+|la\s+|il\s+|le\s+)?\p{Lu}[\p{L}'’-]+/u;

/** What in `text` tells a guest where the place is or why to pick it. */
export function placeAndSellingPoints(view: ListingView, text: string): { place: string | null; selling: string | null } {
  const places = view.placeNames.length ? Terms.of(view.placeNames).find(text) : null;
  const place = places ?? AREA_WORDS.find(text);
  let selling = SELLING_POINTS.find(text) ?? NEAR_LANDMARK.exec(text)?.[0] ?? null;
  if (!selling) {
    for (const s of SOUGHT_AFTER) {
      const hit = s.terms.find(text);
      if (hit) {
        selling = hit;
        break;
      }
    }
  }
  if (!selling) selling = /\b\d\s?(?:br|bd|bdr|bed(?:room)?s?|camere|quartos|habitaciones|chambres)\b/i.exec(text)?.[0] ?? null;
  return { place, selling };
}

export function titleChecks(view: ListingView): RuleResult[] {
  const title = view.title;
  const length = charCount(title);
  const cat = 'title' as const;
  const missing = length === 0;
  const shown = quote(title, 60);
  const P = TITLE_POINTS;
  const out: RuleResult[] = [];

  const overBy = length - TITLE_LIMIT;
  out.push(
    rule({
      id: 'title.length-limit',
      category: cat,
      label: `within Airbnb's ${TITLE_LIMIT}-character limit`,
      maxPoints: P.limit,
      points: !missing && length >= TITLE_MINIMUM && length <= TITLE_LIMIT ? P.limit : 0,
      evidence: missing ? 'No title found on the page.' : `Title is ${length} characters: ${shown}`,
      source: length > 0 && length < TITLE_MINIMUM ? SOURCES.titleMinimum : SOURCES.titleLimit,
      fix: missing
        ? `Write a title of ${TITLE_GOOD_FROM}-${TITLE_LIMIT} characters.`
        : length < TITLE_MINIMUM
          ? `Lengthen the title to at least ${TITLE_MINIMUM} characters; ${TITLE_GOOD_FROM}-${TITLE_LIMIT} works best.`
          : `Cut ${overBy} character${overBy === 1 ? '' : 's'} so the title fits Airbnb's ${TITLE_LIMIT}; longer titles are cut off or rejected when synced.`,
    }),
  );

  out.push(
    rule({
      id: 'title.length-use',
      category: cat,
      label: 'uses the room a title has',
      maxPoints: P.room,
      points: length > TITLE_LIMIT ? P.room / 2 : length >= TITLE_GOOD_FROM ? P.room : length >= TITLE_SHORT_FROM ? P.room / 2 : 0,
      evidence: missing
        ? 'No title found on the page.'
        : length > TITLE_LIMIT
          ? `Title is ${length} characters, more than the ${TITLE_LIMIT} a title can use.`
          : `Title uses ${length} of the ${TITLE_LIMIT} characters.`,
      source: SOURCES.titleRoom,
      fix: `Use ${TITLE_GOOD_FROM}-${TITLE_LIMIT} characters: room for the property type, the area and one thing guests search for.`,
    }),
  );

  const type = missing ? null : propertyTypeIn(view, title);
  const suggestedType = view.content.propertyType ? `, e.g. "${view.content.propertyType}"` : '';
  out.push(
    rule({
      id: 'title.property-type',
      category: cat,
      label: 'says what kind of place it is',
      maxPoints: P.propertyType,
      points: type ? P.propertyType : 0,
      evidence: missing
        ? 'No title found on the page.'
        : type
          ? `Names the property type ("${type}") in ${shown}.`
          : `No property type (apartment, cabin, villa...) in ${shown}.`,
      source: SOURCES.titleFacts,
      fix: `Say what the place is${suggestedType}: guests scan titles for the kind of stay.`,
    }),
  );

  const { place, selling } = missing ? { place: null, selling: null } : placeAndSellingPoints(view, title);
  const found = [place && `the area ("${place}")`, selling && `a selling point ("${selling}")`].filter(Boolean).join(' and ');
  const city = view.content.location?.city;
  out.push(
    rule({
      id: 'title.place-or-selling-point',
      category: cat,
      label: 'names the area or a selling point',
      maxPoints: P.placeOrSellingPoint,
      points: place || selling ? P.placeOrSellingPoint : 0,
      evidence: missing
        ? 'No title found on the page.'
        : found
          ? `Names ${found}.`
          : `Neither the area nor a selling point (view, pool, parking, near a landmark...) in ${shown}.`,
      source: SOURCES.titleFacts,
      fix: `Add the area${city ? ` (e.g. "${city}")` : ''} or one feature guests search for, such as a view, pool, parking or a landmark nearby.`,
    }),
  );

  const visible = firstChars(title, TITLE_MOBILE_VISIBLE);
  const cut = length > TITLE_MOBILE_VISIBLE;
  const visibleHit = missing
    ? null
    : (propertyTypeIn(view, visible) ??
      (() => {
        const v = placeAndSellingPoints(view, visible);
        return v.place ?? v.selling;
      })());
  out.push(
    rule({
      id: 'title.mobile-visible',
      category: cat,
      label: 'key words show on phones',
      maxPoints: P.mobile,
      points: visibleHit ? P.mobile : 0,
      evidence: missing
        ? 'No title found on the page.'
        : cut
          ? `Phones show about the first ${TITLE_MOBILE_VISIBLE} characters: "${visible}…"${visibleHit ? `, which include "${visibleHit}".` : ', with no property type, area or selling point in them.'}`
          : `The whole title (${length} characters) shows on phones${visibleHit ? `, including "${visibleHit}".` : ', but it names no property type, area or selling point.'}`,
      source: SOURCES.titleMobile,
      fix: `Move the property type or the strongest selling point into the first ${TITLE_MOBILE_VISIBLE} characters.`,
    }),
  );

  const caps = missing ? [] : findAllCapsWords(title);
  out.push(
    rule({
      id: 'title.no-all-caps',
      category: cat,
      label: 'no words in capitals',
      maxPoints: P.caps,
      points: !missing && caps.length === 0 ? P.caps : 0,
      evidence: missing
        ? 'No title found on the page.'
        : caps.length
          ? `Words in capitals: ${caps.map((c) => `"${c.text}"`).join(', ')}.`
          : 'No words written in capitals.',
      source: SOURCES.titleCaps,
      fix: `Write ${caps.map((c) => `"${c.text}"`).join(', ') || 'the title'} in normal case; capitals read as shouting and channels convert them.`,
    }),
  );

  const emoji = missing ? [] : findEmoji(title);
  const symbols = missing ? [] : [...emoji, ...symbolsBesides(title, emoji), ...findSymbolRuns(title)];
  out.push(
    rule({
      id: 'title.no-emoji-symbols',
      category: cat,
      label: 'no emoji or symbols',
      maxPoints: P.symbols,
      points: !missing && symbols.length === 0 ? P.symbols : 0,
      evidence: missing
        ? 'No title found on the page.'
        : symbols.length
          ? `Found ${describeFindings(symbols)}.`
          : 'No emoji, symbols or runs of punctuation.',
      source: SOURCES.titleSymbols,
      fix: 'Remove emoji and symbols: Airbnb does not allow emoji in new titles and channels strip them.',
    }),
  );
  return out;
}
