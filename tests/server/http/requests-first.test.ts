import { RequestsFirst } from '../../../server/http/requests-first';

// Background steps (analyses, photo runs) wait their turn while the server's thread is busy answering requests,
// and never longer than the longest wait.

function gate(options: { busyShare?: number; maxWaitMs?: number; requests?: boolean } = {}) {
  let share = 0;
  const clock = { now: 0 };
  const requestsFirst = new RequestsFirst({
    busyShare: options.busyShare ?? 0.6,
    checkMs: 10,
    windowMs: 50,
    minRequests: 3,
    maxWaitMs: options.maxWaitMs ?? 500,
    busyNow: () => share,
    now: () => clock.now,
  });
  // Hosts' requests keep coming, three every 10 ms, unless a test says there are none.
  const arrive = () => {
    if (options.requests !== false) for (let i = 0; i < 3; i++) requestsFirst.noteRequest();
  };
  arrive();
  const went: string[] = [];
  const step = (name: string) => requestsFirst.turn().then(() => went.push(name));
  const advance = async (ms: number) => {
    for (let i = 0; i < ms / 10; i++) {
      clock.now += 10;
      arrive();
      await jest.advanceTimersByTimeAsync(10);
    }
  };
  return { requestsFirst, went, step, advance, setShare: (s: number) => (share = s) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('lets a step go at once while the thread is not busy', async () => {
  const { went, step } = gate();
  await step('a');
  expect(went).toEqual(['a']);
});

it('holds steps while the thread is busy and lets them go one at a time, in order, once it is not', async () => {
  const { requestsFirst, went, step, advance, setShare } = gate();
  setShare(0.9);
  void step('a');
  void step('b');
  await advance(100);
  expect(went).toEqual([]);
  expect(requestsFirst.pending).toBe(2);
  setShare(0.2);
  await advance(10);
  expect(went).toEqual(['a']);
  await advance(10);
  expect(went).toEqual(['a', 'b']);
  expect(requestsFirst.pending).toBe(0);
});

it('queues a step behind those already waiting even when the thread has room again', async () => {
  const { went, step, advance, setShare } = gate();
  setShare(0.9);
  void step('a');
  setShare(0.1);
  void step('b');
  await advance(20);
  expect(went).toEqual(['a', 'b']);
});

it('never holds a step longer than the longest wait, however busy the thread stays', async () => {
  const { went, step, advance, setShare } = gate({ maxWaitMs: 200 });
  setShare(1);
  void step('a');
  await advance(190);
  expect(went).toEqual([]);
  await advance(20);
  expect(went).toEqual(['a']);
});

it('lets steps go while the thread is busy with them alone, no requests coming', async () => {
  const { went, step, advance, setShare } = gate({ requests: false });
  setShare(1);
  void step('a');
  await advance(10);
  expect(went).toEqual(['a']);
});
