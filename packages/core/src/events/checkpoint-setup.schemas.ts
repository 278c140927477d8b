import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';
import { defineRoute } from '../http/api-route.ts';
import { MAX_CHECKPOINT_NUMBER, MAX_LAP } from '../imports/legacy-checkpoints.ts';
import { idParams } from '../validation/id-param.ts';
import { safeText } from '../validation/safe-text.ts';
import { checkpointViewSchema } from './event.schemas.ts';

const t = messages.eventSetup.checkpoints;
const required = messages.common.required;

/**
 * tipoControl of a checkpoint's lap: 1 an intermediate control, 2 the finish control, 3 a lap timed but not shown
 * as a control in results (core `SKIPPED_CONTROL_KIND`).
 */
export const CHECKPOINT_KINDS = [1, 2, 3] as const;
export type CheckpointKind = (typeof CHECKPOINT_KINDS)[number];
/** Most modality × lap rows one checkpoint may have. */
export const MAX_CHECKPOINT_LAPS = 100;

const checkpointNumber = z.number({ error: t.badNumber }).int(t.badNumber).min(1, t.badNumber).max(MAX_CHECKPOINT_NUMBER, t.badNumber);

/** One lap a checkpoint counts in: a modality of the event, its lap (control code = number × 1000 + lap), its kind. */
export const checkpointLapSetupSchema = z.object({
  modalityCode: safeText({ error: t.chooseModality }).trim().min(1, t.chooseModality).max(20, t.chooseModality),
  lap: z.number({ error: t.badLap }).int(t.badLap).min(1, t.badLap).max(MAX_LAP, t.badLap),
  kind: z.literal(CHECKPOINT_KINDS, { error: t.badKind }),
});

/** A checkpoint ('Punto de control': kNroPunto, descripcionFinalPunto, modalidadesPuntoDeControl) as the organizer sets it up. */
export const checkpointSetupSchema = z.object({
  number: checkpointNumber,
  description: safeText({ error: required }).trim().min(1, required).max(120, messages.eventSetup.tooLong),
  /** Kilometres from the start; null: not given. */
  distanceKm: z.number({ error: t.badDistance }).min(0, t.badDistance).max(1000, t.badDistance).nullable().default(null),
  laps: z
    .array(checkpointLapSetupSchema)
    .max(MAX_CHECKPOINT_LAPS, fill(t.tooManyLaps, { max: MAX_CHECKPOINT_LAPS }))
    .superRefine((laps, ctx) => {
      const seen = new Set<string>();
      laps.forEach((lap, index) => {
        const key = `${lap.modalityCode.toUpperCase()}|${lap.lap}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: t.lapRepeated, path: [index, 'lap'] });
        seen.add(key);
      });
    }),
});
export type CheckpointSetup = z.infer<typeof checkpointSetupSchema>;

export const checkpointsViewSchema = z.object({
  checkpoints: z.array(checkpointViewSchema),
  /** The event's modalities, in order: those a lap may name. */
  modalities: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type CheckpointsView = z.infer<typeof checkpointsViewSchema>;

const checkpointParams = idParams.extend({ number: z.coerce.number({ error: t.badNumber }).pipe(checkpointNumber) });

/** 'Puntos de control' in the event's setup (document 1 §3 puntosDeControl). */
export const checkpointsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/checkpoints',
    summary: 'Puntos de control del evento con sus vueltas por modalidad, y las modalidades que pueden nombrar (cualquier rol del evento)',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    response: { 200: checkpointsViewSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/checkpoints',
    summary: 'Agrega un punto de control (propietario u organizador); su número no debe existir en el evento',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    body: checkpointSetupSchema,
    response: { 201: z.object({ checkpoint: checkpointViewSchema }) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/manage/events/:id/checkpoints/:number',
    summary: 'Guarda un punto de control (propietario u organizador); no cambia de número si ya tiene lecturas de cronometraje',
    tag: 'eventos',
    access: 'eventStaff',
    params: checkpointParams,
    body: checkpointSetupSchema,
    response: { 200: z.object({ checkpoint: checkpointViewSchema }) },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/manage/events/:id/checkpoints/:number',
    summary: 'Quita un punto de control (propietario u organizador) que aún no tiene lecturas de cronometraje',
    tag: 'eventos',
    access: 'eventStaff',
    params: checkpointParams,
    response: { 200: checkpointsViewSchema },
  }),
};
