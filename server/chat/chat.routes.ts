import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ChatHistoryResponse, ChatResponse } from '../../contract/wire';
import { chatTopicOf } from '../../contract/suggestions';
import { chatServiceFor } from './chat.service';
import type { Assistant, AssistantLogger, ListingLookup } from '../assistant/types';
import type { Database } from '../db/database';
import type { HostFactsService } from '../facts/host-facts.service';
import { errors } from '../errors';
import { currentUser, requireUser } from '../http/auth-guard';
import type { TokenVerifier } from '../identity/verify-token';
import type { MarketService } from '../market/market.service';

// GET /api/chat?listingId= and POST /api/chat (spec section 7), for the signed-in user only.

export const MAX_MESSAGE_CHARS = 4000;
export const MAX_APPROVED_TEXTS = 20;
export const MAX_APPROVED_TEXT_CHARS = 5000;

const listingId = z.uuid({ message: 'listingId must be a listing id' });

const HistoryQuery = z.object({
  // An empty value means the general thread, like an absent one.
  listingId: z.union([listingId, z.literal('')]).optional(),
});

const ApprovedTextsSchema = z
  .record(
    z.string().min(1).max(64),
    z.object({
      text: z.string().max(MAX_APPROVED_TEXT_CHARS, `An approved text can have at most ${MAX_APPROVED_TEXT_CHARS} characters`),
      section: z.string().max(64),
    }),
  )
  .refine((map) => Object.keys(map).length <= MAX_APPROVED_TEXTS, `At most ${MAX_APPROVED_TEXTS} approved texts can be sent`);

const SendBody = z.object({
  listingId: listingId.nullable().optional(),
  content: z
    .string({ message: 'content must be text' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(MAX_MESSAGE_CHARS, `Message can have at most ${MAX_MESSAGE_CHARS} characters`),
  section: z
    .string()
    .max(64)
    .nullable()
    .optional()
    .refine((s) => s === null || s === undefined || s.trim() === '' || chatTopicOf(s) !== null, {
      message: 'section is not a known listing section',
    }),
  approvedTexts: ApprovedTextsSchema.optional(),
  clientMessageId: z.uuid({ message: 'clientMessageId must be a UUID' }).optional(),
});

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw errors.validation(`${where}${issue.message}`);
}

export interface ChatRoutesOptions {
  database: Database;
  tokenVerifier: TokenVerifier;
  listingLookup: ListingLookup;
  assistant: Assistant;
  /** Where the facts a host tells the assistant are kept. */
  facts?: HostFactsService;
  /** The loaded markets, for questions about the listing's market. */
  markets?: Pick<MarketService, 'insightOrNull'>;
  logger?: AssistantLogger;
}

export async function chatRoutes(app: FastifyInstance, options: ChatRoutesOptions): Promise<void> {
  const service = chatServiceFor(options.database, {
    listingLookup: options.listingLookup,
    assistant: options.assistant,
    facts: options.facts,
    market: options.markets ? (userId, listingId) => options.markets!.insightOrNull(userId, listingId) : undefined,
    logger: options.logger ?? app.log,
  });
  app.addHook('preHandler', requireUser(options.tokenVerifier));

  app.get('/api/chat', async (request): Promise<ChatHistoryResponse> => {
    const user = currentUser(request);
    const query = parse(HistoryQuery, request.query ?? {});
    return service.history(user.id, query.listingId || null);
  });

  app.post('/api/chat', async (request): Promise<ChatResponse> => {
    const user = currentUser(request);
    const body = parse(SendBody, request.body ?? {});
    return service.send(user.id, {
      listingId: body.listingId ?? null,
      content: body.content,
      topic: chatTopicOf(body.section ?? null),
      approvedTexts: body.approvedTexts ?? {},
      clientMessageId: body.clientMessageId ?? null,
    });
  });
}
