import { CATEGORY_WEIGHTS } from '../../../contract/limits';
import type { Advice, AdviceSection, ListingContent, PhotoRecommendation } from '../../../contract/wire';
import { score } from '../../../server/analysis/score';
import { adviceOf, distinctEvidence } from '../../../server/analysis/score/advice';
import { blankListing, photoSet } from './fixtures';
import { prose } from './helpers';
import { listingOf, samplePage } from '../../support/server/sample-pages';

// The advice a host reads on every surface (issue 39): one finding per problem, worded as a host would say it,
// gains in Optimization Score points that follow the rubric's own weights and points.

const adviceFor = (content: ListingContent, photos?: Parameters<typeof score>[1], rec?: PhotoRecommendation): Advice =>
  score(content, photos, { photoRecommendation: rec ?? null }).recommendations.advice!;
const sectionOf = (advice: Advice, key: AdviceSection['key']) => advice.sections.find((s) => s.key === key)!;

const written = blankListing({
  title: 'Bright loft in Alfama with a river view',
  descriptionSections: {
    'Listing Description': prose(420),
    'The space': '',
    'Guest access': prose(400),
    'Other things to note': prose(400),
  },
  photos: photoSet(12, 1600, 1067),
  cancellationPolicy: 'Moderate',
});

describe('one finding per problem', () => {
  it('an empty section is one finding, with one fix a host would write', () => {
    const space = sectionOf(adviceFor(written), 'theSpace');
    expect(space.findings).toHaveLength(1);
    expect(space.findings[0]).toMatchObject({
      fix: "Write a 'The space' section: 350-750 characters about the rooms and what makes them good.",
      evidence: ['The space is empty.'],
      title: 'Missing: this section is empty.',
    });
    // Every check of the section is in it, so its gain is the section's whole loss.
    expect(space.findings[0]!.checkIds.every((id) => id.startsWith('description.theSpace.'))).toBe(true);
    expect(space.findings[0]!.checkIds).toEqual(space.checkIds.filter((id) => !id.endsWith('.unscored')));
  });

  it('a part the page we read did not show is one finding: let us read it; the top fixes hold one import for all of them', () => {
    const trimmed = {
      ...written,
      title: null,
      extraction: { format: 'test', partial: true, notOnPage: ['title', 'description', 'photoTour'] as const },
    };
    const advice = adviceFor(trimmed as unknown as ListingContent);
    const title = sectionOf(advice, 'title');
    expect(title.notOnPage).toBe(true);
    expect(title.findings).toHaveLength(1);
    expect(title.findings[0]).toMatchObject({ notOnPage: true, evidence: ['Title: not on the page we read.'] });
    expect(title.findings[0]!.fix).toMatch(/^Import your listing page with the title showing/);
    // The photo tour was not read and the page states no total: the count is not judged, so nothing asks for photos.
    const photos = sectionOf(advice, 'photos').findings;
    expect(photos.filter((f) => f.checkIds.includes('photos.count'))).toEqual([]);
    expect(photos.map((f) => f.fix).join(' ')).not.toMatch(/Add at least/);
    const imports = advice.topFixes.filter((f) => f.notOnPage);
    expect(imports).toHaveLength(1);
    expect(imports[0]!.fix).toBe(
      'Import the page ("Import the page instead") with the title and the description showing, so we read and score all of it.',
    );
  });

  it('the photo analysis’ advice is the fix of the photo check it is about, given once', () => {
    const content = { ...written, photos: photoSet(4, 1600, 1067) };
    const measured = [0, 1, 2, 3].map((i) => ({
      photoIndex: i,
      width: 1600,
      height: 1067,
      overallScore: i === 0 ? 40 : 80,
      technicalIssues: i === 0 ? ['underexposed'] : [],
    }));
    const rec: PhotoRecommendation = {
      overallPhotoScore: 45,
      estimatedImpact: 'high',
      topRecommendation: 'Add at least 3 more photos (the listing has 4).',
      criticalIssues: [
        { suggestion: 'Add at least 3 more photos (the listing has 4).', topic: 'count' },
        { suggestion: 'Replace the cover (photo 1): it is too dark.', photoIndexes: [0], topic: 'cover' },
      ],
      improvements: [{ suggestion: 'Remove photo 4: it is a near-duplicate of photo 3.', photoIndexes: [3], topic: 'duplicates' }],
      strengths: [],
      deductions: [{ reason: 'fewer than 7 photos', points: 15 }],
    };
    const advice = adviceFor(content, measured, rec);
    const photos = sectionOf(advice, 'photos');
    const fixes = photos.findings.map((f) => f.fix);
    expect(fixes).toContain('Add at least 3 more photos (the listing has 4).');
    expect(fixes).toContain('Replace the cover (photo 1): it is too dark.');
    expect(photos.more).toEqual(['Remove photo 4: it is a near-duplicate of photo 3.']);
    // The cover, the measured quality and the faults are one problem: photos to reshoot.
    expect(
      photos.findings.filter((f) => f.checkIds.some((id) => id.startsWith('photos.measured') || id === 'photos.technical-issues')),
    ).toHaveLength(1);
    expect(advice.photoQuality).toMatchObject({
      score: 45,
      label: 'Needs improvement',
      deductions: [{ reason: 'fewer than 7 photos', points: 15 }],
    });
  });
});

describe('evidence said once', () => {
  it('a line that another one extends is the same fact, whatever its case, punctuation or spacing, in any script', () => {
    expect(distinctEvidence(['The space is missing.', 'the  space is missing (empty or only spaces)', 'The title is short.'])).toEqual([
      'the  space is missing (empty or only spaces)',
      'The title is short.',
    ]);
    expect(distinctEvidence(['Lo spazio è vuoto', 'LO SPAZIO È VUOTO: nessun testo', 'Già visto'])).toEqual([
      'LO SPAZIO È VUOTO: nessun testo',
      'Già visto',
    ]);
    // Accented letters are letters: 'è' does not vanish to make 'lo spazio  vuoto' match 'lo spazio vuoto'.
    expect(distinctEvidence(['Lo spazio è vuoto', 'Lo spazio vuoto'])).toHaveLength(2);
  });
});

describe('fixes that fit the facts', () => {
  it('points a Moderate policy to Flexible only, and a Strict one to Moderate or Flexible', () => {
    const moderate = sectionOf(adviceFor(written), 'pricing').findings[0]!;
    expect(moderate.fix).toMatch(/^Consider Flexible if/);
    expect(moderate.fix).not.toMatch(/Moderate/);
    const strict = sectionOf(adviceFor({ ...written, cancellationPolicy: 'Strict' }), 'pricing').findings[0]!;
    expect(strict.fix).toMatch(/^Consider Moderate or Flexible/);
  });

  it('asks only for the Essentials parts the list does not have', () => {
    const content = { ...written, amenities: ['Wifi', 'Bed linens', 'Shampoo', 'Soap'] };
    const essentials = sectionOf(adviceFor(content), 'amenities').findings.find((f) => f.checkIds.includes('amenities.essentials'))!;
    expect(essentials.evidence.join(' ')).toMatch(/listed: bed linen, soap/);
    expect(essentials.fix).toMatch(/^Provide towels, toilet paper as well/);
    expect(essentials.fix).not.toMatch(/bed linen|soap/);
  });
});

describe('gains and verdicts', () => {
  it('gives each gain in Optimization Score points: lost category points, over the category’s, times its share', () => {
    const advice = adviceFor(written);
    const checks = score(written).recommendations.checks;
    // Every category is scored for this listing, so the shares are out of 100.
    const counted = 100;
    for (const s of advice.sections)
      for (const f of s.findings) {
        const lost = f.maxPoints - f.points;
        const catMax = checks.filter((c) => c.category === s.category).reduce((n, c) => n + c.maxPoints, 0);
        expect(f.gain).toBeCloseTo(((lost / catMax) * 100 * CATEGORY_WEIGHTS[s.category]) / counted, 1);
      }
  });

  it('says "Nothing to fix here." only at 100; a card sharing its score says where the rest is lost', () => {
    const advice = adviceFor(written);
    for (const s of advice.sections) if (s.verdict === 'Nothing to fix here.') expect(s.score).toBe(100);
    // The strong sample: its house rules pass every check, but their score is the description's.
    const strong = adviceFor(listingOf(samplePage('alfama-loft')));
    expect(sectionOf(strong, 'houseRules').verdict).toBe(
      'Nothing to fix on this card: the rest of the Description and house rules score is lost in Guest access, Other things to note.',
    );
    const shared = [...advice.sections, ...strong.sections].filter(
      (x) => x.findings.length === 0 && x.score !== null && x.score < 100 && x.scoreOf === 'category',
    );
    for (const x of shared)
      expect(x.verdict).toMatch(new RegExp(`^Nothing to fix on this card: the rest of the ${x.measure} score is lost in .+\\.$`));
  });

  it('is provisional until the photos are measured', () => {
    expect(adviceFor(written).provisional).toBe(true);
    const measured = written.photos.map((_, i) => ({ photoIndex: i, width: 1600, height: 1067, overallScore: 80, technicalIssues: [] }));
    expect(adviceFor(written, measured).provisional).toBe(false);
    expect(adviceFor({ ...written, photos: [] }).provisional).toBe(false);
  });

  it('fills in the advice of a score stored before it existed, from its checks', () => {
    const { advice, ...stored } = score(written).recommendations;
    const filled = adviceOf(stored, written);
    expect(filled.sections.map((s) => [s.key, s.score, s.passed, s.total, s.findings.length])).toEqual(
      advice!.sections.map((s) => [s.key, s.score, s.passed, s.total, s.findings.length]),
    );
  });
});
