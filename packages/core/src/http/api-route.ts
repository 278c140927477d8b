import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One route of the API as both sides see it: the server validates the request and strips the answer with these
 * schemas (a Fastify zod type provider), OpenAPI at /api/docs is generated from them, and the web takes its
 * answer types from them. `response` holds the success answers by status; error answers are `ApiErrorBody`.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** Fastify-style path: `/api/events/:id`. */
  path: string;
  summary: string;
  /** The area the route belongs to (OpenAPI tag). */
  tag: string;
  /** Who may call it: anyone, a signed-in account, or the event's staff (checked by the events policy). */
  access: 'public' | 'session' | 'eventStaff' | 'organizerStaff' | 'challengeStaff' | 'admin' | 'signedWebhook' | 'timingKey';
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Success answers by status. A route that answers a file or a prepared body says so with `produces`. */
  response: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;
  /** Media types of an answer that is not JSON (files, images, PDFs, SSE). */
  produces?: string[];
  /** Request media type when not JSON (multipart uploads). */
  consumes?: string[];
}

export const defineRoute = <const R extends ApiRoute>(route: R): R => route;

type SuccessStatus<R extends ApiRoute> = Extract<keyof R['response'], number>;

/** The parsed answer of a route for a success status (200 by default): what the web receives. */
export type RouteAnswer<R extends ApiRoute, S extends SuccessStatus<R> = SuccessStatus<R>> = R['response'][S] extends z.ZodType
  ? z.output<R['response'][S]>
  : never;

/** The body a route accepts, as the web sends it. */
export type RouteBody<R extends ApiRoute> = R['body'] extends z.ZodType ? z.input<R['body']> : never;

/** The query a route accepts, as the web sends it. */
export type RouteQuery<R extends ApiRoute> = R['querystring'] extends z.ZodType ? z.input<R['querystring']> : never;

/** A path with its `:params` filled in, for the web: `routePath(eventsApi.detail, { id: 7 })`. */
export function routePath(route: Pick<ApiRoute, 'path'>, params: Record<string, string | number> = {}, query?: Record<string, string | number | boolean | undefined | null>): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routePath: missing :${name} for ${route.path}`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
