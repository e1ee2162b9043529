import type { ApprovedTexts, ChatHistoryResponse, ChatResponse } from '../../contract/wire';
import { type ChatTopic, questionsIn } from '../../contract/suggestions';
import { chatMessagesRepository, type ChatMessagesRepository, type StoredMessage, toWire } from './chat-messages.repository';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { readMessage } from '../assistant/facts/read-facts';
import {
  type Assistant,
  type AssistantLogger,
  type AssistantRequest,
  type ListingLookup,
  type ListingSnapshot,
  type MarketLookup,
  silentLogger,
} from '../assistant/types';
import type { HostFactsService } from '../facts/host-facts.service';
import { withSuggestionChanges } from './suggestion-changes';

// A chat send: store the host's message, get the assistant's answer, store it, answer with both. A retried
// send (the browser retries once after a failure, spec section 7) must not store the question twice:
// - with a clientMessageId, the same id always means the same message (unique per user);
// - without one, the thread's latest user message counts as the same send when its content and section are
//   equal and it was stored less than REPEAT_WINDOW_MS ago (the browser's 25 s timeout plus its 1 s delay).
// A question that already has an answer gets that answer back; each question has at most one answer (unique
// reply_to), so two concurrent sends of one question end with one answer.
// What the host tells the assistant about a listing in a message is kept as facts (once per message: a retried
// send finds its answer before the facts are read again), and every answer works from all the facts known.

export const REPEAT_WINDOW_MS = 30_000;
const HISTORY_MESSAGES = 20;
const MAX_REPLY_CHARS = 20_000;

export interface SendInput {
  listingId: string | null;
  content: string;
  topic: ChatTopic | null;
  approvedTexts: ApprovedTexts;
  clientMessageId: string | null;
}

export interface ChatServiceDeps {
  repository: ChatMessagesRepository;
  listingLookup: ListingLookup;
  assistant: Assistant;
  /** Where facts the host tells the assistant are kept; without it messages are answered from the page alone. */
  facts?: HostFactsService;
  /** The listing's market, so the assistant can answer "what do top listings near me have?". */
  market?: MarketLookup;
  logger?: AssistantLogger;
  now?: () => Date;
}

export function chatService(deps: ChatServiceDeps) {
  const { repository, listingLookup, assistant } = deps;
  const logger = deps.logger ?? silentLogger;
  const now = deps.now ?? (() => new Date());

  async function requireListing(userId: string, listingId: string): Promise<ListingSnapshot> {
    const listing = await listingLookup(userId, listingId);
    if (!listing) throw errors.listingNotFound();
    return listing;
  }

  async function storeQuestion(userId: string, input: SendInput): Promise<StoredMessage> {
    const message = { userId, listingId: input.listingId, content: input.content, section: input.topic };
    if (input.clientMessageId) {
      const { message: stored, created } = await repository.insertUserMessage({ ...message, clientMessageId: input.clientMessageId });
      if (!created && (stored.listingId !== input.listingId || stored.content !== input.content)) {
        throw errors.conflict('This message id was already used for a different message.');
      }
      return stored;
    }
    const repeat = await repository.findRecentRepeat(message, new Date(now().getTime() - REPEAT_WINDOW_MS));
    if (repeat) return repeat;
    return (await repository.insertUserMessage({ ...message, clientMessageId: null })).message;
  }

  /** The facts this message tells (kept), and all the facts the assistant may use for the listing. */
  async function factsFor(question: StoredMessage, listing: ListingSnapshot | null, earlier: StoredMessage[]) {
    if (!listing || !deps.facts) return {};
    const lastAnswer = [...earlier].reverse().find((m) => m.role === 'assistant');
    const read = readMessage(question.content, { answering: Boolean(lastAnswer && questionsIn(lastAnswer.content).length) });
    const toldNow = read.facts.length ? await deps.facts.remember(question.userId, listing.id, read.facts, question.id) : [];
    const hostFacts = await deps.facts.known(question.userId, listing.id);
    return toldNow.length ? { hostFacts, toldNow, request: read.request } : { hostFacts };
  }

  /** The listing's market, or null; a failure to work it out leaves the answer without it. */
  async function marketFor(userId: string, listing: ListingSnapshot | null) {
    if (!listing || !deps.market) return {};
    try {
      return { market: await deps.market(userId, listing.id) };
    } catch (error) {
      logger.warn({ err: error instanceof Error ? { name: error.name, message: error.message } : String(error) }, 'market lookup failed');
      return {};
    }
  }

  async function answer(question: StoredMessage, listing: ListingSnapshot | null, input: SendInput): Promise<string> {
    const earlier = await repository.before(question.userId, question.listingId, question, HISTORY_MESSAGES);
    try {
      const request: AssistantRequest = {
        ...(await marketFor(question.userId, listing)),
        listing,
        question: question.content,
        topic: input.topic,
        approvedTexts: input.approvedTexts,
        history: earlier.map((m) => ({ role: m.role, content: m.content })),
        ...(await factsFor(question, listing, earlier)),
      };
      const reply = await assistant.reply(request);
      const content = reply.content.trim();
      if (!content) throw new Error('empty reply');
      return content.length > MAX_REPLY_CHARS ? `${content.slice(0, MAX_REPLY_CHARS)}…` : content;
    } catch (error) {
      // The host gets an answer either way; the failure is for the operator.
      logger.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : String(error), provider: assistant.provider },
        'assistant reply failed',
      );
      return "Sorry, I couldn't put an answer together just now. Please send your message again in a moment.";
    }
  }

  return {
    async history(userId: string, listingId: string | null): Promise<ChatHistoryResponse> {
      const listing = listingId ? await requireListing(userId, listingId) : null;
      const messages = await repository.listThread(userId, listingId);
      return { messages: messages.map((m) => withSuggestionChanges(toWire(m), listing)) };
    },

    async send(userId: string, input: SendInput): Promise<ChatResponse> {
      const listing = input.listingId ? await requireListing(userId, input.listingId) : null;
      const question = await storeQuestion(userId, input);
      const existing = await repository.replyTo(userId, question.id);
      if (existing) return { userMessage: toWire(question), assistantMessage: withSuggestionChanges(toWire(existing), listing) };
      const content = await answer(question, listing, input);
      const stored = await repository.insertReply(question, content);
      return { userMessage: toWire(question), assistantMessage: withSuggestionChanges(toWire(stored), listing) };
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;

/** The chat service on the app's database (routes build services, never repositories). */
export function chatServiceFor(database: Database, deps: Omit<ChatServiceDeps, 'repository'>): ChatService {
  return chatService({ ...deps, repository: chatMessagesRepository(database) });
}
