import { SessionLock } from '../../../server/db/pglite-dialect';
import { inFirstLane, isFirstInLine } from '../../../server/db/reads-first';

// The embedded database's one session: a read the browser waits on goes before work already queued, never into
// the middle of a holder's turn (a transaction).

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A lock whose holders note when they take and leave the session, holding it across a turn of the event loop. */
function recorded(lock: SessionLock) {
  const order: string[] = [];
  const holder = (name: string) =>
    lock.run(async () => {
      order.push(`${name} in`);
      await tick();
      order.push(`${name} out`);
    });
  return { order, holder };
}

it('hands the session out one holder at a time, in the order asked', async () => {
  const { order, holder } = recorded(new SessionLock());
  await Promise.all([holder('a'), holder('b'), holder('c')]);
  expect(order).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
});

it('lets a first-lane read go before work queued earlier, after the current holder is done', async () => {
  const { order, holder } = recorded(new SessionLock(isFirstInLine));
  const all = [holder('write 1'), holder('write 2'), holder('write 3')];
  all.push(inFirstLane(() => holder('poll')));
  await Promise.all(all);
  expect(order).toEqual(['write 1 in', 'write 1 out', 'poll in', 'poll out', 'write 2 in', 'write 2 out', 'write 3 in', 'write 3 out']);
});

it('marks only the work started inside the first lane', async () => {
  expect(isFirstInLine()).toBe(false);
  await inFirstLane(async () => {
    await tick();
    expect(isFirstInLine()).toBe(true);
  });
  expect(isFirstInLine()).toBe(false);
});

it('reads the requests that arrived while a queue of statements runs before the next statement goes', async () => {
  const lock = new SessionLock(isFirstInLine);
  const order: string[] = [];
  // Each holder finishes within promise callbacks alone, as a statement of the embedded database does.
  const writes = Array.from({ length: 5 }, (_, i) => lock.run(async () => void order.push(`write ${i}`)));
  // A request arriving now is read by the event loop (an immediate stands for it) and reads in the first lane.
  setImmediate(() => void inFirstLane(() => lock.run(async () => void order.push('poll'))));
  await Promise.all(writes);
  await tick();
  expect(order.indexOf('poll')).toBeLessThan(order.indexOf('write 4'));
  expect(order.indexOf('poll')).toBeGreaterThan(0);
});
