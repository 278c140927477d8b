import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@dorsal/core';
import { AppError } from '../../lib/errors.ts';

const emailOf = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
};

/**
 * A limit per account (the e-mail in the body) beside the per-client one, so that clients rotating addresses
 * still get few tries at one account. Only answers that `counts` (failed sign-ins, sent reset mails) use up
 * the account's attempts; once they are used up, the account answers 429 until the window passes.
 */
export function accountAttemptLimit(app: FastifyInstance, { name, max, counts }: { name: string; max: number; counts: (statusCode: number) => boolean }) {
  const attempts = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (request) => `${name}:${emailOf(request.body)}` });
  return {
    preHandler: async (request: FastifyRequest) => {
      if (!emailOf(request.body)) return;
      const seen = await attempts(request, { increment: false });
      if (!seen.isAllowed && seen.remaining === 0) throw new AppError(429, 'too_many_requests', messages.common.tooManyRequests);
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      if (emailOf(request.body) && counts(reply.statusCode)) await attempts(request);
    },
  };
}
