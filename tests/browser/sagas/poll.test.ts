import { call, put } from 'redux-saga/effects';
import { poll, type PollAnswer } from '../../../src/sagas/poll';
import { sagaStore, settle } from '../../support/browser/saga-store';

// The one polling loop the dashboard, the listing detail and the progress screen share.

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const left = { type: 'test/screenLeft' };

function polling(answers: (round: number) => PollAnswer, request: (signal: AbortSignal) => Promise<unknown> = async () => undefined) {
  const signals: AbortSignal[] = [];
  const harness = sagaStore(function* root() {
    yield call(poll, { everyMs: 2000, stopOn: left.type }, function* step(round: number, signal: AbortSignal) {
      signals.push(signal);
      yield put({ type: 'test/polled', payload: round });
      yield call(request, signal);
      return answers(round);
    });
    yield put({ type: 'test/pollingEnded' });
  });
  const rounds = () => harness.ofType('test/polled').map((a) => a.payload);
  return { ...harness, rounds, signals };
}

describe('poll', () => {
  it('runs a step at once, then after every pause, numbering the rounds', async () => {
    const { rounds } = polling(() => 'again');
    await settle();
    expect(rounds()).toEqual([0]);
    await jest.advanceTimersByTimeAsync(1999);
    expect(rounds()).toEqual([0]);
    await jest.advanceTimersByTimeAsync(1);
    expect(rounds()).toEqual([0, 1]);
    await jest.advanceTimersByTimeAsync(4000);
    expect(rounds()).toEqual([0, 1, 2, 3]);
  });

  it('ends when a step answers stop', async () => {
    const { rounds, ofType } = polling((round) => (round === 1 ? 'stop' : 'again'));
    await jest.advanceTimersByTimeAsync(20_000);
    expect(rounds()).toEqual([0, 1]);
    expect(ofType('test/pollingEnded')).toHaveLength(1);
  });

  it('ends when the stop action arrives, and aborts the request still in flight', async () => {
    const { store, rounds, signals, ofType } = polling(
      () => 'again',
      () => new Promise(() => undefined),
    );
    await settle();
    expect(signals[0]!.aborted).toBe(false);
    store.dispatch(left);
    expect(signals[0]!.aborted).toBe(true);
    expect(ofType('test/pollingEnded')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(rounds()).toEqual([0]);
  });
});
