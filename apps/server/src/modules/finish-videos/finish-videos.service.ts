import { isDeepStrictEqual } from 'node:util';
import type { FastifyRequest } from 'fastify';
import type {
  finishVideoInputSchema} from '@dorsal/core';
import {
  FINISH_VIDEO_MAX_BYTES,
  FINISH_VIDEOS_PER_EVENT,
  finishVideoCue,
  messages,
  normalizeTimeOfDay,
  readYoutubeVideoId,
  type AccountView,
  type FinishVideo,
  type FinishVideoInput,
  type FinishVideoView
} from '@dorsal/core';
import type { z } from 'zod';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventSetupRepository } from '../events/setup/event/event-setup.repository.ts';
import { isUploadedFinishVideo, storeFinishVideoFile } from './finish-video-file.ts';
import { toFinishVideoView, type FinishVideoFields, type FinishVideosRepository } from './finish-videos.repository.ts';

const t = messages.finishVideos;
type ParsedInput = z.output<typeof finishVideoInputSchema>;
const invalid = (field: string, message: string) => new AppError(400, 'validation', message, { [field]: message });

/**
 * Finish-line videos (issue 14): staff of the event list them (any role) and those who manage them add, change and
 * remove them, each change in the event's change log (action `finishVideos`); an uploaded file is streamed into the
 * storage first and named by its URL. Athletes get, in a result's detail, the visible video whose window holds their
 * arrival, cued 5 s before it.
 */
export function createFinishVideosService(deps: {
  db: Db;
  videos: FinishVideosRepository;
  storage: FileStorage;
  setup: Pick<EventSetupRepository, 'recordChange'>;
  requireEventAccess: RequireEventAccess;
  /** Schedules the removal of an uploaded file in case no video is ever saved with it (see FORGET_UNSAVED_VIDEO_JOB). */
  scheduleForget?: (fileUrl: string) => Promise<unknown>;
  maxFileBytes?: number;
}) {
  const maxFileBytes = deps.maxFileBytes ?? FINISH_VIDEO_MAX_BYTES;

  function fieldsOf(eventId: number, input: ParsedInput): FinishVideoFields {
    const fileUrl = input.kind === 'file' ? input.fileUrl : null;
    if (fileUrl !== null && !isUploadedFinishVideo(deps.storage, fileUrl, eventId)) throw invalid('fileUrl', t.fileRequired);
    return {
      title: input.title,
      youtubeId: input.kind === 'youtube' ? readYoutubeVideoId(input.youtube) : null,
      fileUrl,
      startTime: normalizeTimeOfDay(input.startTime),
      endTime: normalizeTimeOfDay(input.endTime),
      hidden: input.hidden,
    };
  }

  /** Deletes a file no row points at any more (after the change committed; a failure only leaves a stray file). */
  async function forgetFile(fileUrl: string | null) {
    if (!fileUrl || (await deps.videos.fileInUse(deps.db, fileUrl))) return;
    const key = deps.storage.keyOf(fileUrl);
    if (key) await deps.storage.remove(key).catch(() => undefined);
  }

  const log = (trx: Parameters<EventSetupRepository['recordChange']>[0], eventId: number, userId: string, changes: Record<string, unknown>) =>
    deps.setup.recordChange(trx, { eventId, userId, action: 'finishVideos', changes });

  return {
    async list(user: AccountView, eventId: number): Promise<FinishVideoView[]> {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      return (await deps.videos.list(eventId)).map(toFinishVideoView);
    },

    async create(user: AccountView, eventId: number, input: ParsedInput): Promise<FinishVideoView> {
      return deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'manageFinishVideos', executor: trx });
        const fields = fieldsOf(eventId, input);
        if ((await deps.videos.count(trx, eventId)) >= FINISH_VIDEOS_PER_EVENT) throw new AppError(409, 'too_many_videos', t.tooMany);
        const created = await deps.videos.insert(trx, eventId, fields);
        await log(trx, eventId, user.id, { videoId: created.id, before: null, after: fields });
        return toFinishVideoView(created);
      });
    },

    async update(user: AccountView, eventId: number, id: number, input: ParsedInput): Promise<FinishVideoView> {
      const { view, replacedFile } = await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'manageFinishVideos', executor: trx });
        const fields = fieldsOf(eventId, input);
        const before = await deps.videos.find(trx, eventId, id);
        if (!before) throw notFound(t.notFound);
        const { id: _id, ...beforeFields } = before;
        if (isDeepStrictEqual(beforeFields, fields)) return { view: toFinishVideoView(before), replacedFile: null };
        const updated = await deps.videos.update(trx, eventId, id, fields);
        if (!updated) throw notFound(t.notFound);
        await log(trx, eventId, user.id, { videoId: id, before: beforeFields, after: fields });
        return { view: toFinishVideoView(updated), replacedFile: before.fileUrl !== fields.fileUrl ? before.fileUrl : null };
      });
      await forgetFile(replacedFile);
      return view;
    },

    async remove(user: AccountView, eventId: number, id: number): Promise<FinishVideoView[]> {
      const { views, fileUrl } = await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'manageFinishVideos', executor: trx });
        const before = await deps.videos.find(trx, eventId, id);
        if (!before || !(await deps.videos.remove(trx, eventId, id))) throw notFound(t.notFound);
        const { id: _id, ...beforeFields } = before;
        await log(trx, eventId, user.id, { videoId: id, before: beforeFields, after: null });
        return { views: (await deps.videos.list(eventId, trx)).map(toFinishVideoView), fileUrl: before.fileUrl };
      });
      await forgetFile(fileUrl);
      return views;
    },

    /** Streams an uploaded video into storage; who may is checked before a byte of it is read. */
    async uploadFile(user: AccountView, eventId: number, request: FastifyRequest): Promise<string> {
      await deps.requireEventAccess({ user, eventId, allow: 'manageFinishVideos' });
      const fileUrl = await storeFinishVideoFile(request, deps.storage, eventId, maxFileBytes);
      await deps.scheduleForget?.(fileUrl);
      return fileUrl;
    },

    /** An uploaded file that no video was saved with (the form was left): deleted; a saved one is kept. */
    forgetUnsaved: (fileUrl: string) => forgetFile(fileUrl),

    /** The finish video of an athlete who arrived at that instant (visible videos only), cued 5 s before; null when none. */
    async forArrival(eventId: number, arrivedAt: Date | null): Promise<FinishVideo | null> {
      if (!arrivedAt) return null;
      const found = await deps.videos.visibleWithZone(eventId);
      const cue = found && finishVideoCue(arrivedAt, found.timeZone, found.videos);
      if (!cue) return null;
      const { video, startSeconds } = cue;
      return video.youtubeId
        ? { kind: 'youtube', videoId: video.youtubeId, startSeconds, title: video.title }
        : { kind: 'file', url: video.fileUrl!, startSeconds, title: video.title };
    },
  };
}
export type FinishVideosService = ReturnType<typeof createFinishVideosService>;
export type { FinishVideoInput };
