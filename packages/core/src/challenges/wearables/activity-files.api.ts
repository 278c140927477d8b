import { z } from 'zod';
import { defineRoute } from '../../http/api-route.ts';
import { challengeIdParams, myParticipationSchema } from '../athlete/athlete.schemas.ts';
import { wearableActivitySchema } from './wearable-activity.ts';

/** An uploaded activity file may weigh up to 50 MB. */
export const ACTIVITY_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** The file extensions an activity upload accepts. */
export const ACTIVITY_FILE_EXTENSIONS = ['.gpx', '.tcx', '.fit'] as const;

export const uploadedActivitySchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** IF and TSS against the athlete's current FTP. */
  activity: wearableActivitySchema,
  /** The spec's rule (whole km rounded ≥ distance − 0.1) and the window: 'Aplicar' or 'No Aplicable'. */
  applicable: z.boolean(),
  /** This is the activity the participant applied. */
  applied: z.boolean(),
});
export type UploadedActivity = z.infer<typeof uploadedActivitySchema>;

export const powerZoneSchema = z.object({ zone: z.number().int().min(1).max(7), minWatts: z.number().int(), maxWatts: z.number().int().nullable() });
export const trainingProfileSchema = z.object({ ftpWatts: z.number().int().nullable(), zones: z.array(powerZoneSchema) });
export type TrainingProfile = z.infer<typeof trainingProfileSchema>;
export const trainingProfileBodySchema = z.object({ ftpWatts: z.number().int().min(1).max(2000).nullable() });

const tag = 'retos';
const activityParams = challengeIdParams.extend({ activityId: z.coerce.number().int().positive().max(2_147_483_647) });
const list = z.object({ activities: z.array(uploadedActivitySchema) });

/** Step 2's evidence from an activity file (GPX, TCX, FIT) and the athlete's FTP / training zones (issue 13). */
export const activityFilesApi = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/challenges/:challengeId/me/activities',
    summary: 'Sube una actividad en GPX, TCX o FIT (campo multipart "activity"; hasta 50 MB)',
    tag,
    access: 'session',
    params: challengeIdParams,
    consumes: ['multipart/form-data'],
    response: { 201: z.object({ activity: uploadedActivitySchema }) },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/challenges/:challengeId/me/activities',
    summary: 'Mis actividades subidas desde el inicio del evento, con Aplicar o No Aplicable',
    tag,
    access: 'session',
    params: challengeIdParams,
    response: { 200: list },
  }),
  apply: defineRoute({
    method: 'POST',
    path: '/api/challenges/:challengeId/me/activities/:activityId/apply',
    summary: 'Aplica una actividad subida: guarda su resumen como evidencia y su duración como tiempo final',
    tag,
    access: 'session',
    params: activityParams,
    response: { 200: z.object({ participant: myParticipationSchema }) },
  }),
  training: defineRoute({
    method: 'GET',
    path: '/api/me/training',
    summary: 'Mi FTP y mis zonas de entrenamiento',
    tag: 'cuentas',
    access: 'session',
    response: { 200: trainingProfileSchema },
  }),
  saveTraining: defineRoute({
    method: 'PUT',
    path: '/api/me/training',
    summary: 'Guarda o borra (null) mi FTP en watts',
    tag: 'cuentas',
    access: 'session',
    body: trainingProfileBodySchema,
    response: { 200: trainingProfileSchema },
  }),
};
