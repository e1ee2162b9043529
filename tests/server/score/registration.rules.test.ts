// The registration-number rules table (server/analysis/score/rules/registration-rules.ts): every entry is sound
// data, and each place's rule finds its real number formats on a page, flags a missing one with a fix in the
// host's words, and says nothing where no rule is known.
import { readFileSync } from 'node:fs';
import type { ListingContent, ListingLocation } from '../../../contract/wire';
import { score } from '../../../server/analysis/score';
import { lookupRule, REGISTRATION_CHECK_ID } from '../../../server/analysis/score/registration';
import { REGISTRATION_RULES, type RegistrationRule } from '../../../server/analysis/score/rules/registration-rules';
import { fold } from '../../../server/analysis/score/text-length';
import { fromRoot } from '../../../server/paths';
import { blankListing } from './fixtures';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE = /^\d{4}-\d{2}(-\d{2})?$/;

function at(text: string, more: Partial<ListingLocation> = {}): ListingLocation {
  const parts = text.split(',').map((p) => p.trim());
  return {
    city: parts[0] ?? null,
    region: parts.length >= 3 ? parts.slice(1, -1).join(', ') : null,
    country: parts.length >= 2 ? parts[parts.length - 1]! : null,
    lat: null,
    lng: null,
    text,
    neighborhood: null,
    ...more,
  };
}

function listing(place: string, overrides: Partial<ListingContent> = {}): ListingContent {
  return blankListing({ location: at(place), roomType: 'Entire home/apt', ...overrides });
}

function scored(content: ListingContent) {
  const { recommendations } = score(content);
  return {
    check: recommendations.checks.find((c) => c.id === REGISTRATION_CHECK_ID),
    compliance: recommendations.compliance!,
    item: recommendations.compliance!.items.find((i) => i.topic === 'registration'),
  };
}

const withSection = (text: string) => ({ descriptionSections: { 'Registration details': text } });

describe('the rules table is sound data', () => {
  it.each(REGISTRATION_RULES.map((r) => [r.id, r] as const))('%s', (_id, r: RegistrationRule) => {
    expect(r.sources.length).toBeGreaterThan(0);
    for (const s of r.sources) expect(s.date).toMatch(ISO_DATE);
    expect(r.requiredFrom).toMatch(ISO_DAY);
    if (r.requiredUntil) expect(r.requiredUntil > r.requiredFrom).toBe(true);
    for (const name of [...r.place.countries, ...(r.place.regions ?? []), ...(r.place.cities ?? []), ...r.labels])
      expect(fold(name)).toBe(name);
    for (const f of [...r.formats, ...r.otherNumbers]) {
      expect(new RegExp(`^(?:${f.pattern})$`, 'iu').test(f.example)).toBe(true);
    }
    expect(r.howToGet.length).toBeGreaterThan(40);
    expect(r.consequence.length).toBeGreaterThan(40);
  });

  it('is printed in docs/scoring.md with every date and source', () => {
    const docs = readFileSync(fromRoot('docs', 'scoring.md'), 'utf8');
    for (const r of REGISTRATION_RULES) {
      const row = docs.split('\n').find((line) => line.startsWith(`| \`${r.id}\` | ${r.jurisdiction}`));
      expect(row).toBeDefined();
      expect(row).toContain(r.requiredFrom);
      for (const s of r.sources) expect(row).toContain(`(${s.date}) [${s.tag}]`);
    }
  });

  it('has one entry in force per place and day', () => {
    for (const day of ['2025-09-01', '2026-05-20', '2026-05-21', '2026-11-25']) {
      const spain = REGISTRATION_RULES.filter(
        (r) => r.id.startsWith('es-') && day >= r.requiredFrom && (!r.requiredUntil || day <= r.requiredUntil),
      );
      expect(spain).toHaveLength(1);
    }
  });
});

// A real published number of each format, shown in the page's Registration details.
const PLACES: [string, string, string, string][] = [
  ['it-cin', 'Roma, Lazio, Italia', 'IT058091C27G5FFZDZ', "Italy's CIN"],
  ['es-regional', 'Málaga, Andalucía, España', 'VFT/MA/75354', "Andalusia's tourism register number"],
  ['es-regional', 'Barcelona, Catalunya, Spain', 'HUTB-002062', "Catalonia's tourist-flat number (HUT)"],
  ['fr-enregistrement', 'Paris, Île-de-France, France', '75056123456AB', "France's 13-character registration number"],
  ['pt-al', 'Lisboa, Lisboa, Portugal', '110255/AL', "Portugal's AL number"],
  ['gr-ama', 'Athina, Attiki, Greece', '00003570750', "Greece's AMA"],
  ['de-berlin-zwvbg', 'Berlin, Berlin, Germany', '01/Z/AZ/012345-24', "Berlin's Registriernummer"],
  ['us-nyc-ll18', 'Brooklyn, New York, United States', 'OSE-STRREG-0000068', "New York City's short-term rental registration"],
];

describe.each(PLACES)('%s in %s', (ruleId, place, number, formatName) => {
  it('applies to the listing', () => {
    const found = lookupRule(listing(place));
    expect(found.kind === 'rule' && found.rule.id).toBe(ruleId);
  });

  it(`recognises ${number} and names it in the evidence`, () => {
    const { check, item, compliance } = scored(listing(place, withSection(number)));
    expect(check).toMatchObject({ points: 15, maxPoints: 15, fix: null });
    expect(check!.evidence).toBe(`Registration code ${number} shown (${formatName}) under Registration details.`);
    expect(item).toMatchObject({ status: 'ok', severity: null, checkId: REGISTRATION_CHECK_ID });
    expect(compliance.registration).toMatchObject({ ruleId, number, formatOk: true, foundIn: 'Registration details' });
    expect(compliance.place).toBe(place);
  });

  it('flags the listing when no number is shown, with what it is called, where to get it and where it goes', () => {
    const { check, item } = scored(listing(place));
    const r = REGISTRATION_RULES.find((x) => x.id === ruleId)!;
    expect(check).toMatchObject({ points: 0, maxPoints: 15 });
    expect(item!.title).toBe(`The listing does not show ${r.shortName}`);
    expect(check!.fix).toContain(r.numberName);
    expect(check!.fix).toContain(r.howToGet);
    expect(check!.fix).toContain('Listing editor');
    expect(check!.source).toContain(r.sources[0]!.date);
    expect(item).toMatchObject({ status: 'problem', severity: 'critical', consequence: r.consequence });
  });
});

describe('numbers written in the description or the house rules', () => {
  it('finds a CIN after its label, with spaces or dashes as hosts write them', () => {
    const other = { descriptionSections: { 'Other things to note': 'Tassa di soggiorno inclusa. CIN: IT-048017-B4-2742QNBZ' } };
    const { check } = scored(listing('Firenze, Toscana, Italia', other));
    expect(check).toMatchObject({ points: 15 });
    expect(check!.evidence).toBe("Registration code IT-048017-B4-2742QNBZ shown (Italy's CIN) under Other things to note.");
  });

  it('finds a Portuguese AL number in the house rules', () => {
    const { check } = scored(listing('Porto, Porto, Portugal', { houseRules: ['No parties', 'Alojamento Local n.º 110255/AL'] }));
    expect(check!.evidence).toContain('in the house rules');
  });

  it('reads a French number only next to its label: thirteen digits alone could be anything', () => {
    const labelled = { descriptionSections: { 'Other things to note': "Numéro d'enregistrement : 75056 123456 AB" } };
    expect(scored(listing('Paris, Île-de-France, France', labelled)).check!.points).toBe(15);
    const bare = { descriptionSections: { 'Other things to note': 'Reference 7505612345678 for the building works.' } };
    expect(scored(listing('Paris, Île-de-France, France', bare)).check!.points).toBe(0);
  });

  it('gives half the points to a labelled number that does not look like the one required', () => {
    const { check, item, compliance } = scored(
      listing('Milano, Lombardia, Italia', { descriptionSections: { 'Other things to note': 'CIN: 12345' } }),
    );
    expect(check).toMatchObject({ points: 8 });
    expect(check!.evidence).toBe('"12345" is shown under Other things to note, but Italy\'s CIN looks like IT015146C24Q9YRYY3.');
    expect(item).toMatchObject({ status: 'warning', severity: 'warning' });
    expect(compliance.registration).toMatchObject({ number: '12345', formatOk: false });
  });

  it('tells a regional CIR from the national CIN', () => {
    const { check, item } = scored(listing('Milano, Lombardia, Italia', withSection('015146-CNI-01894')));
    expect(check!.points).toBe(8);
    expect(item!.title).toBe("Only a regional code (CIR) shown, not Italy's CIN");
    expect(check!.fix).toContain('does not replace the national CIN');
  });
});

describe('Spain: the national NRUA, then the regional numbers after the Supreme Court', () => {
  const nrua = 'ESFCTU0000290210003008960000000000000000VFT/MA/753544';
  const malaga = (fetchedAt: string, text: string) => listing('Málaga, Andalucía, España', { fetchedAt, ...withSection(text) });

  it('asked for the NRUA between 1 July 2025 and 19 May 2026', () => {
    const { check } = scored(malaga('2025-09-01T00:00:00.000Z', nrua));
    expect(check).toMatchObject({ points: 15 });
    expect(check!.evidence).toContain("Spain's national registration number (NRUA)");
    expect(scored(malaga('2025-09-01T00:00:00.000Z', 'VFT/MA/75354')).check!.points).toBe(8);
  });

  it('asks for the regional number since the annulment, and explains why an NRUA alone is not enough', () => {
    const { check } = scored(malaga('2026-11-01T00:00:00.000Z', nrua));
    expect(check!.points).toBe(8);
    expect(check!.evidence).toContain('judgment 620/2026');
    const both = `Spain - National registration number\n${nrua}\nAndalucía - Regional registration number\nVFT/MA/75354`;
    expect(scored(malaga('2026-11-01T00:00:00.000Z', both)).check).toMatchObject({ points: 15 });
  });

  it('accepts a regional number whose layout it does not know, without pretending to check it', () => {
    const { check } = scored(listing('Las Palmas, Canarias, España', withSection('VV-35-1-0012345')));
    expect(check!.points).toBe(15);
    expect(check!.evidence).toContain('not one we recognise for Spain');
  });

  it('said nothing for Spanish pages read before the national registry began', () => {
    expect(scored(malaga('2025-03-01T00:00:00.000Z', '')).check).toBeUndefined();
  });
});

describe('where no rule or no place is known', () => {
  it('says nothing for a place without a known rule', () => {
    for (const place of [
      'Austin, Texas, United States',
      'New Castle, New York, United States',
      'London, England, United Kingdom',
      'Ahmedabad, Gujarat, India',
    ]) {
      const { check, compliance } = scored(listing(place));
      expect(check).toBeUndefined();
      expect(compliance.registration).toBeNull();
      expect(compliance.items.some((i) => i.topic === 'registration')).toBe(false);
    }
  });

  it('says the check could not be made when the page does not say where the listing is', () => {
    for (const location of [at(''), at('Ahmedabad')]) {
      const { check, item } = scored(blankListing({ location }));
      expect(check).toMatchObject({ points: 0, maxPoints: 0 });
      expect(check!.evidence).toMatch(/could not be checked\.$/);
      expect(item).toMatchObject({ status: 'unchecked', severity: null });
    }
  });

  it('asks for a city or region when a country has only local rules', () => {
    const { item } = scored(blankListing({ location: at('United Kingdom', { country: 'United Kingdom', city: null }) }));
    expect(item).toMatchObject({ status: 'unchecked' });
    expect(item!.evidence).toContain('not the city or region');
  });

  it('leaves rooms in the host’s home out of the French rule (chambres d’hôtes are declared differently)', () => {
    expect(scored(listing('Lyon, Auvergne-Rhône-Alpes, France', { roomType: 'Private room' })).check).toBeUndefined();
    expect(scored(listing('Milano, Lombardia, Italia', { roomType: 'Private room' })).check).toBeDefined();
  });

  it('reads a country given as an ISO code, as schema.org pages give it', () => {
    const found = lookupRule(listing('Greve in Chianti, Tuscany, IT'));
    expect(found.kind === 'rule' && found.rule.id).toBe('it-cin');
  });

  it('applies no rule to pages read before it was in force', () => {
    expect(scored(listing('Milano, Lombardia, Italia', { fetchedAt: '2024-06-01T00:00:00.000Z' })).check).toBeUndefined();
  });
});

describe('statements instead of numbers', () => {
  it('accepts an exemption the page states, asking the host to make sure it applies', () => {
    const { check, item } = scored(listing('Manhattan, New York, United States', withSection('Exempt')));
    expect(check).toMatchObject({ points: 15 });
    expect(item).toMatchObject({ status: 'ok', fix: 'Make sure the exemption applies to this listing in New York City.' });
  });

  it('treats a pending registration as half done', () => {
    const { check, item } = scored(listing('Edinburgh, Scotland, United Kingdom', withSection('City registration pending')));
    expect(check).toMatchObject({ points: 8 });
    expect(item).toMatchObject({ status: 'warning' });
  });

  it('takes any labelled licence number in Scotland, where councils number licences their own way', () => {
    const { check } = scored(
      listing('Glasgow, Scotland, United Kingdom', {
        descriptionSections: { 'Other things to note': 'Licence number: GL-00123-F. Max 4 guests.' },
      }),
    );
    expect(check).toMatchObject({ points: 15 });
    expect(check!.evidence).toContain('GL-00123-F');
  });
});
