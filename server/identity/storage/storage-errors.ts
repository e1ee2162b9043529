import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../db/connection-errors';

// Supabase Storage's error shape: HTTP 400 for every non-500 error, the logical status as a string in
// statusCode (research/supabase-compat.md §10.3), so storage-js yields the same StorageApiError as hosted.

export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

export const storageErrors = {
  bucketNotFound: () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  alreadyExists: () => new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  denied: () => new StorageError('403', 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  badJwt: (message: string) => new StorageError('403', 'AccessDenied', 'Unauthorized', message),
  tooLarge: () => new StorageError('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  badMime: (type: string) => new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`),
  notAnImage: () =>
    new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', 'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF)'),
  hiddenContent: () =>
    new StorageError(
      '415',
      'InvalidMimeType',
      'invalid_mime_type',
      'The file is not a plain image: it carries other content (such as a script or a web page). Please save the picture again and upload that.',
    ),
  tooManyPixels: () =>
    new StorageError(
      '413',
      'EntityTooLarge',
      'Payload too large',
      'The image has more than 100 megapixels. Please upload a smaller picture.',
    ),
  invalidKey: (key: string) => new StorageError('400', 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError('400', 'InvalidRequest', 'Invalid Request', message),
  internal: () => new StorageError('500', 'InternalError', 'Internal Server Error', 'Internal Server Error'),
  unavailable: () =>
    new StorageError(
      '503',
      'ServiceUnavailable',
      'Service Unavailable',
      'The service is temporarily unavailable. Please try again in a moment.',
    ),
};

export function renderStorageError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  let storageError: StorageError;
  if (error instanceof StorageError) storageError = error;
  else {
    const fastifyError = error as FastifyError & { code?: string };
    if (fastifyError.statusCode === 413 || fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') storageError = storageErrors.tooLarge();
    else if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500)
      storageError = storageErrors.invalidRequest(fastifyError.message);
    else if (isDatabaseUnavailable(error)) storageError = storageErrors.unavailable();
    else storageError = storageErrors.internal();
  }
  const status = Number(storageError.statusCode) >= 500 ? Number(storageError.statusCode) : 400;
  if (status >= 500) request.log.error({ err: error }, 'storage request failed');
  return reply.status(status).send({
    statusCode: storageError.statusCode,
    code: storageError.code,
    error: storageError.error,
    message: storageError.message,
  });
}
