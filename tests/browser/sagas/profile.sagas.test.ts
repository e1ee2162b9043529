import { StorageApiError, StorageUnknownError } from '@supabase/storage-js';
import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js';
import * as authApi from '../../../src/api/auth';
import * as clock from '../../../src/api/platform/clock';
import { HttpError } from '../../../src/api/request/request-layer';
import * as profileApi from '../../../src/api/profile';
import type { SessionInfo } from '../../../src/api/session';
import * as storageApi from '../../../src/api/avatar-storage';
import { avatarSaga } from '../../../src/sagas/avatar.saga';
import { changePasswordSaga } from '../../../src/sagas/change-password.saga';
import { profileEditSaga } from '../../../src/sagas/profile-edit.saga';
import { profileRequested } from '../../../src/store/profile.slice';
import {
  avatarFileChosen,
  changePasswordOpened,
  passwordChangeRequested,
  profileEditStarted,
  profileSaveRequested,
  type PickedAvatar,
} from '../../../src/store/profile-edit.slice';
import { toastShown } from '../../../src/store/toasts.slice';
import { sagaStore, settle, signedIn } from '../../support/browser/saga-store';
import { profile } from '../../support/browser/profile-fixtures';

jest.mock('../../../src/api/profile');
jest.mock('../../../src/api/avatar-storage');
jest.mock('../../../src/api/auth');
jest.mock('../../../src/api/platform/clock');
const profiles = jest.mocked(profileApi);
const storage = jest.mocked(storageApi);
const auth = jest.mocked(authApi);

const NOW = 1_767_000_000_000;

const toasts = (ofType: ReturnType<typeof sagaStore>['ofType']) =>
  ofType(toastShown.type).map((a) => {
    const { title, description, variant } = a.payload as { title: string; description?: string; variant: string };
    return { title, description, variant };
  });

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  jest.mocked(clock.now).mockReturnValue(NOW);
});
afterEach(() => jest.useRealTimers());

describe('saving Personal Information', () => {
  const patch = {
    fullName: 'Alex M. Morgan',
    phoneNumber: '+351 912 345 678',
    address: '',
    city: 'Lisbon',
    state: '',
    zipCode: '1200-195',
  };

  it("saves, leaves edit mode, says 'Profile updated' and fetches the auth user again", async () => {
    profiles.updateProfile.mockResolvedValue(profile({ fullName: 'Alex M. Morgan', city: 'Lisbon' }));
    const { store, ofType } = sagaStore(profileEditSaga, signedIn);
    store.dispatch(profileEditStarted());
    store.dispatch(profileSaveRequested(patch));
    expect(store.getState().profileEdit.saveStatus).toBe('pending');
    await settle();
    expect(profiles.updateProfile).toHaveBeenCalledWith(patch);
    expect(store.getState().profile.data!.fullName).toBe('Alex M. Morgan');
    expect(store.getState().profileEdit).toMatchObject({ mode: 'view', saveStatus: 'succeeded' });
    expect(toasts(ofType)).toEqual([{ title: 'Profile updated', description: 'Your changes have been saved.', variant: 'success' }]);
    expect(ofType(profileRequested.type)).toHaveLength(1);
  });

  it("says 'Update failed' with the server's message and stays in edit mode", async () => {
    profiles.updateProfile.mockRejectedValue(
      new HttpError('400: phoneNumber: may only contain digits', { status: 400, serverMessage: 'phoneNumber: may only contain digits' }),
    );
    const { store, ofType } = sagaStore(profileEditSaga, signedIn);
    store.dispatch(profileEditStarted());
    store.dispatch(profileSaveRequested(patch));
    await settle();
    expect(store.getState().profileEdit).toMatchObject({ mode: 'edit', saveStatus: 'failed' });
    expect(toasts(ofType)).toEqual([{ title: 'Update failed', description: 'phoneNumber: may only contain digits', variant: 'error' }]);
    expect(ofType(profileRequested.type)).toHaveLength(0);
  });

  it("falls back to 'Failed to update profile' without a message", async () => {
    profiles.updateProfile.mockRejectedValue(new HttpError('', { status: 500, serverMessage: '' }));
    const { store, ofType } = sagaStore(profileEditSaga, signedIn);
    store.dispatch(profileSaveRequested(patch));
    await settle();
    expect(toasts(ofType)).toEqual([{ title: 'Update failed', description: 'Failed to update profile', variant: 'error' }]);
  });
});

describe('uploading an avatar', () => {
  const picked = (overrides: Partial<PickedAvatar> = {}): PickedAvatar => ({
    name: 'Me at the beach (1).PNG',
    type: 'image/png',
    size: 200_000,
    fileUrl: 'blob:http://localhost/abc',
    ...overrides,
  });
  const PUBLIC = 'http://localhost:8787/storage/v1/object/public/avatars/u-1/1767000000000-me-at-the-beach-1.png';

  function ready() {
    profiles.checkAvatarUploads.mockResolvedValue({ ready: true, bucket: 'avatars', maxBytes: 5 * 1024 * 1024 });
    storage.uploadAvatar.mockResolvedValue(PUBLIC);
  }

  it('checks readiness, uploads to <userId>/<timestamp>-<safe name> and saves the versioned public URL', async () => {
    ready();
    profiles.updateProfile.mockImplementation(async (patch) => profile({ avatarUrl: patch.avatarUrl ?? null }));
    const { store, ofType } = sagaStore(avatarSaga, signedIn);
    store.dispatch(avatarFileChosen(picked()));
    expect(store.getState().profileEdit.avatarStatus).toBe('pending');
    await settle();
    expect(profiles.checkAvatarUploads).toHaveBeenCalledTimes(1);
    expect(storage.uploadAvatar).toHaveBeenCalledWith('u-1/1767000000000-me-at-the-beach-1.png', 'blob:http://localhost/abc', 'image/png');
    expect(profiles.updateProfile).toHaveBeenCalledWith({ avatarUrl: `${PUBLIC}?v=${NOW}` });
    // Every header reads the profile: the new picture is there at once.
    expect(store.getState().profile.data!.avatarUrl).toBe(`${PUBLIC}?v=${NOW}`);
    expect(store.getState().profileEdit.avatarStatus).toBe('succeeded');
    expect(toasts(ofType)).toEqual([{ title: 'Avatar updated', description: 'Your new profile picture is saved.', variant: 'success' }]);
    expect(ofType(profileRequested.type)).toHaveLength(1);
    expect(storage.releasePickedFile).toHaveBeenCalledWith('blob:http://localhost/abc');
  });

  it.each([
    ['a PDF', { type: 'application/pdf' }, { title: 'Invalid file type', description: 'Please select an image file.' }],
    ['a file without a type', { type: '' }, { title: 'Invalid file type', description: 'Please select an image file.' }],
    ['an image of exactly 5MB', { size: 5 * 1024 * 1024 }, { title: 'File too large', description: 'Please select an image under 5MB.' }],
    ['a 12MB image', { size: 12 * 1024 * 1024 }, { title: 'File too large', description: 'Please select an image under 5MB.' }],
  ])('refuses %s before any call', async (_name, overrides, toast) => {
    const { store, ofType } = sagaStore(avatarSaga, signedIn);
    store.dispatch(avatarFileChosen(picked(overrides)));
    await settle();
    expect(toasts(ofType)).toEqual([{ ...toast, variant: 'error' }]);
    expect(profiles.checkAvatarUploads).not.toHaveBeenCalled();
    expect(storage.uploadAvatar).not.toHaveBeenCalled();
    expect(store.getState().profileEdit.avatarStatus).toBe('idle');
    expect(storage.releasePickedFile).toHaveBeenCalledWith('blob:http://localhost/abc');
  });

  it('accepts an image just under 5MB', async () => {
    ready();
    profiles.updateProfile.mockResolvedValue(profile());
    const { store } = sagaStore(avatarSaga, signedIn);
    store.dispatch(avatarFileChosen(picked({ size: 5 * 1024 * 1024 - 1, type: 'image/jpeg' })));
    await settle();
    expect(storage.uploadAvatar).toHaveBeenCalled();
  });

  const uploadFailures: [string, () => void, string][] = [
    [
      "the readiness call's 'Storage bucket not found'",
      () =>
        profiles.checkAvatarUploads.mockRejectedValue(
          new HttpError('503: Storage bucket not found', { status: 503, serverMessage: 'Storage bucket not found' }),
        ),
      'Avatar uploads are not configured. Please contact support.',
    ],
    [
      "storage's 'Bucket not found'",
      () => {
        profiles.checkAvatarUploads.mockResolvedValue({ ready: true, bucket: 'avatars', maxBytes: 1 });
        storage.uploadAvatar.mockRejectedValue(new StorageApiError('Bucket not found', 400, '404'));
      },
      'Avatar uploads are not configured. Please contact support.',
    ],
    [
      "'Permission denied'",
      () => {
        profiles.checkAvatarUploads.mockResolvedValue({ ready: true, bucket: 'avatars', maxBytes: 1 });
        storage.uploadAvatar.mockRejectedValue(new Error('Permission denied'));
      },
      'Please try logging out and back in to refresh your permissions.',
    ],
    [
      "storage's row-level security refusal",
      () => {
        profiles.checkAvatarUploads.mockResolvedValue({ ready: true, bucket: 'avatars', maxBytes: 1 });
        storage.uploadAvatar.mockRejectedValue(new StorageApiError('new row violates row-level security policy', 400, '403'));
      },
      'Please try logging out and back in to refresh your permissions.',
    ],
    [
      'a network error on the upload',
      () => {
        profiles.checkAvatarUploads.mockResolvedValue({ ready: true, bucket: 'avatars', maxBytes: 1 });
        storage.uploadAvatar.mockRejectedValue(new StorageUnknownError('Failed to fetch', new TypeError('Failed to fetch')));
      },
      'Network error. Please check your connection and try again.',
    ],
    [
      'a network error on the readiness call',
      () => profiles.checkAvatarUploads.mockRejectedValue(new HttpError('Network Error', { code: 'network' })),
      'Network error. Please check your connection and try again.',
    ],
    [
      'any other message',
      () =>
        profiles.checkAvatarUploads.mockRejectedValue(
          new HttpError('503: Avatar storage is not writable', { status: 503, serverMessage: 'Avatar storage is not writable' }),
        ),
      'Avatar storage is not writable',
    ],
    [
      'a failure without a message',
      () => {
        profiles.checkAvatarUploads.mockResolvedValue({ ready: true, bucket: 'avatars', maxBytes: 1 });
        storage.uploadAvatar.mockRejectedValue(new Error(''));
      },
      'Failed to upload avatar',
    ],
  ];

  it.each(uploadFailures)("maps %s to its 'Upload failed' text", async (_name, arrange, description) => {
    arrange();
    const { store, ofType } = sagaStore(avatarSaga, signedIn);
    store.dispatch(avatarFileChosen(picked()));
    await settle();
    expect(toasts(ofType)).toEqual([{ title: 'Upload failed', description, variant: 'error' }]);
    expect(store.getState().profileEdit.avatarStatus).toBe('failed');
    expect(profiles.updateProfile).not.toHaveBeenCalled();
    expect(storage.releasePickedFile).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to update profile with new avatar URL' when the profile cannot take the URL", async () => {
    ready();
    profiles.updateProfile.mockRejectedValue(
      new HttpError('500: Internal server error', { status: 500, serverMessage: 'Internal server error' }),
    );
    const { store, ofType } = sagaStore(avatarSaga, { ...signedIn, profile: { status: 'succeeded', data: profile(), error: null } });
    store.dispatch(avatarFileChosen(picked()));
    await settle();
    expect(toasts(ofType)).toEqual([
      { title: 'Upload failed', description: 'Failed to update profile with new avatar URL', variant: 'error' },
    ]);
    expect(store.getState().profile.data!.avatarUrl).toBeNull();
  });

  it('ignores a second pick while an upload runs, and lets its file go', async () => {
    profiles.checkAvatarUploads.mockReturnValue(new Promise(() => undefined));
    const { store } = sagaStore(avatarSaga, signedIn);
    store.dispatch(avatarFileChosen(picked()));
    store.dispatch(avatarFileChosen(picked({ fileUrl: 'blob:http://localhost/second' })));
    await settle();
    expect(profiles.checkAvatarUploads).toHaveBeenCalledTimes(1);
    expect(storage.releasePickedFile).toHaveBeenCalledWith('blob:http://localhost/second');
  });
});

describe('changing the password', () => {
  const session: SessionInfo = { user: { id: 'u-1', email: 'alex.morgan@example.com' }, accessToken: 't', expiresAt: 1 };
  const request = passwordChangeRequested({ currentPassword: 'Old1pass', newPassword: 'New1pass' });

  it("re-authenticates with the current password, then sets the new one: 'Password updated!'", async () => {
    auth.signInWithPassword.mockResolvedValue(session);
    auth.updatePassword.mockResolvedValue();
    const { store, ofType } = sagaStore(changePasswordSaga, signedIn);
    store.dispatch(changePasswordOpened());
    store.dispatch(request);
    expect(store.getState().profileEdit.password.status).toBe('pending');
    await settle();
    expect(auth.signInWithPassword).toHaveBeenCalledWith('alex.morgan@example.com', 'Old1pass');
    expect(auth.updatePassword).toHaveBeenCalledWith('New1pass');
    expect(auth.signInWithPassword.mock.invocationCallOrder[0]).toBeLessThan(auth.updatePassword.mock.invocationCallOrder[0]!);
    expect(store.getState().profileEdit.password).toEqual({ open: false, status: 'succeeded', error: null });
    expect(toasts(ofType)).toEqual([
      { title: 'Password updated!', description: 'Your password has been changed successfully.', variant: 'success' },
    ]);
  });

  it('does not set the new password when the current one is wrong', async () => {
    auth.signInWithPassword.mockRejectedValue(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'));
    const { store } = sagaStore(changePasswordSaga, signedIn);
    store.dispatch(changePasswordOpened());
    store.dispatch(request);
    await settle();
    expect(auth.updatePassword).not.toHaveBeenCalled();
    expect(store.getState().profileEdit.password).toEqual({ open: true, status: 'failed', error: { code: 'current_incorrect' } });
  });

  it.each([
    [
      "a 'Password should be' message",
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      { code: 'weak_password', message: 'Password should be at least 6 characters.' },
    ],
    ['a session message', new AuthApiError('Auth session missing!', 400, 'session_not_found'), { code: 'session_expired' }],
    [
      'another provider message',
      new AuthApiError('New password should be different from the old password.', 422, 'same_password'),
      { code: 'general', message: 'New password should be different from the old password.' },
    ],
    ['a provider error without words', new AuthApiError('', 400, undefined), { code: 'failed' }],
    ['an unreachable service', new AuthRetryableFetchError('Failed to fetch', 0), { code: 'unexpected' }],
    ['an exception', new TypeError('boom'), { code: 'unexpected' }],
  ])('maps %s from the update', async (_name, error, expected) => {
    auth.signInWithPassword.mockResolvedValue(session);
    auth.updatePassword.mockRejectedValue(error);
    const { store, ofType } = sagaStore(changePasswordSaga, signedIn);
    store.dispatch(changePasswordOpened());
    store.dispatch(request);
    await settle();
    expect(store.getState().profileEdit.password.error).toEqual(expected);
    expect(toasts(ofType)).toEqual([]);
  });

  it('uses the profile e-mail when the session has none, and needs one of them', async () => {
    auth.signInWithPassword.mockResolvedValue(session);
    auth.updatePassword.mockResolvedValue();
    const noEmail = { auth: { ...signedIn.auth!, user: { id: 'u-1', email: null } } };
    const withProfile = sagaStore(changePasswordSaga, {
      ...noEmail,
      profile: { status: 'succeeded', data: profile({ email: 'from.profile@example.com' }), error: null },
    });
    withProfile.store.dispatch(request);
    await settle();
    expect(auth.signInWithPassword).toHaveBeenCalledWith('from.profile@example.com', 'Old1pass');

    const neither = sagaStore(changePasswordSaga, noEmail);
    neither.store.dispatch(request);
    await settle();
    expect(neither.store.getState().profileEdit.password.error).toEqual({ code: 'session_expired' });
  });
});
