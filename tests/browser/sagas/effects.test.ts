import { runSaga, stdChannel } from 'redux-saga';
import { race, take } from 'redux-saga/effects';
import { delay } from '../../../src/sagas/effects';

// The app's delay: a race that something else wins leaves no timer behind (a timer left running kept test
// processes alive after their tests, and would fire into nothing in the app).

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function start(saga: () => Generator) {
  const channel = stdChannel();
  const task = runSaga({ channel, dispatch: (action) => channel.put(action as never), getState: () => ({}) }, saga);
  return { task, put: (type: string) => channel.put({ type }) };
}

it('clears its timer when it loses a race', async () => {
  const { task, put } = start(function* () {
    return yield race({ event: take('arrived'), timedOut: delay(15_000) });
  });
  expect(jest.getTimerCount()).toBe(1);
  put('arrived');
  await expect(task.toPromise()).resolves.toEqual({ event: { type: 'arrived' } });
  expect(jest.getTimerCount()).toBe(0);
});

it('clears its timer when its saga is cancelled', () => {
  const { task } = start(function* () {
    yield delay(15_000);
  });
  task.cancel();
  expect(jest.getTimerCount()).toBe(0);
});

it('still ends after its time when nothing cancels it', async () => {
  const { task } = start(function* () {
    return yield race({ event: take('arrived'), timedOut: delay(15_000) });
  });
  await jest.advanceTimersByTimeAsync(14_999);
  expect(task.isRunning()).toBe(true);
  await jest.advanceTimersByTimeAsync(1);
  await expect(task.toPromise()).resolves.toEqual({ timedOut: true });
});
