import type { ApprovedTexts, ListingContent, Recommendations } from '../../contract/wire';
import type { ChatTopic } from '../../contract/suggestions';
import type { KnownFact } from './facts/fact-details';
import type { MarketInsight } from '../../contract/market';

export type { KnownFact } from './facts/fact-details';

// The assistant's seams. The chat service finds the listing through ListingLookup (wired to the listings
// repository by the app) and asks an Assistant for the reply; which provider answers is decided once, at start.

/** What the assistant needs to know about one of the user's listings. */
export interface ListingSnapshot {
  id: string;
  title: string;
  content: ListingContent | null;
  recommendations: Recommendations | null;
  seoScore: number | null;
}

/** The user's listing by id, or null when it does not exist or belongs to someone else. */
export type ListingLookup = (userId: string, listingId: string) => Promise<ListingSnapshot | null>;

/** Where the user's listing stands in its loaded market, or null when no loaded market covers it. */
export type MarketLookup = (userId: string, listingId: string) => Promise<MarketInsight | null>;

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantRequest {
  /** Null in the general thread. */
  listing: ListingSnapshot | null;
  /** The host's message, trimmed. */
  question: string;
  /** The card the message was sent from, if any (already normalised). */
  topic: ChatTopic | null;
  approvedTexts: ApprovedTexts;
  /** Earlier messages of this thread, oldest first, without the current question. */
  history: ChatTurn[];
  /** What the host has told the assistant about the listing, this message included. */
  hostFacts?: KnownFact[];
  /** The facts read from this message. */
  toldNow?: ToldNow[];
  /**
   * The words of the message that ask for something: '' when the message only told facts. Absent when no facts
   * were read (then the question is the request).
   */
  request?: string;
  /** The listing among comparable listings of its market (the "Your market" card's data); null or absent: none loaded. */
  market?: MarketInsight | null;
}

/** A fact the host's message just told the assistant. */
export interface ToldNow {
  text: string;
  verbatim: boolean;
  /** The earlier fact it replaces (same subject), as it read before. */
  replaced: string | null;
}

export interface AssistantReply {
  /** Markdown with `Suggested <Section>: <text>` lines. */
  content: string;
  provider: 'model' | 'coach';
}

export interface Assistant {
  readonly provider: 'model' | 'coach';
  reply(request: AssistantRequest): Promise<AssistantReply>;
}

/** The few logger calls the assistant makes (a pino/Fastify logger fits). */
export interface AssistantLogger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: AssistantLogger = { warn: () => undefined, error: () => undefined };
