import { act, screen, within } from '@testing-library/react';
import type { Profile } from '../../../contract/wire';
import ProfileScreen from '../../../src/screens/profile/ProfileScreen';
import { type RootState } from '../../../src/app/store';
import { makeTestStore } from '../../support/browser/test-store';
import { detailedProfile } from '../../support/browser/profile-fixtures';
import { chatEntryRequested } from '../../../src/store/listings.slice';
import { profileFetched, profileRequested } from '../../../src/store/profile.slice';
import {
  avatarFileChosen,
  changePasswordClosed,
  changePasswordOpened,
  passwordChangeFailed,
  passwordChangeRequested,
  profileEditCancelled,
  profileEditStarted,
  profileSaved,
  profileSaveRequested,
} from '../../../src/store/profile-edit.slice';
import { backRequested } from '../../../src/store/screen.slice';
import { renderRecording } from '../../support/browser/screen-harness';

function state(data: Profile | null = detailedProfile(), status: RootState['profile']['status'] = 'succeeded'): Partial<RootState> {
  const base = makeTestStore({ saga: null }).getState();
  return {
    auth: { status: 'authenticated', user: { id: 'u-1', email: 'alex.morgan@example.com' }, expiresAt: null, lastEvent: 'SIGNED_IN' },
    screen: { ...base.screen, current: 'profile' },
    profile: { status, data, error: null },
  };
}

const render = (data?: Profile | null, status?: RootState['profile']['status']) => renderRecording(<ProfileScreen />, state(data, status));
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('profile: layout and navigation', () => {
  it("goes 'Back to Dashboard' and to Chat through the dashboard's chat entry", async () => {
    const { user, dispatched } = render();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(dispatched(backRequested.type)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Chat with AI' }));
    await user.click(screen.getByRole('navigation', { name: 'Main navigation' }).querySelector('button:nth-child(2)')!);
    expect(dispatched(chatEntryRequested.type)).toHaveLength(2);
  });

  it('has Personal Information, Profile Picture and Account Settings', () => {
    render();
    for (const name of ['Personal Information', 'Profile Picture', 'Account Settings'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('waits for the profile, and offers Retry when it cannot be loaded', async () => {
    const { unmount } = render(null, 'pending');
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
    unmount();
    const { user, dispatched } = render(null, 'failed');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatched(profileRequested.type)).toHaveLength(1);
  });
});

describe('profile: Personal Information', () => {
  it('shows the saved values read-only until Edit, and the e-mail is never editable', async () => {
    const { user, store, dispatched } = render();
    expect(field('Full Name')).toHaveValue('Alex Morgan');
    expect(field('Phone Number')).toHaveValue('+351 912 345 678');
    expect(field('ZIP Code')).toHaveValue('1200-195');
    expect(field('Email')).toHaveValue('alex.morgan@example.com');
    expect(field('Full Name')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(dispatched(profileEditStarted.type)).toHaveLength(1);
    expect(store.getState().profileEdit.mode).toBe('edit');
    expect(field('Full Name')).not.toHaveAttribute('readonly');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Email')).toBeDisabled();
    expect(screen.getByText('Your email cannot be changed here.')).toBeInTheDocument();
  });

  it('Cancel puts the saved values back', async () => {
    const { user, dispatched } = render();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field('City'));
    await user.type(field('City'), 'Porto');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dispatched(profileEditCancelled.type)).toHaveLength(1);
    expect(field('City')).toHaveValue('Lisbon');
    expect(field('City')).toHaveAttribute('readonly');
  });

  it('Save sends the six fields, trimmed, and the form shows what was saved', async () => {
    const { user, store, dispatched } = render();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), '  Alex M. Morgan ');
    await user.clear(field('State'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(dispatched(profileSaveRequested.type).map((a) => a.payload)).toEqual([
      {
        fullName: 'Alex M. Morgan',
        phoneNumber: '+351 912 345 678',
        address: 'Rua das Flores 12',
        city: 'Lisbon',
        state: '',
        zipCode: '1200-195',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    act(() => {
      store.dispatch(profileFetched(detailedProfile({ fullName: 'Alex M. Morgan', state: null })));
      store.dispatch(profileSaved());
    });
    expect(field('Full Name')).toHaveValue('Alex M. Morgan');
    expect(field('State')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('keeps what the host types when the profile is fetched again meanwhile', async () => {
    const { user, store } = render();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field('City'));
    await user.type(field('City'), 'Porto');
    act(() => void store.dispatch(profileFetched(detailedProfile({ avatarUrl: 'http://localhost/a.png' }))));
    expect(field('City')).toHaveValue('Porto');
  });

  it('refuses a phone number the server would refuse, at the field', async () => {
    const { user, dispatched } = render();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), 'call me maybe');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use digits, spaces and + ( ) - . only')).toBeInTheDocument();
    expect(dispatched(profileSaveRequested.type)).toHaveLength(0);
  });
});

describe('profile: Profile Picture', () => {
  const createObjectURL = jest.fn(() => 'blob:http://localhost/picked');
  beforeEach(() => {
    (URL as unknown as { createObjectURL: typeof createObjectURL }).createObjectURL = createObjectURL;
  });

  it('hands the picked file to the avatar saga as plain data', async () => {
    const { user, dispatched } = render();
    const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('avatar-input'), file);
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(dispatched(avatarFileChosen.type).map((a) => a.payload)).toEqual([
      { name: 'me.png', type: 'image/png', size: 9, fileUrl: 'blob:http://localhost/picked' },
    ]);
  });

  it("reads 'Uploading...' and is disabled while the upload runs", () => {
    const preloaded = state();
    preloaded.profileEdit = { ...makeTestStore({ saga: null }).getState().profileEdit, avatarStatus: 'pending' };
    renderRecording(<ProfileScreen />, preloaded);
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  });

  it('shows the new picture here and in the header as soon as the profile has it', () => {
    const { store } = render();
    const menuButton = screen.getByRole('button', { name: 'Open account menu' });
    expect(menuButton.querySelector('img')).toBeNull();
    act(
      () =>
        void store.dispatch(
          profileFetched(detailedProfile({ avatarUrl: 'http://localhost/storage/v1/object/public/avatars/u-1/1-me.png?v=1' })),
        ),
    );
    expect(menuButton.querySelector('img')).toHaveAttribute('src', 'http://localhost/storage/v1/object/public/avatars/u-1/1-me.png?v=1');
    expect(within(screen.getByTestId('profile-avatar')).getByRole('img')).toHaveAttribute(
      'src',
      'http://localhost/storage/v1/object/public/avatars/u-1/1-me.png?v=1',
    );
  });
});

describe('profile: Change Password', () => {
  async function openDialog() {
    const view = render();
    await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(view.dispatched(changePasswordOpened.type)).toHaveLength(1);
    return { ...view, dialog: screen.getByRole('dialog', { name: 'Change Password' }) };
  }
  const dialogField = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { exact: true });

  it('checks every rule of spec section 5 before sending anything', async () => {
    const { user, dialog, dispatched } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('New password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm your password')).toBeInTheDocument();

    await user.type(dialogField(dialog, 'Current Password'), 'Old1pass');
    await user.type(dialogField(dialog, 'New Password'), 'Ab1');
    await user.type(dialogField(dialog, 'Confirm New Password'), 'Ab2');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(dialogField(dialog, 'New Password'));
    await user.type(dialogField(dialog, 'New Password'), 'lowercase1');
    expect(
      await within(dialog).findByText('Password must contain at least one uppercase letter, one lowercase letter, and one number'),
    ).toBeInTheDocument();

    await user.clear(dialogField(dialog, 'New Password'));
    await user.type(dialogField(dialog, 'New Password'), 'Old1pass');
    expect(await within(dialog).findByText('New password must be different from current password')).toBeInTheDocument();
    expect(dispatched(passwordChangeRequested.type)).toHaveLength(0);
  });

  it('sends the current and the new password', async () => {
    const { user, dialog, dispatched } = await openDialog();
    await user.type(dialogField(dialog, 'Current Password'), 'Old1pass');
    await user.type(dialogField(dialog, 'New Password'), 'New1pass');
    await user.type(dialogField(dialog, 'Confirm New Password'), 'New1pass');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(dispatched(passwordChangeRequested.type).map((a) => a.payload)).toEqual([
      { currentPassword: 'Old1pass', newPassword: 'New1pass' },
    ]);
    expect(within(dialog).getByRole('button', { name: 'Updating...' })).toBeDisabled();
  });

  it('shows the errors on the field they are about, or above the form', async () => {
    const { store, dialog } = await openDialog();
    act(() => void store.dispatch(passwordChangeFailed({ code: 'current_incorrect' })));
    expect(within(dialog).getByText('Current password is incorrect')).toBeInTheDocument();
    expect(dialogField(dialog, 'Current Password')).toHaveAttribute('aria-invalid', 'true');

    act(() => void store.dispatch(passwordChangeFailed({ code: 'weak_password', message: 'Password should be at least 6 characters.' })));
    expect(within(dialog).getByText('Password should be at least 6 characters.')).toBeInTheDocument();
    expect(dialogField(dialog, 'New Password')).toHaveAttribute('aria-invalid', 'true');

    for (const [error, text] of [
      [{ code: 'session_expired' }, 'Session has expired. Please sign in again.'],
      [{ code: 'general', message: 'Request rate limit reached' }, 'Request rate limit reached'],
      [{ code: 'unexpected' }, 'An unexpected error occurred. Please try again.'],
      [{ code: 'failed' }, 'Failed to change password'],
    ] as const) {
      act(() => void store.dispatch(passwordChangeFailed(error)));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
    }
  });

  it('closes with Cancel and opens empty again', async () => {
    const { user, dialog, dispatched } = await openDialog();
    await user.type(dialogField(dialog, 'Current Password'), 'Old1pass');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dispatched(changePasswordClosed.type)).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(dialogField(screen.getByRole('dialog', { name: 'Change Password' }), 'Current Password')).toHaveValue('');
  });
});
