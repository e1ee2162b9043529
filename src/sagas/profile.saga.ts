import { call, put, takeLatest } from 'redux-saga/effects';
import * as profileApi from '../api/profile';
import type { Profile } from '../../contract/wire';
import { toHttpError } from '../api/request/request-layer';
import { requestErrorText } from '../domain/request-errors';
import { profileFetched, profileFetchFailed, profileRequested } from '../store/profile.slice';

export function* fetchProfile() {
  try {
    const profile: Profile = yield call(profileApi.fetchProfile);
    yield put(profileFetched(profile));
  } catch (err) {
    yield put(profileFetchFailed(requestErrorText(toHttpError(err))));
  }
}

export function* profileSaga() {
  yield takeLatest(profileRequested.type, fetchProfile);
}
