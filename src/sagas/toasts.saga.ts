import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import { randomUuid } from '../api/platform/random';
import { TOAST_REMOVE_DELAY_MS, toastDismissed, toastRemoved, toastShown, type ToastInput } from '../store/toasts.slice';
import { delay } from './effects';

/** Queues a toast; its id comes from the injected random module, so the action creator stays pure. */
export function* showToast(input: ToastInput): Generator<unknown, void, string> {
  const id: string = yield call(randomUuid);
  yield put(toastShown(input, id));
}

// A dismissed toast stays in the store (closing) until the removal delay has passed, as spec section 9 says.
export function* removeLater(action: PayloadAction<string>) {
  yield delay(TOAST_REMOVE_DELAY_MS);
  yield put(toastRemoved(action.payload));
}

export function* toastsSaga() {
  yield takeEvery(toastDismissed.type, removeLater);
}
