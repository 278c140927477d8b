import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiRoute } from '@dorsal/core';

interface RouteSchema<R extends ApiRoute> {
  params: R['params'];
  querystring: R['querystring'];
  body: R['body'];
  response: R['response'];
}

/** A handler whose request and answer are typed by the route's schemas. */
export type ApiHandler<R extends ApiRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<R>,
  ZodTypeProvider
>;

type ExtraOptions = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'preHandler' | 'preValidation' | 'onRequest'>;

/**
 * Registers a route from its contract in `packages/core`: Fastify validates params, query and body with the zod
 * schemas (a refusal is a Spanish 400, lib/error-handler.ts), serializes the answer through the response schema
 * (which strips every field the schema does not name) and publishes it all at /api/docs.
 */
export function apiRoute<R extends ApiRoute>(app: FastifyInstance, route: R, handler: ApiHandler<R>, options: ExtraOptions = {}): void {
  const schema = {
    summary: route.summary,
    tags: [route.tag],
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: route.response,
    ...(route.consumes ? { consumes: route.consumes } : {}),
    ...(route.produces ? { produces: route.produces } : {}),
    ...securityOf(route.access),
  };
  app.withTypeProvider<ZodTypeProvider>().route({ method: route.method, url: route.path, schema: schema as RouteSchema<R>, handler, ...options });
}

function securityOf(access: ApiRoute['access']) {
  if (access === 'public' || access === 'signedWebhook') return {};
  if (access === 'timingKey') return { security: [{ timingKey: [] }] };
  return { security: [{ session: [] }] };
}
