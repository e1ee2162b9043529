import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { formatReply, replyParts, type RichReplyPart, type SuggestionSection } from '../../../contract/suggestions';
import { correctionPrompt, systemPrompt } from '../prompt';
import { enforceReply, isJsonReply, reviewReply } from '../protocol';
import { tidyText } from '../limits';
import { coachReply, coachSuggestion, intentOf } from './built-in-coach';
import { type Assistant, type AssistantLogger, type AssistantRequest, silentLogger } from '../types';

// The assistant backed by any OpenAI-compatible chat endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), held to the
// built-in coach's bar: every suggestion it writes is checked (limits, the listing's and the host's facts, no
// contact details, approved texts, and the rubric: never a lower score than the current text). A reply that fails
// gets one corrected attempt with the reasons named; a suggestion that still fails is replaced by the built-in
// coach's text for that section, and a reply that cannot be read at all by the coach's answer. Timeouts and
// provider errors become a reply that says so (plus the built-in coach's answer), never an error response.

export interface ModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface ModelAssistantOptions extends ModelSettings {
  /**
   * Budget for the whole reply, corrected attempt included. The browser gives up on a request after 25 s
   * (spec section 9), so the default leaves room for the database work around the model call.
   */
  deadlineMs?: number;
  /** Earlier messages sent along for context. */
  historyTurns?: number;
  logger?: AssistantLogger;
  /** Answers when the model cannot (the built-in coach). */
  fallback?: Assistant;
  /** Milliseconds clock for the deadline; tests may pass their own. */
  now?: () => number;
}

export const DEFAULT_DEADLINE_MS = 20_000;
const MIN_RETRY_BUDGET_MS = 1_000;
const HISTORY_CHARS = 2_000;

export function openAiClient(settings: ModelSettings, timeoutMs: number): OpenAI {
  return new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    // Never read OPENAI_* variables of the process: the configuration is LLM_*.
    organization: null,
    project: null,
    timeout: timeoutMs,
    // One attempt per call: the deadline, not the SDK, decides whether there is time for another.
    maxRetries: 0,
    // The SDK would log to the console; failures are logged here, without secrets.
    logLevel: 'off',
  });
}

class EmptyReplyError extends Error {}
/** Our own deadline passed (the SDK's own timeout is only a backstop). */
class DeadlineError extends Error {}

/**
 * One SDK call under a deadline we enforce ourselves, so a timeout is recognised the same way whatever fetch
 * implementation the SDK ends up with.
 */
async function withDeadline<T>(
  budgetMs: number,
  call: (options: { signal: AbortSignal; timeout: number; maxRetries: 0 }) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const budget = Math.max(1, Math.floor(budgetMs));
  const timer = setTimeout(() => controller.abort(), budget);
  try {
    return await call({ signal: controller.signal, timeout: budget + 1_000, maxRetries: 0 });
  } catch (error) {
    if (controller.signal.aborted) throw new DeadlineError('deadline passed');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

type Failure = { reason: string; kind: 'timeout' | 'rate_limited' | 'refused' | 'provider_error' | 'unreachable' | 'empty' };

export function describeFailure(error: unknown, deadlineMs: number): Failure {
  const limit = deadlineMs >= 1000 ? `${Math.round(deadlineMs / 1000)} seconds` : `${deadlineMs} ms`;
  if (error instanceof DeadlineError || error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return { kind: 'timeout', reason: `it did not answer within ${limit}` };
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    if (error.status === 429) return { kind: 'rate_limited', reason: 'it is busy right now (too many requests)' };
    if (error.status === 401 || error.status === 403)
      return { kind: 'refused', reason: 'it refused the request; the server operator needs to check the model settings' };
    return { kind: 'provider_error', reason: `it answered with an error (${error.status})` };
  }
  if (error instanceof APIConnectionError) return { kind: 'unreachable', reason: 'it could not be reached' };
  if (error instanceof EmptyReplyError) return { kind: 'empty', reason: 'it sent an empty answer' };
  return { kind: 'provider_error', reason: 'something went wrong while asking it' };
}

/** An error for the log: status and message, with the key and anything key-like taken out. */
export function loggableError(error: unknown, apiKey: string): Record<string, unknown> {
  const redact = (s: string) =>
    s
      .split(apiKey)
      .join('[redacted]')
      .replace(/\b(?:sk|key|rk)-[A-Za-z0-9_*.-]{4,}/g, '[redacted]');
  const message = error instanceof Error ? redact(error.message).slice(0, 300) : 'unknown error';
  return {
    errorName: error instanceof Error ? error.constructor.name : typeof error,
    status: error instanceof APIError ? error.status : undefined,
    message,
  };
}

function historyMessages(request: AssistantRequest, turns: number): ChatCompletionMessageParam[] {
  return request.history.slice(-turns).map((m) => ({
    role: m.role,
    content: m.content.length > HISTORY_CHARS ? `${m.content.slice(0, HISTORY_CHARS)}…` : m.content,
  }));
}

export function createModelAssistant(options: ModelAssistantOptions): Assistant {
  const deadline = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const logger = options.logger ?? silentLogger;
  const now = options.now ?? (() => performance.now());
  const client = openAiClient(options, deadline);

  async function complete(messages: ChatCompletionMessageParam[], budgetMs: number): Promise<string> {
    const completion = await withDeadline(budgetMs, (requestOptions) =>
      client.chat.completions.create({ model: options.model, messages, temperature: 0.3 }, requestOptions),
    );
    const content = completion.choices[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new EmptyReplyError('empty completion');
    return content;
  }

  async function failed(error: unknown, request: AssistantRequest): Promise<string> {
    const failure = describeFailure(error, deadline);
    logger.warn(
      { provider: 'openai-compatible', model: options.model, failure: failure.kind, ...loggableError(error, options.apiKey) },
      'assistant model call failed',
    );
    const lead = `**The AI model could not answer just now**: ${failure.reason}.`;
    if (!options.fallback) return `${lead} Please try again in a moment.`;
    try {
      const coach = await options.fallback.reply(request);
      return `${lead} Here is the built-in coach's answer instead.\n\n${coach.content}`;
    } catch (fallbackError) {
      logger.error({ ...loggableError(fallbackError, options.apiKey) }, 'assistant fallback failed');
      return `${lead} Please try again in a moment.`;
    }
  }

  return {
    provider: 'model',
    async reply(request) {
      const started = now();
      const remaining = () => deadline - (now() - started);
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(request) },
        ...historyMessages(request, options.historyTurns ?? 12),
        { role: 'user', content: request.question },
      ];
      const ctx = { listing: request.listing, approvedTexts: request.approvedTexts, hostFacts: request.hostFacts ?? [] };
      let reply: string;
      try {
        reply = await complete(messages, remaining());
      } catch (error) {
        return { content: await failed(error, request), provider: 'model' };
      }
      let review = reviewReply(reply, ctx);
      if (review.problems.length && remaining() > MIN_RETRY_BUDGET_MS) {
        try {
          reply = await complete(
            [...messages, { role: 'assistant', content: reply }, { role: 'user', content: correctionPrompt(review.problems) }],
            remaining(),
          );
          review = reviewReply(reply, ctx);
        } catch (error) {
          // The first answer is still there; the guard below replaces what breaks the rules.
          logger.warn(
            { provider: 'openai-compatible', model: options.model, attempt: 'correction', ...loggableError(error, options.apiKey) },
            'assistant correction call failed',
          );
        }
      }
      return { content: heldToTheBar(reply, review, request), provider: 'model' };
    },
  };
}

/** The section the host asked to rewrite, if the message asks for a rewrite. */
function wantedSection(request: AssistantRequest): SuggestionSection | null {
  const intent = intentOf(request);
  return intent?.kind === 'rewrite' ? intent.section : null;
}

/** The model's final reply as the host sees it: failing suggestions replaced by the coach's, unreadable parts too. */
function heldToTheBar(reply: string, review: ReturnType<typeof reviewReply>, request: AssistantRequest): string {
  const ctx = { listing: request.listing, approvedTexts: request.approvedTexts, hostFacts: request.hostFacts ?? [] };
  const replace = (section: SuggestionSection) => coachSuggestion(request, section);
  const enforced = enforceReply(reply, ctx, { author: 'model', replace });
  const malformed = review.problems.some((p) => p.section === null);
  if (!malformed) return enforced.content;
  if (isJsonReply(reply))
    return `**The AI model's answer could not be read**, so here is the built-in coach's instead.\n\n${coachReply(request)}`;
  const parts = replyParts(enforced.content);
  const readable = parts.some((p) => p.kind !== 'markdown' || p.text.trim().length > 0);
  const wanted = wantedSection(request);
  if (!readable || (!wanted && !parts.some((p) => p.kind !== 'markdown'))) {
    return `**The AI model's answer could not be read**, so here is the built-in coach's instead.\n\n${coachReply(request)}`;
  }
  if (wanted && !parts.some((p) => p.kind === 'suggestion' && p.section === wanted)) {
    const { part, missing } = replace(wanted);
    const extra: RichReplyPart[] = [
      {
        kind: 'markdown',
        text: `The AI model did not write its ${wanted} in a form I can show${part ? ", so here is the built-in coach's:" : '.'}`,
      },
      ...(part ? [part] : replyParts(missing)),
    ];
    return formatReply([...parts, ...extra]);
  }
  return enforced.content;
}

// ---- Photo descriptions --------------------------------------------------------------------------------------

export const IMAGE_DESCRIPTION_MAX = 250;

const DESCRIBE_PROMPT = `Describe this photo of a rental listing for a guest who cannot see it, in one or two plain sentences under ${IMAGE_DESCRIPTION_MAX} characters: which room or space it shows and the main things visible in it. Only what is visible; no guesses, no marketing words, no emoji.`;

export class ImageDescriptionError extends Error {}

function sniffMime(bytes: Uint8Array): string | null {
  const b = bytes;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) return 'image/gif';
  if (
    b[0] === 0x52 &&
    b[1] === 0x49 &&
    b[2] === 0x46 &&
    b[3] === 0x46 &&
    b[8] === 0x57 &&
    b[9] === 0x45 &&
    b[10] === 0x42 &&
    b[11] === 0x50
  )
    return 'image/webp';
  return null;
}

function imageUrlFor(image: Uint8Array | string): string {
  if (typeof image === 'string') {
    if (/^(?:https?:|data:image\/)/i.test(image)) return image;
    throw new ImageDescriptionError('The photo address must be an http(s) or data: URL.');
  }
  const mime = sniffMime(image);
  if (!mime) throw new ImageDescriptionError('The photo is not a JPEG, PNG, GIF or WebP image.');
  return `data:${mime};base64,${Buffer.from(image).toString('base64')}`;
}

/** A description cut to whole sentences (or words) within the limit. */
export function fitDescription(text: string, max = IMAGE_DESCRIPTION_MAX): string {
  const flat = tidyText(text.replace(/^["'“]+|["'”]+$/g, ''));
  if (flat.length <= max) return flat;
  const sentences = flat.match(/[^.!?]+[.!?]+/g) ?? [];
  let out = '';
  for (const s of sentences) {
    if ((out + s).trim().length > max) break;
    out += s;
  }
  if (out.trim()) return out.trim();
  return `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export type DescribeImage = (image: Uint8Array | string) => Promise<string>;

/**
 * Photo descriptions through the same provider (a vision message). Resolves with a plain description of at
 * most 250 characters; rejects with an ImageDescriptionError whose message says what went wrong (never the key).
 */
export function createImageDescriber(options: ModelSettings & { timeoutMs?: number; logger?: AssistantLogger }): DescribeImage {
  const timeout = options.timeoutMs ?? 30_000;
  const logger = options.logger ?? silentLogger;
  const client = openAiClient(options, timeout);
  return async (image) => {
    const url = imageUrlFor(image);
    try {
      const messages: ChatCompletionMessageParam[] = [
        {
          role: 'user',
          content: [
            { type: 'text', text: DESCRIBE_PROMPT },
            { type: 'image_url', image_url: { url, detail: 'low' } },
          ],
        },
      ];
      const completion = await withDeadline(timeout, (requestOptions) =>
        client.chat.completions.create({ model: options.model, temperature: 0, messages }, requestOptions),
      );
      const text = completion.choices[0]?.message?.content;
      if (typeof text !== 'string' || text.trim() === '') throw new EmptyReplyError('empty completion');
      return fitDescription(text);
    } catch (error) {
      const failure = describeFailure(error, timeout);
      logger.warn(
        { provider: 'openai-compatible', model: options.model, failure: failure.kind, ...loggableError(error, options.apiKey) },
        'photo description failed',
      );
      // No cause attached: a provider error can quote part of the key, and callers may log what they catch.
      throw new ImageDescriptionError(`The AI model could not describe the photo: ${failure.reason}.`);
    }
  };
}
