import { randomUUID } from 'node:crypto';
import { buildFetchPolicy, createFetcher } from '../../../server/analysis/fetch';
import type { JobQueue } from '../../../server/jobs/queue';
import { listingAllowanceService } from '../../../server/listings/listing-allowance';
import { ListingAnalysisService } from '../../../server/listings/listing-analysis.service';
import { createTestDatabase, type TestDatabase } from '../../support/server/test-database';
import { testConfig } from '../../support/server/test-app';

// A host who sends many analyses at the same moment (a manager re-analysing everything, the burst bench) has
// them admitted one at a time: each is queued behind the ones before it (pg-boss priority 0, -1, -2 ...), and
// the per-host limit holds. Admitted side by side, they all counted the host's analyses in flight before any
// was recorded: all 200 of the bench's burst got priority 0, and a late host's single analysis, also 0 but
// queued last, waited behind every one of them (48.6 s in the queue, 86 ms to run).

const offline = createFetcher(buildFetchPolicy(), { resolver: async () => Promise.reject(new Error('no network in tests')) });
const intake = { policy: offline.policy, ownOrigins: [], samplesFetchOrigin: null };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function serviceWith(perUser: number) {
  const sent: { listingId: string; priority: number }[] = [];
  const queue = {
    async send(_name: string, data: { listingId: string }, options?: { priority?: number }) {
      sent.push({ listingId: data.listingId, priority: options?.priority || 0 }); // as JobQueue.send: none (also -0) is pg-boss's 0
      return randomUUID();
    },
  } as unknown as JobQueue;
  const service = new ListingAnalysisService({
    database,
    queue: async () => queue,
    fetcher: offline,
    limits: { perUser, ratePerMinute: 1000 },
    allowance: listingAllowanceService(database, testConfig()),
  });
  return { service, sent };
}

const room = (n: number) => `https://www.airbnb.com/rooms/${n}`;

it("queues a host's analyses sent at once one behind the other, and another host's first ahead of them", async () => {
  const { service, sent } = serviceWith(100);
  const manager = randomUUID();
  const late = randomUUID();
  await Promise.all(Array.from({ length: 8 }, (_, i) => service.analyse(manager, room(100 + i), intake)));
  expect(sent.map((s) => s.priority).sort((a, b) => b - a)).toEqual([0, -1, -2, -3, -4, -5, -6, -7]);
  await service.analyse(late, room(200), intake);
  // Priority 0: only the manager's first analysis (queued earlier) starts before it.
  expect(sent.at(-1)!.priority).toBe(0);
});

it('holds the per-host limit when a host sends more than it allows at the same moment', async () => {
  const { service } = serviceWith(3);
  const host = randomUUID();
  const outcomes = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => service.analyse(host, room(300 + i), intake)));
  const answers = outcomes.map((o) => (o.status === 'fulfilled' ? 'started' : (o.reason as { code: string }).code)).sort();
  expect(answers).toEqual(['analysis_limit_reached', 'analysis_limit_reached', 'analysis_limit_reached', 'started', 'started', 'started']);
});
