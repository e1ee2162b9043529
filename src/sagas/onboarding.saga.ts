import { call, put, select, takeLatest } from 'redux-saga/effects';
import * as account from '../api/account';
import * as address from '../api/platform/address';
import * as auth from '../api/auth';
import { describeFailure } from '../api/request/failures';
import type { SessionInfo } from '../api/session';
import type { MessageResponse } from '../../contract/wire';
import { mapSignInFailure, onboardingCreateFailureText, onboardingSignInFailureText } from '../domain/auth-errors';
import { authToastText } from '../domain/messages/auth';
import { decodeOnboardingToken } from '../domain/onboarding-token';
import type { Entry } from '../domain/screens';
import { meetsOnboardingRequirements } from '../domain/validation/auth';
import {
  onboardingFailed,
  onboardingPrepared,
  onboardingSubmitted,
  onboardingSucceeded,
  onboardingTokenRejected,
  type AuthFormsState,
} from '../store/auth-forms.slice';
import { selectOnboarding } from '../store/auth-forms.selectors';
import { entryConsumed, entryResolved, navigationRequested } from '../store/screen.slice';
import { selectEntry } from '../store/screen.selectors';
import type { ToastInput } from '../store/toasts.slice';
import { showToast } from './toasts.saga';
import { adoptSession } from './session.saga';

// Account completion after a purchase (spec sections 2, 4 and 8): the link carries a session token or an
// e-mail; the purchaser picks a password, the server creates the account, and the app signs in with it.

/** Reads who the link is for, so the screen can show the e-mail. */
export function* prepareOnboarding(action: ReturnType<typeof entryResolved>) {
  const entry = action.payload;
  if (entry.kind !== 'onboard') return;
  if (entry.mode === 'email') {
    yield put(onboardingPrepared({ mode: 'email', email: entry.email.trim() }));
    return;
  }
  const contents = decodeOnboardingToken(entry.session);
  if (contents) {
    yield put(onboardingPrepared({ mode: 'token', email: contents.email }));
  } else {
    yield put(onboardingTokenRejected());
    yield call(showToast, { ...authToastText.invalidToken, variant: 'error' });
  }
}

function* fail(toast: ToastInput) {
  yield put(onboardingFailed());
  yield call(showToast, { variant: 'error', ...toast });
}

export function* completeOnboarding(action: ReturnType<typeof onboardingSubmitted>) {
  const { password, confirmPassword } = action.payload;
  const entry: Entry = yield select(selectEntry);
  const state: AuthFormsState['onboarding'] = yield select(selectOnboarding);

  if (state.tokenInvalid) {
    yield call(fail, authToastText.invalidToken);
    return;
  }
  if (entry.kind !== 'onboard' || !state.email) {
    yield call(fail, authToastText.invalidAccess);
    return;
  }
  if (!meetsOnboardingRequirements(password)) {
    yield call(fail, authToastText.passwordRequirements);
    return;
  }
  if (password !== confirmPassword) {
    yield call(fail, authToastText.passwordMismatch);
    return;
  }

  const request: account.OnboardRequest =
    entry.mode === 'token' ? { sessionToken: entry.session, password } : { email: entry.email.trim(), password };
  let answer: Partial<MessageResponse>;
  try {
    answer = yield call(account.completeOnboard, request);
  } catch (err) {
    yield call(fail, { ...authToastText.accountCreationFailed, description: onboardingCreateFailureText(describeFailure(err)) });
    return;
  }

  try {
    const info: SessionInfo = yield call(auth.signInWithPassword, answer?.email ?? state.email, password);
    yield call(adoptSession, info);
  } catch (err) {
    const failure = describeFailure(err);
    // E-mail mode: the account exists and waits for its address to be confirmed from the mail just sent.
    if (entry.mode === 'email' && mapSignInFailure(failure).code === 'email_not_confirmed') {
      yield put(onboardingSucceeded());
      yield call(showToast, { ...authToastText.accountAwaitsConfirmation, variant: 'info' });
      yield call(address.replaceAddress, '/');
      yield put(entryConsumed());
      // As below: sign-in takes the used link's place in the history.
      yield put(navigationRequested({ screen: 'login', addressWrite: 'replace' }));
      return;
    }
    yield call(fail, { ...authToastText.accountCreationFailed, description: onboardingSignInFailureText(failure) });
    return;
  }

  yield put(onboardingSucceeded());
  yield call(showToast, { ...authToastText.accountCreated, variant: 'success' });
  yield call(address.replaceAddress, '/');
  yield put(entryConsumed());
  // In place of the onboarding link's history entry: Back never returns to a used link.
  yield put(navigationRequested({ screen: 'dashboard', addressWrite: 'replace' }));
}

export function* onboardingSaga() {
  yield takeLatest(entryResolved.type, prepareOnboarding);
  yield takeLatest(onboardingSubmitted.type, completeOnboarding);
}
