import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParam, idParams } from '../validation/id-param.ts';
import { messages } from '../i18n/messages.ts';
import { bibListProblem } from './tagging-bibs.ts';
import { racePhotoStatuses } from './upload.api.ts';
import { photoPointSchema } from './upload-rules.ts';

export const TAGGING_PAGE_SIZE = 48;

export const staffPhotoSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  point: z.string(),
  status: z.enum(racePhotoStatuses),
  error: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  displayUrl: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  takenAt: z.string().nullable(),
  adjustedAt: z.string().nullable(),
  visible: z.boolean(),
  bibs: z.array(z.number()),
});
export type StaffPhoto = z.infer<typeof staffPhotoSchema>;

const photoParams = idParams.extend({ photoId: idParam });
const photoAnswer = z.object({ photo: staffPhotoSchema });

/** Typed bibs ('12, 15 301'): checked here, read with readBibList by the server. */
export const photoBibsBodySchema = z.object({
  bibs: z.string().max(2000, messages.photos.tagging.tooManyBibs).superRefine((value, context) => {
    const problem = bibListProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});

/** Staff's list of the event's photos and their bib tags (typed or imported from a CSV). */
export const photoTaggingApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/photos',
    summary: 'Las fotos del evento con sus números, por página (las más recientes primero)',
    tag: 'fotos',
    access: 'eventStaff',
    params: idParams,
    querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1), point: photoPointSchema.optional(), batch: idParam.optional() }),
    response: { 200: z.object({ photos: z.array(staffPhotoSchema), page: z.number(), pages: z.number(), total: z.number() }) },
  }),
  setBibs: defineRoute({
    method: 'PUT',
    path: '/api/manage/events/:id/photos/:photoId/bibs',
    summary: 'Guarda los números que aparecen en una foto',
    tag: 'fotos',
    access: 'eventStaff',
    params: photoParams,
    body: photoBibsBodySchema,
    response: { 200: photoAnswer },
  }),
  setVisible: defineRoute({
    method: 'PUT',
    path: '/api/manage/events/:id/photos/:photoId/visible',
    summary: 'Muestra u oculta una foto a los atletas',
    tag: 'fotos',
    access: 'eventStaff',
    params: photoParams,
    body: z.object({ visible: z.boolean() }),
    response: { 200: photoAnswer },
  }),
  importTags: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/photos/tags',
    summary: 'Importa un CSV de nombre de archivo → números (todo o nada)',
    tag: 'fotos',
    access: 'eventStaff',
    params: idParams,
    body: z.object({ csv: z.string().max(1024 * 1024, messages.photos.tagging.csv.tooLarge) }),
    response: { 200: z.object({ photos: z.number() }) },
  }),
};
