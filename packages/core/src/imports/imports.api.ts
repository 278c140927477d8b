import { z } from 'zod';
import { eventCardSchema } from '../events/event.schemas.ts';
import { defineRoute } from '../http/api-route.ts';
import { idParams } from '../validation/id-param.ts';

export const importsApi = {
  results: defineRoute({
    method: 'POST',
    path: '/api/events/:id/results/import',
    summary: 'Importa los resultados de un evento (campo multipart "file": CSV o JSON de la plataforma anterior; todo o nada, 422 con cada problema)',
    tag: 'importaciones',
    access: 'eventStaff',
    params: idParams,
    consumes: ['multipart/form-data'],
    response: { 200: z.object({ imported: z.number().int(), modalities: z.number().int() }) },
  }),
  event: defineRoute({
    method: 'POST',
    path: '/api/events/import',
    summary: 'Importa un evento completo de la plataforma anterior (administradores; quien importa queda como dueño)',
    tag: 'importaciones',
    access: 'admin',
    consumes: ['multipart/form-data'],
    response: { 201: z.object({ event: eventCardSchema, imported: z.number().int(), notices: z.array(z.string()) }) },
  }),
};
