import { fill, messages, readBibList, readPhotoTagsCsv, TAGGING_PAGE_SIZE, type AccountView, type ImportProblem, type StaffPhoto } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { PhotosRepository, RacePhotoRow } from './photos.repository.ts';

const t = messages.photos.tagging;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const staffPhotoView = (row: RacePhotoRow, bibs: number[]): StaffPhoto => ({
  id: row.id,
  fileName: row.fileName,
  point: row.point,
  status: row.status,
  error: row.error,
  thumbUrl: row.thumbUrl,
  displayUrl: row.displayUrl,
  width: row.width,
  height: row.height,
  takenAt: iso(row.takenAt),
  adjustedAt: iso(row.adjustedAt),
  visible: row.visible,
  bibs,
});

/** Staff's list of an event's photos and the bibs on each: typed one photo at a time, or a CSV all or nothing. */
export function createPhotoTaggingService(deps: { db: Db; photos: PhotosRepository; requireEventAccess: RequireEventAccess }) {
  const { photos } = deps;

  async function photoView(eventId: number, photoId: number): Promise<StaffPhoto> {
    const row = await photos.findPhoto(eventId, photoId);
    if (!row) throw notFound(messages.photos.notFound);
    return staffPhotoView(row, (await photos.bibsOf([photoId])).get(photoId)!);
  }

  return {
    async list(user: AccountView, eventId: number, query: { page: number; point?: string; batch?: number }) {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      const { rows, total } = await photos.listPhotos(eventId, { point: query.point, batchId: query.batch }, query.page, TAGGING_PAGE_SIZE);
      const bibs = await photos.bibsOf(rows.map((row) => row.id));
      return { photos: rows.map((row) => staffPhotoView(row, bibs.get(row.id)!)), page: query.page, pages: Math.max(1, Math.ceil(total / TAGGING_PAGE_SIZE)), total };
    },

    async setBibs(user: AccountView, eventId: number, photoId: number, text: string): Promise<StaffPhoto> {
      await deps.requireEventAccess({ user, eventId, allow: 'editEvent' });
      if (!(await photos.findPhoto(eventId, photoId))) throw notFound(messages.photos.notFound);
      const read = readBibList(text);
      if (!read.ok) throw new AppError(422, 'invalid_bibs', fill(t.badBib, { bib: read.bad }), { bibs: fill(t.badBib, { bib: read.bad }) });
      await deps.db.transaction().execute((trx) => photos.replaceBibs(trx, eventId, new Map([[photoId, read.bibs]])));
      return photoView(eventId, photoId);
    },

    async setVisible(user: AccountView, eventId: number, photoId: number, visible: boolean): Promise<StaffPhoto> {
      await deps.requireEventAccess({ user, eventId, allow: 'editEvent' });
      if (!(await photos.findPhoto(eventId, photoId))) throw notFound(messages.photos.notFound);
      await photos.setVisible(eventId, photoId, visible);
      return photoView(eventId, photoId);
    },

    /** Replaces the bibs of every photo the CSV lists; one unknown file or bad bib and nothing changes. */
    async importTags(user: AccountView, eventId: number, csv: string): Promise<{ photos: number }> {
      await deps.requireEventAccess({ user, eventId, allow: 'editEvent' });
      const read = readPhotoTagsCsv(csv);
      const invalid = (problems: ImportProblem[]) => new AppError(422, 'invalid_file', t.importFailed, undefined, { problems });
      if (!read.ok) throw invalid(read.problems);
      return deps.db.transaction().execute(async (trx) => {
        await photos.lockEvent(trx, eventId);
        const ids = await photos.photoIdsByFileName(trx, eventId, read.lines.map((line) => line.fileName));
        const problems = read.lines.filter((line) => !ids.has(line.fileName)).map((line) => ({ row: line.line, message: fill(t.csv.unknownFile, { line: line.line, file: line.fileName }) }));
        if (problems.length) throw invalid(problems);
        const tags = new Map<number, number[]>();
        for (const line of read.lines) for (const photoId of ids.get(line.fileName)!) tags.set(photoId, line.bibs);
        await photos.replaceBibs(trx, eventId, tags);
        return { photos: tags.size };
      });
    },
  };
}

export type PhotoTaggingService = ReturnType<typeof createPhotoTaggingService>;
