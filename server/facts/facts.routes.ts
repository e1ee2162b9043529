import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { HostFactDeleteResponse, HostFactResponse, ListingFactsResponse } from '../../contract/wire';
import { errors } from '../errors';
import { currentUser, requireUser } from '../http/auth-guard';
import type { TokenVerifier } from '../identity/verify-token';
import { type HostFactsService, MAX_FACT_CHARS } from './host-facts.service';

// The "What I know about this listing" panel's endpoints, for the signed-in user's own listings:
//   GET    /api/listing/:id/facts           page facts and host facts, apart
//   POST   /api/listing/:id/facts           add a host fact {text}
//   PATCH  /api/listing/:id/facts/:factId   rewrite a host fact {text}
//   DELETE /api/listing/:id/facts/:factId   remove a host fact
// Another user's listing (or fact) answers 404 exactly like one that does not exist.

export interface FactsRoutesOptions {
  tokenVerifier: TokenVerifier;
  facts: HostFactsService;
}

const FactBody = z.object({
  text: z
    .string({ message: 'text must be text' })
    .trim()
    .min(1, 'A fact cannot be empty')
    .max(MAX_FACT_CHARS, `A fact can have at most ${MAX_FACT_CHARS} characters`),
});

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw errors.validation(`${where}${issue.message}`);
}

type ListingParams = { Params: { id: string } };
type FactParams = { Params: { id: string; factId: string } };

export async function factsRoutes(app: FastifyInstance, options: FactsRoutesOptions): Promise<void> {
  const { facts } = options;
  app.addHook('preHandler', requireUser(options.tokenVerifier));

  app.get<ListingParams>('/api/listing/:id/facts', async (request): Promise<ListingFactsResponse> => {
    return facts.list(currentUser(request).id, request.params.id);
  });

  app.post<ListingParams>('/api/listing/:id/facts', async (request, reply) => {
    const body = parse(FactBody, request.body ?? {});
    const response: HostFactResponse = { fact: await facts.add(currentUser(request).id, request.params.id, body.text) };
    return reply.status(201).send(response);
  });

  app.patch<FactParams>('/api/listing/:id/facts/:factId', async (request): Promise<HostFactResponse> => {
    const body = parse(FactBody, request.body ?? {});
    return { fact: await facts.edit(currentUser(request).id, request.params.id, request.params.factId, body.text) };
  });

  app.delete<FactParams>('/api/listing/:id/facts/:factId', async (request): Promise<HostFactDeleteResponse> => {
    await facts.remove(currentUser(request).id, request.params.id, request.params.factId);
    return { success: true, id: request.params.factId };
  });
}
