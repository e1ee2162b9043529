import { call } from 'redux-saga/effects';

// delay as a call effect on a named function, so saga tests can provide it (matchers.call.fn(sleep)).
export function sleep(ms: number): Promise<true> {
  return new Promise((resolve) => setTimeout(() => resolve(true), ms));
}

export const delay = (ms: number) => call(sleep, ms);
