import type { AdviceFinding, AdviceSection } from '../../../contract/wire';
import { breakdownRows, scoreIsProvisional, sectionAdvice, splitFindings } from '../../../src/domain/score-explanation';
import { check, recommendations } from '../../support/browser/listing-fixtures';

// The detail screen reads the server's advice: these helpers pick out what a card shows and add nothing up.

const finding = (o: Partial<AdviceFinding> & Pick<AdviceFinding, 'id'>): AdviceFinding => ({
  section: 'theSpace',
  checkIds: [o.id],
  title: '',
  evidence: ['Found'],
  fix: 'Fix it',
  action: 'Fix it',
  gain: 1,
  points: 0,
  maxPoints: 6,
  ...o,
});

describe('a card’s breakdown', () => {
  const recs = recommendations({
    checks: [
      check({ id: 'description.theSpace.present', category: 'description', points: 0, maxPoints: 6, label: 'has The space' }),
      check({ id: 'description.theSpace.length', category: 'description', points: 0, maxPoints: 6, label: 'a good length' }),
      check({
        id: 'description.theSpace.writing-rules',
        category: 'description',
        points: 2,
        maxPoints: 2,
        fix: null,
        label: 'plain sentences',
      }),
      check({ id: 'description.theSpace.unscored', category: 'description', points: 0, maxPoints: 0, fix: null }),
    ],
  });
  const section = {
    ...sectionAdvice(recs, 'theSpace')!,
    checkIds: recs.checks.map((c) => c.id),
    findings: [
      finding({
        id: 'theSpace.empty',
        checkIds: ['description.theSpace.present', 'description.theSpace.length'],
        evidence: ['The space is empty.'],
        fix: "Write a 'The space' section: 350-750 characters about the rooms and what makes them good.",
        points: 0,
        maxPoints: 12,
      }),
    ],
  } satisfies AdviceSection;

  it('lists each finding once with its checks together, then the checks that passed, with their category points', () => {
    const rows = breakdownRows(recs, section);
    expect(rows.map((r) => [r.key, r.labels, r.points, r.maxPoints, r.passed])).toEqual([
      ['theSpace.empty', ['has The space', 'a good length'], 0, 12, false],
      ['description.theSpace.writing-rules', ['plain sentences'], 2, 2, true],
    ]);
    expect(rows[0]!.evidence).toEqual(['The space is empty.']);
  });
});

describe('readability notes', () => {
  it('go under their own heading: a recommended character count, not marked Too brief', () => {
    const short = finding({ id: 'a', title: 'Shorter than recommended: 258 characters; 350-750 characters recommended.' });
    const brief = finding({ id: 'b', title: 'Too brief: 48 characters; 350-500 characters recommended.' });
    const other = finding({ id: 'c', title: '' });
    expect(splitFindings([short, brief, other])).toEqual({ problems: [brief, other], readability: [short] });
  });
});

describe('a provisional score', () => {
  it('is what the server says it is, and only while there is a score', () => {
    expect(scoreIsProvisional({ seoScore: 95, scoreProvisional: true })).toBe(true);
    expect(scoreIsProvisional({ seoScore: 96, scoreProvisional: false })).toBe(false);
    expect(scoreIsProvisional({ seoScore: 96 })).toBe(false);
    expect(scoreIsProvisional({ seoScore: null, scoreProvisional: true })).toBe(false);
  });
});
