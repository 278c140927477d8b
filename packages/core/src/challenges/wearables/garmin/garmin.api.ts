import { z } from 'zod';
import { defineRoute } from '../../../http/api-route.ts';
import { challengeIdParams, myParticipationSchema } from '../../athlete/athlete.schemas.ts';
import { wearableActivitySchema } from '../wearable-activity.ts';

/** Garmin's two programs an athlete consents to separately (spec §7 `api`): activities (Health) and workouts (Training). */
export const garminApiSchema = z.enum(['health', 'training']);
export type GarminApi = z.infer<typeof garminApiSchema>;

export const garminConnectionSchema = z.object({
  api: garminApiSchema,
  connected: z.boolean(),
  connectedAt: z.string().datetime().nullable(),
});
export type GarminConnection = z.infer<typeof garminConnectionSchema>;

/** The athlete's Garmin connections; tokens never leave the server. `sandbox`: simulated account and activities. */
export const garminStatusSchema = z.object({
  provider: z.enum(['sandbox', 'garmin']),
  /** False on a production server left on the sandbox (its activities are made up): nothing can be connected. */
  available: z.boolean(),
  connections: z.array(garminConnectionSchema),
});
export type GarminStatus = z.infer<typeof garminStatusSchema>;

export const garminListedActivitySchema = z.object({
  activity: wearableActivitySchema,
  /** The spec's rule (whole km rounded ≥ distance − 0.1): 'Aplicar' or 'No Aplicable'. */
  applicable: z.boolean(),
  /** This is the activity the participant applied. */
  applied: z.boolean(),
});
export type GarminListedActivity = z.infer<typeof garminListedActivitySchema>;

const apiBody = z.object({ api: garminApiSchema.default('health') });
const apiParams = z.object({ api: garminApiSchema });
const activityParams = challengeIdParams.extend({ activityId: z.string().min(1).max(100) });
const callbackQuery = z.object({
  oauth_token: z.string().min(1).max(400).optional(),
  oauth_verifier: z.string().min(1).max(400).optional(),
});
const html = z.string();
const tag = 'garmin';

/** Connecting a Garmin account (profile 'Conectar cuentas', step 2) and applying its activities to a challenge. */
export const garminApi = {
  status: defineRoute({ method: 'GET', path: '/api/me/garmin', summary: 'Mis conexiones con Garmin (sin tokens)', tag, access: 'session', response: { 200: garminStatusSchema } }),
  connect: defineRoute({
    method: 'POST',
    path: '/api/me/garmin/connect',
    summary: 'Pide la conexión con Garmin: la dirección de autorización que se abre en una ventana emergente',
    tag,
    access: 'session',
    body: apiBody,
    response: { 200: z.object({ consentUrl: z.string() }) },
  }),
  disconnect: defineRoute({
    method: 'DELETE',
    path: '/api/me/garmin/:api',
    summary: 'Desconecta Garmin (borra el registro del usuario en Garmin y los tokens)',
    tag,
    access: 'session',
    params: apiParams,
    response: { 200: garminStatusSchema },
  }),
  callback: defineRoute({
    method: 'GET',
    path: '/api/garmin/callback',
    summary: 'Regreso de la autorización de Garmin (OAuth 1.0a: oauth_token y oauth_verifier); página que cierra la ventana',
    tag,
    access: 'public',
    querystring: callbackQuery,
    response: { 200: html },
    produces: ['text/html'],
  }),
  popupScript: defineRoute({
    method: 'GET',
    path: '/api/garmin/popup.js',
    summary: 'Script de la página de regreso: avisa a la ventana de Dorsal y se cierra',
    tag,
    access: 'public',
    response: { 200: html },
    produces: ['application/javascript'],
  }),
  sandboxConsent: defineRoute({
    method: 'GET',
    path: '/api/garmin/sandbox/consent',
    summary: "Página de consentimiento del sandbox ('Conectar con Garmin (sandbox)', botón 'Autorizar')",
    tag,
    access: 'public',
    querystring: callbackQuery.pick({ oauth_token: true }),
    response: { 200: html },
    produces: ['text/html'],
  }),
  activities: defineRoute({
    method: 'GET',
    path: '/api/challenges/:challengeId/me/garmin/activities',
    summary: 'Mis actividades de Garmin desde el inicio del reto, cada una Aplicar o No Aplicable',
    tag,
    access: 'session',
    params: challengeIdParams,
    response: { 200: z.object({ activities: z.array(garminListedActivitySchema) }) },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/challenges/:challengeId/me/garmin/activities/:activityId',
    summary: 'El detalle de una de mis actividades de Garmin en la ventana del reto, con sus vueltas',
    tag,
    access: 'session',
    params: activityParams,
    response: { 200: z.object({ activity: wearableActivitySchema, laps: z.array(z.object({ startTimeInSeconds: z.number().int() })) }) },
  }),
  apply: defineRoute({
    method: 'POST',
    path: '/api/challenges/:challengeId/me/garmin/activities/:activityId/apply',
    summary: 'Aplica una actividad de Garmin como evidencia y tiempo final',
    tag,
    access: 'session',
    params: activityParams,
    response: { 200: z.object({ participant: myParticipationSchema }) },
  }),
};
