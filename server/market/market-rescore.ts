import { setImmediate as nextTurn } from 'node:timers/promises';
import { RUBRIC_VERSION, score } from '../analysis/score';
import type { Database } from '../db/database';
import { marketsRepository } from './markets.repository';

// A market's listings are scored once, at import, by the rubric of the day. When the rubric changes (a new
// RUBRIC_VERSION), their scores no longer compare with a listing scored now, so each such market is scored
// again from the content stored with its rows (the file is not needed). The server does it when it starts and
// whenever a request meets such a market; until it is done, that market's card says it is being updated. One
// process re-scores a market at a time (a claim in its row; a claim older than STALE_CLAIM_MINUTES is taken over).

const PAGE = 250;
const YIELD_EVERY = 20;
const STALE_CLAIM_MINUTES = 15;

export interface RescoreLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Re-scores one market if it was scored by another rubric and no other process is at it; true when it did. */
export async function rescoreMarket(database: Database, marketId: string, rubricVersion = RUBRIC_VERSION): Promise<boolean> {
  const repository = marketsRepository(database);
  if (!(await repository.claimRescore(marketId, rubricVersion, STALE_CLAIM_MINUTES))) return false;
  let after = '';
  for (;;) {
    const page = await repository.contentAfter(marketId, after, PAGE);
    if (page.length === 0) break;
    const scores: { listingId: string; score: number }[] = [];
    for (let i = 0; i < page.length; i++) {
      scores.push({ listingId: page[i]!.listing_id, score: score(page[i]!.content).seoScore });
      if ((i + 1) % YIELD_EVERY === 0) await nextTurn();
    }
    await repository.updateScores(marketId, scores);
    after = page.at(-1)!.listing_id;
  }
  await repository.finishRescore(marketId, rubricVersion);
  return true;
}

/** Re-scores every market a past rubric scored; the server calls it once it listens. */
export async function rescoreStaleMarkets(database: Database, logger: RescoreLogger): Promise<number> {
  const stale = (await marketsRepository(database).versions()).filter((m) => m.rubric_version !== RUBRIC_VERSION);
  let done = 0;
  for (const market of stale) {
    const started = performance.now();
    try {
      if (await rescoreMarket(database, market.id)) {
        done++;
        logger.info({ marketId: market.id, ms: Math.round(performance.now() - started), rubric: RUBRIC_VERSION }, 'market re-scored');
      }
    } catch (err) {
      logger.error({ err, marketId: market.id }, 'market re-scoring failed');
    }
  }
  return done;
}
