import type { FastifyInstance } from 'fastify';
import { eventsApi } from '@dorsal/core';
import { apiRoute } from '../../../../lib/http/api-route.ts';
import type { CurrentUser } from '../../../accounts/current-user.ts';
import type { RegistrationRulesService } from './registration-rules.service.ts';

export function registerRegistrationRulesRoutes(app: FastifyInstance, { rules, currentUser }: { rules: RegistrationRulesService; currentUser: CurrentUser }) {
  apiRoute(app, eventsApi.registrationRules, async (request) => ({ rules: await rules.get(await currentUser.required(request), request.params.id) }));

  apiRoute(app, eventsApi.saveRegistrationRules, async (request) => ({
    rules: await rules.save(await currentUser.required(request), request.params.id, request.body),
  }));
}
