import { put, takeEvery } from 'redux-saga/effects';
import { TOAST_REMOVE_DELAY_MS, toastDismissed, toastRemoved } from '../store/toasts.slice';
import { delay } from './effects';

// A dismissed toast stays in the store (closing) until the removal delay has passed, as spec section 9 says.
export function* removeLater(action: ReturnType<typeof toastDismissed>) {
  yield delay(TOAST_REMOVE_DELAY_MS);
  yield put(toastRemoved(action.payload));
}

export function* toastsSaga() {
  yield takeEvery(toastDismissed.type, removeLater);
}
