import type { FastifyRequest } from 'fastify';
import type { AccountView } from '@dorsal/core';
import { unauthorized } from '../../lib/errors.ts';
import { toWebHeaders } from '../../lib/web-headers.ts';
import type { AccountsService } from './accounts.service.ts';

/** Resolves the signed-in account of a request from its session cookie, once per request. */
export function createCurrentUser(accounts: AccountsService) {
  const cache = new WeakMap<FastifyRequest, Promise<AccountView | null>>();
  const optional = (request: FastifyRequest) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = accounts.currentUser(toWebHeaders(request));
      cache.set(request, pending);
    }
    return pending;
  };
  return {
    optional,
    async required(request: FastifyRequest): Promise<AccountView> {
      const user = await optional(request);
      if (!user) throw unauthorized();
      return user;
    },
  };
}
export type CurrentUser = ReturnType<typeof createCurrentUser>;
