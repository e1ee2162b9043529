// Detectors for the content rules channel managers enforce when they sync a listing to Airbnb (Rentals United,
// Blue Tent) and for what Airbnb itself hides. Each detector returns what it found, quoted, so a check can show
// the host the exact words. They favour precision: '2 bedrooms', '4.9 rating', '10:00', '1,200 sq ft' and
// date or price ranges are never contact details.

import { matchesOf } from './matches';
import { fold } from './text-length';

export interface Finding {
  kind: string;
  text: string;
}

// The global copy of each pattern. Weak, so a pattern written as a literal in a call (a new object every call) is
// not kept once the call is over.
const globals = new WeakMap<RegExp, RegExp>();

function collect(text: string, pattern: RegExp, kind: string, accept: (m: RegExpExecArray) => boolean = () => true): Finding[] {
  let re = globals.get(pattern);
  if (!re) {
    re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    globals.set(pattern, re);
  }
  const out: Finding[] = [];
  for (const m of matchesOf(text, re)) if (m[0] !== '' && accept(m)) out.push({ kind, text: m[0].trim() });
  return out;
}

// ---- E-mail ---------------------------------------------------------------------------------------------------

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
const EMAIL_SPELLED = /\b[\w.+-]+\s*[[(]\s*at\s*[\])]\s*[\w-]+\s*[[(]\s*dot\s*[\])]\s*[a-z]{2,}\b/i;

export function findEmails(text: string): Finding[] {
  if (!/@|\bat\b/i.test(text)) return [];
  return [...collect(text, EMAIL, 'e-mail address'), ...collect(text, EMAIL_SPELLED, 'e-mail address')];
}

// ---- Web addresses ---------------------------------------------------------------------------------------------

const URL_SCHEME = /\bhttps?:\/\/[^\s<>"')\]]+/i;
const URL_WWW = /\bwww\.[^\s<>"')\]]+/i;
// Bare domains only with a lower-case top-level domain from this list, so 'Milan.It has' or 'e.g.' never match.
const TLDS =
  'com|net|org|info|biz|io|co|me|app|site|online|travel|house|rentals?|holiday|us|uk|it|de|fr|es|pt|br|nl|ch|at|be|ie|ca|au|nz|mx|ar|in|jp|cn|ru|pl|gr|hr|cz|se|no|dk|fi';
const URL_BARE = new RegExp(
  `(?<![@\\w.-])[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})(?![\\p{L}\\p{N}@-])(?:/[^\\s]*)?`,
  'u',
);

export function findUrls(text: string): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  if (!/[\p{L}\p{N}]\.[a-z]{2}/u.test(text)) return out;
  for (const f of [
    ...collect(text, URL_SCHEME, 'web address'),
    ...collect(text, URL_WWW, 'web address'),
    ...collect(text, URL_BARE, 'web address'),
  ]) {
    const bare = f.text.replace(/^https?:\/\//i, '').replace(/^www\./i, '');
    if ([...seen].some((s) => s.includes(bare))) continue;
    seen.add(f.text);
    out.push(f);
  }
  return out;
}

// ---- Contact details Airbnb already removed --------------------------------------------------------------------
// Airbnb replaces phone numbers, e-mails and links with a marker such as '(phone number hidden by Airbnb)'.
// The marker is evidence the host wrote contact details, and guests see the marker.

const HIDDEN_BY_AIRBNB =
  /\(?[^()\n]{0,40}\b(?:hidden by airbnb|nascost[oaie] da airbnb|ocult[oa]s? pel[oa] airbnb|ocult[oa]s? por airbnb|masqu[ée]e?s? par airbnb|von airbnb (?:verborgen|ausgeblendet))\)?/i;

export function findHiddenByAirbnb(text: string): Finding[] {
  if (!/airbnb/i.test(text)) return [];
  return collect(text, HIDDEN_BY_AIRBNB, 'contact details hidden by Airbnb');
}

// ---- Phone numbers ---------------------------------------------------------------------------------------------
// A phone number is a run of digit groups joined by spaces, dots, hyphens or brackets, with 9 to 15 digits
// (7 or 8 when a word such as 'call' or 'WhatsApp' stands just before it). Colons, commas and slashes end a run,
// so times, thousands and dates never join into one.

const PHONE_RUN = /(?<![\p{L}\p{N}.,:/])(?:\+|00)?\(?\d[\d \t().-]*\d\)?(?![\p{L}\p{N}]|[.,]\d)/u;
const PHONE_WORD =
  /(?:\b(?:tel|phone|call|text|sms|whats ?app|cell|mobile|telefono|cellulare|cel|telefone|celular|telefone|movil|portable|handy|numero)\b[^\p{L}\p{N}]{0,12}|\+)$/iu;

export function findPhones(text: string): Finding[] {
  if (!/(?:\d\D{0,3}){7}/.test(text)) return [];
  return collect(text, PHONE_RUN, 'phone number', (m) => {
    const run = m[0];
    const digits = run.replace(/\D/g, '').length;
    if (/\d[ \t]{2,}\d/.test(run)) return false;
    const groups = run.split(/[^\d]+/).filter(Boolean);
    // prose such as '1 2 3 4 5' or '100 200 300': many short groups of equal size are not a phone number
    if (groups.length >= 5 && groups.every((g) => g.length <= 1)) return false;
    // a decimal like '4.9' or '1.5' inside the run means it is a measurement, not a number to dial
    if (/^\d{1,2}\.\d{1,2}$/.test(run)) return false;
    const before = fold(text.slice(Math.max(0, m.index - 24), m.index)) + (run.startsWith('+') ? '+' : '');
    const cue = PHONE_WORD.test(before);
    if (digits >= 9 && digits <= 15) return true;
    return cue && digits >= 7 && digits <= 15;
  });
}

// ---- Street addresses ------------------------------------------------------------------------------------------
// A house number together with a street word. A street named without a number ('5 minutes from Via Roma',
// 'walk down Main Street') is a landmark, not an address, and numbers followed by a unit of time or distance
// ('Piazza Duomo 5 minutes away') are travel times.

const UNIT_AFTER = String.raw`(?!\s*(?:min|mins|minute|minutes|minuti|minutos|minuten|h\b|hrs?|hours?|ore|horas?|km|m\b|mt|metri|metres|meters|metros|miles?|mi\b|blocks?|steps?|passi|isolati|cuadras|quadras|'|’|%|°|euro|€|\$|nights?|notti|guests?|ospiti|people|persone|bed|letti|floor|piano))`;
const NAME = String.raw`(?:[\p{Lu}][\p{L}'’-]*)`;
const LINK = String.raw`(?:(?:de|di|del|della|delle|dei|degli|da|do|dos|das|du|des|la|le|el|of|the|y|e|d')\s*)?`;
// A street name: capitalised words, optionally joined by short links ('Rue de Rivoli', 'Via dei Mille').
const STREET_NAME = String.raw`${LINK}${NAME}(?:[ \t]+${LINK}${NAME}){0,3}`;
const EN_STREET = new RegExp(
  String.raw`\b\d{1,5}[A-Za-z]?,?[ \t]+(?:${NAME}[ \t]+){1,3}(?:(?:Street|Avenue|Road|Boulevard|Lane|Drive|Court|Place|Terrace|Way|Square|Parkway|Highway|Crescent|Close|Gardens|Row|Mews)\b|(?:St|Ave|Rd|Blvd|Ln|Dr|Ct|Pl|Sq|Pkwy|Hwy)\b\.?)`,
  'u',
);
const ROMANCE_STREET = new RegExp(
  String.raw`\b(?:Via|Viale|Piazza|Piazzale|Corso|Vicolo|Largo|Contrada|Località|Calle|Avenida|Avda\.?|Carrer|Plaza|Paseo|Rua|Travessa|Praça|Alameda|Rue|Avenue|Boulevard|Bd|Chemin|Impasse|Quai|Allée)[ \t]+${STREET_NAME},?[ \t]*(?:n\.?\s*|nº\s*|no\.?\s*)?\d{1,4}[A-Za-z]?\b${UNIT_AFTER}`,
  'u',
);
const GERMAN_STREET = new RegExp(
  String.raw`\b[\p{Lu}][\p{L}-]*(?:straße|strasse|str\.|gasse|weg|platz|allee|ring|damm)\s+\d{1,4}[a-z]?\b${UNIT_AFTER}`,
  'u',
);

export function findStreetAddresses(text: string): Finding[] {
  if (!/\d/.test(text)) return [];
  return [
    ...collect(text, EN_STREET, 'street address'),
    ...collect(text, ROMANCE_STREET, 'street address'),
    ...collect(text, GERMAN_STREET, 'street address'),
  ];
}

/** Everything a channel manager rejects as contact details: e-mail, phone, web address, street address. */
export function findContactDetails(text: string): Finding[] {
  const hidden = findHiddenByAirbnb(text);
  const emails = findEmails(text);
  const urls = findUrls(text).filter((u) => !emails.some((e) => e.text.includes(u.text)));
  return [...hidden, ...emails, ...urls, ...findPhones(text), ...findStreetAddresses(text)];
}

// ---- Capitals --------------------------------------------------------------------------------------------------

// Acronyms that are written in capitals by convention; writing them so is not shouting.
const ACRONYMS = new Set(
  (
    'TV AC BBQ WIFI USB EV UK USA US NYC LA DC SF OK II III IV VI VII VIII IX XL XXL HD UHD LED LCD DVD GPS ATM ' +
    'B&B BNB UNESCO CBD NY CA FL TX HVAC KM PM AM WC EU UAE UN MTR RER BART MRT BTS DLR ICE TGV SNCF ' +
    'JFK LAX LGA EWR SFO ORD MIA ATL SEA BOS DFW DEN LAS MCO FCO CIA MXP LIN BGY VCE NAP CDG ORY LHR LGW STN AMS ' +
    'FRA MUC BCN MAD LIS OPO DUB GRU GIG CUN YYZ YVR SYD MEL DXB HND NRT HKG SIN BKK ICN BR XXL NBA NFL MLB'
  ).split(' '),
);

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}&]+(?:['’.-][\p{L}\p{N}]+)*/gu) ?? [];
}

function isAllCapsWord(word: string, minLetters: number): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (letters.length < minLetters) return false;
  if (letters !== letters.toUpperCase() || letters === letters.toLowerCase()) return false;
  return !ACRONYMS.has(word.toUpperCase().replace(/[.'’-]/g, '')) && !/\d/.test(word);
}

/** Title rule (Airbnb: avoid all caps): any shouted word of three letters or more, or two shouted words in a row. */
export function findAllCapsWords(text: string): Finding[] {
  const words = wordsOf(text);
  const out: Finding[] = [];
  words.forEach((w, i) => {
    const shouted =
      isAllCapsWord(w, 3) || (isAllCapsWord(w, 2) && [words[i - 1], words[i + 1]].some((n) => n !== undefined && isAllCapsWord(n, 2)));
    if (shouted) out.push({ kind: 'all-caps word', text: w });
  });
  return out;
}

// Every word over five letters of every section is counted; most are plain a-z, counted without a match array.
function capitalCount(word: string): number {
  let n = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 0x80) return (word.match(/\p{Lu}/gu) ?? []).length;
    if (c >= 0x41 && c <= 0x5a) n++;
  }
  return n;
}

/** Channel rule for body text (Blue Tent, Rentals United): no word with more than 5 capitals, at most 3 all-caps words in a row. */
export function findShouting(text: string): Finding[] {
  const out: Finding[] = [];
  if (!/\p{Lu}[^\p{Ll}]*\p{Lu}/u.test(text)) return out;
  const words = wordsOf(text);
  for (const w of words) {
    if (w.length <= 5) continue; // too short to hold more than 5 capitals
    const capitals = capitalCount(w);
    // codes with digits (licence and registration numbers some cities require) are not shouting
    if (capitals > 5 && !/\d/.test(w) && !ACRONYMS.has(w.toUpperCase())) out.push({ kind: 'word with more than 5 capitals', text: w });
  }
  let run: string[] = [];
  const flush = () => {
    if (run.length > 3) out.push({ kind: 'more than 3 all-caps words in a row', text: run.join(' ') });
    run = [];
  };
  for (const w of words) {
    // a word with a small a-z letter is neither shouted nor an acronym in capitals: the common case, decided cheaply
    if (!/[a-z]/.test(w) && (isAllCapsWord(w, 1) || (ACRONYMS.has(w.toUpperCase()) && w === w.toUpperCase() && /\p{L}/u.test(w))))
      run.push(w);
    else flush();
  }
  flush();
  return out;
}

// ---- Emoji, symbols, punctuation -------------------------------------------------------------------------------

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*|\p{Regional_Indicator}{2}/u;
// Symbols other than the ones ordinary writing needs (degrees, numero); arrows count as decoration.
const SYMBOL = /(?![°℃℉№])[\p{So}\u2190-\u21FF]/u;

export function findEmoji(text: string): Finding[] {
  return collect(text, EMOJI, 'emoji');
}

export function findSymbols(text: string): Finding[] {
  return symbolsBesides(text, findEmoji(text));
}

/** `findSymbols` for a caller that has the text's emoji already. */
export function symbolsBesides(text: string, emojiFound: readonly Finding[]): Finding[] {
  const symbols = collect(text, SYMBOL, 'symbol');
  if (symbols.length === 0 || emojiFound.length === 0) return symbols;
  const emoji = [...new Set(emojiFound.map((f) => f.text))];
  return symbols.filter((f) => !emoji.some((e) => e.includes(f.text)));
}

// Module constants, not literals in the calls: collect makes one global copy per pattern object, and a literal is
// a new object, so a new copy, on every call.
const SYMBOL_RUN = /[^\p{L}\p{N}\s'’"“”«»().,;:&\-–—/·•…!?]{2,}|[!?]{2,}|\.{4,}|-{3,}/u;
const REPEATED_PUNCTUATION = /[!?]{2,}|\.{4,}|([,;:*~#=_|])\1+|-{3,}/;

/** Runs of decoration: two or more marks that are neither letters, digits, spaces nor ordinary punctuation. */
export function findSymbolRuns(text: string): Finding[] {
  return collect(text, SYMBOL_RUN, 'symbol run');
}

/** Repeated punctuation such as '!!!', '??' or '....' (an ellipsis of three dots is ordinary writing). */
export function findRepeatedPunctuation(text: string): Finding[] {
  return collect(text, REPEATED_PUNCTUATION, 'repeated punctuation');
}

export function describeFindings(findings: Finding[], max = 3): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const f of findings) {
    const key = `${f.kind}:${f.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    parts.push(`${f.kind} "${f.text.length > 40 ? `${f.text.slice(0, 39)}…` : f.text}"`);
  }
  const extra = parts.length > max ? ` and ${parts.length - max} more` : '';
  return parts.slice(0, max).join('; ') + extra;
}
