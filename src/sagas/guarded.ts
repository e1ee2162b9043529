import { call, put } from 'redux-saga/effects';
import { sagaCrashed } from '../store/system.slice';

export type Concern = [string, () => Generator];

/** Runs one concern: a crash is logged and recorded (system/sagaCrashed), never swallowed. */
export function guarded(name: string, saga: () => Generator) {
  return function* guardedSaga() {
    try {
      yield call(saga);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      console.error(`Saga "${name}" crashed:`, err);
      yield put(sagaCrashed({ name, message }));
    }
  };
}
