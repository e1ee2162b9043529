// Which registration rule applies where the listing is (rules/registration-rules.ts), and whether the page shows
// the number: in its Registration details, the description, or the house rules. Pure: the page's fetch date,
// not the clock, says which rules were in force.

import type { ComplianceItem, ListingContent, RegistrationFinding } from '../../../contract/wire';
import { notAssessed, rule, type RuleResult } from './check';
import { matchesOf } from './matches';
import { fold, visibleText } from './text-length';
import {
  REGISTRATION_RULES,
  type NumberFormat,
  type OtherNumber,
  type RegistrationRule,
  type RuleSource,
} from './rules/registration-rules';

export const REGISTRATION_CHECK_ID = 'description.registration-number';
/** The description section the extractor files the page's registration details (and licence field) under. */
export const REGISTRATION_SECTION = 'Registration details';
export const REGISTRATION_POINTS = { shown: 15, doubtful: 8 } as const;

export type RuleLookup =
  | { kind: 'rule'; rule: RegistrationRule; place: string }
  | { kind: 'unknown-place'; place: string | null; reason: string }
  | { kind: 'no-rule'; place: string };

const ROOM = /\b(private room|shared room|room in|hotel room|stanza|camera privata|chambre|habitacion|quarto|zimmer|privatzimmer)\b/;

function placeLine(content: ListingContent): string | null {
  const loc = content.location;
  const text = visibleText(loc?.text);
  if (text) return text;
  const parts = [loc?.city, loc?.region, loc?.country].map((p) => visibleText(p)).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** A room in the host's home: the page's room type says so, or its property type when it gives no room type. */
function isRoom(content: ListingContent): boolean {
  return ROOM.test(fold(visibleText(content.roomType) || visibleText(content.propertyType)));
}

function inForce(r: RegistrationRule, fetchedAt: string): boolean {
  const day = /^\d{4}-\d{2}-\d{2}/.test(fetchedAt) ? fetchedAt.slice(0, 10) : null;
  if (!day) return r.requiredUntil === undefined; // an undated page is read with the rules of today's table
  return day >= r.requiredFrom && (r.requiredUntil === undefined || day <= r.requiredUntil);
}

/** The rule of the most specific place that matches (a city or region rule before a country rule). */
export function lookupRule(content: ListingContent, rules: readonly RegistrationRule[] = REGISTRATION_RULES): RuleLookup {
  const loc = content.location;
  const line = placeLine(content);
  const textParts = (loc?.text ?? '').split(',').map((p) => fold(visibleText(p)));
  // The country is the page's country field or the last part of its place line, never a town that shares a
  // country's name (Grecia in Costa Rica).
  const parts = new Set([fold(visibleText(loc?.country)), textParts.length >= 2 ? textParts[textParts.length - 1]! : ''].filter(Boolean));
  const city = fold(visibleText(loc?.city)) || (textParts.length >= 2 ? textParts[0]! : '');
  const regions = new Set([fold(visibleText(loc?.region)), ...textParts.slice(1, -1)].filter(Boolean));

  const inCountry = rules.filter((r) => r.place.countries.some((c) => parts.has(c)));
  if (inCountry.length === 0) {
    const knowsCountry = Boolean(visibleText(loc?.country)) || textParts.filter(Boolean).length >= 2;
    return knowsCountry
      ? { kind: 'no-rule', place: line ?? '' }
      : {
          kind: 'unknown-place',
          place: line,
          reason: line ? `The page names only "${line}", not its country` : 'The page does not say where the listing is',
        };
  }
  const current = inCountry.filter((r) => inForce(r, content.fetchedAt) && (r.listings === 'all' || !isRoom(content)));
  const specific = current.filter((r) => r.place.regions || r.place.cities);
  for (const r of specific) {
    if (r.place.cities?.includes(city) || r.place.regions?.some((g) => regions.has(g))) return { kind: 'rule', rule: r, place: line ?? '' };
  }
  const national = current.find((r) => !r.place.regions && !r.place.cities);
  if (national) return { kind: 'rule', rule: national, place: line ?? '' };
  if (specific.length && !city && regions.size === 0)
    return { kind: 'unknown-place', place: line, reason: `The page names the country ("${line}") but not the city or region` };
  return { kind: 'no-rule', place: line ?? '' };
}

// ---- Finding the number on the page ------------------------------------------------------------------------

interface PageText {
  where: string;
  text: string;
  /** The page's own registration section: every number in it is a registration number. */
  registrationSection: boolean;
}

type Found =
  | { kind: 'format'; number: string; where: string; format: NumberFormat }
  | { kind: 'labelled'; number: string; where: string }
  | { kind: 'other'; number: string; where: string; other: OtherNumber }
  | { kind: 'exempt' | 'pending'; number: string; where: string };

const EXEMPT = /\b(exempt|esente|exento|exenta|isento|isenta|exempte|befreit)\b/;
const PENDING = /\b(pending|in attesa|en tramite|pendiente|pendente|en cours)\b/;
const TOKEN = /[A-Z0-9\u0391-\u03A9][A-Z0-9\u0391-\u03A9./-]{2,}[A-Z0-9]/giu;

function pageTexts(content: ListingContent): PageText[] {
  const sections = content.descriptionSections ?? {};
  const out: PageText[] = [];
  const registration = visibleText(sections[REGISTRATION_SECTION]);
  if (registration) out.push({ where: 'Registration details', text: registration, registrationSection: true });
  for (const [name, value] of Object.entries(sections)) {
    const text = visibleText(value);
    if (name !== REGISTRATION_SECTION && text) out.push({ where: name, text, registrationSection: false });
  }
  const rules = (content.houseRules ?? []).map((r) => visibleText(r)).filter(Boolean);
  if (rules.length) out.push({ where: 'the house rules', text: rules.join('\n'), registrationSection: false });
  return out;
}

// Compiled once per pattern: the table is fixed, and global regexes are only used through matchesOf and replace,
// which do not depend on a previous lastIndex.
const compiled = new Map<string, RegExp>();
function cached(key: string, make: () => RegExp): RegExp {
  let re = compiled.get(key);
  if (!re) compiled.set(key, (re = make()));
  return re;
}

function regex(source: string): RegExp {
  return cached(source, () => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'giu'));
}

function labelRegex(labels: readonly string[]): RegExp {
  return cached(`labels\u0000${labels.join('\u0000')}`, () => {
    const alternatives = [...labels]
      .sort((a, b) => b.length - a.length)
      .map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+'));
    return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  });
}

const compact = (number: string) => number.replace(/\s+/g, ' ').trim();
const LEAD = /^[\s:#.,()\-–—]*(?:(?:n\.?º|n°|n\.o|nr|no|n)\.?(?![\p{L}\p{N}])[\s:#.\-–—]*)?/iu;

/** The text to search: as written, or folded and upper-cased when folding would shift positions (ß, Hangul). */
function searchable(text: string): string {
  const folded = fold(text);
  return folded.length === text.length ? text : folded.toUpperCase();
}

/** The number right after each label ("CIN: IT…", "Licence number 12345"). */
function tokensAfter(text: string, labelEnds: readonly number[]): string[] {
  const out: string[] = [];
  for (const end of labelEnds) {
    const after = text.slice(end, end + 80);
    const token = new RegExp(TOKEN.source, 'iuy');
    token.lastIndex = LEAD.exec(after)?.[0].length ?? 0;
    const t = token.exec(after);
    if (t && /\d/.test(t[0])) out.push(t[0]);
  }
  return out;
}

function blank(text: string, re: RegExp, found: (match: string) => void): string {
  return text.replace(re, (m) => {
    found(m);
    return ' '.repeat(m.length);
  });
}

function findNumber(r: RegistrationRule, texts: readonly PageText[]): Found | null {
  const labels = labelRegex(r.labels);
  let labelled: Found | null = null;
  let other: Found | null = null;
  let status: Found | null = null;
  for (const { where, text, registrationSection } of texts) {
    let rest = searchable(text);
    for (const o of r.otherNumbers) {
      rest = blank(rest, regex(o.pattern), (m) => (other ??= { kind: 'other', number: compact(m), where, other: o }));
    }
    const labelEnds = registrationSection ? [] : matchesOf(fold(rest), labels).map((m) => m.index + m[0].length);
    const nearLabel = (i: number) => registrationSection || labelEnds.some((e) => i >= e && i - e <= 16);
    for (const f of r.formats) {
      for (const m of matchesOf(rest, regex(f.pattern))) {
        if (!f.needsLabel || nearLabel(m.index)) return { kind: 'format', number: compact(m[0]), where, format: f };
      }
    }
    const tokens = registrationSection
      ? matchesOf(rest, TOKEN)
          .map((t) => t[0])
          .filter((t) => /\d/.test(t))
      : tokensAfter(rest, labelEnds);
    if (tokens.length) labelled ??= { kind: 'labelled', number: compact(tokens[0]!), where };
    if (registrationSection && !tokens.length) {
      const folded = fold(rest);
      if (EXEMPT.test(folded)) status ??= { kind: 'exempt', number: compact(rest).slice(0, 60), where };
      else if (PENDING.test(folded)) status ??= { kind: 'pending', number: compact(rest).slice(0, 60), where };
    }
  }
  return labelled ?? status ?? other;
}

// ---- The check and the compliance item ---------------------------------------------------------------------

export function sourceLine(r: RegistrationRule): string {
  const one = (s: RuleSource) => `${s.title} (${s.date}) [${s.tag}]`;
  return `${r.jurisdiction}: ${r.sources.map(one).join('; ')}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const under = (where: string) => (where === 'the house rules' ? 'in the house rules' : `under ${where}`);

export interface RegistrationResult {
  checks: RuleResult[];
  finding: RegistrationFinding | null;
  item: ComplianceItem | null;
  place: string | null;
}

function unknownPlace(place: string | null, reason: string): RegistrationResult {
  const evidence = `${reason}, so whether it must show a registration number could not be checked.`;
  return {
    place,
    finding: null,
    checks: [
      notAssessed({
        id: REGISTRATION_CHECK_ID,
        category: 'description',
        label: 'registration number (the listing’s place is unknown)',
        evidence,
        source: 'Registration rules table (docs/scoring.md)',
      }),
    ],
    item: {
      id: 'registration',
      topic: 'registration',
      status: 'unchecked',
      severity: null,
      title: 'Registration rules could not be checked',
      evidence,
      fix: 'Make sure the listing’s location is set in Airbnb, then run the analysis again.',
      consequence: null,
      source: 'Registration rules table (docs/scoring.md)',
      checkId: REGISTRATION_CHECK_ID,
    },
  };
}

/** The registration check of a listing: nothing where no known rule applies. */
export function registrationCheck(content: ListingContent): RegistrationResult {
  const lookup = lookupRule(content);
  if (lookup.kind === 'unknown-place') return unknownPlace(lookup.place, lookup.reason);
  if (lookup.kind === 'no-rule') return { checks: [], finding: null, item: null, place: lookup.place || null };

  const r = lookup.rule;
  const found = findNumber(r, pageTexts(content));
  const source = sourceLine(r);
  const P = REGISTRATION_POINTS;
  let points: number;
  let evidence: string;
  let title: string;
  let fix: string;
  let formatOk: boolean | null = null;
  if (!found) {
    points = 0;
    title = `The listing does not show ${r.shortName}`;
    evidence = `${capitalise(r.shortName)} was not found on the page (looked in Registration details, the description and the house rules).`;
    fix = `Show your ${r.numberName}. ${r.howToGet} ${r.whereOnAirbnb}`;
  } else if (found.kind === 'format') {
    points = P.shown;
    formatOk = true;
    title = `Registration code ${found.number} shown (${found.format.name})`;
    evidence = `${title} ${under(found.where)}.`;
    fix = '';
  } else if (found.kind === 'labelled' && (r.formatPolicy === 'recognise' || r.formats.length === 0)) {
    points = P.shown;
    title = `Registration number ${found.number} shown`;
    evidence = r.formats.length
      ? `${title} ${under(found.where)}; its layout is not one we recognise for ${r.jurisdiction}, so make sure it is your ${r.numberName}.`
      : `${title} ${under(found.where)} (${r.shortName}; councils number them their own way, so the layout is not checked).`;
    fix = '';
  } else if (found.kind === 'labelled') {
    points = P.doubtful;
    formatOk = false;
    title = `A registration number is shown, but it does not look like ${r.shortName}`;
    evidence = `"${found.number}" is shown ${under(found.where)}, but ${r.shortName} looks like ${r.formats[0]!.example}.`;
    fix = `Check the number against your registration and correct it: ${r.shortName} looks like ${r.formats[0]!.example}. ${r.whereOnAirbnb}`;
  } else if (found.kind === 'other') {
    points = P.doubtful;
    title = `Only ${found.other.name} shown, not ${r.shortName}`;
    evidence = `${found.number} (${found.other.name}) is shown ${under(found.where)}. ${found.other.advice}`;
    fix = `${found.other.advice} ${r.howToGet} ${r.whereOnAirbnb}`;
  } else if (found.kind === 'exempt') {
    points = P.shown;
    title = 'The listing says it is exempt from registration';
    evidence = `The page's Registration details say: "${found.number}".`;
    fix = '';
  } else {
    points = P.doubtful;
    title = 'Registration shown as pending';
    evidence = `The page's Registration details say: "${found.number}".`;
    fix = `Add your ${r.shortName} as soon as it is issued. ${r.whereOnAirbnb}`;
  }

  const check = rule({
    id: REGISTRATION_CHECK_ID,
    category: 'description',
    label: `shows ${r.shortName}`,
    maxPoints: P.shown,
    points,
    evidence,
    source,
    fix,
  });
  const full = points === P.shown;
  const missing = !found;
  return {
    place: lookup.place || null,
    checks: [check],
    finding: {
      ruleId: r.id,
      jurisdiction: r.jurisdiction,
      numberName: r.numberName,
      number: found && found.kind !== 'exempt' && found.kind !== 'pending' ? found.number : null,
      formatOk,
      foundIn: found?.where ?? null,
      requiredFrom: r.requiredFrom,
    },
    item: {
      id: 'registration',
      topic: 'registration',
      status: full ? 'ok' : missing ? 'problem' : 'warning',
      severity: full ? null : missing ? 'critical' : 'warning',
      title,
      evidence,
      fix: full ? (found?.kind === 'exempt' ? `Make sure the exemption applies to this listing in ${r.jurisdiction}.` : null) : fix,
      consequence: full ? null : r.consequence,
      source,
      links: r.sources.flatMap((x) => (x.url ? [{ title: x.title, url: x.url }] : [])),
      checkId: REGISTRATION_CHECK_ID,
    },
  };
}
