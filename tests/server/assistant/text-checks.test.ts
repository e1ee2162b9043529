import { codesIn } from '../../../server/assistant/grounding';
import { contentViolations } from '../../../server/assistant/limits';
import { repairEdit } from '../../../server/assistant/edit-repair';
import {
  addedBasics,
  addedFraming,
  distancesIn,
  editViolations,
  isLegal,
  numericConflicts,
  repeatedSentences,
} from '../../../server/assistant/text-checks';
import { strongListing } from '../../support/server/assistant-fixtures';

// The copywriter's rules as the coach and a model are held to them (text-checks.ts), and the mechanical repair of
// what can be put right without a rewrite (edit-repair.ts).

describe('numbers that disagree', () => {
  it('reads a distance with what it is to, in digits or words', () => {
    const [tram] = distancesIn('A loft three minutes on foot from the 28 tram and Miradouro de Santa Luzia.');
    expect(tram).toMatchObject({ amount: 3, unit: 'time', mode: 'walk', words: 'three minutes on foot' });
    expect(tram!.subjects).toEqual(expect.arrayContaining(['tram', '#28', 'miradouro']));
  });

  it('finds "three minutes on foot" and "2 minutes away" to the same tram, and nothing between different places or ways', () => {
    const text = 'It is three minutes on foot from the 28 tram.';
    expect(numericConflicts(text, ['The tram 28 stops 2 minutes away.']).map((c) => [c.said.words, c.against.words])).toEqual([
      ['three minutes on foot', '2 minutes away'],
    ]);
    expect(numericConflicts(text, ['The tram 28 stops 3 minutes away.'])).toEqual([]);
    expect(numericConflicts('The metro is 5 minutes away and the beach is 20 minutes by car.')).toEqual([]);
    expect(numericConflicts('The airport is 20 minutes by car.', ['The airport is an hour by bus.'])).toEqual([]);
    expect(numericConflicts('The castle is a ten minute walk uphill; the riverfront is ten minutes down.')).toEqual([]);
  });
});

describe('legal text', () => {
  it('knows a registration number, a licence and a tourist tax, and not a phone number', () => {
    expect(codesIn('Registration number 123456/AL.')).toEqual(['123456/AL']);
    expect(codesIn('CIN: IT015146C24Q9YRYY3')).toEqual(['IT015146C24Q9YRYY3']);
    expect(codesIn('Licence 2021-0034567 issued by the council')).toEqual(['2021-0034567']);
    expect(codesIn('Call 828-555-0199 for the code')).toEqual([]);
    expect(isLegal('Local tourist tax of 2 euros per adult per night is included in the price.')).toBe(true);
    expect(isLegal('The stairs are steep.')).toBe(false);
  });

  it("allows the listing's own registration code in a suggestion, and no other", () => {
    expect(contentViolations('Registration number 123456/AL.', new Set(['123456/AL']))).toEqual([]);
    expect(contentViolations('Registration number 987654/AL.', new Set(['123456/AL'])).map((v) => v.rule)).toEqual(['code']);
  });
});

describe('what a suggestion adds', () => {
  it('counts framing words and basics it adds, not those the host wrote', () => {
    expect(addedFraming('We also have a desk.', 'Please note: we also have a desk. It also has a bath.')).toEqual(['please note', 'also']);
    expect(addedFraming('Please note the stairs.', 'Please note the stairs.')).toEqual([]);
    expect(addedBasics('The bathroom has a rain shower.', 'The bathroom has a rain shower, shampoo and a hair dryer.')).toEqual([
      'shampoo',
      'hair dryer',
    ]);
    expect(repeatedSentences('The terrace is private. It sleeps 4. The terrace is private.')).toEqual(['The terrace is private.']);
  });
});

describe('checking and repairing a suggestion', () => {
  const content = strongListing.content!;
  const baseline = 'The building is in a historic area. Smoke alarms are fitted. Registration number 123456/AL.';
  const ctx = { section: 'Other things to note' as const, baseline, content, facts: [] };

  it('names every rule a suggestion breaks', () => {
    const text = 'Please note: the building is in a historic area. Smoke alarms are fitted. Smoke alarms are fitted. There is shampoo.';
    expect(editViolations(text, ctx).map((v) => v.rule)).toEqual([
      'dropped_legal',
      'repeated_sentence',
      'framing',
      'basic_as_selling_point',
    ]);
  });

  it('puts back the legal text, takes out repeats, framing and added basics, and keeps the rest as written', () => {
    const text = 'Please note: the building is in a historic area. Smoke alarms are fitted. Smoke alarms are fitted. There is shampoo.';
    const rules = new Set(editViolations(text, ctx).map((v) => v.rule));
    const fixed = repairEdit('Other things to note', text, ctx, rules)!;
    expect(fixed).toBe('The building is in a historic area. Smoke alarms are fitted. Registration number 123456/AL.');
    expect(editViolations(fixed, ctx)).toEqual([]);
  });
});
