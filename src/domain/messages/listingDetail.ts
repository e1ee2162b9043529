// Words of the listing detail screen (spec sections 2, 8 and 9), in one place.

export const detailText = {
  loading: 'Loading listing details...',
  notFound: 'Listing not found',
  notFoundBody: 'It may have been deleted, or this address is for another account.',
  goBack: 'Go Back',
  noReviews: 'No reviews yet',
  reviews: (count: number) => `(${count} ${count === 1 ? 'review' : 'reviews'})`,
  optimizationScore: 'Optimization Score',
  outOf100: '/100',
  recalculating: 'Recalculating...',
  chatWithAi: 'Chat with the Listing Optimization AI',
  reanalyze: 'Re-Analyze Your Airbnb Listing',
  reanalyzing: 'Re-analyzing...',
  analysisFailed: 'The last analysis did not finish',
  viewListing: 'View listing',
  improveWithAi: 'Improve with AI',
  stickyChat: 'Chat with AI',
  scoreOf: (score: number) => `${score}/100`,
  grade: (letter: string, label: string) => `Grade ${letter} · ${label}`,
} as const;

export const sourceText = {
  legendTitle: 'What the sources are',
  kindsLabel: 'Kind of source',
} as const;

export const sectionTitles = {
  title: 'Title',
  description: 'Description',
  listingDescription: 'Listing Description',
  theSpace: 'The space (Your Property)',
  guestAccess: 'Guest access',
  otherDetails: 'Other things to note',
  photos: 'Photos',
  amenities: 'Amenities',
  houseRules: 'House Rules',
  safety: 'Guest Safety',
  localOptimization: 'Location',
  pricing: 'Pricing',
} as const;

/** The section navigation at the top of the detail screen: each jumps to its part of the page. */
export const navText = {
  label: 'Parts of this page',
  summary: 'Summary',
  photos: 'Photos',
  text: 'Text',
  amenities: 'Amenities',
  rules: 'Rules',
  localRules: 'Local rules',
  market: 'Market',
  history: 'History',
} as const;

/** The few actions the detail screen opens with. */
export const topFixesText = {
  title: 'Fix these first',
  help: 'Each gain is in Optimization Score points: what your score would add if that one thing were fixed.',
  provisional: 'Your photos are still being measured, so these may change once.',
  inChat: 'Work on it in the chat',
  inChatLabel: (section: string) => `Work on ${section} in the chat`,
  importPage: 'Import the page',
  none: 'Nothing is left to fix: every check the analysis runs has passed.',
} as const;

export const sectionText = {
  problems: 'Problems found',
  noProblems: 'No problems found in this section.',
  checks: 'How this score adds up',
  notOnPage: 'Not on the page we read',
  evidence: 'Found',
  source: 'Source',
  fix: 'How to fix',
  points: (points: number, max: number, category: string) => `${points} of ${max} ${category} points`,
  missing: 'Missing',
  missingHelp: 'This section is empty. Guests skip listings that leave questions unanswered.',
  readability: 'Readability',
  titleLength: (length: number, limit: number) => `${length}/${limit} characters`,
  sectionLength: (length: number) => `${length} characters`,
  listingDescriptionLength: (length: number, limit: number) => `${length}/${limit} characters`,
  suggestedLength: (min: number, max: number) => `${min}-${max} characters suggested`,
  firstCharacters: (count: number) =>
    `The first ${count} characters of each section matter most: that is what guests read before deciding to open the rest.`,
  foldEstimate: (count: number) => `About ${count} characters show on phones before 'Show more'.`,
  firstPart: (count: number) => `First ${count} characters`,
  weightedNote:
    'Average of the four description sections, weighted by their length (at least 350 characters each, so a short or missing section still counts):',
  weightedRow: (name: string, score: number, weight: number) => `${name}: ${score}/100 × ${weight} characters`,
  weightedTotal: (sum: number, weight: number, score: number) => `Total ${sum} ÷ ${weight} characters = ${score}/100`,
  steps: 'Then',
  more: 'Also from the photo analysis',
  noScore: 'Not scored',
  byCount: (count: number, noun: string) => `${count} ${noun}`,
  addPhotosForA: (limit: number) => `Add photos up to ${limit} for grade A.`,
  moreAmenities: (count: number) => `+${count} more`,
  noAmenities: 'No amenities listed.',
  noHouseRules: 'No house rules listed.',
  noSafety: 'No safety features listed. Smoke and carbon monoxide alarms are what guests look for first.',
  safetyFeatures: (count: number) => `${count} safety ${count === 1 ? 'feature' : 'features'}`,
  cancellationPolicy: (policy: string) => `Cancellation policy: ${policy}`,
  noScrapedText: 'No text was found for this section on the listing page.',
} as const;

/** The explanation under each card: its score's name, its check count, what is good and what to do. */
export const explanationText = {
  /** What the card's score is when it is not the card's own: "The Amenities and safety score, shared with Guest Safety." */
  measure: (measure: string, shared: string[]) =>
    shared.length ? `The ${measure} score, shared with ${shared.join(' and ')}.` : `The ${measure} score.`,
  ownScore: (score: number) => `This card's own checks: ${score}/100.`,
  good: 'Good',
  fixesTitle: 'What to do, most points first',
  readabilityTitle: 'Readability',
  found: 'Found',
  notShown: (what: string) => `Not scored because the page does not show it: ${what}.`,
  descriptionFeeds: (measure: string, score: number, weight: number) =>
    `Toward the Optimization Score these sections count in ${measure}: ${score}/100, ${weight} % of the score (the House Rules card shows it).`,
  photoQualityNotScored: 'Photo quality: the photo analysis rates each photo once the photos are measured.',
} as const;

export const summaryText = {
  breakdownTitle: 'How the Optimization Score adds up',
  breakdownHelp: (counted: number) =>
    counted === 100
      ? 'Each category score times its share of the Optimization Score:'
      : `Each category score times its share; the categories that count make up ${counted} %, so each share is out of ${counted}:`,
  category: 'Category',
  share: 'Share',
  score: 'Score',
  points: 'Points',
  notScored: 'Not scored',
  total: 'Optimization Score',
  rounded: (sum: string, score: number) => `${sum}, rounded: ${score}`,
  photosMeasuring:
    'Your photos are still being measured. This score is provisional: the measured one replaces it once, when they are done.',
  provisional: 'Provisional',
  sourcesTitle: 'Where the rules come from',
} as const;

export const complianceText = {
  title: 'Local rules and safety',
  place: (place: string) => `Checked for ${place}.`,
  noPlace: 'The page does not say where the listing is.',
  /** Which items count toward the score and where ("the registration number (Description and house rules)"). */
  inScore: (parts: readonly string[], rest: boolean) =>
    parts.length === 0
      ? 'None of these is part of the Optimization Score: they are rules to keep, whatever the score says.'
      : `In the Optimization Score: ${parts.join(', ')}.${rest ? ' The rest is not scored: these are rules to keep, whatever the score says.' : ''}`,
  scoredPart: (what: string, category: string) => `${what} (${category})`,
  topics: { registration: 'the registration number', cameras: 'cameras', safety: 'the alarms', content: 'contact details and writing' },
  status: { ok: 'In order', problem: 'Problem', warning: 'Check this', unchecked: 'Could not be checked' },
  severity: { critical: 'Serious: can cost you the listing or a fine', warning: 'Should be fixed', info: 'Good to know' },
  consequenceLevel: 'How serious',
  found: 'Found',
  fix: 'What to do',
  fixOn: (card: string) => `See the ${card} card: it says what to do.`,
  consequence: 'What is at stake',
  source: 'Source',
  required: (date: string) => `Required since ${date}`,
  rulesDate: (date: string) => `Rules checked on ${date}.`,
  links: 'Read the source',
} as const;

export const guestFavouriteText = {
  title: 'Guest Favourite readiness',
  notInScore: 'Not part of the Optimization Score.',
  holdsBack: 'Holds it back',
  notShown: 'not shown',
  rating: (rating: string) => `${rating} of 5`,
  reviews: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  criteria: "Airbnb's criteria and what this reading cannot know",
  source: 'Source',
} as const;

export const photoText = {
  analyze: 'Analyze Photos with AI',
  reanalyze: 'Re-analyze Photos',
  analyzing: 'Analyzing Photos...',
  noPhotos: 'This listing has no photos to analyze.',
  photoCount: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`,
  quality: 'Photo quality',
  measuredQuality: 'Measured photo quality',
  unmeasuredTitle: 'Your photos could not be measured',
  impact: (impact: string) => `Estimated impact: ${impact}`,
  topRecommendation: 'Top recommendation',
  criticalIssues: 'Critical issues',
  improvements: 'Improvements',
  strengths: 'Strengths',
  keyPhotos: 'Key photos',
  notAnalyzed: 'Run the photo analysis to see how each photo scores and what to reshoot.',
  photoAlt: (index: number) => `Listing photo ${index + 1}`,
  openPhoto: (index: number) => `Open details of photo ${index + 1}`,
  dialogTitle: (index: number) => `Photo ${index + 1}`,
  hero: 'Cover photo',
  overall: 'Overall',
  resolution: 'Resolution',
  lighting: 'Lighting',
  qualityRating: 'Quality rating',
  outOf10: (n: number) => `${n}/10`,
  size: 'Size',
  aspectRatio: 'Aspect ratio',
  category: 'Room',
  priority: 'Priority',
  technicalIssues: 'Technical issues',
  noIssues: 'No technical issues found.',
  composition: 'Composition',
  features: 'Features',
  description: 'What the AI sees',
  close: 'Close',
  closeDialog: 'Close photo details',
  photoError: 'This photo could not be analyzed',
} as const;

export const photoToasts = {
  complete: { title: 'Analysis Complete', description: 'Your photos have been analyzed.' },
  failed: (message: string | null) => ({ title: 'Analysis Failed', description: message || 'Failed to analyze photos. Please try again.' }),
} as const;

export const celebrationText = {
  title: 'Good Job',
  message: 'Your Title and Description are Exceptional',
  close: 'Awesome!',
} as const;

/** What the chat is prefilled with when a section card's 'Improve with AI' is pressed. */
export const chatPrefills = {
  title: { message: 'Improve my title', section: 'Title' },
  description: { message: 'Give me an overview of my description', section: 'Description' },
  listingDescription: { message: 'Rewrite my Listing Description', section: 'Listing Description' },
  theSpace: { message: 'Rewrite The space', section: 'The space' },
  guestAccess: { message: 'Rewrite Guest access', section: 'Guest access' },
  otherDetails: { message: 'Rewrite Other things to note', section: 'Other things to note' },
  photos: { message: 'How are my photos?', section: 'Photos' },
  amenities: { message: 'Which amenities should I highlight?', section: 'Amenities' },
  houseRules: { message: 'Rewrite my House Rules', section: 'House Rules' },
  safety: { message: 'How can I improve Guest Safety?', section: 'Guest Safety' },
  localOptimization: { message: 'How can I improve the location part of my listing?', section: null },
  pricing: { message: 'How can I improve my pricing?', section: null },
  localRules: { message: 'What do the local rules ask of my listing?', section: null },
} as const;
