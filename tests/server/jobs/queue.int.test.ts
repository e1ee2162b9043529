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

describe('with several idle workers', () => {
  let counted: JobQueue;
  let fetches = 0;

  beforeAll(async () => {
    // The same database, with the queue's statements counted: a worker asking for a job is one `WITH next as` fetch.
    const queueSql = (text: string, values?: readonly unknown[]) => {
      if (/^\s*WITH next as/i.test(text)) fetches++;
      return database.queueSql ? database.queueSql(text, values) : database.executeSql(text, values);
    };
    counted = await openQueue({ ...database, queueSql }, { supervise: false });
    await counted.ensureQueue('wake-one', { retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 });
  });
  afterAll(() => counted.stop());

  const settled = async (ids: string[]) => {
    for (const id of ids)
      while ((await counted.getJob('wake-one', id))?.state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('wakes one of them for one job, so the others do not each ask the database for it', async () => {
    const started: string[] = [];
    let running: (() => void) | null = null;
    const handled = new Promise<void>((resolve) => (running = resolve));
    await counted.work<{ n: string }>(
      'wake-one',
      async (job) => {
        started.push(job.data.n);
        running?.();
      },
      { pollingIntervalSeconds: 60, concurrency: 3 },
    );
    // Each worker's first poll finds nothing; they then wait out a minute.
    while (fetches < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = fetches;

    const id = await counted.send('wake-one', { n: 'alone' });
    await handled;
    await settled([id]);
    expect(started).toEqual(['alone']);
    // The woken worker's ask that found the job, and its ask for a next one when done; none from the others.
    expect(fetches - before).toBe(2);
  }, 20_000);

  it('wakes every idle worker once when jobs arrive together, so they start side by side', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    await counted.offWork('wake-one');
    await counted.work<{ n: string }>(
      'wake-one',
      async (job) => {
        started.push(job.data.n);
        await hold;
      },
      { pollingIntervalSeconds: 60, concurrency: 3 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300)); // their first polls found nothing

    const ids = await Promise.all(['a', 'b', 'c'].map((n) => counted.send('wake-one', { n })));
    const deadline = Date.now() + 5_000;
    while (started.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...started].sort()).toEqual(['a', 'b', 'c']);
    release();
    await settled(ids);
  }, 20_000);
});

it('takes the next waiting job as soon as it finishes one, not at its next poll', async () => {
  await queue.ensureQueue('backlog', { retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 });
  const handled: string[] = [];
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  await queue.work<{ n: string }>(
    'backlog',
    async (job) => {
      handled.push(job.data.n);
      if (job.data.n === 'first') await hold;
    },
    { pollingIntervalSeconds: 60 },
  );
  const first = await queue.send('backlog', { n: 'first' });
  while (handled.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  // Sent while the only worker is busy: nothing wakes it for these but the end of its job.
  const rest = [await queue.send('backlog', { n: 'second' }), await queue.send('backlog', { n: 'third' })];
  release();
  const deadline = Date.now() + 5_000;
  while (handled.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(handled).toEqual(['first', 'second', 'third']);
  for (const id of [first, ...rest])
    while ((await queue.getJob('backlog', id))?.state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 50));
}, 20_000);
