import { makeStore, type StoreOptions } from '../../../src/app/store';

// The app's store as tests build it. Redux Toolkit's development checks (state never mutated, only plain data
// in state and actions) stay on, but on a busy test machine they may take longer than their 32 ms budget, and
// saying so is noise, not a finding.

export const TEST_DEV_CHECK_WARN_AFTER_MS = 10_000;

export function makeTestStore(options: StoreOptions = {}) {
  return makeStore({ devCheckWarnAfterMs: TEST_DEV_CHECK_WARN_AFTER_MS, ...options });
}
