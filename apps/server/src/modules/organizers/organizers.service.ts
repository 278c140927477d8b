import { messages, type AccountView, type OrganizerSettings, type OrganizerView } from '@dorsal/core';
import type { Db, Trx } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { eventLogoUpload } from '../events/setup/event/event-logo.ts';
import { storeImage } from '../../lib/images.ts';
import type { OrganizerRow, RequireOrganizerAccess } from './organizer-access.ts';
import { mayOnOrganizer } from './organizers.policy.ts';
import type { OrganizersRepository } from './organizers.repository.ts';

const t = messages.organizers;

const toView = (row: OrganizerRow, role: OrganizerView['role'] | null): OrganizerView => ({
  id: row.id,
  name: row.name,
  color: row.color,
  privacyLink: row.privacyLink,
  logoUrl: row.logoUrl,
  role: role ?? 'admin',
  eventCount: row.eventCount,
});

const settingsFields = ['name', 'color', 'privacyLink'] as const;

/**
 * Organizers (businesses): any signed-in account creates one and is its titular; its members edit it and run its
 * events. Every change is one row of the organizer's change log.
 */
export function createOrganizersService(deps: { db: Db; organizers: OrganizersRepository; requireOrganizerAccess: RequireOrganizerAccess; storage: FileStorage }) {
  const { db, organizers } = deps;

  async function create(trx: Trx, user: AccountView, settings: OrganizerSettings): Promise<number> {
    const id = await organizers.insert(trx, settings, user.id);
    await organizers.recordChange(trx, { organizerId: id, userId: user.id, action: 'create', changes: settings });
    return id;
  }

  return {
    async mine(user: AccountView): Promise<OrganizerView[]> {
      const rows = await organizers.listFor(user.id, user.role === 'admin');
      return rows.map((row) => toView(row, row.role));
    },

    async create(user: AccountView, settings: OrganizerSettings): Promise<OrganizerView> {
      const id = await db.transaction().execute((trx) => create(trx, user, settings));
      return toView((await organizers.find(id))!, 'owner');
    },

    async detail(user: AccountView, organizerId: number): Promise<OrganizerView> {
      const { organizer, role } = await deps.requireOrganizerAccess({ user, organizerId, allow: 'viewOrganizer' });
      return toView(organizer, role);
    },

    /** Saves name, colour and privacy link; nothing is written (nor logged) when nothing changed. */
    async update(user: AccountView, organizerId: number, settings: OrganizerSettings): Promise<OrganizerView> {
      return db.transaction().execute(async (trx) => {
        const { organizer, role } = await deps.requireOrganizerAccess({ user, organizerId, allow: 'editOrganizer', executor: trx, forUpdate: true });
        const changes = Object.fromEntries(
          settingsFields.filter((field) => organizer[field] !== settings[field]).map((field) => [field, { before: organizer[field], after: settings[field] }]),
        );
        if (Object.keys(changes).length > 0) {
          await organizers.update(trx, organizerId, settings);
          await organizers.recordChange(trx, { organizerId, userId: user.id, action: 'update', changes });
        }
        return toView({ ...organizer, ...settings }, role);
      });
    },

    /** Stores the logo (a PNG of 512 px at most, like an event's) and points the organizer at it. */
    async updateLogo(user: AccountView, organizerId: number, upload: Buffer): Promise<OrganizerView> {
      await deps.requireOrganizerAccess({ user, organizerId, allow: 'editOrganizer' });
      const logoUrl = await storeImage(deps.storage, upload, eventLogoUpload, `logos/organizer-${organizerId}`);
      return db.transaction().execute(async (trx) => {
        const { organizer, role } = await deps.requireOrganizerAccess({ user, organizerId, allow: 'editOrganizer', executor: trx, forUpdate: true });
        await organizers.update(trx, organizerId, { logoUrl });
        await organizers.recordChange(trx, { organizerId, userId: user.id, action: 'logo', changes: { logoUrl: { before: organizer.logoUrl, after: logoUrl } } });
        return toView({ ...organizer, logoUrl }, role);
      });
    },

    /**
     * The organizer a new event goes to, inside the event's transaction: the one named (the caller must be allowed to
     * create its events), a new one by name, or the caller's only organizer — a new one in their name when they have none.
     */
    async forNewEvent(trx: Trx, user: AccountView, choice: { organizerId?: number | undefined; organizerName?: string | undefined }): Promise<number> {
      if (choice.organizerId !== undefined) {
        const role = await organizers.roleOf(choice.organizerId, user.id, trx);
        const exists = (await organizers.find(choice.organizerId, trx)) !== undefined;
        if (!exists || !mayOnOrganizer(user, role, 'createEvents')) throw new AppError(400, 'validation', t.notAllowed, { organizerId: t.notAllowed });
        return choice.organizerId;
      }
      if (choice.organizerName !== undefined) return create(trx, user, { name: choice.organizerName, color: null, privacyLink: null });
      const own = (await organizers.listFor(user.id, false, trx)).filter((row) => row.role !== null && mayOnOrganizer(user, row.role, 'createEvents'));
      if (own.length === 1) return own[0]!.id;
      if (own.length > 1) throw new AppError(400, 'validation', t.chooseOne, { organizerId: t.chooseOne });
      return create(trx, user, { name: `${user.firstNames} ${user.lastNames}`.trim() || user.email, color: null, privacyLink: null });
    },
  };
}
export type OrganizersService = ReturnType<typeof createOrganizersService>;
