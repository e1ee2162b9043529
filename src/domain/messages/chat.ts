// Words of the chat screen (spec sections 2, 4 and 8), in one place. The spec quotes the state headings, the
// send failure and the 'Copied!' / 'Approved' marks; the rest is written to match.

export const chatText = {
  pickerHeading: 'Select a Listing to Chat About',
  pickerIntro: 'Pick the listing you want the Listing Optimization AI to help you improve.',
  authenticating: 'Authenticating...',
  authRequired: 'Authentication Required',
  authRequiredBody: 'Please sign in to chat with the Listing Optimization AI.',
  goBack: 'Go Back',
  loadFailed: 'Failed to Load Data',
  loadFailedFallback: 'An error occurred while loading data',
  retry: 'Retry',
  notFound: 'Listing not found',
  notFoundBody: 'This listing may have been deleted.',
  backToListing: 'Back to Listing',
  changeListing: 'Change listing',
  backToTop: 'Back to Top',
  loadingConversation: 'Loading the conversation...',
  conversation: 'Conversation',
  assistantName: 'Listing Optimization AI',
  you: 'You',
  messageLabel: 'Message',
  placeholder: 'Ask the AI about your listing',
  composerHint: 'Enter to send, Shift+Enter for a new line',
  send: 'Send',
  sending: 'Sending...',
  typing: 'The Listing Optimization AI is writing a reply',
  sendFailed: (message: string | null) => `Failed to send message: ${message && message.trim() ? message : 'Unknown error'}`,
  dismiss: 'Dismiss',
  suggested: (section: string) => `Suggested ${section}`,
  copy: 'Copy',
  copyLabel: (section: string) => `Copy the suggested ${section}`,
  copied: 'Copied!',
  approved: 'Approved',
  // A suggestion's word diff against the listing's current text (the words the history screen uses for its marks).
  changesHeading: 'Changes to your current text',
  newText: 'New text: this section is empty on your listing',
  showNewText: 'Show the new text only',
  showChanges: 'Show the changes',
  added: 'added',
  removed: 'removed',
  // The rubric's score of a suggested text, on its card (docs/assistant.md: '86/100, +41').
  suggestionScore: (value: number) => `${value}/100`,
  scoreRaise: (from: number, to: number) => `Raises this section from ${from} to ${to} out of 100`,
  scoreLower: (from: number, to: number) => `Lowers this section from ${from} to ${to} out of 100`,
  scoreSame: (value: number) => `Scores ${value} out of 100, the same as your current text`,
  scoreOnly: (value: number) => `Scores ${value} out of 100`,
  scoreChange: (change: number) => `${change < 0 ? '−' : '+'}${Math.abs(change)}`,
  quickAnswers: (question: string) => `Quick answers to: ${question}`,
  quickAnswerLabel: (answer: string) => `Answer: ${answer}`,
  optimizationScore: 'Optimization Score',
  outOf100: '/100',
  recalculating: 'Recalculating...',
  noReviews: 'No reviews yet',
  reviews: (count: number) => `(${count} ${count === 1 ? 'review' : 'reviews'})`,
  generalTitle: 'Chat with the Listing Optimization AI',
  generalIntro: 'Ask anything about hosting and writing a listing that gets booked.',
  welcome: (title: string | null) =>
    title
      ? `Hi! I'm your Listing Optimization AI. Ask me anything about **${title}**: I can rewrite your title and description sections, suggest which amenities to highlight, and explain your scores. When I suggest a text, press **Copy** to put it on your clipboard and mark it approved.`
      : "Hi! I'm your Listing Optimization AI. Ask me how to write a title that sells, structure a description, or price and present your place. Add a listing on the dashboard to get advice on its own text and scores.",
} as const;

export const chatToasts = {
  copyFailed: { title: 'Copy failed', description: 'Your browser did not allow copying. Select the text and copy it by hand.' },
} as const;
