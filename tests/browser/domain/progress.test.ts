import { analysisOutcome, nextProgress, progressStep } from '../../../src/domain/progress';

describe('simulated progress', () => {
  it('grows by a random amount below 10', () => {
    expect(nextProgress(0, 0.5)).toBe(5);
    expect(nextProgress(10, 0)).toBe(10);
    expect(nextProgress(10, 0.999)).toBeCloseTo(19.99);
  });

  it('never passes 90', () => {
    expect(nextProgress(88, 0.5)).toBe(90);
    expect(nextProgress(90, 0.9)).toBe(90);
  });

  it.each([
    [0, 0],
    [24.9, 0],
    [25, 1],
    [49, 1],
    [50, 2],
    [74, 2],
    [75, 3],
    [100, 3],
  ])('highlights the step for %s%%', (percent, step) => expect(progressStep(percent)).toBe(step));
});

const noPhotos = { scoreProvisional: false };

function scored(provisional: boolean) {
  return { isAnalyzing: false, seoScore: 73, analysisError: null, scoreProvisional: provisional };
}

describe('analysis outcome', () => {
  it('waits for the measured photos before it is done, so the score first shown is the score kept', () => {
    // The server marks a score made before the photos were measured as provisional.
    expect(analysisOutcome(scored(true))).toBe('measuring-photos');
    expect(analysisOutcome(scored(false))).toBe('done');
  });

  it('is done when no longer analysing with a score above 0', () => {
    expect(analysisOutcome({ isAnalyzing: false, seoScore: 1, analysisError: null, ...noPhotos })).toBe('done');
  });

  it('is running while analysing, even with an old score', () => {
    expect(analysisOutcome({ isAnalyzing: true, seoScore: 80, analysisError: null, ...noPhotos })).toBe('running');
  });

  it('is failed when it stopped with an error and no score', () => {
    expect(analysisOutcome({ isAnalyzing: false, seoScore: null, analysisError: 'Blocked page', ...noPhotos })).toBe('failed');
  });

  it('keeps waiting when it stopped without a score or an error (the score may still arrive)', () => {
    expect(analysisOutcome({ isAnalyzing: false, seoScore: null, analysisError: null, ...noPhotos })).toBe('running');
  });
});
