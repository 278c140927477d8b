import { readCallDocument, withTimingDefaults, type CategoryView, type EventCard, type EventDetail, type ModalityView, type CheckpointView } from '@dorsal/core';
import type { EventRow, EventsRepository } from './events.repository.ts';

/** A stored call document shows when it has blocks, readable or not (the page reports those it cannot show). */
function hasCallDocument(stored: unknown): boolean {
  const read = readCallDocument(stored);
  return read !== null && (read.document.blocks.length > 0 || read.skippedBlocks > 0);
}

function callDocumentView(stored: unknown): Pick<EventDetail, 'callDocument' | 'callDocumentIncomplete'> {
  const read = readCallDocument(stored);
  return { callDocument: read && read.document.blocks.length > 0 ? read.document : null, callDocumentIncomplete: (read?.skippedBlocks ?? 0) > 0 };
}

export function toEventCard(row: EventRow): EventCard {
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    date: row.eventDate,
    startTime: row.startTime,
    timeZone: row.timeZone,
    place: row.place,
    city: row.city,
    country: row.country,
    status: row.status,
    hasWebsite: row.hasWebsite,
    hasCallDocument: hasCallDocument(row.callDocument),
    isTest: row.isTest,
  };
}

type ModalityRows = Awaited<ReturnType<EventsRepository['modalitiesWithCategories']>>;
type CheckpointRows = Awaited<ReturnType<EventsRepository['checkpoints']>>;

/** The public face of a category (hidden and sort order stay inside). */
export function toCategoryView(category: CategoryView): CategoryView {
  return {
    branch: category.branch,
    code: category.code,
    name: category.name,
    minAge: category.minAge,
    maxAge: category.maxAge,
    winnersCount: category.winnersCount,
    isOverall: category.isOverall,
  };
}

export function toModalityViews(modalities: ModalityRows): ModalityView[] {
  return modalities
    .filter((modality) => !modality.hidden)
    .map((modality) => ({
      code: modality.code,
      name: modality.name,
      description: modality.description,
      isBackyard: modality.isBackyard,
      distanceKm: modality.distanceKm,
      startWaves: modality.startWaves,
      categories: modality.categories.filter((category) => !category.hidden).map(toCategoryView),
    }));
}

export function toCheckpointViews(checkpoints: CheckpointRows): CheckpointView[] {
  return checkpoints.map((checkpoint) => ({
    number: checkpoint.number,
    description: checkpoint.description,
    distanceKm: checkpoint.distanceKm,
    laps: checkpoint.laps,
  }));
}

export function toEventDetail(
  row: EventRow,
  { modalities, checkpoints, counts }: { modalities: ModalityRows; checkpoints: CheckpointRows; counts: EventDetail['resultCounts'] },
  canManage: boolean,
): EventDetail {
  const timing = withTimingDefaults(row.timingConfig);
  return {
    ...toEventCard(row),
    message: timing.message,
    timing: { showAll: timing.showAll, showDns: timing.showDns, hideControls: timing.hideControls },
    modalities: toModalityViews(modalities),
    checkpoints: toCheckpointViews(checkpoints),
    ...callDocumentView(row.callDocument),
    resultCounts: counts,
    canManage,
  };
}
