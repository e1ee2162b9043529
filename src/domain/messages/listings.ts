// Words of the dashboard, listing cards, URL input and analysis progress (spec sections 2, 5 and 8), in one place.

import { PROVISIONAL } from '../../../contract/advice';

export const dashboardText = {
  welcomeBack: 'Welcome back',
  /** A host who has just created their account (issue 40). */
  welcome: 'Welcome',
  addListingTitle: 'Add a New Listing',
  addListingText: 'Get started by adding your property details',
  add: 'Add',
  yourListings: 'Your Listings',
  empty: 'No listings yet. Add your first listing to get started!',
  loadFailed: 'Failed to load listings',
  tryAgain: 'Try Again',
  loadingListings: 'Loading your listings',
  /** A free account's line: how many analyses it has left, and the purchase link. */
  freeLeft: (remaining: number, free: number) =>
    remaining === 0
      ? `Your free account has used its ${free === 1 ? 'free analysis' : `${free} free analyses`}.`
      : `Your free account has ${remaining === 1 ? '1 analysis' : `${remaining} analyses`} left.`,
  purchaseMore: 'Purchase access to analyse more listings',
} as const;

export const cardText = {
  noReviews: 'No reviews yet',
  optimizationScore: 'Optimization Score',
  provisional: PROVISIONAL,
  optimize: 'Optimize Listing',
  reanalyze: 'Re-analyze',
  delete: 'Delete Listing',
  analyzing: 'Analyzing...',
  deleting: 'Deleting...',
  reanalyzing: 'Re-analyzing...',
  analysisFailed: 'Analysis failed',
  imageAlt: (title: string) => `Photo of ${title}`,
  reviews: (count: number) => `(${count} ${count === 1 ? 'review' : 'reviews'})`,
} as const;

export const confirmText = {
  deleteTitle: 'Delete Listing',
  /** The spec's words, then what goes with the listing (issue 40): nothing of it is kept. */
  deleteMessage: (title: string) =>
    `Are you sure you want to delete "${title}"? This action cannot be undone. Its history, chat and what you told the assistant are deleted too.`,
  deleteConfirm: 'Delete',
  reanalyzeTitle: 'Re-analyze Listing',
  reanalyzeMessage: (title: string) => `Re-analyze "${title}"? This will fetch fresh data from the listing and may take 30-45 seconds.`,
  reanalyzeConfirm: 'Re-analyze',
  cancel: 'Cancel',
} as const;

export const listingToasts = {
  deleted: { title: 'Success', description: 'Listing deleted successfully' },
  deleteFailed: { title: 'Error', description: 'Failed to delete listing. Please try again.' },
  reanalysisStarted: {
    title: 'Re-analysis Started',
    description: 'Your listing is being re-analyzed with fresh data. This may take some time.',
  },
  reanalysisFailed: { title: 'Re-analysis Failed', description: 'Failed to re-analyze listing. Please try again.' },
  analysisStarted: { title: 'Analysis Started', description: 'Your listing is being analyzed. This may take some time.' },
  analysisFailed: (serverMessage: string) => ({
    title: 'Analysis Failed',
    description: `Unable to start analysis: ${serverMessage}. Please check the URL and try again.`,
  }),
  urlRequired: { title: 'URL Required', description: 'Please enter a valid listing URL.' },
  /** The server refused to start an analysis for the account (its codes), whatever the listing. */
  refused: {
    analysis_rate_limited: {
      title: 'Too Many Analyses',
      description: 'You have started as many analyses as one account may start in a minute. Please wait a minute, then try again.',
    },
    analysis_limit_reached: {
      title: 'Analyses Still Running',
      description:
        'You already have as many analyses waiting or running as one account may have. Please wait for some of them to finish, then try again.',
    },
  },
  freeLimitReached: {
    title: 'Free analysis used',
    description: 'Your free account has used its free analysis. Purchase access to analyse more listings.',
  },
  authRequired: { title: 'Authentication Required', description: 'Please log in to analyze listings.' },
} as const;

export const urlInputText = {
  title: 'Listing Analyzer',
  back: 'Back',
  heading: 'Paste your listing URL',
  intro: 'Enter the URL of your property listing to get started.',
  fieldLabel: 'Listing URL',
  placeholder: 'https://www.airbnb.com/rooms/12345678',
  analyze: 'Analyze',
  sending: 'Starting Analysis...',
  authLoading: 'Loading...',
  signedOut: 'Please log in',
} as const;

export const progressText = {
  title: 'Listing Analysis',
  back: 'Back',
  heading: 'Running a Deep Market Analysis of Your Listing...',
  intro: 'Our audit compares your listing with what wins bookings. It may take a few minutes, so feel free to stay on this page.',
  steps: [
    { title: 'Benchmarking', text: 'Comparing your listing with the best in its market' },
    { title: 'Analyzing', text: 'Reading your title, description, photos and amenities' },
    { title: 'Pinpointing', text: 'Finding what holds your listing back' },
    { title: 'Assembling', text: 'Putting together your score and advice' },
  ],
  progressLabel: 'Analysis progress',
  done: 'Analysis complete! Taking you to your dashboard...',
  failedHeading: 'We could not analyze this listing',
  /** The toast that goes with it (the spec's title for an analysis that did not go through). */
  failedToast: 'Analysis Failed',
  failedFallback: 'The analysis stopped before it could finish.',
  backToDashboard: 'Back to Dashboard',
  tryAnotherUrl: 'Try Another URL',
} as const;
