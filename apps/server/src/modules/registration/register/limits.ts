import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@dorsal/core';
import { AppError } from '../../../lib/errors.ts';

/** REGISTRATION_ATTEMPTS_PER_MINUTE, REGISTRATION_ATTEMPTS_PER_EMAIL_PER_MINUTE, PENDING_CASH_REGISTRATIONS_PER_EMAIL. */
export interface RegistrationLimits {
  /** Registration attempts per client (IP address) and minute. */
  attemptsPerMinute: number;
  /** Registration attempts per athlete e-mail and minute, whatever the client. */
  attemptsPerEmailPerMinute: number;
  /** Pending OXXO cash registrations one e-mail may hold per event (each holds a place for 48 h). */
  pendingCashPerEmail: number;
}

const MINUTE = 60_000;

/** The athlete's e-mail of a registration body, as the registrant schema normalises it; null when there is none. */
function attemptEmail(body: unknown): string | null {
  const email = (body as { athlete?: { email?: unknown } } | null)?.athlete?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
}

/**
 * Route options that limit registration attempts (in-memory per instance, @fastify/rate-limit):
 * per client before the body is read, then per athlete e-mail once it is parsed. Past either
 * limit the answer is 429 with the Spanish message, and nothing is written.
 */
export function registrationAttemptLimits(app: FastifyInstance, limits: RegistrationLimits) {
  const perEmail = app.createRateLimit({ max: limits.attemptsPerEmailPerMinute, timeWindow: MINUTE, keyGenerator: (request) => attemptEmail(request.body) ?? '' });
  return {
    config: { rateLimit: { max: limits.attemptsPerMinute, timeWindow: MINUTE } },
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      if (attemptEmail(request.body) === null) return;
      const limit = await perEmail(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError(429, 'too_many_requests', messages.common.tooManyRequests);
    },
  };
}
