import type { ListingContent } from '../../../contract/wire';
import { score } from '../../../server/analysis/score';
import type { PhotoAnalysisResult } from '../../../server/analysis/photos/types';
import { analysePhotos } from '../../../server/photos/photos.service';
import { samplePhotoFile } from '../../../server/samples/sample-photo-file';
import { listingOf, samplePage } from '../../support/server/sample-pages';

// What the analyser itself says about the sample listings' drawn photos: the README's table of samples
// promises a strong listing with good photos and a weak one with four poor ones.

async function analysed(slug: string): Promise<{ content: ListingContent; result: PhotoAnalysisResult }> {
  const content = listingOf(samplePage(slug));
  const result = await analysePhotos(content, {
    fetchImage: async (url) => {
      const [, sample, file] = /\/samples\/photos\/([^/]+)\/([^/?]+)$/.exec(url) ?? [];
      const bytes = sample && file ? samplePhotoFile(sample, file) : null;
      if (!bytes) throw new Error(`no sample photo at ${url}`);
      return bytes;
    },
  });
  return { content, result };
}

describe('the strong sample (alfama-loft)', () => {
  let strong: Awaited<ReturnType<typeof analysed>>;
  beforeAll(async () => {
    strong = await analysed('alfama-loft');
  }, 60_000);

  it('has 25 photos the analyser judges Excellent, with no technical issue', () => {
    const photos = strong.result.photos.map((p) => p.analysis);
    expect(photos).toHaveLength(25);
    expect(photos.filter((a) => a.technicalIssues.length > 0 || a.overallScore < 75 || a.error)).toEqual([]);
  });

  it('gets no photo advice beyond its strengths', () => {
    const { recommendation } = strong.result;
    expect(recommendation.criticalIssues).toEqual([]);
    expect(recommendation.improvements).toEqual([]);
    expect(recommendation.strengths.map((s) => s.description)).toEqual(
      expect.arrayContaining(['Every photo is in focus.', 'No photo is too dark or blown out.', 'No photo repeats another.']),
    );
    expect(recommendation.overallPhotoScore).toBeGreaterThanOrEqual(90);
  });

  it('scores as a strong listing (grade A, 90 or more) with its photos measured', () => {
    const measured = score(
      strong.content,
      strong.result.photos.map((p) => p.analysis),
    );
    expect(measured.seoScore).toBeGreaterThanOrEqual(90);
    expect(measured.recommendations.categoryScores.photos).toBeGreaterThanOrEqual(90);
  });
});

describe('the weak sample (basic-flat)', () => {
  it('has four poor photos, named as such: dark, blurry, tiny, portrait', async () => {
    const { result } = await analysed('basic-flat');
    expect(result.photos.map((p) => p.analysis.technicalIssues)).toEqual([
      ['underexposed'],
      ['blurry'],
      ['low_resolution'],
      ['portrait_orientation'],
    ]);
  }, 60_000);
});
