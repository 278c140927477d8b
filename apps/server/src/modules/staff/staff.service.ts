import { createHash, randomBytes } from 'node:crypto';
import { fill, messages, type AccountView, type AddStaff, type EventStaffList, type PlatformStaff } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import { staffInvitationMail } from './staff-invitation-mail.ts';
import type { StaffRepository } from './staff.repository.ts';

const t = messages.staff;
const roles = messages.manage.roles;
const INVITATION_DAYS = 14;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (date: Date | string) => new Date(date).toISOString();

type Members = Awaited<ReturnType<StaffRepository['members']>>;

function memberViews(members: Members) {
  return members.map((m) => ({ userId: m.userId, name: m.name ?? m.email, email: m.email, role: m.role, since: iso(m.createdAt), invitedBy: m.invitedByName }));
}

/**
 * Authorised users (document 3 §6): owners and organizer managers add people by e-mail with a role. An address with
 * an account gets the role at once ('Agregado exitosamente'); another gets a mail whose link (a token stored only as
 * its SHA-256, valid 14 days) gives the role to whoever accepts it signed in — the link proves the inbox.
 */
export function createStaffService(deps: { db: Db; staff: StaffRepository; outbox: OutboxRepository; requireEventAccess: RequireEventAccess; baseUrl: string }) {
  const { db, staff } = deps;

  async function list(eventId: number): Promise<EventStaffList> {
    const [members, invitations] = await Promise.all([staff.members([eventId]), staff.openInvitations([eventId])]);
    return {
      members: memberViews(members),
      invitations: invitations.map((i) => ({ id: i.id, email: i.email, role: i.role, invitedAt: iso(i.createdAt), expiresAt: iso(i.expiresAt), invitedBy: i.invitedByName })),
    };
  }
  const manage = (user: AccountView, eventId: number) => deps.requireEventAccess({ user, eventId, allow: 'manageStaff' });

  return {
    async list(user: AccountView, eventId: number) {
      await manage(user, eventId);
      return list(eventId);
    },

    async add(user: AccountView, eventId: number, input: AddStaff) {
      const { event } = await manage(user, eventId);
      const inviter = (await staff.userName(user.id))?.name ?? user.email;
      const status = await db.transaction().execute(async (trx) => {
        const account = await staff.findUserByEmail(input.email, trx);
        if (account) {
          if ((await staff.roleOf(trx, eventId, account.id))?.role === 'owner') throw new AppError(409, 'already_owner', t.alreadyOwner, { email: t.alreadyOwner });
          await staff.grant(trx, { eventId, userId: account.id, role: input.role, invitedBy: user.id });
          return 'ok' as const;
        }
        const token = randomBytes(24).toString('base64url');
        await staff.invite(trx, { eventId, email: input.email, role: input.role, tokenHash: hashOf(token), invitedBy: user.id, expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000) });
        const mail = staffInvitationMail({ to: input.email, event: event.name, role: roles[input.role], inviter, url: `${deps.baseUrl}/invitacion/${token}` });
        await deps.outbox.insert(mail, trx);
        return 'invited' as const;
      });
      return { status, message: status === 'ok' ? t.added : fill(t.invited, { email: input.email }), staff: await list(eventId) };
    },

    async revoke(user: AccountView, eventId: number, userId: string) {
      await manage(user, eventId);
      const removed = await db.transaction().execute(async (trx) => {
        if ((await staff.roleOf(trx, eventId, userId))?.role === 'owner') throw new AppError(409, 'owner_stays', t.ownerStays);
        return staff.remove(trx, eventId, userId);
      });
      if (!removed) throw notFound(t.notStaff);
      return list(eventId);
    },

    /** The owner (or a platform admin) hands the event to an existing account; the previous owner keeps organizer access. */
    async transferOwnership(user: AccountView, eventId: number, email: string) {
      await deps.requireEventAccess({ user, eventId, allow: 'transferOwnership' });
      const account = await db.transaction().execute(async (trx) => {
        const account = await staff.findUserByEmail(email, trx);
        if (!account) throw new AppError(400, 'no_account', t.transfer.noAccount, { email: t.transfer.noAccount });
        if ((await staff.roleOf(trx, eventId, account.id))?.role === 'owner') throw new AppError(409, 'already_owner', t.transfer.alreadyOwner, { email: t.transfer.alreadyOwner });
        await staff.transferOwnership(trx, { eventId, userId: account.id, by: user.id });
        return account;
      });
      const name = (await staff.userName(account.id))?.name ?? account.email;
      return { message: fill(t.transfer.done, { name }), staff: await list(eventId) };
    },

    async revokeInvitation(user: AccountView, eventId: number, invitationId: number) {
      await manage(user, eventId);
      if (!(await db.transaction().execute((trx) => staff.revokeInvitation(trx, eventId, invitationId)))) throw notFound();
      return list(eventId);
    },

    async invitation(token: string) {
      const found = await staff.invitationByToken(hashOf(token));
      if (!found) throw notFound(t.invitation.notFound);
      const status = found.acceptedAt ? 'accepted' : found.revokedAt ? 'revoked' : new Date(found.expiresAt) <= new Date() ? 'expired' : 'open';
      return { eventName: found.eventName, role: found.role, email: found.email, status } as const;
    },

    async accept(user: AccountView, token: string) {
      const found = await staff.invitationByToken(hashOf(token));
      if (!found) throw notFound(t.invitation.notFound);
      await db.transaction().execute(async (trx) => {
        if (!(await staff.markAccepted(trx, found.id, user.id))) {
          const message = found.acceptedAt ? t.invitation.used : found.revokedAt ? t.invitation.revokedText : t.invitation.expired;
          throw new AppError(409, 'invitation_closed', message);
        }
        if ((await staff.roleOf(trx, found.eventId, user.id))?.role !== 'owner') {
          await staff.grant(trx, { eventId: found.eventId, userId: user.id, role: found.role, invitedBy: found.invitedBy ?? user.id });
        }
      });
      return { message: t.invitation.accepted, eventId: found.eventId };
    },

    /** `/usuario-autorizado` for the platform admin: every event with its staff. */
    async platform(user: AccountView): Promise<PlatformStaff> {
      if (user.role !== 'admin') throw forbidden();
      const events = await staff.allEvents();
      const ids = events.map((e) => e.id);
      const [members, invitations] = await Promise.all([staff.members(ids), staff.openInvitations(ids)]);
      return {
        events: events.map((event) => ({
          id: event.id,
          name: event.name,
          date: event.eventDate,
          status: event.status,
          members: memberViews(members.filter((m) => m.eventId === event.id)),
          invitations: invitations.filter((i) => i.eventId === event.id).length,
        })),
      };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
