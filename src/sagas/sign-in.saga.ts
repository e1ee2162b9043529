import { call, put, select, takeLatest } from 'redux-saga/effects';
import * as auth from '../api/auth';
import { describeFailure } from '../api/request/failures';
import type { SessionInfo } from '../api/session';
import { mapGoogleFailure, mapSignInFailure, mapSignUpFailure } from '../domain/auth-errors';
import { authToastText } from '../domain/messages/auth';
import {
  googleSignInFailed,
  googleSignInRequested,
  signInFailed,
  signInRequested,
  signInSucceeded,
  signUpFailed,
  signUpRequested,
  signUpSucceeded,
} from '../store/auth-forms.slice';
import { selectWelcomesHostBack } from '../store/auth.selectors';
import { navigationRequested } from '../store/screen.slice';
import { showToast } from './toasts.saga';
import { adoptSession } from './session.saga';

// Sign-in with e-mail and password, sign-up, and Google (spec sections 2, 7 and 8).

export function* signIn(action: ReturnType<typeof signInRequested>) {
  const { email, password } = action.payload;
  let info: SessionInfo;
  try {
    info = yield call(auth.signInWithPassword, email.trim(), password);
  } catch (err) {
    yield put(signInFailed(mapSignInFailure(describeFailure(err))));
    return;
  }
  yield call(adoptSession, info);
  yield put(signInSucceeded());
  const back: boolean = yield select(selectWelcomesHostBack);
  yield call(showToast, { ...(back ? authToastText.signedIn : authToastText.signedInFirstTime), variant: 'success' });
  // The dashboard, or the screen a link asked for before sign-in; in place of the sign-in screen's history entry.
  yield put(navigationRequested({ screen: 'dashboard', landing: true, addressWrite: 'replace' }));
}

export function* signUp(action: ReturnType<typeof signUpRequested>) {
  const { fullName, email, password } = action.payload;
  let result: auth.SignUpResult;
  try {
    result = yield call(auth.signUp, { fullName: fullName.trim(), email: email.trim(), password });
  } catch (err) {
    yield put(signUpFailed(mapSignUpFailure(describeFailure(err))));
    return;
  }
  if (result.alreadyRegistered) {
    yield put(signUpFailed({ code: 'user_exists' }));
    return;
  }
  yield put(signUpSucceeded());
  if (result.session) {
    // The service confirms addresses itself: the new account is signed in already.
    yield call(adoptSession, result.session);
    yield call(showToast, { title: authToastText.signedUp.title, description: authToastText.signedIn.description, variant: 'success' });
    yield put(navigationRequested({ screen: 'dashboard', landing: true, addressWrite: 'replace' }));
    return;
  }
  yield call(showToast, { ...authToastText.signedUp, variant: 'success' });
  yield put(navigationRequested({ screen: 'login' }));
}

export function* signInWithGoogle() {
  try {
    // On success the browser leaves for Google and comes back at /auth/callback.
    yield call(auth.signInWithGoogle);
  } catch (err) {
    const error = mapGoogleFailure(describeFailure(err));
    yield put(googleSignInFailed(error));
  }
}

export function* signInSaga() {
  yield takeLatest(signInRequested.type, signIn);
  yield takeLatest(signUpRequested.type, signUp);
  yield takeLatest(googleSignInRequested.type, signInWithGoogle);
}
