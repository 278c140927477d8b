import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParam, idParams } from '../validation/id-param.ts';
import { photoConfigSchema } from './overlay-config.ts';

const box = z.object({ left: z.number().int().min(0), top: z.number().int().min(0), width: z.number().int().min(1), height: z.number().int().min(1) });

/** The athlete's edit of a photo, as the server renders it (the same steps as the browser's editor). */
export const photoEditSchema = z.object({
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  crop: box.nullable(),
  frameCode: z.string().max(40).nullable(),
});

const configAnswer = z.object({ config: photoConfigSchema });
const uploaded = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** The event's photo configuration (logos and frames) and the server's render of an edited photo. */
export const photoConfigApi = {
  read: defineRoute({
    method: 'GET',
    path: '/api/events/:id/photo-config',
    summary: 'Logos y marcos de las fotos del evento (configuracionFotos)',
    tag: 'fotos',
    access: 'public',
    params: idParams,
    response: { 200: configAnswer },
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/manage/events/:id/photo-config',
    summary: 'Guarda logos (ancho, margen, esquina) y marcos de las fotos del evento',
    tag: 'fotos',
    access: 'eventStaff',
    params: idParams,
    body: photoConfigSchema,
    response: { 200: configAnswer },
  }),
  uploadLogo: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/photo-config/logo',
    summary: 'Sube la imagen de un logo (campo "file"; PNG con transparencia)',
    tag: 'fotos',
    access: 'eventStaff',
    params: idParams,
    consumes: ['multipart/form-data'],
    response: { 201: uploaded },
  }),
  uploadFrame: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/photo-config/frame',
    summary: 'Sube un marco (campo "file"; PNG con transparencia)',
    tag: 'fotos',
    access: 'eventStaff',
    params: idParams,
    consumes: ['multipart/form-data'],
    response: { 201: uploaded },
  }),
  render: defineRoute({
    method: 'POST',
    path: '/api/events/:id/photos/:photoId/render',
    summary: 'La foto editada (giro, recorte, marco) con los logos del evento, en JPEG',
    tag: 'fotos',
    access: 'public',
    params: idParams.extend({ photoId: idParam }),
    body: photoEditSchema,
    produces: ['image/jpeg'],
    response: { 200: z.unknown() },
  }),
};
