import { HOOK_WINDOW, SECTION_MAX, SECTION_MIN, SUMMARY_MAX, TITLE_MAX } from '../limits';
import { bullets, inline } from './markdown';

// The built-in coach's answers, one function per intent. Replies are markdown; listing text and scoring
// evidence are always quoted or inlined so that no line of theirs can read as a suggestion.

export type { CoachContext } from './context';

export {
  amenitiesAnswer,
  categoryAnswer,
  descriptionOverviewAnswer,
  fixFirstAnswer,
  photosAnswer,
  safetyAnswer,
  scoreAnswer,
} from './score-answers';

// ---- Help and limits -----------------------------------------------------------------------------------------

export function helpAnswer(listingTitle: string | null): string {
  return [
    listingTitle
      ? `Hi! I'm the built-in listing coach for **${inline(listingTitle, 80)}**. I can:`
      : "Hi! I'm the built-in listing coach. I can:",
    bullets([
      '**Improve your title**: options within the 50-character limit, built from your listing\'s facts ("improve my title").',
      '**Rewrite a section**: Listing Description, The space, Guest access, Other things to note or House Rules ("rewrite The space"), each scored by the same rubric as your listing.',
      '**Remember what you tell me** about the place ("the metro is a 5-minute walk", "there is free street parking") and use it in every suggestion.',
      '**Tell you what to fix first**: the fixes worth the most Optimization Score points ("what should I fix first").',
      '**Review your photos**: count, size, captions and what the analysis found ("how are my photos").',
      "**Explain your score**, amenities and guest safety, and the platform's text limits.",
    ]),
    'I only use facts that are on your listing or that you told me. When a fact is missing I will ask you for it rather than make it up. Copy a suggestion to approve it.',
    ...(listingTitle ? [] : ['Pick a listing to chat about so I can work from its facts.']),
  ].join('\n\n');
}

export function limitsAnswer(): string {
  return [
    'The limits every suggestion of mine keeps:',
    bullets([
      `Title: at most ${TITLE_MAX} characters (about 32 show on a phone).`,
      `Listing Description: at most ${SUMMARY_MAX} characters, with the hook in the first ${HOOK_WINDOW} (what shows before "Show more").`,
      `The space, Guest access, Other things to note and House Rules: ${SECTION_MIN}-${SECTION_MAX} characters each.`,
      'No contact details, web addresses, all-caps words, emoji, repeated punctuation, licence numbers or names of other booking sites.',
    ]),
  ].join('\n\n');
}

export function beyondAnswer(question: string, hasListing: boolean): string {
  return [
    `That is beyond what I can answer as the built-in coach: I work only from ${hasListing ? "this listing's content and its analysis" : "a listing's content and its analysis"}, and I can't answer "${inline(question, 120)}".`,
    'What I can do: improve your title, rewrite a section (Listing Description, The space, Guest access, Other things to note, House Rules), tell you what to fix first, review your photos, and explain your score.',
  ].join('\n\n');
}

export function needsListingAnswer(): string {
  return 'I need a listing for that. Pick a listing to chat about (or open the chat from a listing page) and I will work from its facts and scores.';
}

export function noContentAnswer(): string {
  return "I don't have this listing's content yet: the analysis has not finished or could not read the page. Once the listing shows its score, ask me again.";
}
