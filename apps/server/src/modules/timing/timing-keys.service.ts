import { createHash, randomBytes } from 'node:crypto';
import type { AccountView, TimingKeyView } from '@dorsal/core';
import { messages } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventSetupRepository } from '../events/setup/event/event-setup.repository.ts';
import type { TimingKeysRepository } from './timing-keys.repository.ts';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

type StoredKey = NonNullable<Awaited<ReturnType<TimingKeysRepository['find']>>>;

const toView = (key: StoredKey): TimingKeyView => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  revokedAt: key.revokedAt?.toISOString() ?? null,
});

/**
 * Per-event keys of timing systems: shown once when created, stored as a SHA-256 hash (the secret is 32 random
 * bytes, so a plain hash is enough), revoked by the organizer. Creating and revoking are logged.
 */
export function createTimingKeysService(deps: { db: Db; keys: TimingKeysRepository; setup: EventSetupRepository; requireEventAccess: RequireEventAccess }) {
  return {
    async list(user: AccountView, eventId: number): Promise<TimingKeyView[]> {
      await deps.requireEventAccess({ user, eventId, allow: 'manageTiming' });
      return (await deps.keys.list(eventId)).map(toView);
    },

    async create(user: AccountView, eventId: number, name: string): Promise<{ key: TimingKeyView; secret: string }> {
      const prefix = randomBytes(4).toString('hex');
      const secret = `dt_${prefix}_${randomBytes(32).toString('base64url')}`;
      const id = await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'manageTiming', executor: trx });
        const id = await deps.keys.insert(trx, { eventId, name, prefix, keyHash: hashOf(secret), createdBy: user.id });
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'timingKey', changes: { created: { id, name, prefix } } });
        return id;
      });
      return { key: toView((await deps.keys.find(eventId, id))!), secret };
    },

    async revoke(user: AccountView, eventId: number, id: number): Promise<TimingKeyView> {
      await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'manageTiming', executor: trx });
        const key = await deps.keys.find(eventId, id, trx);
        if (!key) throw notFound();
        if (key.revokedAt) return;
        await deps.keys.revoke(trx, eventId, id);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'timingKey', changes: { revoked: { id, name: key.name } } });
      });
      return toView((await deps.keys.find(eventId, id))!);
    },

    /** The key of an `Authorization: Bearer …` header, if it is a live key of this event; else a 401. */
    async authenticate(eventId: number, authorization: string | undefined): Promise<{ keyId: number }> {
      const secret = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      const key = secret ? await deps.keys.useByHash(hashOf(secret)) : null;
      if (!key || key.eventId !== eventId) throw new AppError(401, 'unauthorized', messages.timing.invalidKey);
      return { keyId: key.id };
    },
  };
}
export type TimingKeysService = ReturnType<typeof createTimingKeysService>;
