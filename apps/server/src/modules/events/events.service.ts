import type { AccountView, EventStatus, ModalityConfig } from '@dorsal/core';
import { withTimingDefaults } from '@dorsal/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { EventsRepository } from './events.repository.ts';
import { eventPolicy } from './events.policy.ts';
import { toEventCard, toEventDetail } from './event-view.ts';

export function createEventsService({ events }: { events: EventsRepository }) {
  /** The event if the user may run its timing; otherwise the same 404 as a missing event. */
  async function requireTimingAccess(eventId: number, user: AccountView) {
    const event = await events.findById(eventId);
    const role = event ? await events.staffRole(eventId, user.id) : null;
    if (!event || !eventPolicy.canRunTiming(user, role)) throw notFound();
    return event;
  }

  return {
    requireTimingAccess,

    async listPublic(query: { status: EventStatus; offset: number; limit: number }) {
      const { rows, total } = await events.list(query);
      return { events: rows.map(toEventCard), total };
    },

    async getDetail(eventId: number, user: AccountView | null) {
      const event = await events.findById(eventId);
      if (!event) throw notFound();
      const [modalities, checkpoints, counts, role] = await Promise.all([
        events.modalitiesWithCategories(eventId),
        events.checkpoints(eventId),
        events.resultCounts(eventId),
        user ? events.staffRole(eventId, user.id) : null,
      ]);
      return toEventDetail(event, { modalities, checkpoints, counts }, eventPolicy.canManage(user, role));
    },

    async listManaged(user: AccountView) {
      const rows = await events.managedBy(user.id, user.role === 'admin');
      return rows.map((row) => ({ ...toEventCard(row), role: row.role ?? 'admin' }));
    },

    async changeStatus(eventId: number, status: EventStatus, user: AccountView) {
      await requireTimingAccess(eventId, user);
      return toEventCard(await events.updateStatus(eventId, status));
    },

    /** What the rankings of an event need: its modalities with categories and its timing switches. */
    async rankingConfig(eventId: number, executor?: Transaction<Database>) {
      const event = await events.findById(eventId, executor);
      if (!event) throw notFound();
      const modalities = await events.modalitiesWithCategories(eventId, executor);
      const configs: ModalityConfig[] = modalities.map((modality) => ({
        code: modality.code,
        name: modality.name,
        backyard: modality.isBackyard,
        categories: modality.categories.map((category) => ({
          code: category.code,
          name: category.name,
          branch: category.branch,
          minAge: category.minAge,
          maxAge: category.maxAge,
          winnersCount: category.winnersCount,
          isOverall: category.isOverall,
          hidden: category.hidden,
        })),
      }));
      return { event, modalities: configs, timing: withTimingDefaults(event.timingConfig) };
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
