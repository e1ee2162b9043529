import sharp from 'sharp';
import { measureImage } from '../../server/analysis/photos/image-metrics';
import { assessPhoto } from '../../server/analysis/photos/photo-assessment';
import { PHOTO_LIMITS } from '../../server/photos/photos.service';
import { ANALYSIS_UNAVAILABLE } from '../../server/analysis/photos/types';
import { cleanPhoto } from '../../tests/support/server/synthetic-photos';
import { row, type Section } from '../lib/report';
import { round } from '../lib/stats';

// Photos: photos per second at 1440x960 through the analysis (measureImage: header read, one decode with
// shrink-on-load, every statistic; then the per-photo verdict), with the service's own concurrency. Baseline:
// sharp's bare decode of the same files with shrink-on-load to 360 px grey, the least any pixel statistic
// needs. Rounds alternate between the two and the best round counts, to damp noise from other work on the
// machine. Goals: at least 40 photos/s and at least 85 % of the baseline's rate.

const GOAL_PER_SECOND = 40;
const GOAL_SHARE = 0.85;

async function photosPerSecond(files: readonly Buffer[], count: number, work: (file: Buffer) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: PHOTO_LIMITS.concurrency }, async () => {
      while (next < count) {
        const i = next++;
        await work(files[i % files.length]!);
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

export async function photosBench(options: { files?: number; perRound?: number; rounds?: number } = {}): Promise<Section> {
  const started = Date.now();
  const files: Buffer[] = [];
  for (let seed = 1; seed <= (options.files ?? 8); seed++) files.push(await cleanPhoto({ seed }));
  const analysis = async (file: Buffer) =>
    assessPhoto({ index: 1, url: 'bench', category: null, measurement: await measureImage(file), aiDescription: ANALYSIS_UNAVAILABLE });
  const baseline = (file: Buffer) => sharp(file).resize(360, 360, { fit: 'inside', fastShrinkOnLoad: true }).greyscale().raw().toBuffer();
  for (const file of files.slice(0, 3)) {
    await analysis(file);
    await baseline(file);
  }
  const perRound = options.perRound ?? 96;
  let best = { analysis: 0, baseline: 0 };
  for (let i = 0; i < (options.rounds ?? 2); i++) {
    best = {
      baseline: Math.max(best.baseline, await photosPerSecond(files, perRound, baseline)),
      analysis: Math.max(best.analysis, await photosPerSecond(files, perRound, analysis)),
    };
  }
  const share = best.analysis / best.baseline;
  return {
    name: 'Photos',
    rows: [
      row({
        area: 'Photos',
        figure: `analysis at 1440x960 (concurrency ${PHOTO_LIMITS.concurrency})`,
        value: round(best.analysis, 1),
        unit: 'photos/s',
        baseline: { label: 'sharp decode, shrink-on-load to 360 px grey', value: round(best.baseline, 1), unit: 'photos/s' },
        goal: `>= ${GOAL_PER_SECOND}/s and >= ${GOAL_SHARE * 100} % of baseline`,
        met: best.analysis >= GOAL_PER_SECOND && share >= GOAL_SHARE,
        timing: true,
      }),
    ],
    notes: [],
    detail: {
      files: files.length,
      photosPerRound: perRound,
      rounds: options.rounds ?? 2,
      sharp: sharp.versions.sharp,
      vips: sharp.versions.vips,
    },
    seconds: (Date.now() - started) / 1000,
  };
}
