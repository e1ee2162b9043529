import { keyPhotos, plainIssue, visibleAiDescription } from '../../../src/domain/photo-rules';
import { photoAnalysis } from '../../support/browser/listing-fixtures';

describe('key photos', () => {
  it('shows the first 10 photos plus the critical and high priority ones after them', () => {
    const analyses = Array.from({ length: 14 }, (_, i) =>
      photoAnalysis(i, { priority: i === 11 ? 'critical' : i === 13 ? 'high' : i === 12 ? 'medium' : 'low' }),
    );
    expect(keyPhotos(analyses).map((a) => a.photoIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13]);
  });

  it('never shows more than 15', () => {
    const analyses = Array.from({ length: 30 }, (_, i) => photoAnalysis(i, { priority: 'critical' }));
    expect(keyPhotos(analyses)).toHaveLength(15);
  });

  it('orders photos by their index on the listing', () => {
    expect(keyPhotos([photoAnalysis(2), photoAnalysis(0), photoAnalysis(1)]).map((a) => a.photoIndex)).toEqual([0, 1, 2]);
  });
});

describe('photo words', () => {
  it('shows technical issues as plain words', () => {
    expect(plainIssue('low_resolution')).toBe('low resolution');
    expect(plainIssue('portrait__orientation')).toBe('portrait orientation');
  });

  it("hides the 'Analysis unavailable' description", () => {
    expect(visibleAiDescription('Analysis unavailable')).toBeNull();
    expect(visibleAiDescription('  ')).toBeNull();
    expect(visibleAiDescription('A bright bedroom with a double bed')).toBe('A bright bedroom with a double bed');
  });
});
