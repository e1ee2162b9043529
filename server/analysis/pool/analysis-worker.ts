import type { MessagePort } from 'node:worker_threads';
import { extractListing } from '../extract';
import { prepareImport } from '../extract/imported-page';
import { PageTooComplexError } from '../extract/page-limits';
import { pixelStats } from '../photos/pixel-stats';
import { score } from '../score';
import type { AnalysisTask, ExtractOutcome, TaskResults } from './analysis-tasks';

// The code a thread of the analysis pool runs (piscina loads this file and calls its default export per task).
// Only pure functions of the task's data run here: no database, no network, no file.

function extract(task: Extract<AnalysisTask, { kind: 'extract' }>): ExtractOutcome {
  try {
    return { result: extractListing(task.page, task.context) };
  } catch (err) {
    if (err instanceof PageTooComplexError) return { tooComplex: err.detail };
    // JSON or markup nested past what a reader's recursion can follow.
    if (err instanceof RangeError && /call stack/i.test(err.message)) return { tooComplex: 'nested too deep for the reader' };
    throw err;
  }
}

/** `started` tells the pool the task is under way: its time limit runs from then. */
export default function runTask({ task, started }: { task: AnalysisTask; started: MessagePort }): TaskResults[AnalysisTask['kind']] {
  started.postMessage(0);
  started.close();
  switch (task.kind) {
    case 'prepare':
      return prepareImport(task.bytes);
    case 'extract':
      return extract(task);
    case 'score':
      return score(task.content, task.photos, task.options);
    case 'pixels':
      return pixelStats(task.raster, task.width, task.height, task.channels);
  }
}
