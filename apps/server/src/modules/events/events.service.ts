import type { AccountView, EventLifecycleStatus, EventStatus, ManagedEvent, ModalityConfig } from '@dorsal/core';
import { withTimingDefaults } from '@dorsal/core';
import { notFound } from '../../lib/errors.ts';
import type { EventsRepository } from './events.repository.ts';
import { mayOnEvent } from './events.policy.ts';
import type { RequireEventAccess } from './event-access.ts';
import { toEventCard, toEventDetail } from './event-view.ts';
import type { Trx } from '../../db/database.ts';

export function createEventsService({
  events,
  requireEventAccess,
  onStatusChanged,
}: {
  events: EventsRepository;
  requireEventAccess: RequireEventAccess;
  /** After a status change commits: what this instance cached about the event's visibility is read again (a draft's results are hidden). */
  onStatusChanged?: (eventId: number) => void;
}) {
  return {
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
      const staff = mayOnEvent(user, role, 'viewAdminArea');
      if (event.status === 'draft' && !staff) throw notFound(); // a draft is its staff's preview only
      return toEventDetail(event, { modalities, checkpoints, counts }, staff);
    },

    async listManaged(user: AccountView) {
      const rows = await events.managedBy(user.id, user.role === 'admin');
      return rows.map((row): ManagedEvent => ({ ...toEventCard(row), role: row.role ?? 'admin', organizerName: row.organizerName }));
    },

    async changeStatus(eventId: number, status: EventLifecycleStatus, user: AccountView) {
      const { event } = await requireEventAccess({ user, eventId, allow: 'changeStatus' });
      const updated = await events.updateStatus(eventId, status);
      if (event.status !== status) {
        await events.recordStatusChange(eventId, user.id, { before: event.status, after: status });
        onStatusChanged?.(eventId);
      }
      return toEventCard(updated);
    },

    /** What the rankings of an event need: its modalities with categories and its timing switches. */
    async rankingConfig(eventId: number, executor?: Trx) {
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
