import { all, call, put, spawn } from 'redux-saga/effects';
import { sagaCrashed } from '../store/system.slice';
import { navigationSaga } from './navigation.saga';
import { onboardingSaga } from './onboarding.saga';
import { passwordResetSaga } from './password-reset.saga';
import { profileSaga } from './profile.saga';
import { sessionSaga } from './session.saga';
import { signInSaga } from './sign-in.saga';
import { linksSaga } from './links.saga';
import { themeSaga } from './theme.saga';
import { toastsSaga } from './toasts.saga';
import { listingsSaga } from './listings.saga';
import { listingDetailSaga } from './listing-detail.saga';
import { photosSaga } from './photos.saga';
import { historySaga } from './history.saga';
import { progressSaga } from './progress.saga';
import { pageImportSaga } from './page-import.saga';
import { chatSaga } from './chat.saga';
import { listingFactsSaga } from './listing-facts.saga';
import { profileEditSaga } from './profile-edit.saga';
import { avatarSaga } from './avatar.saga';
import { changePasswordSaga } from './change-password.saga';
import { screenFocusSaga } from './screen-focus.saga';

// Each concern runs on its own: a crash in one is logged and recorded (system/sagaCrashed), never swallowed,
// and never takes the others down.

type Saga = () => Generator;

export const concerns: [string, Saga][] = [
  ['theme', themeSaga],
  ['toasts', toastsSaga],
  ['links', linksSaga],
  ['profile', profileSaga],
  // Before navigation: they react to the entry the navigation saga reads from the address at start-up.
  ['signIn', signInSaga],
  ['passwordReset', passwordResetSaga],
  ['onboarding', onboardingSaga],
  ['screenFocus', screenFocusSaga],
  ['navigation', navigationSaga],
  ['session', sessionSaga],
  ['listings', listingsSaga],
  ['progress', progressSaga],
  ['pageImport', pageImportSaga],
  ['listingDetail', listingDetailSaga],
  ['photos', photosSaga],
  ['history', historySaga],
  ['chat', chatSaga],
  ['listingFacts', listingFactsSaga],
  ['profileEdit', profileEditSaga],
  ['avatar', avatarSaga],
  ['changePassword', changePasswordSaga],
];

export function guarded(name: string, saga: Saga) {
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

export function* rootSaga(sagas: [string, Saga][] = concerns) {
  yield all(sagas.map(([name, saga]) => spawn(guarded(name, saga))));
}
