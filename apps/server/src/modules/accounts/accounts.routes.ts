import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountsApi } from '@dorsal/core';
import { AppError } from '../../lib/errors.ts';
import { apiRoute } from '../../lib/http/api-route.ts';
import { readSingleFile } from '../../lib/uploads.ts';
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
  /** A signed-out caller is told so (401) before its body is judged. */
  const signedIn = { preValidation: async (request: FastifyRequest) => void (await currentUser.required(request)) };

  apiRoute(app, accountsApi.session, async (request) => ({ user: await currentUser.optional(request) }));

  apiRoute(
    app,
    accountsApi.signUp,
    async (request, reply) => {
      const { user, headers } = await accounts.signUp(request.body, toWebHeaders(request));
      forwardCookies(headers, reply);
      return reply.status(201).send({ user });
    },
    limited,
  );

  apiRoute(
    app,
    accountsApi.signIn,
    async (request, reply) => {
      const { user, headers } = await accounts.signIn(request.body, toWebHeaders(request));
      forwardCookies(headers, reply);
      return { user };
    },
    signInLimit,
  );

  apiRoute(app, accountsApi.signOut, async (request, reply) => {
    const headers = await accounts.signOut(toWebHeaders(request));
    forwardCookies(headers, reply);
    return reply.status(204).send(null);
  });

  apiRoute(
    app,
    accountsApi.requestPasswordReset,
    async (request, reply) => {
      await accounts.requestPasswordReset(request.body.email, `${linkOrigin.forRequest(request)}/password-restore`);
      return reply.status(202).send({ message: messages.account.resetSent });
    },
    resetLimit,
  );

  apiRoute(
    app,
    accountsApi.resetPassword,
    async (request, reply) => {
      await accounts.resetPassword(request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
    limited,
  );

  apiRoute(app, accountsApi.me, async (request) => ({ user: await currentUser.required(request) }));

  apiRoute(
    app,
    accountsApi.updateProfile,
    async (request) => {
      const user = await currentUser.required(request);
      return { user: await accounts.updateProfile(user.id, request.body, toWebHeaders(request)) };
    },
    { ...limited, ...signedIn },
  );

  apiRoute(app, accountsApi.updatePhoto, async (request) => {
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
