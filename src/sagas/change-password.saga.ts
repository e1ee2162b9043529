import { call, put, select, takeLeading } from 'redux-saga/effects';
import * as auth from '../api/auth';
import { describeFailure } from '../api/request/failures';
import { mapChangePasswordFailure, type ChangePasswordStep } from '../domain/account-errors';
import { profileToasts } from '../domain/messages/profile';
import type { SessionUser } from '../store/auth.slice';
import { selectSessionUser } from '../store/auth.selectors';
import { selectProfile } from '../store/profile.slice';
import type { Profile } from '../../contract/wire';
import { passwordChanged, passwordChangeFailed, passwordChangeRequested } from '../store/profile-edit.slice';
import { showToast } from './toasts.saga';

// Change password (spec sections 5, 7 and 8): re-authenticate with the current password, then set the new one.
// Which step failed decides the message and the field it shows on.

export function* changePassword(action: ReturnType<typeof passwordChangeRequested>) {
  const { currentPassword, newPassword } = action.payload;
  const user: SessionUser | null = yield select(selectSessionUser);
  const profile: Profile | null = yield select(selectProfile);
  const email = user?.email ?? profile?.email ?? null;
  if (!email) {
    yield put(passwordChangeFailed({ code: 'session_expired' }));
    return;
  }
  let step: ChangePasswordStep = 'reauthenticate';
  try {
    yield call(auth.signInWithPassword, email, currentPassword);
    step = 'update';
    yield call(auth.updatePassword, newPassword);
  } catch (err) {
    yield put(passwordChangeFailed(mapChangePasswordFailure(step, describeFailure(err))));
    return;
  }
  yield put(passwordChanged());
  yield call(showToast, { ...profileToasts.passwordUpdated, variant: 'success' });
}

export function* changePasswordSaga() {
  yield takeLeading(passwordChangeRequested.type, changePassword);
}
