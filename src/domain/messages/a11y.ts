import type { Screen } from '../screens';

// Words only assistive technology and keyboard users meet: the document title of each screen, the skip link,
// and what the live regions say while a listing is analysed (issue 23).

export const PRODUCT_NAME = 'Listing Optimiser';

const SCREEN_NAMES: Record<Screen, string> = {
  welcome: 'Welcome',
  login: 'Sign in',
  signup: 'Create account',
  'forgot-password': 'Forgot password',
  'reset-password': 'Reset password',
  'onboard-setup': 'Complete your account',
  dashboard: 'Dashboard',
  'url-input': 'Listing Analyzer',
  loading: 'Listing Analysis',
  'listing-detail': 'Listing details',
  chat: 'Chat',
  profile: 'Profile',
};

/** The document title of a screen: what a tab, a bookmark and a screen reader's window list show. */
export function screenTitle(screen: Screen): string {
  return `${SCREEN_NAMES[screen]} · ${PRODUCT_NAME}`;
}

export const a11yText = {
  skipToContent: 'Skip to main content',
  /** What a spinner is called when nothing more particular names it (a progress bar needs a name). */
  busy: 'Loading',
  /** The progress bar's spoken value, e.g. 'Analysing: step 2 of 4, 45 %'. */
  progressValue: (step: number, of: number, percent: number) => `Analysing: step ${step} of ${of}, ${percent} %`,
  /** The name of a section's scrolling text box on the listing detail, e.g. 'Guest access: your text'. */
  sectionTextBox: (section: string) => `${section}: your text`,
  /** Said once when the highlighted step changes, e.g. 'Analysing: step 2 of 4, Analyzing'. */
  progressStep: (step: number, of: number, title: string) => `Analysing: step ${step} of ${of}, ${title}`,
  /** Said when the analysis is done (the screen shows its own words; these are not written twice on the page). */
  progressDone: 'Analysing: finished, 100 %. Opening your dashboard.',
  /** Said at once when the analysis stops, with its reason. */
  progressFailed: (reason: string) => `Analysing stopped: ${reason}`,
} as const;
