import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { TOAST_REMOVE_DELAY_MS, toastDismissed, toastRemoved } from '../store/toasts.slice';
import { delay } from './effects';

// A dismissed toast stays in the store (closing) until the removal delay has passed, as spec section 9 says.
export function* removeLater(action: PayloadAction<string>) {
  yield delay(TOAST_REMOVE_DELAY_MS);
  yield put(toastRemoved(action.payload));
}

export function* toastsSaga() {
  yield takeEvery(toastDismissed.type, removeLater);
}
