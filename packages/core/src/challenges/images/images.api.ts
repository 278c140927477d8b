import { z } from 'zod';
import { defineRoute } from '../../http/api-route.ts';
import { certificateConfigSchema, certificateSetupSchema, medalConfigSchema, medalSetupSchema, raceNumberConfigSchema, raceNumberSetupSchema } from './image-config.ts';

const challengeParams = z.object({ id: z.string().trim().min(1).max(40) });
/** `userId` is an account id, or 'me' for the signed-in athlete. */
const participantParams = challengeParams.extend({ userId: z.string().trim().min(1).max(64) });
const uploadKind = z.enum(['certificate', 'raceNumber', 'medal', 'frame']);
const imageKind = z.enum(['certificate', 'raceNumber', 'medal']);

/** The images panels' state: each config, the frame, and the challenge facts the sample athlete's preview shows. */
export const challengeImagesViewSchema = z.object({
  certificate: certificateConfigSchema,
  raceNumber: raceNumberConfigSchema,
  medal: medalConfigSchema,
  frameImageUrl: z.string().nullable(),
  challenge: z.object({ name: z.string(), distanceKm: z.number(), dateLine: z.string() }),
});
export type ChallengeImagesView = z.infer<typeof challengeImagesViewSchema>;

/** What an athlete can download now (the web shows only what exists). */
export const participantImagesStatusSchema = z.object({
  athleteName: z.string(),
  ended: z.boolean(),
  startPhotoUrl: z.string().nullable(),
  finishPhotoUrl: z.string().nullable(),
  goalTime: z.string().nullable(),
  finishTime: z.string().nullable(),
});
export type ParticipantImagesStatus = z.infer<typeof participantImagesStatusSchema>;

const binary = (description: string) => ({
  200: z.custom<Uint8Array>((value) => value instanceof Uint8Array).meta({ type: 'string', format: 'binary', description }),
});
const answer = { 200: z.object({ images: challengeImagesViewSchema }) };
const tag = 'retos';

/** Issue 12: the challenge's certificate, race number and medal images, and the photo tools (spec 2 §2, §4, §9). */
export const challengeImagesApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/challenges/:id/images',
    summary: 'Configuración de las imágenes del reto (certificado, número, medalla, marco); equipo del reto',
    tag,
    access: 'session',
    params: challengeParams,
    response: answer,
  }),
  saveCertificate: defineRoute({
    method: 'PUT',
    path: '/api/challenges/:id/images/certificate',
    summary: 'Guarda color, posiciones (0 a 2), fondo blanco y título del certificado',
    tag,
    access: 'session',
    params: challengeParams,
    body: certificateSetupSchema,
    response: answer,
  }),
  saveRaceNumber: defineRoute({
    method: 'PUT',
    path: '/api/challenges/:id/images/raceNumber',
    summary: 'Guarda color y fondo blanco del número de corredor',
    tag,
    access: 'session',
    params: challengeParams,
    body: raceNumberSetupSchema,
    response: answer,
  }),
  saveMedal: defineRoute({
    method: 'PUT',
    path: '/api/challenges/:id/images/medal',
    summary: 'Guarda color, posiciones del texto (0 a 2) y si la medalla muestra el tiempo',
    tag,
    access: 'session',
    params: challengeParams,
    body: medalSetupSchema,
    response: answer,
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/challenges/:id/images/:kind/image',
    summary: 'Sube la imagen del certificado, del número, de la medalla o el marco de fotos (campo multipart "image"; PNG o JPG hasta 10 MB; más de 1500 px se reduce)',
    tag,
    access: 'session',
    params: challengeParams.extend({ kind: uploadKind }),
    consumes: ['multipart/form-data'],
    response: answer,
  }),
  removeImage: defineRoute({
    method: 'DELETE',
    path: '/api/challenges/:id/images/:kind/image',
    summary: 'Quita la imagen: vuelve el diseño de Dorsal',
    tag,
    access: 'session',
    params: challengeParams.extend({ kind: uploadKind }),
    response: answer,
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/challenges/:id/images/:kind/preview.jpg',
    summary: 'La imagen guardada con un atleta de ejemplo (JPEG), como la descargan los atletas',
    tag,
    access: 'session',
    params: challengeParams.extend({ kind: imageKind }),
    response: binary('JPEG'),
    produces: ['image/jpeg'],
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/challenges/:id/participants/:userId/images',
    summary: 'Qué imágenes puede descargar el atleta (fotos, tiempos, reto cerrado)',
    tag,
    access: 'session',
    params: participantParams,
    response: { 200: z.object({ status: participantImagesStatusSchema }) },
  }),
  certificate: defineRoute({
    method: 'GET',
    path: '/api/challenges/:id/participants/:userId/certificate.:format',
    summary: 'Certificado del atleta (JPEG 820 px de alto o PDF carta horizontal); solo con el reto cerrado (409 si no)',
    tag,
    access: 'session',
    params: participantParams.extend({ format: z.enum(['jpg', 'pdf']) }),
    response: binary('JPEG o PDF'),
    produces: ['image/jpeg', 'application/pdf'],
  }),
  raceNumber: defineRoute({
    method: 'GET',
    path: '/api/challenges/:id/participants/:userId/race-number.jpg',
    summary: 'Número de corredor del atleta (JPEG 1025 × 820)',
    tag,
    access: 'session',
    params: participantParams,
    response: binary('JPEG'),
    produces: ['image/jpeg'],
  }),
  medal: defineRoute({
    method: 'GET',
    path: '/api/challenges/:id/participants/:userId/medal.jpg',
    summary: 'Medalla del atleta (JPEG 820 × 820), con su tiempo si el reto lo muestra',
    tag,
    access: 'session',
    params: participantParams,
    response: binary('JPEG'),
    produces: ['image/jpeg'],
  }),
  photoTool: defineRoute({
    method: 'GET',
    path: '/api/challenges/:id/participants/:userId/photos/:photo/:tool.jpg',
    summary: 'La foto de salida o de meta del atleta con una herramienta (marco, tiempo objetivo, número; marco, tiempo oficial, medalla)',
    tag,
    access: 'session',
    params: participantParams.extend({ photo: z.enum(['startLine', 'finishLine']), tool: z.enum(['frame', 'goalTime', 'officialTime', 'medal', 'bib']) }),
    response: binary('JPEG'),
    produces: ['image/jpeg'],
  }),
};
