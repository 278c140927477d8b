import type { FastifyInstance } from 'fastify';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  signInSchema,
  signUpSchema,
} from '@dorsal/core';
import { AppError } from '../../lib/errors.ts';
import { readSingleFile } from '../../lib/uploads.ts';
import { parseInput } from '../../lib/validation.ts';
import { forwardCookies, toWebHeaders } from '../../lib/web-headers.ts';
import type { LinkOrigin } from '../../lib/link-origin.ts';
import { messages } from '@dorsal/core';
import type { AccountsService } from './accounts.service.ts';
import type { CurrentUser } from './current-user.ts';
import { PHOTO_UPLOAD_MAX_BYTES } from './profile-photo.ts';
import { accountAttemptLimit } from './account-attempts.ts';

interface Dependencies {
  accounts: AccountsService;
  currentUser: CurrentUser;
  /** Sign-in, sign-up and reset attempts allowed per client and minute. */
  authAttemptsPerMinute: number;
  /** Sign-in and reset attempts allowed per account (the e-mail in the body) and minute, from any client. */
  authAttemptsPerAccountPerMinute: number;
  linkOrigin: LinkOrigin;
}

export function registerAccountRoutes(app: FastifyInstance, { accounts, currentUser, authAttemptsPerMinute, authAttemptsPerAccountPerMinute, linkOrigin }: Dependencies) {
  const limited = { config: { rateLimit: { max: authAttemptsPerMinute, timeWindow: 60_000 } } };
  const accountLimit = (name: string, counts: (statusCode: number) => boolean) => ({
    ...limited,
    ...accountAttemptLimit(app, { name, max: authAttemptsPerAccountPerMinute, counts }),
  });
  const signInLimit = accountLimit('sign-in', (status) => status === 401);
  const resetLimit = accountLimit('reset', (status) => status < 400);

  app.get('/api/session', async (request) => ({ user: await currentUser.optional(request) }));

  app.post('/api/accounts', limited, async (request, reply) => {
    const input = parseInput(signUpSchema, request.body);
    const { user, headers } = await accounts.signUp(input, toWebHeaders(request));
    forwardCookies(headers, reply);
    return reply.status(201).send({ user });
  });

  app.post('/api/session', signInLimit, async (request, reply) => {
    const input = parseInput(signInSchema, request.body);
    const { user, headers } = await accounts.signIn(input, toWebHeaders(request));
    forwardCookies(headers, reply);
    return { user };
  });

  app.delete('/api/session', async (request, reply) => {
    const headers = await accounts.signOut(toWebHeaders(request));
    forwardCookies(headers, reply);
    return reply.status(204).send();
  });

  app.post('/api/password-reset-requests', resetLimit, async (request, reply) => {
    const { email } = parseInput(passwordResetRequestSchema, request.body);
    await accounts.requestPasswordReset(email, `${linkOrigin.forRequest(request)}/password-restore`);
    return reply.status(202).send({ message: messages.account.resetSent });
  });

  app.post('/api/password-resets', limited, async (request, reply) => {
    const { token, password } = parseInput(passwordResetSchema, request.body);
    await accounts.resetPassword(token, password);
    return reply.status(204).send();
  });

  app.get('/api/me', async (request) => ({ user: await currentUser.required(request) }));

  app.patch('/api/me', limited, async (request) => {
    const user = await currentUser.required(request);
    const profile = parseInput(profileUpdateSchema, request.body);
    return { user: await accounts.updateProfile(user.id, profile, toWebHeaders(request)) };
  });

  app.post('/api/me/photo', async (request) => {
    const user = await currentUser.required(request);
    const notAnImage = () => new AppError(400, 'not_an_image', messages.account.photoNotImage);
    const file = await readSingleFile(request, {
      maxBytes: PHOTO_UPLOAD_MAX_BYTES,
      tooLargeMessage: messages.account.photoTooLarge,
      accept: ({ fieldName }) => {
        if (fieldName !== 'photo') throw notAnImage();
      },
    });
    if (!file) throw notAnImage();
    return { user: await accounts.updatePhoto(user.id, file.data) };
  });
}
