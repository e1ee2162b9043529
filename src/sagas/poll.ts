import { call, race, take, type ActionPattern } from 'redux-saga/effects';
import { delay } from './effects';

// The one polling loop of the app (spec sections 4 and 9): the dashboard, the listing detail (listing and photo
// recommendation) and the progress screen each poll this way. A step runs at once, then again after every
// pause, until it answers 'stop' or the stop action arrives (the screen was left). However the polling ends,
// a request it still has in flight is aborted: a screen that is gone has no use for the answer.

export type PollAnswer = 'again' | 'stop';

export interface PollOptions {
  /** The pause between two steps (the injected delay, so tests move the clock). */
  everyMs: number;
  /** The action that ends the polling: the screen was left. */
  stopOn: ActionPattern;
}

/**
 * One round of polling. It gets the round number (0 for the first, which may differ: the first load) and the
 * signal to give its requests. Returning nothing means 'again'.
 */
// `any` for the values yielded effects resume with, as in every saga.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PollStep = (round: number, signal: AbortSignal) => Generator<unknown, PollAnswer | void, any>;

function* repeat(everyMs: number, step: PollStep, signal: AbortSignal) {
  for (let round = 0; ; round += 1) {
    const answer: PollAnswer | void = yield call(step, round, signal);
    if (answer === 'stop') return;
    yield delay(everyMs);
  }
}

export function* poll(options: PollOptions, step: PollStep) {
  const inFlight = new AbortController();
  try {
    yield race({ polling: call(repeat, options.everyMs, step, inFlight.signal), stopped: take(options.stopOn) });
  } finally {
    inFlight.abort();
  }
}
