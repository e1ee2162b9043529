import { appendFileSync } from 'node:fs';
import path from 'node:path';

// Figures and notices a test wants a person to read ("Token attacks: 76 tried, 76 refused", "... did not run").
// The report reporter (tests/support/report-reporter.js, registered in jest.config.js) prints them once,
// grouped by test file, after Jest's results. Run with other reporters, they are printed as they come.

/** The folder the reporter collects report lines in (it sets the variable before the tests start). */
const REPORT_DIR = 'JEST_REPORT_DIR';

/** Shows `text` (one line, or a few) after the test results. */
export function report(text: string): void {
  const dir = process.env[REPORT_DIR];
  if (!dir) {
    process.stderr.write(`${text}\n`);
    return;
  }
  const testPath = expect.getState().testPath ?? '';
  // One file per test process: lines from parallel workers never interleave.
  appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${JSON.stringify({ testPath, text })}\n`);
}
