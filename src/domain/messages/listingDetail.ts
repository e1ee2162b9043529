// Words of the listing detail screen (spec sections 2, 8 and 9), in one place.

export const detailText = {
  loading: 'Loading listing details...',
  notFound: 'Listing not found',
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
  localAndPricing: 'Location and Pricing',
  localOptimization: 'Location',
  pricing: 'Pricing',
} as const;

export const sectionText = {
  problems: 'Problems found',
  noProblems: 'No problems found in this section.',
  checks: 'How this score was calculated',
  checksSummary: (toFix: number, total: number) =>
    toFix > 0 ? `${toFix} of ${total} to fix` : total === 1 ? '1 passed' : `all ${total} passed`,
  evidence: 'Found',
  source: 'Source',
  fix: 'How to fix',
  points: (points: number, max: number) => `${points}/${max} points`,
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
    'Average of the four description sections, weighted by their length (at least 350 characters each, so a short or missing section still counts).',
  noScore: 'Not scored',
  byCount: (count: number, noun: string) => `${count} ${noun}`,
  addPhotosForA: (limit: number) => `Add photos up to ${limit} for grade A.`,
  moreAmenities: (count: number) => `+${count} more`,
  noAmenities: 'No amenities listed.',
  noHouseRules: 'No house rules listed.',
  noSafety: 'No safety features listed. Smoke and carbon monoxide alarms are what guests look for first.',
  safetyFeatures: (count: number) => `${count} safety ${count === 1 ? 'feature' : 'features'}`,
  noScrapedText: 'No text was found for this section on the listing page.',
} as const;

export const photoText = {
  analyze: 'Analyze Photos with AI',
  reanalyze: 'Re-analyze Photos',
  analyzing: 'Analyzing Photos...',
  noPhotos: 'This listing has no photos to analyze.',
  photoCount: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`,
  quality: 'Photo quality',
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
  localAndPricing: { message: 'How can I improve my pricing and location?', section: null },
} as const;
