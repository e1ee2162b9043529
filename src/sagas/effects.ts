import { CANCEL } from 'redux-saga';
import { call } from 'redux-saga/effects';

// delay as a call effect on a named function, so saga tests can provide it (matchers.call.fn(sleep)).
export function sleep(ms: number): Promise<true> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slept = new Promise<true>((resolve) => {
    timer = setTimeout(() => resolve(true), ms);
  });
  // A cancelled delay (the side of a race that lost, a saga stopped) clears its timer, as redux-saga's own
  // delay does, instead of leaving it to fire into nothing.
  return Object.assign(slept, { [CANCEL]: () => clearTimeout(timer) });
}

export const delay = (ms: number) => call(sleep, ms);
