import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParam, idParams } from '../validation/id-param.ts';
import { finishVideoInputSchema, finishVideoViewSchema } from './finish-video.schemas.ts';

const videoParams = idParams.extend({ videoId: idParam });
const videos = z.object({ videos: z.array(finishVideoViewSchema) });
const video = z.object({ video: finishVideoViewSchema });

/** Finish-line videos of an event, for its staff ('Videos de meta'); athletes get theirs in a result's detail. */
export const finishVideosApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/finish-videos',
    summary: 'Los videos de meta del evento, ocultos incluidos',
    tag: 'videos de meta',
    access: 'eventStaff',
    params: idParams,
    response: { 200: videos },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/finish-videos',
    summary: 'Agrega un video de meta (YouTube, o un archivo subido antes)',
    tag: 'videos de meta',
    access: 'eventStaff',
    params: idParams,
    body: finishVideoInputSchema,
    response: { 201: video },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/manage/events/:id/finish-videos/:videoId',
    summary: 'Guarda un video de meta',
    tag: 'videos de meta',
    access: 'eventStaff',
    params: videoParams,
    body: finishVideoInputSchema,
    response: { 200: video },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/manage/events/:id/finish-videos/:videoId',
    summary: 'Elimina un video de meta (y su archivo, si lo tenía)',
    tag: 'videos de meta',
    access: 'eventStaff',
    params: videoParams,
    response: { 200: videos },
  }),
  uploadFile: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/finish-videos/file',
    summary: 'Sube el archivo de un video de meta (multipart `video`: MP4 o WebM, hasta 1 GB); responde su fileUrl',
    tag: 'videos de meta',
    access: 'eventStaff',
    params: idParams,
    response: { 201: z.object({ fileUrl: z.string() }) },
  }),
};
