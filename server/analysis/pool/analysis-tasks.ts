import type { ListingContent } from '../../../contract/wire';
import type { ExtractionContext, ExtractionResult } from '../extract/extract-listing';
import type { PreparedImport } from '../extract/imported-page';
import type { ScoreResult } from '../score';
import type { ScoreListing } from '../score/types';
import type { PixelStats } from '../photos/types';

// What the analysis pool's threads do, as messages: each task names its kind and carries only data (a page, listing
// content, a decoded raster), so it can cross to a worker thread and back by structured clone.

export type AnalysisTask =
  | { kind: 'prepare'; bytes: Uint8Array }
  | { kind: 'extract'; page: string; context: ExtractionContext }
  | { kind: 'score'; content: ListingContent; photos?: Parameters<ScoreListing>[1]; options?: Parameters<ScoreListing>[2] }
  | { kind: 'pixels'; raster: Uint8Array; width: number; height: number; channels: number };

/** A page past the reader's limits comes back as `tooComplex` (an Error's class does not survive the crossing). */
export type ExtractOutcome = { result: ExtractionResult } | { tooComplex: string };

export interface TaskResults {
  prepare: PreparedImport;
  extract: ExtractOutcome;
  score: ScoreResult;
  pixels: PixelStats;
}
