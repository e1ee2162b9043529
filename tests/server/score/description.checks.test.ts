import { scoreOnOwnScales as score } from './helpers';
import { blankListing } from './fixtures';
import { check, checkOf, prose, readabilityNotes } from './helpers';

const space = (text: string | undefined) => blankListing({ descriptionSections: { 'The space': text } });
const sectionOf = (text: string | undefined) => score(space(text)).recommendations.detailedScores.description.sectionScores.theSpace;

describe('description sections: present and length (350-750 suggested)', () => {
  it.each([
    [149, 0, 'Too brief: 149 characters; 350-750 characters recommended.'],
    [150, 3, 'Shorter than recommended: 150 characters; 350-750 characters recommended.'],
    [349, 3, 'Shorter than recommended: 349 characters; 350-750 characters recommended.'],
    [350, 6, null],
    [750, 6, null],
    [751, 4, 'Longer than recommended: 751 characters; 350-750 characters recommended.'],
  ])('%i characters: %i of 6 length points', (n, points, problem) => {
    const listing = space(prose(n));
    const c = checkOf(score(listing).recommendations, 'description.theSpace.length');
    expect(c).toMatchObject({ points, maxPoints: 6 });
    expect(c.evidence).toBe(`The space is ${n} characters; 350-750 characters recommended.`);
    expect(sectionOf(prose(n)).problems).toEqual(problem ? [problem] : []);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['whitespace only', '  \n\t  '],
  ])('a %s section is missing, scores 0 and says so', (_, text) => {
    const c = check({ descriptionSections: { 'The space': text } }, 'description.theSpace.present');
    expect(c).toMatchObject({ points: 0, maxPoints: 6, evidence: 'The space is missing (empty or only spaces).' });
    expect(sectionOf(text)).toEqual({ score: 0, problems: ['Missing: this section is empty.'] });
  });

  it("words problems so the browser's readability filter shows length notes, but not 'Too brief' or missing", () => {
    expect(readabilityNotes(sectionOf(prose(290)).problems)).toEqual([
      'Shorter than recommended: 290 characters; 350-750 characters recommended.',
    ]);
    expect(readabilityNotes(sectionOf(prose(900)).problems)).toEqual([
      'Longer than recommended: 900 characters; 350-750 characters recommended.',
    ]);
    expect(readabilityNotes(sectionOf(prose(80)).problems)).toEqual([]);
    expect(sectionOf(prose(80)).problems[0]).toMatch(/^Too brief/);
    expect(readabilityNotes(sectionOf('  ').problems)).toEqual([]);
    const withContact = sectionOf(`${prose(400)} Call 555-123-4567.`);
    expect(withContact.problems).toEqual(['Contains contact details: phone number "555-123-4567".']);
    expect(readabilityNotes(withContact.problems)).toEqual([]);
  });

  it('scores a full, clean section 100 and a section breaking content rules lower', () => {
    expect(sectionOf(prose(500)).score).toBe(100);
    const broken = sectionOf(`${prose(400)} AMAZING VIEW!!! Mail me: a@b.co`);
    expect(broken.score).toBe(Math.round((100 * (6 + 6 + 0 + 0)) / 17));
    expect(broken.problems).toEqual([
      'Contains contact details: e-mail address "a@b.co".',
      'Writing rules: repeated punctuation "!!!"; word with more than 5 capitals "AMAZING".',
    ]);
  });
});

describe('Listing Description (summary): 500-character limit and the hook', () => {
  const summary = (text: string) => blankListing({ descriptionSections: { 'Listing Description': text } });

  it.each([
    [500, 6],
    [501, 0],
  ])('%i characters: %i of 6 limit points', (n, points) => {
    const c = checkOf(score(summary(prose(n))).recommendations, 'description.listingDescription.length-limit');
    expect(c).toMatchObject({ points, maxPoints: 6 });
    expect(c.source).toContain('500');
  });

  it('reports an over-long summary once, as a readability note that mentions the recommended count', () => {
    const problems = score(summary(prose(612))).recommendations.detailedScores.description.sectionScores.listingDescription.problems;
    const lengthNotes = problems.filter((p) => p.includes('characters'));
    expect(lengthNotes).toEqual(['Over the limit: 612 characters; the Listing Description allows 500 (350-500 characters recommended).']);
    expect(readabilityNotes(problems)).toEqual(lengthNotes);
  });

  it('rewards a hook in the first 300 characters: what or where the place is, and a selling point', () => {
    const full = check(
      { descriptionSections: { 'Listing Description': `Bright loft with a rooftop pool. ${prose(400)}` } },
      'description.listingDescription.hook',
    );
    expect(full.points).toBe(10);
    const half = check(
      { descriptionSections: { 'Listing Description': `Bright loft, nice and quiet. ${prose(400)}` } },
      'description.listingDescription.hook',
    );
    expect(half.points).toBe(5);
    expect(half.evidence).toContain('but not a selling point');
    const late = check(
      { descriptionSections: { 'Listing Description': `${prose(310)} A loft with a pool.` } },
      'description.listingDescription.hook',
    );
    expect(late.points).toBe(0);
  });
});

describe('house rules', () => {
  it('rewards rules with times and the standard topics', () => {
    const rules = ['Check-in after 3:00 pm', 'Checkout before 11:00 am', '4 guests maximum', 'No pets', 'No parties or events'];
    const r = score(blankListing({ houseRules: rules })).recommendations;
    expect(checkOf(r, 'description.houseRules.present').points).toBe(6);
    expect(checkOf(r, 'description.houseRules.check-in-out')).toMatchObject({
      points: 4,
      evidence: 'States check-in ("Check-in after 3:00 pm") and checkout ("Checkout before 11:00 am").',
    });
    expect(checkOf(r, 'description.houseRules.standard-topics').points).toBe(4);
    expect(checkOf(r, 'description.houseRules.concise').points).toBe(2);
  });

  it('does not read "Self check-in with lockbox" as a check-in time, but reads the check-in field and Italian times', () => {
    expect(check({ houseRules: ['Self check-in with lockbox'] }, 'description.houseRules.check-in-out').points).toBe(0);
    expect(check({ houseRules: ['2 guests maximum'], checkIn: '15:00' }, 'description.houseRules.check-in-out').points).toBe(2);
    expect(check({ houseRules: ['Check-in dalle 15', 'Check-out entro le 10:00'] }, 'description.houseRules.check-in-out').points).toBe(4);
  });

  it('flags missing rules and rules too long to read', () => {
    expect(check({ houseRules: [] }, 'description.houseRules.present')).toMatchObject({
      points: 0,
      evidence: 'No house rules found on the page.',
    });
    const long = check({ houseRules: ['No pets', prose(260)] }, 'description.houseRules.concise');
    expect(long.points).toBe(0);
    expect(long.evidence).toMatch(/^1 rule over 200 characters/);
  });
});
