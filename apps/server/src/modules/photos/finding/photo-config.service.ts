import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';
import { messages, readPhotoConfig, type AccountView, type PhotoConfig, type PhotoEdit } from '@dorsal/core';
import type { FileStorage } from '../../../adapters/storage/file-storage.ts';
import { readStoredUrl } from '../../../adapters/storage/file-storage.ts';
import type { Db } from '../../../db/database.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { storeImage, type ImageUploadRule } from '../../../lib/images.ts';
import type { RequireEventAccess } from '../../events/event-access.ts';
import type { EventSetupRepository } from '../../events/setup/event/event-setup.repository.ts';
import type { PhotoFindingRepository } from './finding.repository.ts';
import { imageSize, renderEditedPhoto, type OverlayImage } from './photo-render.ts';

const t = messages.photos;
const notImage = () => new AppError(400, 'not_an_image', t.config.badImage);
const notFrame = () => new AppError(400, 'not_a_png', t.config.badFrame);

/** Logos: any image, kept as PNG (transparency) up to 1000 px. */
export const photoLogoUpload: ImageUploadRule = { field: 'file', maxBytes: 5 * 1024 * 1024, tooLargeMessage: t.config.tooLarge, notImage, shape: { maxWidth: 1000, maxHeight: 1000, format: 'png' } };
/** Frames: PNG only (their transparency is the point), up to the editor's 1500 px. */
export const photoFrameUpload: ImageUploadRule = { field: 'file', maxBytes: 5 * 1024 * 1024, tooLargeMessage: t.config.tooLarge, notImage: notFrame, shape: { maxWidth: 1500, maxHeight: 1500, format: 'png' } };

/** The event's photo configuration (logos always on athletes' photos, frames to choose) and the server's render. */
export function createPhotoConfigService(deps: {
  db: Db;
  photos: PhotoFindingRepository;
  storage: FileStorage;
  setup: Pick<EventSetupRepository, 'recordChange'>;
  requireEventAccess: RequireEventAccess;
}) {
  async function config(eventId: number): Promise<PhotoConfig> {
    const row = await deps.photos.photoConfig(eventId);
    if (!row || row.status === 'draft') throw notFound();
    return readPhotoConfig(row.photoConfig);
  }

  async function stored(url: string): Promise<OverlayImage | null> {
    const data = await readStoredUrl(deps.storage, url);
    if (!data) return null;
    return { data, size: await imageSize(data).catch(() => ({ width: 1, height: 1 })) };
  }

  async function upload(user: AccountView, eventId: number, file: Buffer, rule: ImageUploadRule) {
    await deps.requireEventAccess({ user, eventId, allow: 'editEvent' });
    if (rule === photoFrameUpload) {
      const format = await sharp(file).metadata().then((meta) => meta.format, () => undefined);
      if (format !== 'png') throw notFrame();
    }
    const url = await storeImage(deps.storage, file, rule, `events/${eventId}/photo-${rule === photoFrameUpload ? 'frame' : 'logo'}`);
    const size = (await stored(url))?.size ?? { width: 1, height: 1 };
    return { url, ...size };
  }

  return {
    config,

    async save(user: AccountView, eventId: number, next: PhotoConfig): Promise<PhotoConfig> {
      return deps.db.transaction().execute(async (trx) => {
        const { event } = await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const before = readPhotoConfig(event.photoConfig);
        if (isDeepStrictEqual(before, next)) return next;
        await deps.photos.savePhotoConfig(trx, eventId, next);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'photoConfig', changes: { before, after: next } });
        return next;
      });
    },

    uploadLogo: (user: AccountView, eventId: number, file: Buffer) => upload(user, eventId, file, photoLogoUpload),
    uploadFrame: (user: AccountView, eventId: number, file: Buffer) => upload(user, eventId, file, photoFrameUpload),

    /** A shown photo, edited and with the event's stored logos (logos elsewhere on the web are not fetched). */
    async render(eventId: number, photoId: number, edit: PhotoEdit): Promise<Buffer> {
      const photo = await deps.photos.shownPhoto(eventId, photoId);
      const data = photo?.displayUrl ? await readStoredUrl(deps.storage, photo.displayUrl) : undefined;
      if (!photo || !data) throw notFound(t.notFound);
      const settings = await config(eventId);
      const frameConfig = edit.frameCode === null ? null : settings.frames.find((frame) => frame.code === edit.frameCode);
      if (frameConfig === undefined) throw new AppError(400, 'validation', t.frameNotFound, { frameCode: t.frameNotFound });
      const frame = frameConfig ? await stored(frameConfig.url) : null;
      const logos = (await Promise.all(settings.logos.map(async (logo) => ({ image: await stored(logo.url), placement: logo })))).flatMap(({ image, placement }) => (image ? [{ ...image, placement }] : []));
      return renderEditedPhoto(data, edit, { frame, logos });
    },
  };
}

export type PhotoConfigService = ReturnType<typeof createPhotoConfigService>;
