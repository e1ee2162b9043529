import type { HostFact, ListingFactsResponse } from '../../contract/wire';
import { factLabel, type KnownFact } from '../assistant/facts/fact-details';
import { pageFactsOf } from '../assistant/facts/page-facts';
import { type ReadFact, readFactText } from '../assistant/facts/read-facts';
import type { ListingLookup, ListingSnapshot, ToldNow } from '../assistant/types';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { hostFactsRepository, type HostFactsRepository, type StoredFact } from './host-facts.repository';

// What the host told the assistant about a listing: read from chat messages, listed for the "What I know about this
// listing" panel beside the page's own facts, edited or removed there, and handed to every later suggestion.
// Every call is scoped to the signed-in user's own listing; another user's listing is not found.

export const MAX_FACT_CHARS = 500;

export interface HostFactsServiceDeps {
  repository: HostFactsRepository;
  listingLookup: ListingLookup;
}

function toWire(fact: StoredFact): HostFact {
  return {
    id: fact.id,
    listingId: fact.listingId,
    kind: fact.kind,
    label: factLabel(fact),
    text: fact.text,
    hostWords: fact.hostWords,
    verbatim: fact.verbatim,
    createdAt: fact.createdAt,
    updatedAt: fact.updatedAt,
  };
}

const factNotFound = () => errors.notFound('Fact not found');

export function hostFactsService(deps: HostFactsServiceDeps) {
  const { repository, listingLookup } = deps;

  async function requireListing(userId: string, listingId: string): Promise<ListingSnapshot> {
    const listing = await listingLookup(userId, listingId);
    if (!listing) throw errors.listingNotFound();
    return listing;
  }

  function readText(text: string): ReadFact {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean) throw errors.validation('text: A fact cannot be empty');
    if (clean.length > MAX_FACT_CHARS) throw errors.validation(`text: A fact can have at most ${MAX_FACT_CHARS} characters`);
    return readFactText(clean);
  }

  return {
    async list(userId: string, listingId: string): Promise<ListingFactsResponse> {
      const listing = await requireListing(userId, listingId);
      const facts = await repository.list(userId, listingId);
      return { listingId, pageFacts: pageFactsOf(listing.content, listing.title), hostFacts: facts.map(toWire) };
    },

    async add(userId: string, listingId: string, text: string): Promise<HostFact> {
      await requireListing(userId, listingId);
      const { fact } = await repository.upsert(userId, listingId, readText(text), null);
      return toWire(fact);
    },

    async edit(userId: string, listingId: string, factId: string, text: string): Promise<HostFact> {
      await requireListing(userId, listingId);
      const fact = await repository.update(userId, listingId, factId, readText(text));
      if (!fact) throw factNotFound();
      return toWire(fact);
    },

    async remove(userId: string, listingId: string, factId: string): Promise<void> {
      await requireListing(userId, listingId);
      if (!(await repository.remove(userId, listingId, factId))) throw factNotFound();
    },

    /** The facts the assistant works from. The caller has already checked the listing is the user's. */
    async known(userId: string, listingId: string): Promise<KnownFact[]> {
      const facts = await repository.list(userId, listingId);
      return facts.map((f) => ({ id: f.id, key: f.key, kind: f.kind, text: f.text, verbatim: f.verbatim }));
    },

    /** Keeps the facts read from a chat message; answers what was noted and what each replaced. */
    async remember(userId: string, listingId: string, facts: readonly ReadFact[], messageId: string): Promise<ToldNow[]> {
      const told: ToldNow[] = [];
      for (const read of facts) {
        const { fact, replaced } = await repository.upsert(userId, listingId, read, messageId);
        told.push({ text: fact.text, verbatim: fact.verbatim, replaced });
      }
      return told;
    },
  };
}

export type HostFactsService = ReturnType<typeof hostFactsService>;

/** The service on the app's database (routes build services, never repositories). */
export function hostFactsServiceFor(database: Database, listingLookup: ListingLookup): HostFactsService {
  return hostFactsService({ repository: hostFactsRepository(database), listingLookup });
}
