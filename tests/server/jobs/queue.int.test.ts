import { openQueue, type JobQueue } from '../../../server/jobs/queue';
import { createTestDatabase, type TestDatabase } from '../../support/server/test-database';

// A job sent from the process that runs its workers starts at once, however long their polling interval: an
// analysis and the photo run that follows it do not each wait for the next poll.

let database: TestDatabase;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await openQueue(database, { supervise: false });
  await queue.ensureQueue('wake-test', { retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 });
});
afterAll(async () => {
  await queue.stop();
  await database.drop();
});

it('wakes a worker of this process that is waiting out a long polling interval', async () => {
  const handled: string[] = [];
  let wake: (() => void) | null = null;
  const next = () => new Promise<void>((resolve) => (wake = resolve));

  let first = next();
  await queue.send('wake-test', { n: 'first' });
  await queue.work<{ n: string }>(
    'wake-test',
    async (job) => {
      handled.push(job.data.n);
      wake?.();
    },
    { pollingIntervalSeconds: 60 },
  );
  await first; // the worker's first poll found it; it now waits a minute before polling again

  first = next();
  const second = await queue.send('wake-test', { n: 'second' });
  await first;
  expect(handled).toEqual(['first', 'second']);
  // pg-boss writes the completion after the handler returns, without waiting on it; let it land before the
  // database is dropped.
  while ((await queue.getJob('wake-test', second))?.state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 50));
}, 20_000);
