import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage, HostFact, PageFact } from '../../../contract/wire';
import { type RootState } from '../../../src/app/store';
import ChatScreen from '../../../src/screens/chat/ChatScreen';
import { chatMessageSubmitted, type SendState } from '../../../src/store/chat.slice';
import {
  factChangeFailed,
  factChangeStarted,
  factEditSubmitted,
  factRemoveConfirmed,
  factRemoved,
  factRestoreRequested,
  factSaved,
  factsReloadRequested,
  type ListingFacts,
} from '../../../src/store/listing-facts.slice';
import { listing } from '../../support/browser/listing-fixtures';
import { renderRecording } from '../../support/browser/screen-harness';
import { makeTestStore } from '../../support/browser/test-store';

// The chat's "What I know about this listing" panel, the quick-answer chips under the coach's questions and the
// score on a suggestion card, as a host meets them. The effects behind the intents are the sagas' (tested there).

const L1 = 'l-1';
const T = '2026-01-10T09:00:00.000Z';

function fact(id: string, kind: HostFact['kind'], label: string, text: string, extra: Partial<HostFact> = {}): HostFact {
  return { id, listingId: L1, kind, label, text, hostWords: text, verbatim: false, createdAt: T, updatedAt: T, ...extra };
}
const balcony = fact('f-1', 'outdoor', 'Outdoor space', 'It has a balcony with a river view.');
const metro = fact('f-2', 'transport', 'Getting around', 'The metro is a 5-minute walk.');
const neighbours = fact('f-3', 'note', 'In your words', 'Lovely neighbours.', { verbatim: true });
const AMENITIES = Array.from({ length: 30 }, (_, i) => `Amenity number ${i + 1}`).join('; ');
const pageFacts: PageFact[] = [
  { label: 'Guests', value: '3' },
  { label: 'Amenities', value: AMENITIES },
];

function msg(id: string, role: ChatMessage['role'], content: string): ChatMessage {
  return { id, userId: 'u-1', listingId: L1, role, content, createdAt: T };
}

function state(facts: Partial<ListingFacts> | null, messages: ChatMessage[] = [], send: Partial<SendState> = {}): Partial<RootState> {
  const base = makeTestStore({ saga: null }).getState();
  return {
    auth: { status: 'authenticated', user: { id: 'u-1', email: 'alex.morgan@example.com' }, expiresAt: null, lastEvent: null },
    screen: { ...base.screen, current: 'chat', listingId: L1 },
    listings: { ...base.listings, byId: { [L1]: listing({ id: L1 }) }, ids: [L1], listStatus: 'succeeded' },
    chat: { ...base.chat, threads: { [L1]: { status: 'succeeded', error: null, messages } }, send: { ...base.chat.send, ...send } },
    listingFacts: {
      ...base.listingFacts,
      byListing: facts ? { [L1]: { status: 'succeeded', error: null, pageFacts, hostFacts: [], ...facts } } : {},
    },
  };
}

async function openPanel(options: Parameters<typeof state>) {
  const rendered = renderRecording(<ChatScreen />, state(...options));
  await rendered.user.click(screen.getByRole('button', { name: /What I know about this listing/ }));
  const panel = screen.getByRole('region', { name: 'What I know about this listing' });
  return { ...rendered, panel, yours: () => within(panel).getByRole('region', { name: 'What you told me' }) };
}

describe('the facts panel', () => {
  it("lists the host's facts apart from the page's, with what each is about", async () => {
    const { panel, yours, user } = await openPanel([{ hostFacts: [balcony, metro, neighbours] }]);
    expect(screen.getByRole('button', { name: /What I know about this listing/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('3 from you · 2 from the listing page')).toBeInTheDocument();
    const items = within(yours()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Outdoor spaceIt has a balcony with a river view.',
      'Getting aroundThe metro is a 5-minute walk.',
      'In your words“Lovely neighbours.”',
    ]);
    // The page's facts are folded away until asked for; a long list shows its start with 'Show all'.
    await user.click(within(panel).getByRole('button', { name: 'From the listing page (2)' }));
    const page = within(panel).getByRole('region', { name: 'From the listing page' });
    expect(within(page).getByText('Guests').nextSibling).toHaveTextContent('3');
    const amenities = within(page).getByText(/^Amenity number 1, Amenity number 2,/);
    expect(amenities.textContent).toMatch(/…$/);
    expect(amenities.textContent).not.toContain('Amenity number 30');
    await user.click(within(page).getByRole('button', { name: 'Show all' }));
    expect(within(page).getByText(/Amenity number 29, Amenity number 30$/)).toBeInTheDocument();
  });

  it('says what to tell when the host has told nothing yet', async () => {
    const { panel, yours } = await openPanel([{ hostFacts: [] }]);
    expect(within(panel).getByText('Nothing from you yet · 2 from the listing page')).toBeInTheDocument();
    expect(within(yours()).getByText(/Nothing yet\. Tell me about the view, the beds, parking/)).toBeInTheDocument();
    expect(within(yours()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('says it is loading, then that it failed with the reason and Retry', async () => {
    const loading = await openPanel([{ status: 'pending' }]);
    expect(within(loading.panel).getByRole('status')).toHaveTextContent('Loading what I know...');
    loading.unmount();
    const { panel, user, dispatched } = await openPanel([{ status: 'failed', error: 'Internal server error' }]);
    expect(within(panel).getByRole('alert')).toHaveTextContent('Could not load what I know about this listing: Internal server error');
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(dispatched(factsReloadRequested.type).map((a) => a.payload)).toEqual([{ listingId: L1 }]);
  });

  it('edits a fact: Save sends the new words, the saved fact shows; Escape keeps the old one', async () => {
    const { yours, user, dispatched, store } = await openPanel([{ hostFacts: [balcony, metro] }]);
    await user.click(within(yours()).getByRole('button', { name: 'Edit: The metro is a 5-minute walk.' }));
    const box = within(yours()).getByRole('textbox', { name: 'Fact' });
    expect(box).toHaveValue('The metro is a 5-minute walk.');
    expect(box).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(yours()).queryByRole('textbox', { name: 'Fact' })).toBeNull();
    expect(dispatched(factEditSubmitted.type)).toHaveLength(0);

    await user.click(within(yours()).getByRole('button', { name: 'Edit: The metro is a 5-minute walk.' }));
    await user.clear(within(yours()).getByRole('textbox', { name: 'Fact' }));
    await user.type(within(yours()).getByRole('textbox', { name: 'Fact' }), 'The metro is a 10-minute walk');
    await user.click(within(yours()).getByRole('button', { name: 'Save' }));
    expect(dispatched(factEditSubmitted.type).map((a) => a.payload)).toEqual([
      { listingId: L1, factId: metro.id, text: 'The metro is a 10-minute walk' },
    ]);
    act(() => {
      store.dispatch(factChangeStarted({ listingId: L1, factId: metro.id, action: 'edit' }));
    });
    expect(within(yours()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    act(() => {
      store.dispatch(factSaved({ fact: { ...metro, text: 'The metro is a 10-minute walk.' } }));
    });
    expect(within(yours()).queryByRole('textbox', { name: 'Fact' })).toBeNull();
    expect(within(yours()).getByText('The metro is a 10-minute walk.')).toBeInTheDocument();
  });

  it('will not save an empty fact, and keeps what was typed when a save fails', async () => {
    const { yours, panel, user, dispatched, store } = await openPanel([{ hostFacts: [metro] }]);
    await user.click(within(yours()).getByRole('button', { name: 'Edit: The metro is a 5-minute walk.' }));
    await user.clear(within(yours()).getByRole('textbox', { name: 'Fact' }));
    await user.click(within(yours()).getByRole('button', { name: 'Save' }));
    expect(within(yours()).getByText('Write the fact, or press Cancel to keep it as it is')).toBeInTheDocument();
    expect(dispatched(factEditSubmitted.type)).toHaveLength(0);

    await user.type(within(yours()).getByRole('textbox', { name: 'Fact' }), 'Metro 2 minutes away{Enter}');
    expect(dispatched(factEditSubmitted.type).map((a) => (a.payload as { text: string }).text)).toEqual(['Metro 2 minutes away']);
    act(() => {
      store.dispatch(factChangeStarted({ listingId: L1, factId: metro.id, action: 'edit' }));
      store.dispatch(factChangeFailed({ factId: metro.id, message: 'Network Error' }));
    });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Could not save the fact: Network Error');
    expect(within(yours()).getByRole('textbox', { name: 'Fact' })).toHaveValue('Metro 2 minutes away');
  });

  it('removes a fact only once confirmed, and offers Undo', async () => {
    const { yours, user, dispatched, store } = await openPanel([{ hostFacts: [balcony, metro] }]);
    await user.click(within(yours()).getByRole('button', { name: 'Remove: It has a balcony with a river view.' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove this fact?' });
    expect(dialog).toHaveTextContent('I will stop using “It has a balcony with a river view.” in my suggestions.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dispatched(factRemoveConfirmed.type)).toHaveLength(0);

    await user.click(within(yours()).getByRole('button', { name: 'Remove: It has a balcony with a river view.' }));
    dialog = screen.getByRole('dialog', { name: 'Remove this fact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(dispatched(factRemoveConfirmed.type).map((a) => a.payload)).toEqual([{ listingId: L1, factId: balcony.id }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => {
      store.dispatch(factRemoved({ listingId: L1, fact: balcony }));
    });
    expect(
      within(yours())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Getting aroundThe metro is a 5-minute walk.']);
    expect(within(yours()).getByText(/Removed “It has a balcony with a river view\.”/)).toBeInTheDocument();
    await user.click(within(yours()).getByRole('button', { name: 'Undo' }));
    expect(dispatched(factRestoreRequested.type)).toHaveLength(1);
  });
});

describe('quick answers and scores in replies', () => {
  const QUESTION_REPLY = [
    '**The space** now has 120 characters (350-750 characters suggested) and scores 45/100.',
    '',
    'Suggested The space (86/100, +41): The loft sleeps up to 4 guests, with 2 bedrooms, 2 beds and 1.5 baths.',
    '',
    'Tell me these and I can write more:',
    'Question: Where can guests park if they come by car? (Quick answers: Free parking on the premises | Free street parking | There is no parking)',
    'Question: What can guests see from the windows?',
  ].join('\n');

  it("sends a quick answer as the host's message, about the reply's section", async () => {
    const { user, dispatched } = renderRecording(
      <ChatScreen />,
      state({ hostFacts: [] }, [msg('m1', 'user', 'Rewrite The space'), msg('m2', 'assistant', QUESTION_REPLY)]),
    );
    const chips = screen.getByRole('group', { name: 'Quick answers to: Where can guests park if they come by car?' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Free parking on the premises', 'Free street parking', 'There is no parking']);
    expect(screen.getByText('What can guests see from the windows?')).toBeInTheDocument();
    expect(screen.queryByText(/Quick answers:/)).toBeNull();
    await user.click(within(chips).getByRole('button', { name: 'Answer: Free street parking' }));
    expect(dispatched(chatMessageSubmitted.type).map((a) => a.payload)).toEqual([
      { listingId: L1, content: 'Free street parking', section: 'The space' },
    ]);
  });

  it('offers the chips of the latest reply only, and none while a message is on its way', () => {
    const older = msg('m2', 'assistant', QUESTION_REPLY);
    const newer = msg('m4', 'assistant', 'Question: Is there a workspace? (Quick answers: A desk and chair | No workspace)');
    const { unmount } = renderRecording(<ChatScreen />, state({ hostFacts: [] }, [older, msg('m3', 'user', 'Free street parking'), newer]));
    expect(screen.getByRole('button', { name: 'Answer: Free street parking' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Answer: A desk and chair' })).not.toHaveAttribute('aria-disabled');
    unmount();
    renderRecording(<ChatScreen />, state({ hostFacts: [] }, [older], { status: 'pending', threadKey: L1 }));
    expect(screen.getByRole('button', { name: 'Answer: Free street parking' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows on a suggestion card what the text would score and how far it moves the section', () => {
    const reply = [
      QUESTION_REPLY,
      '',
      'Suggested Title (100/100, +0): Alfama loft with rooftop terrace',
      '',
      'Suggested Guest access: The whole flat is yours.',
    ].join('\n');
    renderRecording(<ChatScreen />, state({ hostFacts: [] }, [msg('m2', 'assistant', reply)]));
    const space = screen.getByRole('figure', { name: 'Suggested The space' });
    expect(within(space).getByTestId('suggestion-score')).toHaveTextContent('86/100+41Raises this section from 45 to 86 out of 100');
    const title = screen.getByRole('figure', { name: 'Suggested Title' });
    expect(within(title).getByTestId('suggestion-score')).toHaveTextContent('100/100Scores 100 out of 100, the same as your current text');
    const access = screen.getByRole('figure', { name: 'Suggested Guest access' });
    expect(within(access).queryByTestId('suggestion-score')).toBeNull();
    expect(within(space).getByRole('blockquote')).toHaveTextContent(
      'The loft sleeps up to 4 guests, with 2 bedrooms, 2 beds and 1.5 baths.',
    );
  });
});
