import { z } from 'zod';
import { callDocumentSchema } from './call-document.ts';

/** The statuses the public sees: registration open, live, results published. */
export const eventStatuses = ['registration', 'live', 'results'] as const;
export const eventStatusSchema = z.enum(eventStatuses);
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** Every status an event can have: a new event is a draft, seen only by its staff, until it is published. */
export const eventLifecycleStatuses = ['draft', ...eventStatuses] as const;
export const eventLifecycleStatusSchema = z.enum(eventLifecycleStatuses);
export type EventLifecycleStatus = z.infer<typeof eventLifecycleStatusSchema>;

export const eventStaffRoles = ['owner', 'organizerManager', 'clientManager', 'pointOfSale'] as const;
export const eventStaffRoleSchema = z.enum(eventStaffRoles);
export type EventStaffRole = z.infer<typeof eventStaffRoleSchema>;

export const branchSchema = z.enum(['F', 'M']);

export const eventCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** YYYY-MM-DD in the event's time zone. */
  date: z.string(),
  /** HH:MM in the event's time zone. */
  startTime: z.string(),
  timeZone: z.string(),
  place: z.string(),
  city: z.string(),
  country: z.string(),
  status: eventLifecycleStatusSchema,
  hasWebsite: z.boolean(),
  hasCallDocument: z.boolean(),
  /** Test mode: every public page of the event shows the 'MODO PRUEBA' band. */
  isTest: z.boolean(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const categoryViewSchema = z.object({
  branch: branchSchema,
  code: z.string(),
  name: z.string(),
  minAge: z.number().int(),
  maxAge: z.number().int(),
  winnersCount: z.number().int(),
  isOverall: z.boolean(),
});
export type CategoryView = z.infer<typeof categoryViewSchema>;

/** A start wave as stored: its gun (ISO instant) and, optionally, the bibs that start in it (see start-waves.ts). */
export const startWaveSchema = z.object({ name: z.string(), startAt: z.string(), bibFrom: z.number().int().nullable().optional(), bibTo: z.number().int().nullable().optional() });
export type StartWave = z.infer<typeof startWaveSchema>;

export const modalityViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  isBackyard: z.boolean(),
  /** The course's length, when the organizer gave it (live timing's pace checks and predictions use it). */
  distanceKm: z.number().nullable(),
  startWaves: z.array(startWaveSchema),
  categories: z.array(categoryViewSchema),
});
export type ModalityView = z.infer<typeof modalityViewSchema>;

export const checkpointLapSchema = z.object({ modalityCode: z.string(), lap: z.number().int(), kind: z.number().int() });
export type CheckpointLap = z.infer<typeof checkpointLapSchema>;

export const checkpointViewSchema = z.object({
  number: z.number().int(),
  description: z.string(),
  distanceKm: z.number().nullable(),
  laps: z.array(checkpointLapSchema),
});
export type CheckpointView = z.infer<typeof checkpointViewSchema>;

export const eventDetailSchema = eventCardSchema.extend({
  message: z.string().nullable(),
  timing: z.object({ showAll: z.boolean(), showDns: z.boolean(), hideControls: z.boolean() }),
  modalities: z.array(modalityViewSchema),
  checkpoints: z.array(checkpointViewSchema),
  /** The blocks of the call document that can be shown (null when there is none). */
  callDocument: callDocumentSchema.nullable(),
  /** The stored document had blocks of a shape the page cannot show (left out above). */
  callDocumentIncomplete: z.boolean(),
  /** Athletes with a position, out of every result row (the live and results pages' big count). */
  resultCounts: z.object({ finishers: z.number().int(), total: z.number().int() }),
  canManage: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const managedEventSchema = eventCardSchema.extend({
  role: z.union([eventStaffRoleSchema, z.literal('admin')]),
  organizerName: z.string().nullable(),
});
export type ManagedEvent = z.infer<typeof managedEventSchema>;

