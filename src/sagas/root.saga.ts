import { all, setContext, spawn } from 'redux-saga/effects';
import { addressSaga } from './address.saga';
import { guarded, type Concern } from './guarded';
import { navigationSaga } from './navigation.saga';
import { onboardingSaga } from './onboarding.saga';
import { passwordResetSaga } from './password-reset.saga';
import { profileSaga } from './profile.saga';
import { sessionSaga } from './session.saga';
import { signInSaga } from './sign-in.saga';
import { linksSaga } from './links.saga';
import { themeSaga } from './theme.saga';
import { toastsSaga } from './toasts.saga';
import { screenFocusSaga } from './screen-focus.saga';
import { createSignedInStarter, loadSignedInConcerns, SIGNED_IN_STARTER } from './signed-in';

// Each concern runs on its own: a crash in one is logged and recorded (system/sagaCrashed), never swallowed,
// and never takes the others down. These run from the start; the signed-in screens' concerns start with the
// first of those screens (./signed-in.ts), so a signed-out visit does not download them.

export const concerns: Concern[] = [
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
  // After navigation: it writes the address of the screen navigation shows, and hands it Back and Forward.
  ['address', addressSaga],
  ['session', sessionSaga],
];

export function* rootSaga(sagas: Concern[] = concerns, loadSignedIn: () => Promise<Concern[]> = loadSignedInConcerns) {
  yield setContext({ [SIGNED_IN_STARTER]: createSignedInStarter(loadSignedIn) });
  yield all(sagas.map(([name, saga]) => spawn(guarded(name, saga))));
}
