import { messages } from '@dorsal/core';
import type { Branch, EventDetail } from '@dorsal/core';

const SKIPPED_CONTROL_KIND = 3;

export interface ControlColumn {
  code: number;
  label: string;
}

/** Names the rows need, looked up once per event. */
export interface EventLookup {
  eventId: number;
  /** While the event is being timed: what athlete pages need to show progress along the course; null otherwise. */
  course: Pick<EventDetail, 'id' | 'timeZone' | 'checkpoints' | 'modalities'> | null;
  modalityName(code: string): string;
  categoryName(modalityCode: string, branch: Branch, code: string): string;
  branchName(branch: Branch): string;
  /** The modality's split columns in control order (none when the event hides controls). */
  controls(modalityCode: string): ControlColumn[];
}

const categoryKey = (modalityCode: string, branch: string, code: string) => `${modalityCode}\u0000${branch}\u0000${code}`;

export function buildEventLookup(event: EventDetail): EventLookup {
  const modalities = new Map(event.modalities.map((modality) => [modality.code, modality.name]));
  const categories = new Map<string, string>();
  for (const modality of event.modalities) {
    for (const category of modality.categories) {
      categories.set(categoryKey(modality.code, category.branch, category.code), category.name);
    }
  }
  const controlsByModality = new Map<string, ControlColumn[]>();
  const controls = (modalityCode: string): ControlColumn[] => {
    if (event.timing.hideControls) return [];
    const cached = controlsByModality.get(modalityCode);
    if (cached) return cached;
    const columns: ControlColumn[] = [];
    for (const checkpoint of event.checkpoints) {
      const laps = checkpoint.laps.filter((lap) => lap.modalityCode === modalityCode && lap.kind !== SKIPPED_CONTROL_KIND);
      for (const { lap } of laps) {
        const label = laps.length > 1 ? `${checkpoint.description} · ${messages.results.lap} ${lap}` : checkpoint.description;
        columns.push({ code: checkpoint.number * 1000 + lap, label });
      }
    }
    columns.sort((a, b) => a.code - b.code);
    controlsByModality.set(modalityCode, columns);
    return columns;
  };
  return {
    eventId: event.id,
    course: event.status === 'live' ? event : null,
    modalityName: (code) => modalities.get(code) ?? code,
    categoryName: (modalityCode, branch, code) => categories.get(categoryKey(modalityCode, branch, code)) ?? code,
    branchName: (branch) => messages.events.branches[branch] ?? branch,
    controls,
  };
}
