import { isDeepStrictEqual } from 'node:util';
import { messages, type AccountView, type BibDesignSetup, type BibDesignView } from '@dorsal/core';
import type { FileStorage } from '../../../../adapters/storage/file-storage.ts';
import type { Db } from '../../../../db/database.ts';
import type { BibDesign } from '../../../../db/schema.ts';
import { renderStoredBib } from '../../../registration/confirmation/files.ts';
import type { RequireEventAccess } from '../../event-access.ts';
import type { EventSetupRepository } from '../event/event-setup.repository.ts';
import { bibBackgroundUpload } from './bib-background.ts';
import { storeImage } from '../../../../lib/images.ts';
import type { BibDesignRepository } from './bib-design.repository.ts';

const t = messages.eventSetup.bibDesign;

const viewOf = (design: BibDesign): BibDesignView => ({ imageUrl: design.imageUrl ?? null, fontColor: design.fontColor ?? null, whiteBack: design.whiteBack ?? false });

/**
 * 'Número digital': the organizer's background image, text colour and white back, and a preview drawn by the
 * same renderer as the athletes' bibs. Each change is a row of the event's change log and counts for bibs drawn from then on.
 */
export function createBibDesignService(deps: {
  db: Db;
  designs: BibDesignRepository;
  setup: EventSetupRepository;
  storage: FileStorage;
  requireEventAccess: RequireEventAccess;
  onChanged?: (eventId: number) => void;
}) {
  async function change(user: AccountView, eventId: number, next: (before: BibDesign) => BibDesign): Promise<BibDesignView> {
    const saved = await deps.db.transaction().execute(async (trx) => {
      await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
      const before = await deps.designs.find(eventId, trx);
      const after = next(before);
      if (isDeepStrictEqual(before, after)) return before;
      await deps.designs.save(trx, eventId, after);
      await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'bibDesign', changes: { before, after } });
      return after;
    });
    deps.onChanged?.(eventId);
    return viewOf(saved);
  }

  return {
    async get(user: AccountView, eventId: number): Promise<BibDesignView> {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      return viewOf(await deps.designs.find(eventId));
    },

    save(user: AccountView, eventId: number, setup: BibDesignSetup): Promise<BibDesignView> {
      return change(user, eventId, ({ imageUrl }) => ({
        ...(imageUrl ? { imageUrl } : {}),
        ...(setup.fontColor ? { fontColor: setup.fontColor.toUpperCase() } : {}),
        whiteBack: setup.whiteBack,
      }));
    },

    /** Checks the caller first, so nothing is stored for someone who may not change the event. */
    async uploadImage(user: AccountView, eventId: number, upload: Buffer): Promise<BibDesignView> {
      await deps.requireEventAccess({ user, eventId, allow: 'editEvent' });
      const imageUrl = await storeImage(deps.storage, upload, bibBackgroundUpload, `bibs/event-${eventId}`);
      return change(user, eventId, (before) => ({ ...before, imageUrl }));
    },

    removeImage(user: AccountView, eventId: number): Promise<BibDesignView> {
      return change(user, eventId, ({ imageUrl: _removed, ...rest }) => rest);
    },

    /** The bib of a sample athlete with the saved image and the look being edited (`look` overrides the saved one). */
    async preview(user: AccountView, eventId: number, look: { color?: string; whiteBack?: boolean }): Promise<Buffer> {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      const [design, event, modalityName] = await Promise.all([deps.designs.find(eventId), deps.designs.eventLook(eventId), deps.designs.firstModalityName(eventId)]);
      const fontColor = look.color ?? design.fontColor;
      return renderStoredBib(
        deps.storage,
        { bib: 123, pendingText: '', athleteName: t.sampleName, eventName: event.name, modalityName: modalityName ?? t.sampleModality, eventLogoUrl: event.logoUrl },
        { ...design, ...(fontColor ? { fontColor } : {}), whiteBack: look.whiteBack ?? design.whiteBack ?? false },
      );
    },
  };
}
export type BibDesignService = ReturnType<typeof createBibDesignService>;
