import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParam, idParams } from '../validation/id-param.ts';

/** One race photo as athletes see it. */
export const racePhotoViewSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  point: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Capture time plus the camera's offset (ISO), null when the photo had none. */
  adjustedAt: z.string().nullable(),
});
export type RacePhotoView = z.infer<typeof racePhotoViewSchema>;

export const GALLERY_PAGE_SIZE = 100;
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const photoPointParam = z.string().regex(/^(meta|[0-9]{1,6})$/);

/** Finding race photos: an athlete's for a result, the gallery of a point, and the signed-in athlete's own. */
export const photoFindingApi = {
  ofResult: defineRoute({
    method: 'GET',
    path: '/api/events/:id/results/:bib/photos',
    summary: 'Las fotos de un atleta: con su número o tomadas en un punto fotográfico ±200 s de su paso (100 por página)',
    tag: 'fotos',
    access: 'public',
    params: idParams.extend({ bib: idParam }),
    querystring: pageQuery,
    response: { 200: z.object({ photos: z.array(racePhotoViewSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }) },
  }),
  gallery: defineRoute({
    method: 'GET',
    path: '/api/events/:id/photos',
    summary: 'Galería pública de un punto fotográfico del evento (100 por página) y los puntos con fotos',
    tag: 'fotos',
    access: 'public',
    params: idParams,
    querystring: pageQuery.extend({ point: photoPointParam.optional() }),
    response: {
      200: z.object({
        event: z.object({ id: z.number().int(), name: z.string() }),
        points: z.array(z.object({ point: z.string(), label: z.string(), count: z.number().int() })),
        point: z.string().nullable(),
        photos: z.array(racePhotoViewSchema),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
      }),
    },
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/api/me/photos',
    summary: 'Mis fotos: las de los resultados ligados a mi cuenta, por evento',
    tag: 'fotos',
    access: 'session',
    response: {
      200: z.object({
        events: z.array(z.object({ eventId: z.number().int(), eventName: z.string(), eventDate: z.string(), bib: z.number().int(), name: z.string(), photos: z.array(racePhotoViewSchema), total: z.number().int() })),
      }),
    },
  }),
};
