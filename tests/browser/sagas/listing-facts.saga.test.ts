import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { HostFact, ListingFactsResponse } from '../../../contract/wire';
import * as factsApi from '../../../src/api/listing-facts';
import * as log from '../../../src/api/platform/log';
import { HttpError } from '../../../src/api/request/request-layer';
import { rootReducer, type RootState } from '../../../src/app/store';
import { factsAfterAnswer, factsForOpenedChat, removeFact, restoreFact, saveFact } from '../../../src/sagas/listing-facts.saga';
import { authEventReceived } from '../../../src/store/auth.slice';
import { chatOpened, chatSendSucceeded } from '../../../src/store/chat.slice';
import { factEditOpened, factEditSubmitted, factRemoveConfirmed, factRemoved, factsFetched } from '../../../src/store/listing-facts.slice';
import { sleep } from '../../../src/sagas/effects';

// The facts panel's effects, run with provided api answers against the real reducer: what the host would see
// in the panel after each step.

jest.mock('../../../src/api/listing-facts');
jest.mock('../../../src/api/platform/log');

const L1 = 'l-1';
const T = '2026-01-10T09:00:00.000Z';

function fact(id: string, kind: HostFact['kind'], text: string, extra: Partial<HostFact> = {}): HostFact {
  return {
    id,
    listingId: L1,
    kind,
    label: kind,
    text,
    hostWords: text.replace(/\.$/, ''),
    verbatim: false,
    createdAt: T,
    updatedAt: T,
    ...extra,
  };
}

const balcony = fact('f-1', 'outdoor', 'It has a balcony with a river view.');
const metro = fact('f-2', 'transport', 'The metro is a 5-minute walk.', { hostWords: 'the metro is a 5-minute walk' });
const pageFacts = [
  { label: 'Guests', value: '3' },
  { label: 'Amenities', value: 'Wifi; Kitchen' },
];
const answer = (hostFacts: HostFact[]): ListingFactsResponse => ({ listingId: L1, pageFacts, hostFacts });

const serverError = (status: number, message: string) =>
  new HttpError(`${status}: ${message}`, { status, serverMessage: message, code: 'x' });

function signedInWith(hostFacts: HostFact[] | null): RootState {
  let state = rootReducer(
    undefined,
    authEventReceived({ event: 'SIGNED_IN', user: { id: 'u-1', email: 'host@example.com' }, expiresAt: null }),
  );
  if (hostFacts) state = rootReducer(state, factsFetched(answer(hostFacts)));
  return state;
}

const panel = (state: unknown) => (state as RootState).listingFacts;
const noSleep: [matchers.Matcher, unknown] = [matchers.call.fn(sleep), true];

describe('loading the facts with the conversation', () => {
  it("shows the page's facts and the host's once the chat of a listing opens", async () => {
    const { storeState } = await expectSaga(factsForOpenedChat, chatOpened({ listingId: L1 }))
      .withReducer(rootReducer, signedInWith(null))
      .provide([[matchers.call.fn(factsApi.fetchListingFacts), answer([balcony])]])
      .call(factsApi.fetchListingFacts, L1)
      .run();
    expect(panel(storeState).byListing[L1]).toEqual({ status: 'succeeded', error: null, pageFacts, hostFacts: [balcony] });
  });

  it('asks nothing for the general conversation', async () => {
    const { storeState } = await expectSaga(factsForOpenedChat, chatOpened({ listingId: null }))
      .withReducer(rootReducer, signedInWith(null))
      .provide([[matchers.call.fn(factsApi.fetchListingFacts), answer([])]])
      .not.call.fn(factsApi.fetchListingFacts)
      .run();
    expect(panel(storeState).byListing).toEqual({});
  });

  it("retries twice, then says it failed with the server's words", async () => {
    let calls = 0;
    const { storeState } = await expectSaga(factsForOpenedChat, chatOpened({ listingId: L1 }))
      .withReducer(rootReducer, signedInWith(null))
      .provide([
        noSleep,
        [
          matchers.call.fn(factsApi.fetchListingFacts),
          dynamic(() => {
            calls += 1;
            throw serverError(500, 'Internal server error');
          }),
        ],
      ])
      .run();
    expect(calls).toBe(3);
    expect(panel(storeState).byListing[L1]).toMatchObject({ status: 'failed', error: 'Internal server error' });
  });
});

describe('after an answered message', () => {
  const sent = chatSendSucceeded({
    key: L1,
    userMessage: { id: 'm1', userId: 'u-1', listingId: L1, role: 'user', content: 'The metro is a 5-minute walk', createdAt: T },
    assistantMessage: { id: 'm2', userId: 'u-1', listingId: L1, role: 'assistant', content: "Thanks, I've noted this", createdAt: T },
  });

  it('shows a fact the host just told the assistant', async () => {
    const { storeState } = await expectSaga(factsAfterAnswer, sent)
      .withReducer(rootReducer, signedInWith([balcony]))
      .provide([[matchers.call.fn(factsApi.fetchListingFacts), answer([balcony, metro])]])
      .run();
    expect(panel(storeState).byListing[L1]!.hostFacts.map((f) => f.text)).toEqual([balcony.text, metro.text]);
  });

  it('keeps the facts on screen when the refresh fails, and logs it', async () => {
    const { storeState } = await expectSaga(factsAfterAnswer, sent)
      .withReducer(rootReducer, signedInWith([balcony]))
      .provide([[matchers.call.fn(factsApi.fetchListingFacts), throwError(new HttpError('Network Error', { code: 'network' }))]])
      .call.fn(log.logWarning)
      .run();
    expect(panel(storeState).byListing[L1]).toMatchObject({ status: 'succeeded', hostFacts: [balcony] });
  });
});

describe('editing a fact', () => {
  const edited = { ...metro, text: 'The metro is a 10-minute walk.', hostWords: 'The metro is a 10-minute walk' };

  it('saves the new words, closes the editor and shows the fact as the server read it', async () => {
    const start = rootReducer(signedInWith([balcony, metro]), factEditOpened({ listingId: L1, factId: metro.id }));
    const { storeState } = await expectSaga(
      saveFact,
      factEditSubmitted({ listingId: L1, factId: metro.id, text: ' The metro is a 10-minute walk ' }),
    )
      .withReducer(rootReducer, start)
      .provide([
        [matchers.call.fn(factsApi.editHostFact), edited],
        [matchers.call.fn(factsApi.fetchListingFacts), answer([balcony, edited])],
      ])
      .call(factsApi.editHostFact, L1, metro.id, 'The metro is a 10-minute walk')
      .run();
    expect(panel(storeState).editing).toBeNull();
    expect(panel(storeState).change).toBeNull();
    expect(panel(storeState).byListing[L1]!.hostFacts.map((f) => f.text)).toEqual([balcony.text, 'The metro is a 10-minute walk.']);
  });

  it('keeps the editor open with the reason when the save fails', async () => {
    const start = rootReducer(signedInWith([metro]), factEditOpened({ listingId: L1, factId: metro.id }));
    const { storeState } = await expectSaga(saveFact, factEditSubmitted({ listingId: L1, factId: metro.id, text: 'The metro is close' }))
      .withReducer(rootReducer, start)
      .provide([[matchers.call.fn(factsApi.editHostFact), throwError(serverError(400, 'text: A fact can have at most 500 characters'))]])
      .not.call.fn(factsApi.fetchListingFacts)
      .run();
    expect(panel(storeState).editing).toEqual({ listingId: L1, factId: metro.id });
    expect(panel(storeState).change).toMatchObject({
      factId: metro.id,
      action: 'edit',
      status: 'failed',
      error: 'text: A fact can have at most 500 characters',
    });
    expect(panel(storeState).byListing[L1]!.hostFacts).toEqual([metro]);
  });

  it('drops a fact that no longer exists from the list', async () => {
    const start = rootReducer(signedInWith([balcony, metro]), factEditOpened({ listingId: L1, factId: metro.id }));
    const { storeState } = await expectSaga(saveFact, factEditSubmitted({ listingId: L1, factId: metro.id, text: 'The metro is close' }))
      .withReducer(rootReducer, start)
      .provide([
        [matchers.call.fn(factsApi.editHostFact), throwError(serverError(404, 'Fact not found'))],
        [matchers.call.fn(factsApi.fetchListingFacts), answer([balcony])],
      ])
      .run();
    expect(panel(storeState).byListing[L1]!.hostFacts).toEqual([balcony]);
    expect(panel(storeState).editing).toBeNull();
  });
});

describe('removing a fact, and Undo', () => {
  it('removes it and offers to put it back', async () => {
    const { storeState } = await expectSaga(removeFact, factRemoveConfirmed({ listingId: L1, factId: metro.id }))
      .withReducer(rootReducer, signedInWith([balcony, metro]))
      .provide([[matchers.call.fn(factsApi.removeHostFact), undefined]])
      .call(factsApi.removeHostFact, L1, metro.id)
      .put(factRemoved({ listingId: L1, fact: metro }))
      .run();
    expect(panel(storeState).byListing[L1]!.hostFacts).toEqual([balcony]);
    expect(panel(storeState).removed).toEqual({ listingId: L1, fact: metro, status: 'idle', error: null });
  });

  it('keeps the fact and says why when the removal fails', async () => {
    const { storeState } = await expectSaga(removeFact, factRemoveConfirmed({ listingId: L1, factId: metro.id }))
      .withReducer(rootReducer, signedInWith([metro]))
      .provide([[matchers.call.fn(factsApi.removeHostFact), throwError(serverError(503, 'Service unavailable'))]])
      .run();
    expect(panel(storeState).byListing[L1]!.hostFacts).toEqual([metro]);
    expect(panel(storeState).change).toMatchObject({ action: 'remove', status: 'failed', error: 'Service unavailable' });
    expect(panel(storeState).removed).toBeNull();
  });

  it("'Undo' tells the removed fact again in the host's words", async () => {
    const told = { ...metro, id: 'f-3' };
    const start = rootReducer(signedInWith([balcony]), factRemoved({ listingId: L1, fact: metro }));
    const { storeState } = await expectSaga(restoreFact)
      .withReducer(rootReducer, start)
      .provide([
        [matchers.call.fn(factsApi.addHostFact), told],
        [matchers.call.fn(factsApi.fetchListingFacts), answer([balcony, told])],
      ])
      .call(factsApi.addHostFact, L1, 'the metro is a 5-minute walk')
      .run();
    expect(panel(storeState).removed).toBeNull();
    expect(panel(storeState).byListing[L1]!.hostFacts.map((f) => f.id)).toEqual([balcony.id, 'f-3']);
  });

  it("says so when 'Undo' fails, and 'Undo' can be pressed again", async () => {
    const start = rootReducer(signedInWith([balcony]), factRemoved({ listingId: L1, fact: metro }));
    const { storeState } = await expectSaga(restoreFact)
      .withReducer(rootReducer, start)
      .provide([[matchers.call.fn(factsApi.addHostFact), throwError(serverError(500, 'Internal server error'))]])
      .run();
    expect(panel(storeState).removed).toEqual({ listingId: L1, fact: metro, status: 'failed', error: 'Internal server error' });
    expect(panel(storeState).byListing[L1]!.hostFacts).toEqual([balcony]);
  });
});
