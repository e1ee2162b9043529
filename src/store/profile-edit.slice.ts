import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfilePatch } from '../../contract/wire';
import type { ChangePasswordError } from '../domain/account-errors';
import type { PickedFile } from '../domain/avatar';
import { signedOut } from './auth.slice';
import type { RequestStatus } from './request-status';

// The profile screen's own state (spec sections 2 and 4): Personal Information in view or edit mode with its
// save, the avatar upload, and the Change Password dialog. The profile itself stays in profile.slice.

export interface ProfileEditState {
  mode: 'view' | 'edit';
  saveStatus: RequestStatus;
  avatarStatus: RequestStatus;
  password: { open: boolean; status: RequestStatus; error: ChangePasswordError | null };
}

const closedPassword: ProfileEditState['password'] = { open: false, status: 'idle', error: null };
const initialState: ProfileEditState = { mode: 'view', saveStatus: 'idle', avatarStatus: 'idle', password: closedPassword };

/** The picked file as plain data: its object URL (the bytes stay in the browser until the upload reads them). */
export interface PickedAvatar extends PickedFile {
  fileUrl: string;
}

const profileEditSlice = createSlice({
  name: 'profileEdit',
  initialState,
  reducers: {
    profileEditStarted(state) {
      state.mode = 'edit';
      state.saveStatus = 'idle';
    },
    profileEditCancelled(state) {
      state.mode = 'view';
      state.saveStatus = 'idle';
    },
    profileSaveRequested(state, _action: PayloadAction<ProfilePatch>) {
      state.saveStatus = 'pending';
    },
    profileSaved(state) {
      state.saveStatus = 'succeeded';
      state.mode = 'view';
    },
    profileSaveFailed(state) {
      state.saveStatus = 'failed';
    },
    avatarFileChosen(_state, _action: PayloadAction<PickedAvatar>) {},
    avatarUploadStarted(state) {
      state.avatarStatus = 'pending';
    },
    avatarUploaded(state) {
      state.avatarStatus = 'succeeded';
    },
    avatarUploadFailed(state) {
      state.avatarStatus = 'failed';
    },
    changePasswordOpened(state) {
      state.password = { ...closedPassword, open: true };
    },
    changePasswordClosed(state) {
      // A change on its way finishes on its own; closing only hides the dialog.
      state.password.open = false;
      state.password.error = null;
    },
    passwordChangeRequested(state, _action: PayloadAction<{ currentPassword: string; newPassword: string }>) {
      state.password.status = 'pending';
      state.password.error = null;
    },
    passwordChanged(state) {
      state.password = { ...closedPassword, status: 'succeeded' };
    },
    passwordChangeFailed(state, action: PayloadAction<ChangePasswordError>) {
      state.password.status = 'failed';
      state.password.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const {
  profileEditStarted,
  profileEditCancelled,
  profileSaveRequested,
  profileSaved,
  profileSaveFailed,
  avatarFileChosen,
  avatarUploadStarted,
  avatarUploaded,
  avatarUploadFailed,
  changePasswordOpened,
  changePasswordClosed,
  passwordChangeRequested,
  passwordChanged,
  passwordChangeFailed,
} = profileEditSlice.actions;

export const selectProfileEdit = (state: { profileEdit: ProfileEditState }) => state.profileEdit;
export const selectPasswordDialog = (state: { profileEdit: ProfileEditState }) => state.profileEdit.password;
export default profileEditSlice.reducer;
