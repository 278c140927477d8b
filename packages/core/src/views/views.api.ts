import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParam, idParams } from '../validation/id-param.ts';
import { viewPlaceholders } from './placeholders.ts';
import { eventViewSchema, viewConfigSchema } from './view.schemas.ts';

const viewParams = idParams.extend({ viewIndex: idParam });
const bibParams = idParams.extend({ bib: idParam });

/** The facts of one athlete's result a view's placeholders are filled with (all text, '' when missing). */
export const athleteFactsSchema = z.object(Object.fromEntries(viewPlaceholders.map((name) => [name, z.string()])) as Record<(typeof viewPlaceholders)[number], z.ZodString>);
const views = z.object({ views: z.array(eventViewSchema) });

/** Custom views (`/views/{eventId}/{viewIndex}/{bib}`) and their editor. */
export const viewsApi = {
  view: defineRoute({
    method: 'GET',
    path: '/api/events/:id/views/:viewIndex',
    summary: 'Una vista personalizada del evento (no de borradores)',
    tag: 'vistas',
    access: 'public',
    params: viewParams,
    response: { 200: z.object({ view: eventViewSchema }) },
  }),
  facts: defineRoute({
    method: 'GET',
    path: '/api/events/:id/views/facts/:bib',
    summary: 'Los datos del resultado de un atleta con los que se llenan los campos de una vista',
    tag: 'vistas',
    access: 'public',
    params: bibParams,
    response: { 200: z.object({ facts: athleteFactsSchema, modalityCode: z.string() }) },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/views',
    summary: 'Las vistas personalizadas del evento',
    tag: 'vistas',
    access: 'eventStaff',
    params: idParams,
    response: { 200: views },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/views',
    summary: 'Crea una vista (toma el siguiente número)',
    tag: 'vistas',
    access: 'eventStaff',
    params: idParams,
    body: viewConfigSchema,
    response: { 201: z.object({ view: eventViewSchema }) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/manage/events/:id/views/:viewIndex',
    summary: 'Guarda una vista',
    tag: 'vistas',
    access: 'eventStaff',
    params: viewParams,
    body: viewConfigSchema,
    response: { 200: z.object({ view: eventViewSchema }) },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/manage/events/:id/views/:viewIndex',
    summary: 'Borra una vista (su número no se vuelve a usar)',
    tag: 'vistas',
    access: 'eventStaff',
    params: viewParams,
    response: { 200: views },
  }),
};
