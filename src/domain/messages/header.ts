// Words of the app header shared by the dashboard, listing detail, chat and profile screens (spec section 2).
export const headerText = {
  dashboard: 'Dashboard',
  chat: 'Chat',
  profile: 'Profile',
  logout: 'Logout',
  home: 'Go to the dashboard',
  openMenu: 'Open navigation menu',
  accountMenu: 'Open account menu',
  toDark: 'Switch to dark mode',
  toLight: 'Switch to light mode',
  mainNavigation: 'Main navigation',
} as const;
