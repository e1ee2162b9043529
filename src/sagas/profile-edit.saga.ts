import { call, put, takeLatest } from 'redux-saga/effects';
import { describeFailure } from '../api/request/failures';
import * as profileApi from '../api/profile';
import type { Profile } from '../../contract/wire';
import { profileToasts } from '../domain/messages/profile';
import { requestErrorText } from '../domain/request-errors';
import { profileFetched, profileRequested } from '../store/profile.slice';
import { profileSaved, profileSaveFailed, profileSaveRequested } from '../store/profile-edit.slice';
import { showToast } from './toasts.saga';

// Saving Personal Information (spec sections 4 and 8): PATCH /api/profile, 'Profile updated' or 'Update failed',
// then the auth user query is fetched again so every screen reads the saved profile.

export function* saveProfile(action: ReturnType<typeof profileSaveRequested>) {
  try {
    const saved: Profile = yield call(profileApi.updateProfile, action.payload);
    yield put(profileFetched(saved));
  } catch (err) {
    yield put(profileSaveFailed());
    yield call(showToast, { ...profileToasts.updateFailed(requestErrorText(describeFailure(err)) || null), variant: 'error' });
    return;
  }
  yield put(profileSaved());
  yield call(showToast, { ...profileToasts.updated, variant: 'success' });
  yield put(profileRequested());
}

export function* profileEditSaga() {
  yield takeLatest(profileSaveRequested.type, saveProfile);
}
