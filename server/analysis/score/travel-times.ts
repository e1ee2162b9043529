// Travel times and distances in a sentence: '5 min', '10 minutes', 'a 4-minute walk', 'ten minutes', '2 km',
// '300 m', '5 minuti a piedi', "10' walk", 'half an hour'. Numbers may be written as words, as hosts often do.

import { matchesOf } from './matches';
import { fold } from './text-length';
import { textIndex } from './terms';

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|forty-five|fifty|sixty|' +
  'uno|una|due|tre|quattro|cinque|sette|otto|nove|dieci|quindici|venti|venticinque|trenta|quaranta|' +
  'dos|dois|duas|tres|três|cuatro|quatro|cinco|seis|siete|sete|ocho|oito|nueve|diez|dez|quince|quinze|veinte|vinte|treinta|trinta|' +
  'deux|trois|quatre|cinq|sept|huit|neuf|dix|vingt|trente|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|fünfzehn|zwanzig|dreißig';
const NUMBER = String.raw`(?:\d{1,3}(?:[.,]\d)?|${NUMBER_WORDS})`;
const UNIT = String.raw`(?:min\.?|mins|minutes?|minuti|minutos|minuten|mn|hrs?|hours?|ore|horas?|heures?|stunden|km|kms|kilomet(?:er|re)s?|chilometri|quilometros|quilómetros|kilometros|kilómetros|m|mt|meters|metres|metri|metros|mètres|miles?|mi|blocks?|isolati|quadras?|cuadras?|['’])`;
const TRAVEL_ALL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${NUMBER}\s?(?:[-–]\s?${NUMBER}\s?)?[-\s]?${UNIT}(?![\p{L}\p{N}])|(?<![\p{L}])(?:half an hour|an hour|mezz'ora|mezzora|un'ora|meia hora|uma hora|media hora|una hora|une demi-heure|une heure|eine halbe stunde|eine stunde)(?![\p{L}])`,
  'giu',
);

// TRAVEL_ALL is a long case-insensitive alternation tried at every word, and most sentences give no travel time.
// A match starts with a digit, or with a number word at the start of a word, or holds one of the hour phrases
// (each ends in 'hour', 'ora', 'heure' or 'stunde' with no letter after it, so 'neighbourhood' and 'decorated'
// hold none). Sentences with none of these skip the regex. The cheap test must never say no where the regex
// matches: 'ſ' (which /iu matches as 's') and combining accents (which `fold` drops, joining a word to the
// letters before it) send a sentence to the regex, and the hour words take the regex's own flags.
const DIGIT = /[\u0300-\u036f]|[0-9\u017f]/;
const HOUR = /(?:hour|ora|heure|stunde)(?!\p{L})/iu;
const NUMBER_WORD_START = new RegExp(
  `^(?:${NUMBER_WORDS.split('|')
    .map((w) => fold(w).split('-')[0])
    .join('|')})`,
);

function mayGiveTravelTime(sentence: string): boolean {
  if (DIGIT.test(sentence) || HOUR.test(sentence)) return true;
  for (const word of textIndex(sentence).words) if (NUMBER_WORD_START.test(word)) return true;
  return false;
}

/** Every travel time or distance in the sentence, in order. */
export function travelTimes(sentence: string): RegExpExecArray[] {
  return mayGiveTravelTime(sentence) ? matchesOf(sentence, TRAVEL_ALL) : [];
}
