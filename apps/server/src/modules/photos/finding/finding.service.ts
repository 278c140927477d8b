import { athletePassings, fill, GALLERY_PAGE_SIZE, matchWindows, messages, type AccountView, type RacePhotoView } from '@dorsal/core';
import { notFound } from '../../../lib/errors.ts';
import type { EventsRepository } from '../../events/events.repository.ts';
import type { ResultsService } from '../../results/results.service.ts';
import type { PhotoFindingRepository } from './finding.repository.ts';

const t = messages.photos.gallery;

type PhotoRow = Awaited<ReturnType<PhotoFindingRepository['galleryPage']>>[number];

export function toPhotoView(row: PhotoRow): RacePhotoView {
  return {
    id: row.id,
    eventId: row.eventId,
    point: row.point,
    url: row.displayUrl ?? '',
    thumbUrl: row.thumbUrl ?? row.displayUrl ?? '',
    width: row.width,
    height: row.height,
    adjustedAt: row.adjustedAt ? new Date(row.adjustedAt).toISOString() : null,
  };
}

/** How many of an athlete's photos come with their result's detail (the carousel's first pages). */
export const DETAIL_PHOTOS = 50;

/** An athlete's result as the matching needs it. */
export interface MatchableResult {
  bib: number;
  arrivedAt: Date | string | null;
  splits: readonly { controlCode: number; at?: string }[];
}

/** An athlete's photos: tagged with the bib, or at a point within ±200 s of their passing there (core's rule, in SQL). */
export async function matchedPhotos(photos: PhotoFindingRepository, eventId: number, result: MatchableResult, offset: number, limit: number) {
  const { rows, total } = await photos.matchingPage(eventId, result.bib, matchWindows(athletePassings(result)), offset, limit);
  return { photos: rows.map(toPhotoView), total };
}

/**
 * Finding race photos (issue 14): an athlete's (tagged with the bib or ±200 s of their passing at the photo's point),
 * the public gallery of each photographic point, and 'Mis fotos' across the events of a signed-in athlete.
 */
export function createPhotoFindingService(deps: { photos: PhotoFindingRepository; events: Pick<EventsRepository, 'findById'>; results: Pick<ResultsService, 'listedRow'> }) {
  async function publicEvent(eventId: number) {
    const event = await deps.events.findById(eventId);
    if (!event || event.status === 'draft') throw notFound(t.notFound);
    return event;
  }

  const matched = (eventId: number, result: MatchableResult, offset: number, limit: number) => matchedPhotos(deps.photos, eventId, result, offset, limit);

  return {
    async ofResult(eventId: number, bib: number, page: number) {
      await publicEvent(eventId);
      const { row } = await deps.results.listedRow(eventId, bib);
      const found = await matched(eventId, row, (page - 1) * GALLERY_PAGE_SIZE, GALLERY_PAGE_SIZE);
      return { ...found, page, pageSize: GALLERY_PAGE_SIZE };
    },

    async gallery(eventId: number, query: { point?: string; page: number }) {
      const event = await publicEvent(eventId);
      const counted = await deps.photos.galleryPoints(eventId);
      const ordered = [...counted].sort((a, b) => (a.point === 'meta' ? 1 : b.point === 'meta' ? -1 : Number(a.point) - Number(b.point)));
      const points = ordered.map((entry) => ({ ...entry, label: entry.point === 'meta' ? t.meta : fill(t.checkpoint, { number: entry.point }) }));
      const point = query.point ?? points.find((entry) => entry.point === 'meta')?.point ?? points[0]?.point ?? null;
      const total = points.find((entry) => entry.point === point)?.count ?? 0;
      const rows = point === null || total === 0 ? [] : await deps.photos.galleryPage(eventId, point, (query.page - 1) * GALLERY_PAGE_SIZE, GALLERY_PAGE_SIZE);
      return { event: { id: event.id, name: event.name }, points, point, photos: rows.map(toPhotoView), total, page: query.page, pageSize: GALLERY_PAGE_SIZE };
    },

    async mine(user: AccountView) {
      const results = await deps.photos.resultsOfAccount(user.id);
      const events = await Promise.all(
        results.map(async (result) => {
          const found = await matched(result.eventId, result, 0, DETAIL_PHOTOS);
          return { eventId: result.eventId, eventName: result.eventName, eventDate: result.eventDate, bib: result.bib, name: result.name, ...found };
        }),
      );
      return { events: events.filter((event) => event.total > 0) };
    },
  };
}

export type PhotoFindingService = ReturnType<typeof createPhotoFindingService>;
