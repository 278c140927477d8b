import type { FastifyInstance } from 'fastify';
import { eventsApi } from '@dorsal/core';
import { apiRoute } from '../../../../lib/http/api-route.ts';
import type { CurrentUser } from '../../../accounts/current-user.ts';
import type { FormFieldsService } from './form-fields.service.ts';

export function registerFormFieldsRoutes(app: FastifyInstance, { form, currentUser }: { form: FormFieldsService; currentUser: CurrentUser }) {
  apiRoute(app, eventsApi.formFields, async (request, reply) => reply.header('cache-control', 'no-store').send(await form.get(await currentUser.required(request), request.params.id)));
  apiRoute(app, eventsApi.saveFormFields, async (request) => form.save(await currentUser.required(request), request.params.id, request.body));
}
