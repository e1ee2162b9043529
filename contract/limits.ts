// Lengths both sides hold a listing's text to: the detail screen's guides and counters, and the limits every
// suggested text is checked against on the server (research/competitors.md section 2.1-2.2).

/** Airbnb's title limit; channel managers reject longer titles. */
export const TITLE_LIMIT = 50;
/** The Listing Description ("summary") limit. */
export const LISTING_DESCRIPTION_LIMIT = 500;
/** What shows before "Show more": the hook must fit here. */
export const FIRST_CHARACTERS_THAT_MATTER = 300;
/** The guide for every other description section. */
export const SUGGESTED_SECTION_LENGTH = { min: 350, max: 750 } as const;
