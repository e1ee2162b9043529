import type { HistoryProblem } from '../../../contract/wire';
import { latestPerDay, rubricChanges } from '../../../contract/history';
import { compareSnapshots, wordDiff, type ComparableSnapshot } from '../../../server/history/history-changes';

// "What changed since <date>": the word diff a host reads, the lists, the checks fixed and new, and the
// rubric guard.

const problem = (id: string, section: string): HistoryProblem => ({
  id,
  category: 'description',
  section,
  evidence: 'e',
  fix: `fix ${id}`,
});

function snapshot(over: Partial<ComparableSnapshot>): ComparableSnapshot {
  return {
    analyzedAt: '2026-11-01T10:00:00.000Z',
    seoScore: 70,
    categoryScores: { title: 80, description: 60, photos: 70, amenities: 75, localOptimization: 0, pricing: 50 },
    unscoredCategories: ['localOptimization'],
    rubricVersion: '2026.11-2',
    problems: [],
    sections: { texts: {}, lists: {} },
    ...over,
  };
}

describe('wordDiff', () => {
  it('marks the words added and removed and keeps the rest', () => {
    expect(wordDiff('A bright loft in Alfama.', 'A sunny loft in Alfama.')).toEqual([
      { text: 'A ', change: 'same' },
      { text: 'bright', change: 'removed' },
      { text: 'sunny', change: 'added' },
      { text: ' loft in Alfama.', change: 'same' },
    ]);
  });

  it('shows a sentence put in or taken out as a whole sentence, not from the second word to the next sentence', () => {
    const before = 'It is part of the charm. The stairs are steep. Tax is included.';
    const after = 'It is part of the charm. The loft has a smoke alarm. The stairs are steep. Check-in is after 3 PM. Tax is included.';
    const parts = wordDiff(before, after, Infinity);
    expect(parts.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual([
      'The loft has a smoke alarm.',
      'Check-in is after 3 PM.',
    ]);
    // Both texts read back whole from the parts.
    expect(
      parts
        .filter((p) => p.change !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.change !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
    const cut = wordDiff(after, before, Infinity).filter((p) => p.change === 'removed');
    expect(cut.map((p) => p.text.trim())).toEqual(['The loft has a smoke alarm.', 'Check-in is after 3 PM.']);
  });

  it('cuts long unchanged stretches to a few words around each change', () => {
    const long = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    const parts = wordDiff(`${long} end.`, `${long} finale.`);
    const same = parts.find((p) => p.change === 'same')!;
    expect(same.text.startsWith('… ')).toBe(true);
    expect(same.text).toContain('w59');
    expect(same.text).not.toContain('w10 ');
    expect(parts.filter((p) => p.change !== 'same').map((p) => p.text)).toEqual(['end', 'finale']);
  });
});

describe('compareSnapshots', () => {
  it('names the sections whose text changed, the list items added and removed, and nothing unchanged', () => {
    const before = snapshot({
      sections: { texts: { Title: 'Loft', 'The space': 'Old text.', 'Guest access': 'Same.' }, lists: { Amenities: ['Wifi', 'Kitchen'] } },
    });
    const after = snapshot({
      analyzedAt: '2026-11-09T10:00:00.000Z',
      sections: {
        texts: { Title: 'Loft', 'The space': 'New text.', 'Guest access': 'Same.', 'Other things to note': 'Quiet.' },
        lists: { Amenities: ['Wifi', 'Washer'] },
      },
    });
    const changes = compareSnapshots(before, after);
    expect(changes.since).toBe(before.analyzedAt);
    expect(changes.sections.map((s) => [s.section, s.status])).toEqual([
      ['The space', 'changed'],
      ['Other things to note', 'added'],
      ['Amenities', 'changed'],
    ]);
    expect(changes.sections[2]!.parts).toEqual([
      { text: 'Kitchen', change: 'removed' },
      { text: 'Washer', change: 'added' },
    ]);
  });

  it('lists the problems fixed and the problems new, and the category scores with "not scored" as null', () => {
    const before = snapshot({ problems: [problem('a', 'The space'), problem('b', 'Title')] });
    const after = snapshot({
      problems: [problem('b', 'Title'), problem('c', 'Guest access')],
      unscoredCategories: [],
      categoryScores: { ...before.categoryScores, localOptimization: 40 },
    });
    const changes = compareSnapshots(before, after);
    expect(changes.fixed.map((p) => p.id)).toEqual(['a']);
    expect(changes.new.map((p) => p.id)).toEqual(['c']);
    expect(changes.categories.find((c) => c.category === 'localOptimization')).toEqual({
      category: 'localOptimization',
      before: null,
      after: 40,
    });
  });

  it('says when the two analyses were scored by different rubric versions', () => {
    const changes = compareSnapshots(snapshot({ rubricVersion: '2026.10-1' }), snapshot({}));
    expect(changes).toMatchObject({ sameRubric: false, rubricBefore: '2026.10-1', rubricAfter: '2026.11-2' });
  });
});

describe('the chart points', () => {
  const entry = (analyzedAt: string, seoScore: number, rubricVersion = 'r1') => ({
    analyzedAt,
    seoScore,
    rubricVersion,
    title: 't',
    categoryScores: { title: 0, description: 0, photos: 0, amenities: 0, localOptimization: 0, pricing: 0 },
    unscoredCategories: [],
    sectionScores: { title: null, listingDescription: null, theSpace: null, guestAccess: null, otherDetails: null },
    photoScore: null,
    problemCount: 0,
  });

  it('keep the latest analysis of each day, oldest first', () => {
    const points = latestPerDay(
      [entry('2026-11-02T18:00:00Z', 72), entry('2026-11-01T09:00:00Z', 60), entry('2026-11-01T17:00:00Z', 65)],
      (iso) => iso.slice(0, 10),
    );
    expect(points.map((p) => p.seoScore)).toEqual([65, 72]);
  });

  it('know where the rubric changed', () => {
    expect(rubricChanges([entry('a', 1), entry('b', 2), entry('c', 3, 'r2'), entry('d', 4, 'r2')])).toEqual([2]);
  });
});
