import { check, prose } from './helpers';

const location = {
  city: 'Lisbon',
  region: 'Lisbon',
  country: 'Portugal',
  lat: null,
  lng: null,
  text: 'Lisbon, Portugal',
  neighborhood: null,
};

/** A title of exactly n characters that names a loft in Lisbon. */
function titleOf(n: number): string {
  const base = 'Loft in Lisbon with a river view';
  return `${base}${' and garden'.repeat(10)}`.slice(0, n).replace(/ $/, 'x');
}

describe('title length against the 50-character limit', () => {
  it.each([
    [49, 25],
    [50, 25],
    [51, 0],
  ])('a %i-character title gets %i of 25 points', (n, points) => {
    const c = check({ title: titleOf(n), location }, 'title.length-limit');
    expect(c).toMatchObject({ points, maxPoints: 25 });
    expect(c.evidence).toBe(`Title is ${n} characters: "${titleOf(n)}"`);
    expect(c.source).toContain('[CM]');
    expect(c.fix === null).toBe(points === 25);
  });

  it('says how many characters to cut', () => {
    expect(check({ title: titleOf(57), location }, 'title.length-limit').fix).toMatch(/^Cut 7 characters/);
  });

  it('fails a title under the 8-character minimum and a missing one', () => {
    expect(check({ title: 'Loft', location }, 'title.length-limit')).toMatchObject({ points: 0, fix: expect.stringMatching(/at least 8/) });
    expect(check({ title: '   ', location }, 'title.length-limit')).toMatchObject({ points: 0, evidence: 'No title found on the page.' });
  });

  it('counts characters as the host sees them (an accent typed as two code points counts once)', () => {
    const decomposed = `Caf\u0065\u0301 loft ${'x'.repeat(40)}`; // 50 visible characters, 51 code units
    expect(check({ title: decomposed }, 'title.length-limit').points).toBe(25);
  });
});

describe('title uses its room', () => {
  it.each([
    [19, 0],
    [20, 5],
    [31, 5],
    [32, 10],
    [50, 10],
    [55, 5],
  ])('%i characters: %i of 10', (n, points) => {
    expect(check({ title: titleOf(n), location }, 'title.length-use').points).toBe(points);
  });
});

describe('title content', () => {
  it('rewards the property type, from the word list or the listing’s own type', () => {
    expect(check({ title: 'Sunny loft by the sea' }, 'title.property-type').points).toBe(15);
    expect(check({ title: 'Sunny yurt by the sea', propertyType: 'Yurt' }, 'title.property-type').points).toBe(15);
    const none = check({ title: 'Sunny and calm by the sea', propertyType: 'Entire rental unit' }, 'title.property-type');
    expect(none.points).toBe(0);
    expect(none.fix).toContain('"Entire rental unit"');
  });

  it('rewards the area or a selling point, and not a vague claim', () => {
    expect(check({ title: 'Quiet flat in Lisbon', location }, 'title.place-or-selling-point').evidence).toContain('the area ("Lisbon")');
    expect(check({ title: 'Quiet flat with a pool' }, 'title.place-or-selling-point').points).toBe(20);
    expect(check({ title: 'Quiet flat near the Duomo' }, 'title.place-or-selling-point').points).toBe(20);
    expect(check({ title: 'Quiet flat close to everything' }, 'title.place-or-selling-point').points).toBe(0);
  });

  it('checks what shows in the first 32 characters on a phone', () => {
    const late = check({ title: 'Beautiful, peaceful and very cosy loft in Lisbon', location }, 'title.mobile-visible');
    expect(late.points).toBe(0);
    expect(late.evidence).toContain('"Beautiful, peaceful and very cos…"');
    expect(check({ title: 'Loft in Lisbon, beautiful and peaceful', location }, 'title.mobile-visible').points).toBe(10);
  });

  it('fails shouted words, emoji and symbol runs, and names them', () => {
    const caps = check({ title: 'AMAZING loft with TV and AC' }, 'title.no-all-caps');
    expect(caps).toMatchObject({ points: 0, evidence: 'Words in capitals: "AMAZING".' });
    expect(check({ title: 'Loft with TV, AC and BBQ near JFK' }, 'title.no-all-caps').points).toBe(8);
    const symbols = check({ title: 'Loft ✨ with a view!!' }, 'title.no-emoji-symbols');
    expect(symbols.points).toBe(0);
    expect(symbols.evidence).toContain('emoji "✨"');
    expect(symbols.evidence).toContain('"!!"');
    expect(check({ title: 'Loft | view, pool (2BR)' }, 'title.no-emoji-symbols').points).toBe(12);
  });

  it('gives no points to an empty title', () => {
    for (const id of ['title.no-all-caps', 'title.no-emoji-symbols', 'title.mobile-visible', 'title.length-use']) {
      expect(check({ title: null }, id).points).toBe(0);
    }
  });

  it('uses prose helper text without tripping any title rule', () => {
    expect(check({ title: prose(40) }, 'title.no-emoji-symbols').points).toBe(12);
  });
});
