// `npm run market -- score FILE... [--out FILE]`: every live listing of Inside Airbnb files scored by the app's
// own score(), one JSON line each. Progress and malformed rows go to the log (stderr), never into the output.

import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { score } from '../analysis/score';
import { readMarketFile, type MalformedRow, type ReadProgress } from './reader';

export interface ScoreFilesLog {
  progress: (p: ReadProgress) => void;
  malformed: (m: MalformedRow) => void;
  done: (file: string, summary: string) => void;
}

export interface ScoreFilesResult {
  listings: number;
  malformed: number;
}

const int = (n: number) => n.toLocaleString('en-GB');
const rows = (n: number, what: string) => `${int(n)} ${n === 1 ? 'row' : 'rows'} ${what}`;

/** Scores every live listing of `files` in turn, writing one JSON line per listing to `out`. */
export async function scoreFiles(files: readonly string[], out: Writable, log: ScoreFilesLog): Promise<ScoreFilesResult> {
  const total: ScoreFilesResult = { listings: 0, malformed: 0 };
  for (const file of files) {
    const reading = readMarketFile(file, { onMalformed: log.malformed, onProgress: log.progress, progressEvery: 1000 });
    for await (const row of reading) {
      const { seoScore, recommendations } = score(row.content);
      const line = `${JSON.stringify({ id: row.id, seoScore, categoryScores: recommendations.categoryScores })}\n`;
      if (!out.write(line)) await once(out, 'drain');
    }
    const s = reading.stats;
    total.listings += s.rows;
    total.malformed += s.malformed;
    log.done(
      file,
      s.empty
        ? 'the file is empty: no listings.'
        : `${int(s.rows)} listings scored (${s.schema === 'other' ? `${s.columns}` : s.schema}-column layout)` +
            `${s.otherSources ? `; ${rows(s.otherSources, 'not from the live city scrape left out')}` : ''}` +
            `${s.malformed ? `; ${int(s.malformed)} malformed ${s.malformed === 1 ? 'row' : 'rows'} skipped` : ''}.`,
    );
  }
  return total;
}
