import { call, put, select, takeEvery } from 'redux-saga/effects';
import { now } from '../api/platform/clock';
import { describeFailure } from '../api/request/failures';
import * as profileApi from '../api/profile';
import * as storage from '../api/avatar-storage';
import type { Profile } from '../../contract/wire';
import { avatarUploadErrorText, mapAvatarUploadFailure, type AvatarUploadError } from '../domain/account-errors';
import { avatarFileProblem, avatarObjectPath, versionedUrl } from '../domain/avatar';
import { profileToasts } from '../domain/messages/profile';
import type { SessionUser } from '../store/auth.slice';
import { selectSessionUser } from '../store/auth.selectors';
import { profileFetched, profileRequested } from '../store/profile.slice';
import {
  avatarFileChosen,
  avatarUploaded,
  avatarUploadFailed,
  avatarUploadStarted,
  selectProfileEdit,
  type ProfileEditState,
} from '../store/profile-edit.slice';
import { showToast } from './toasts.saga';

// The avatar upload flow (spec sections 5, 7 and 8): an image under 5MB; the readiness call; the file into the
// 'avatars' bucket at <userId>/<timestamp>-<name> (overwrite allowed); its public URL, versioned, saved with
// PATCH /api/profile, so every header shows the new picture at once; 'Avatar updated' or 'Upload failed'.

function* fail(error: AvatarUploadError) {
  yield put(avatarUploadFailed());
  yield call(showToast, { ...profileToasts.uploadFailed(avatarUploadErrorText(error)), variant: 'error' });
}

export function* uploadAvatar(action: ReturnType<typeof avatarFileChosen>) {
  const file = action.payload;
  try {
    // One upload at a time: a second pick while one runs is let go unread.
    const { avatarStatus }: ProfileEditState = yield select(selectProfileEdit);
    if (avatarStatus === 'pending') return;
    const problem = avatarFileProblem(file);
    if (problem) {
      yield call(showToast, {
        ...(problem === 'not-image' ? profileToasts.invalidFileType : profileToasts.fileTooLarge),
        variant: 'error',
      });
      return;
    }
    const user: SessionUser | null = yield select(selectSessionUser);
    if (!user) {
      yield call(fail, { code: 'permission' });
      return;
    }
    yield put(avatarUploadStarted());
    let publicUrl: string;
    let version: number;
    try {
      yield call(profileApi.checkAvatarUploads);
      version = yield call(now);
      publicUrl = yield call(storage.uploadAvatar, avatarObjectPath(user.id, version, file.name), file.fileUrl, file.type);
    } catch (err) {
      yield call(fail, mapAvatarUploadFailure(describeFailure(err)));
      return;
    }
    try {
      const saved: Profile = yield call(profileApi.updateProfile, { avatarUrl: versionedUrl(publicUrl, version) });
      yield put(profileFetched(saved));
    } catch {
      yield call(fail, { code: 'profile_update' });
      return;
    }
    yield put(avatarUploaded());
    yield call(showToast, { ...profileToasts.avatarUpdated, variant: 'success' });
    yield put(profileRequested());
  } finally {
    yield call(storage.releasePickedFile, file.fileUrl);
  }
}

export function* avatarSaga() {
  yield takeEvery(avatarFileChosen.type, uploadAvatar);
}
