import { call, put, select, takeLatest } from 'redux-saga/effects';
import * as account from '../api/account';
import * as address from '../api/platform/address';
import * as auth from '../api/auth';
import { describeFailure } from '../api/request/failures';
import type { SessionInfo } from '../api/session';
import type { MessageResponse } from '../../contract/wire';
import { mapForgotFailure, mapResetFailure, mapResetLinkFailure } from '../domain/auth-errors';
import { POST_RESET_REDIRECT_MS } from '../domain/constants';
import { authToastText } from '../domain/messages/auth';
import type { Entry } from '../domain/screens';
import {
  newPasswordSubmitted,
  passwordUpdated,
  passwordUpdateFailed,
  resetEmailFailed,
  resetEmailRequested,
  resetEmailSent,
  resetLinkChecking,
  resetLinkRejected,
  resetLinkValidated,
} from '../store/auth-forms.slice';
import { selectResetForm } from '../store/auth-forms.selectors';
import type { AuthFormsState } from '../store/auth-forms.slice';
import { entryConsumed, entryResolved, navigationRequested } from '../store/screen.slice';
import { selectEntry } from '../store/screen.selectors';
import { showToast } from './toasts.saga';
import { delay } from './effects';
import { adoptSession } from './session.saga';

// Forgot password (e-mail a reset link) and reset password, by the product's e-mailed token or by a recovery
// session from the identity service (spec sections 2, 4, 7 and 8).

export function* requestResetEmail(action: ReturnType<typeof resetEmailRequested>) {
  const email = action.payload.email.trim();
  try {
    yield call(account.requestPasswordReset, email);
  } catch (err) {
    yield put(resetEmailFailed(mapForgotFailure(describeFailure(err))));
    return;
  }
  yield put(resetEmailSent({ email }));
  yield call(showToast, { ...authToastText.resetSent, variant: 'success' });
}

/** Checks the link the reset screen was opened with, as soon as the address is read. */
export function* checkResetLink(action: ReturnType<typeof entryResolved>) {
  const entry = action.payload;
  if (entry.kind === 'reset-without-token') {
    yield put(resetLinkRejected({ code: 'token_missing' }));
    return;
  }
  if (entry.kind !== 'reset') return;
  yield put(resetLinkChecking());
  try {
    if ('token' in entry) {
      const answer: Partial<MessageResponse> = yield call(account.validateResetToken, entry.token);
      yield put(resetLinkValidated({ email: answer?.email ?? null }));
    } else {
      const info: SessionInfo = yield call(auth.setSession, entry.accessToken, entry.refreshToken);
      yield call(adoptSession, info);
      yield put(resetLinkValidated({ email: info.user.email }));
    }
  } catch (err) {
    yield put(resetLinkRejected(mapResetLinkFailure(describeFailure(err))));
  }
}

export function* submitNewPassword(action: ReturnType<typeof newPasswordSubmitted>) {
  const { password } = action.payload;
  const entry: Entry = yield select(selectEntry);
  const form: AuthFormsState['reset'] = yield select(selectResetForm);
  if (entry.kind !== 'reset' || form.link !== 'valid') {
    yield put(passwordUpdateFailed({ code: 'session_expired' }));
    return;
  }
  let signedIn = true;
  try {
    if ('token' in entry) {
      const answer: Partial<MessageResponse> = yield call(account.resetPassword, entry.token, password);
      const email = answer?.email ?? form.email;
      signedIn = email ? yield call(signInAfterReset, email, password) : false;
    } else {
      yield call(auth.updatePassword, password);
    }
  } catch (err) {
    yield put(passwordUpdateFailed(mapResetFailure(describeFailure(err))));
    return;
  }
  yield put(passwordUpdated());
  yield call(showToast, { ...authToastText.passwordUpdated, variant: 'success' });
  yield delay(POST_RESET_REDIRECT_MS);
  yield call(address.replaceAddress, '/');
  yield put(entryConsumed());
  // Should the automatic sign-in fail, the password is still changed: the sign-in screen takes it from here.
  // In place of the reset link's history entry: Back never returns to a used link.
  yield put(navigationRequested({ screen: signedIn ? 'dashboard' : 'login', landing: signedIn, addressWrite: 'replace' }));
}

function* signInAfterReset(email: string, password: string) {
  try {
    const info: SessionInfo = yield call(auth.signInWithPassword, email, password);
    yield call(adoptSession, info);
    return true;
  } catch {
    return false;
  }
}

export function* passwordResetSaga() {
  yield takeLatest(resetEmailRequested.type, requestResetEmail);
  yield takeLatest(entryResolved.type, checkResetLink);
  yield takeLatest(newPasswordSubmitted.type, submitNewPassword);
}
