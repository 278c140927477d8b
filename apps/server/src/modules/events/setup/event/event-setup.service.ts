import { isDeepStrictEqual } from 'node:util';
import { messages, readCallDocument, type AccountView, type CallDocument, type EventSettings, type EventSettingsView, type NewEvent } from '@dorsal/core';
import type { Db, Trx } from '../../../../db/database.ts';
import { notFound } from '../../../../lib/errors.ts';
import type { RequireEventAccess } from '../../event-access.ts';
import type { EventSetupRepository, StoredEventSettings } from './event-setup.repository.ts';
import type { FileStorage } from '../../../../adapters/storage/file-storage.ts';
import { eventLogoUpload } from './event-logo.ts';
import { storeImage } from '../../../../lib/images.ts';
import { claimShortPath } from '../../short-path-claim.ts';
import { duplicateEvent } from './event-duplicate.repository.ts';

const settingsFields = ['name', 'eventDate', 'startTime', 'timeZone', 'place', 'city', 'country', 'hasWebsite', 'gaId', 'facebookPixel', 'isTest', 'shortPath'] as const;

function toView({ organizerId, organizerName, ...row }: StoredEventSettings, role: EventSettingsView['role']): EventSettingsView {
  return { ...row, role, organizer: organizerId === null ? null : { id: organizerId, name: organizerName ?? '' } };
}

/** Each field that differs, with its value before and after. */
function differences(before: StoredEventSettings, after: EventSettings): Record<string, { before: unknown; after: unknown }> {
  const changed: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of settingsFields) {
    if (before[field] !== after[field]) changed[field] = { before: before[field], after: after[field] };
  }
  return changed;
}

/**
 * Organizers put their own events on Dorsal: any signed-in account creates a draft and owns it; the
 * owner and organizer managers change its settings. Every change is one row of the event's history.
 */
export function createEventSetupService(deps: {
  db: Db;
  setup: EventSetupRepository;
  requireEventAccess: RequireEventAccess;
  storage: FileStorage;
  /** The organizer a new event belongs to (organizers module), resolved in the event's transaction. */
  organizerForNewEvent: (trx: Trx, user: AccountView, choice: Pick<NewEvent, 'organizerId' | 'organizerName'>) => Promise<number>;
}) {
  return {
    async create(user: AccountView, event: NewEvent): Promise<EventSettingsView> {
      const id = await deps.db.transaction().execute(async (trx) => {
        const { organizerId: chosen, organizerName, ...fields } = event;
        const organizerId = await deps.organizerForNewEvent(trx, user, { organizerId: chosen, organizerName });
        const created = await deps.setup.insertDraft(trx, { ...fields, organizerId }, user.id);
        await deps.setup.recordChange(trx, { eventId: created, userId: user.id, action: 'create', changes: event });
        return created;
      });
      return toView((await deps.setup.findSettings(id))!, 'owner');
    },

    async settings(user: AccountView, eventId: number): Promise<EventSettingsView> {
      const { role } = await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      const row = await deps.setup.findSettings(eventId);
      if (!row) throw notFound();
      return toView(row, role ?? 'admin');
    },

    /** Saves the settings; nothing is written (nor logged) when nothing changed. */
    async update(user: AccountView, eventId: number, settings: EventSettings): Promise<{ event: EventSettingsView; changed: string[] }> {
      return deps.db.transaction().execute(async (trx) => {
        const { role } = await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const before = await deps.setup.findSettings(eventId, trx, true);
        if (!before) throw notFound();
        await claimShortPath(trx, settings.shortPath, { kind: 'event', id: eventId });
        const changes = differences(before, settings);
        const changed = Object.keys(changes);
        if (changed.length > 0) {
          await deps.setup.updateSettings(trx, eventId, settings);
          await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'update', changes });
        }
        return { event: toView({ ...before, ...settings }, role ?? 'admin'), changed };
      });
    },

    /** The event a short path of the main host opens. */
    async eventByShortPath(path: string): Promise<{ eventId: number }> {
      const found = await deps.setup.eventByShortPath(path.toLowerCase());
      if (!found) throw notFound(messages.notFoundPage.title);
      return { eventId: found.id };
    },

    async callDocument(user: AccountView, eventId: number): Promise<CallDocument | null> {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      return readCallDocument(await deps.setup.findCallDocument(eventId))?.document ?? null;
    },

    /** Saves the call document as the editor sends it; an empty one (no title, no blocks) removes it. */
    async saveCallDocument(user: AccountView, eventId: number, document: CallDocument): Promise<CallDocument | null> {
      return deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const before = await deps.setup.findCallDocument(eventId, trx, true);
        const after = document.blocks.length === 0 && !document.title ? null : document;
        if (!isDeepStrictEqual(before, after)) {
          await deps.setup.updateCallDocument(trx, eventId, after);
          await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'callDocument', changes: { callDocument: { before, after } } });
        }
        return after;
      });
    },

    /** Next year's edition of an event the caller may edit: a draft they own. */
    async duplicate(user: AccountView, sourceId: number, copy: { name: string; eventDate: string }): Promise<EventSettingsView> {
      const id = await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId: sourceId, allow: 'editEvent', executor: trx });
        const created = await duplicateEvent(trx, sourceId, { ...copy, ownerId: user.id });
        await deps.setup.recordChange(trx, { eventId: created, userId: user.id, action: 'duplicate', changes: { from: sourceId, ...copy } });
        return created;
      });
      return toView((await deps.setup.findSettings(id))!, 'owner');
    },

    /** Stores the logo (a PNG of 512 px at most) and points the event at it. */
    async updateLogo(user: AccountView, eventId: number, upload: Buffer): Promise<EventSettingsView> {
      const { role } = await deps.requireEventAccess({ user, eventId, allow: 'editEvent' });
      const logoUrl = await storeImage(deps.storage, upload, eventLogoUpload, `logos/event-${eventId}`);
      return deps.db.transaction().execute(async (trx) => {
        const before = await deps.setup.findSettings(eventId, trx, true);
        if (!before) throw notFound();
        await deps.setup.updateLogo(trx, eventId, logoUrl);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'logo', changes: { logoUrl: { before: before.logoUrl, after: logoUrl } } });
        return toView({ ...before, logoUrl }, role ?? 'admin');
      });
    },
  };
}
export type EventSetupService = ReturnType<typeof createEventSetupService>;
