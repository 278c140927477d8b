import { z } from 'zod';

export const eventStatuses = ['registration', 'live', 'results'] as const;
export const eventStatusSchema = z.enum(eventStatuses);
export type EventStatus = z.infer<typeof eventStatusSchema>;

export const eventStaffRoles = ['owner', 'organizerManager', 'clientManager', 'pointOfSale'] as const;
export const eventStaffRoleSchema = z.enum(eventStaffRoles);
export type EventStaffRole = z.infer<typeof eventStaffRoleSchema>;

export const branchSchema = z.enum(['F', 'M']);

export const callDocumentBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), title: z.string().optional(), text: z.string() }),
  z.object({ kind: z.literal('list'), title: z.string().optional(), items: z.array(z.string()) }),
  z.object({ kind: z.literal('link'), label: z.string(), url: z.string() }),
  z.object({ kind: z.literal('image'), url: z.string(), alt: z.string() }),
  z.object({ kind: z.literal('map'), label: z.string(), url: z.string() }),
]);
export type CallDocumentBlock = z.infer<typeof callDocumentBlockSchema>;

export const callDocumentSchema = z.object({ title: z.string().optional(), blocks: z.array(callDocumentBlockSchema) });
export type CallDocument = z.infer<typeof callDocumentSchema>;

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
  status: eventStatusSchema,
  hasWebsite: z.boolean(),
  hasCallDocument: z.boolean(),
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

export const startWaveSchema = z.object({ name: z.string(), startAt: z.string() });
export type StartWave = z.infer<typeof startWaveSchema>;

export const modalityViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  isBackyard: z.boolean(),
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
  callDocument: callDocumentSchema.nullable(),
  /** Athletes with a position, out of every result row (the live and results pages' big count). */
  resultCounts: z.object({ finishers: z.number().int(), total: z.number().int() }),
  canManage: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const managedEventSchema = eventCardSchema.extend({ role: z.union([eventStaffRoleSchema, z.literal('admin')]) });
export type ManagedEvent = z.infer<typeof managedEventSchema>;

/**
 * A stored call document as far as it is readable: its valid blocks (an old import may hold blocks of another
 * shape); null when nothing is left to show.
 */
export function readableCallDocument(value: unknown): CallDocument | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, blocks } = value as { title?: unknown; blocks?: unknown };
  const readable = (Array.isArray(blocks) ? blocks : []).flatMap((block) => {
    const parsed = callDocumentBlockSchema.safeParse(block);
    return parsed.success ? [parsed.data] : [];
  });
  if (readable.length === 0) return null;
  return { ...(typeof title === 'string' ? { title } : {}), blocks: readable };
}
