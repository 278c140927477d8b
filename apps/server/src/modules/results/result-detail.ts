import { controlsForModality, formatDuration, type Checkpoint, type EventVideo, type FinishVideo, type ResultDetail } from '@dorsal/core';
import type { EventsRepository } from '../events/events.repository.ts';
import type { ResultsIndex } from './results-index.ts';
import type { StoredResult } from './results.repository.ts';
import { toResultView } from './result-view.ts';

/** The finish video starts this many seconds before the athlete's arrival. */
export const VIDEO_LEAD_SECONDS = 5;

type CheckpointRows = Awaited<ReturnType<EventsRepository['checkpoints']>>;

export function toCoreCheckpoints(rows: CheckpointRows): Checkpoint[] {
  return rows.map((row) => {
    const modalities = new Map<string, { lap: number; kind: number }[]>();
    for (const lap of row.laps) modalities.set(lap.modalityCode, [...(modalities.get(lap.modalityCode) ?? []), { lap: lap.lap, kind: lap.kind }]);
    return {
      number: row.number,
      description: row.description,
      modalities: [...modalities].map(([modalityCode, laps]) => ({ modalityCode, laps })),
    };
  });
}

/** The first visible video that was recording when the athlete arrived, cued 5 s earlier. */
export function finishVideo(arrivedAt: Date | null, videos: readonly EventVideo[]): FinishVideo | null {
  if (!arrivedAt) return null;
  const at = arrivedAt.getTime();
  for (const video of videos) {
    if (video.hide) continue;
    const start = Date.parse(video.startTime);
    const end = Date.parse(video.endTime);
    if (!(at >= start && at <= end)) continue;
    const startSeconds = Math.max(0, Math.floor((at - start) / 1000) - VIDEO_LEAD_SECONDS);
    if (video.videoId) return { kind: 'youtube' as const, videoId: video.videoId, startSeconds, title: video.title };
    if (video.url) return { kind: 'file' as const, url: video.url, startSeconds, title: video.title };
  }
  return null;
}

export function buildResultDetail(row: StoredResult, entry: Pick<ResultsIndex, 'event' | 'modalities' | 'timing'>, checkpoints: CheckpointRows): ResultDetail {
  const controls = controlsForModality(toCoreCheckpoints(checkpoints), row.modalityCode);
  const splitByCode = new Map(row.splits.map((split) => [split.controlCode, split.timeMs]));
  return {
    ...toResultView(row, entry.timing.hideControls),
    controls: entry.timing.hideControls
      ? []
      : controls.map((control) => {
          const ms = splitByCode.get(control.code);
          return { controlCode: control.code, description: control.description, lap: control.lap, time: ms === undefined ? null : formatDuration(ms) };
        }),
    video: finishVideo(row.arrivedAt, entry.timing.videos),
    photos: [],
  };
}
