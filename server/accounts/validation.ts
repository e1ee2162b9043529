import type { z } from 'zod';
import { errors } from '../errors';

/** Parses a request body with a zod schema; the first problem becomes a 400 with a readable message. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  throw errors.validation(field ? `${field}: ${issue!.message}` : (issue?.message ?? 'The request is not valid.'));
}
