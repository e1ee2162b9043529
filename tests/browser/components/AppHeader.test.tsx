import { screen, within } from '@testing-library/react';
import { AppHeader } from '../../../src/components/AppHeader';
import { signOutRequested } from '../../../src/store/auth.slice';
import { chatEntryRequested } from '../../../src/store/listings.slice';
import { navigationRequested } from '../../../src/store/screen.slice';
import { renderRecording, signedInState, useSmallScreen } from '../../support/browser/screen-harness';
import { loadedProfile, profile } from '../../support/browser/profile-fixtures';

const withProfile = (avatarUrl: string | null) => ({
  ...signedInState,
  profile: loadedProfile(profile({ avatarUrl })),
});

describe('app header on a wide screen', () => {
  it('shows the product name, marks the current screen, and opens Chat through the chat entry', async () => {
    const { user, dispatched } = renderRecording(<AppHeader current="dashboard" />, withProfile(null));
    expect(screen.getByText('Listing Optimiser')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Chat' })).not.toHaveAttribute('aria-current');
    await user.click(within(nav).getByRole('button', { name: 'Chat' }));
    expect(dispatched(chatEntryRequested.type)).toHaveLength(1);
    await user.click(within(nav).getByRole('button', { name: 'Dashboard' }));
    expect(dispatched(navigationRequested.type)).toHaveLength(0);
  });

  it('returns to the dashboard from the logo', async () => {
    const { user, dispatched } = renderRecording(<AppHeader current="listing-detail" />, withProfile(null));
    await user.click(screen.getByRole('button', { name: 'Go to the dashboard' }));
    expect(dispatched(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'dashboard' }]);
  });

  it('toggles the theme and names the mode it switches to', async () => {
    const { user, store } = renderRecording(<AppHeader current="dashboard" />, withProfile(null));
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(store.getState().theme.mode).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('shows the profile picture in the avatar menu, with Profile and Logout', async () => {
    const { user, dispatched } = renderRecording(<AppHeader current="dashboard" />, withProfile('https://cdn.example.com/a.png'));
    const button = screen.getByRole('button', { name: 'Open account menu' });
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/a.png');
    await user.click(button);
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Profile', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(dispatched(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'profile' }]);
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(dispatched(signOutRequested.type)).toHaveLength(1);
  });

  it('shows a default icon without a profile picture', () => {
    renderRecording(<AppHeader current="dashboard" />, withProfile(null));
    const button = screen.getByRole('button', { name: 'Open account menu' });
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('svg')).not.toBeNull();
  });

  it('lists Dashboard, Chat, Profile and Logout in the listing-detail variant', async () => {
    const { user, dispatched } = renderRecording(<AppHeader current="listing-detail" />, withProfile(null));
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Dashboard', 'Chat', 'Profile', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    expect(dispatched(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'dashboard' }]);
  });

  it('marks Chat as current on the chat screen', () => {
    renderRecording(<AppHeader current="chat" />, withProfile(null));
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('app header on a small screen', () => {
  useSmallScreen();

  it('replaces the navigation and the avatar with a hamburger menu, Dashboard disabled as the current screen', async () => {
    const { user, dispatched } = renderRecording(<AppHeader current="dashboard" />, withProfile(null));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open account menu' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((m) => m.textContent)).toEqual(['Dashboard', 'Chat', 'Profile', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Chat' }));
    expect(dispatched(chatEntryRequested.type)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(dispatched(signOutRequested.type)).toHaveLength(1);
  });

  it('enables Dashboard in the hamburger menu on other screens', async () => {
    const { user } = renderRecording(<AppHeader current="listing-detail" />, withProfile(null));
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute('aria-disabled');
  });
});
