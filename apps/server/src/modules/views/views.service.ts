import { isDeepStrictEqual } from 'node:util';
import { fill, formatPace, messages, type AccountView, type AthleteFacts, type EventView, type ViewConfig, type ViewPlaceholder } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { EventSetupRepository } from '../events/setup/event/event-setup.repository.ts';
import type { ResultsService } from '../results/results.service.ts';
import { toResultView } from '../results/result-view.ts';
import type { ViewsRepository } from './views.repository.ts';

const t = messages.views;
const asView = (row: { viewIndex: number; config: ViewConfig }): EventView => ({ ...row.config, viewIndex: row.viewIndex });
const position = (value: number) => (value > 0 ? String(value) : '');

/**
 * Custom views (issue 15): the organizer's screens and cards (read by any staff of the event, written by those who
 * edit it, each change in the event's change log) and, in public, a view and the facts of one athlete's result its
 * placeholders are filled with. Drafts show nothing in public.
 */
export function createViewsService(deps: {
  db: Db;
  views: ViewsRepository;
  events: Pick<EventsRepository, 'findById'>;
  results: Pick<ResultsService, 'listedRow'>;
  setup: Pick<EventSetupRepository, 'recordChange'>;
  requireEventAccess: RequireEventAccess;
}) {
  return {
    async publicView(eventId: number, viewIndex: number): Promise<EventView> {
      const event = await deps.events.findById(eventId);
      const row = event && event.status !== 'draft' ? await deps.views.find(eventId, viewIndex) : undefined;
      if (!row) throw notFound(t.notFound);
      return asView(row);
    },

    /** The athlete's result as placeholder values (text; '' for what the result lacks). */
    async athleteFacts(eventId: number, bib: number): Promise<{ facts: Record<ViewPlaceholder, string>; modalityCode: string }> {
      const missing = fill(t.bibNotFound, { bib: String(bib) });
      const event = await deps.events.findById(eventId);
      if (!event || event.status === 'draft') throw notFound(missing);
      const { index, row } = await deps.results.listedRow(eventId, bib, missing);
      const view = toResultView(row, true);
      const modality = index.modalities.find((candidate) => candidate.code === row.modalityCode);
      const distanceKm = await deps.views.modalityDistance(eventId, row.modalityCode);
      const category = modality?.categories.find((candidate) => candidate.code === row.categoryCode);
      const facts = {
        nombre: view.name,
        numero: String(view.bib),
        tiempo: view.officialTime ?? '',
        tiempoChip: view.realTime ?? '',
        posicion: position(view.overallPosition),
        posicionRama: position(view.branchPosition),
        posicionCategoria: position(view.categoryPosition),
        categoria: category?.name ?? view.categoryCode,
        modalidad: modality?.name ?? view.modalityCode,
        rama: messages.events.branches[view.branch],
        ritmo: formatPace(row.officialTimeMs, distanceKm === null ? null : Number(distanceKm)),
        evento: index.event.name,
      } satisfies Required<AthleteFacts>;
      return { facts, modalityCode: row.modalityCode };
    },

    async list(user: AccountView, eventId: number): Promise<EventView[]> {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      return (await deps.views.list(eventId)).map(asView);
    },

    async create(user: AccountView, eventId: number, config: ViewConfig): Promise<EventView> {
      return deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const created = asView(await deps.views.create(trx, eventId, config));
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'views', changes: { viewIndex: created.viewIndex, before: null, after: config } });
        return created;
      });
    },

    async update(user: AccountView, eventId: number, viewIndex: number, config: ViewConfig): Promise<EventView> {
      return deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const before = await deps.views.find(eventId, viewIndex, trx);
        if (!before) throw notFound(t.notFound);
        if (isDeepStrictEqual(before.config, config)) return asView(before);
        const updated = await deps.views.update(trx, eventId, viewIndex, config);
        if (!updated) throw notFound(t.notFound);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'views', changes: { viewIndex, before: before.config, after: config } });
        return asView(updated);
      });
    },

    async remove(user: AccountView, eventId: number, viewIndex: number): Promise<EventView[]> {
      return deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const before = await deps.views.find(eventId, viewIndex, trx);
        if (!before || !(await deps.views.markDeleted(trx, eventId, viewIndex))) throw notFound(t.notFound);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'views', changes: { viewIndex, before: before.config, after: null } });
        return (await deps.views.list(eventId, trx)).map(asView);
      });
    },
  };
}
export type ViewsService = ReturnType<typeof createViewsService>;
