import type { FastifyError, FastifyInstance } from 'fastify';
import { messages, type ApiErrorBody } from '@dorsal/core';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { bodyTooLargeMessage } from './request-limits.ts';

function body(code: string, message: string, fields?: Record<string, string>, details?: Record<string, unknown>): ApiErrorBody {
  return { error: { ...details, code, message, ...(fields ? { fields } : {}) } };
}

/** Every failure answers `{ error: { code, message } }` with a Spanish message. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.fields, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) fields[issue.instancePath.slice(1).replaceAll('/', '.') || '_'] ??= issue.message ?? messages.common.malformedRequest;
      return reply.status(400).send(body('validation', error.validation[0]?.message ?? messages.common.malformedRequest, fields));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body('too_many_requests', messages.common.tooManyRequests));
    if (status === 413) return reply.status(413).send(body('payload_too_large', bodyTooLargeMessage)); // uploads word their own (lib/uploads.ts)
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body('bad_request', messages.common.malformedRequest));
    }
    request.log.error(error);
    return reply.status(500).send(body('internal', messages.common.unexpectedError));
  });
}
