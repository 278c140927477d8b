import type { AccountView } from '@dorsal/core';
import type { FileStorage } from '../../../../adapters/storage/file-storage.ts';
import type { Db } from '../../../../db/database.ts';
import { storeImage } from '../../../../lib/images.ts';
import type { RequireEventAccess } from '../../event-access.ts';
import type { EventSetupRepository } from '../event/event-setup.repository.ts';
import { eventImageKinds, eventImagePrefix, type EventImageKind } from './event-images.ts';

/**
 * Uploads for the event's pages (a product's picture, an image of the convocatoria): checked against the events
 * policy before anything is stored, normalized, stored, and logged. The answer is the image's address, which the
 * products or the convocatoria then save like any other field.
 */
export function createEventImagesService(deps: { db: Db; setup: EventSetupRepository; storage: FileStorage; requireEventAccess: RequireEventAccess }) {
  return {
    async upload(user: AccountView, eventId: number, kind: EventImageKind, upload: Buffer): Promise<{ imageUrl: string }> {
      await deps.requireEventAccess({ user, eventId, allow: 'editEvent' });
      const imageUrl = await storeImage(deps.storage, upload, eventImageKinds[kind].upload, eventImagePrefix(kind, eventId));
      await deps.setup.recordChange(deps.db, { eventId, userId: user.id, action: eventImageKinds[kind].action, changes: { imageUrl } });
      return { imageUrl };
    },
  };
}
export type EventImagesService = ReturnType<typeof createEventImagesService>;
