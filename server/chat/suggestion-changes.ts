import type { ChatMessage, SuggestionChange } from '../../contract/wire';
import { suggestionsIn } from '../../contract/suggestions';
import { factsOf } from '../assistant/listing-facts';
import type { ListingSnapshot } from '../assistant/types';
import { wordDiff } from '../history/history-changes';

// Each suggestion card shows what it changes in the listing's current text, as the listing's history shows what
// changed between two analyses: one word diff, removed words struck through and added ones marked. The card needs
// the whole text (the host reads the suggestion in it), so nothing is cut from the unchanged stretches.

const flat = (text: string) => text.replace(/\r\n?/g, '\n').trim();

// A thread is read with one listing snapshot: its sections' texts are worked out once for all its replies.
const currentTexts = new WeakMap<ListingSnapshot, ReturnType<typeof factsOf>['current']>();
function currentOf(listing: ListingSnapshot & { content: NonNullable<ListingSnapshot['content']> }) {
  let current = currentTexts.get(listing);
  if (!current) currentTexts.set(listing, (current = factsOf(listing.content, listing.title).current));
  return current;
}

/** What each suggestion of a reply changes in the listing's text as it is now. */
export function suggestionChanges(content: string, listing: ListingSnapshot | null): SuggestionChange[] {
  if (!listing?.content) return [];
  const suggestions = suggestionsIn(content);
  if (!suggestions.length) return [];
  const current = currentOf(listing as ListingSnapshot & { content: NonNullable<ListingSnapshot['content']> });
  return suggestions.map(({ section, text }, index) => {
    const before = flat(current[section] ?? '');
    const after = flat(text);
    if (!before) return { index, section, status: 'new', parts: [{ text: after, change: 'added' }] };
    if (before === after) return { index, section, status: 'same', parts: [{ text: after, change: 'same' }] };
    return { index, section, status: 'changed', parts: wordDiff(before, after, Infinity) };
  });
}

/** A stored reply as the browser gets it, with what its suggestions change. */
export function withSuggestionChanges<M extends ChatMessage>(message: M, listing: ListingSnapshot | null): M {
  if (message.role !== 'assistant') return message;
  const changes = suggestionChanges(message.content, listing);
  return changes.length ? { ...message, suggestionChanges: changes } : message;
}
