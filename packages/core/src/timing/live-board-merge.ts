import type { LiveBoard, LiveChange } from './timing.schemas.ts';

/**
 * The live page's board after one realtime change: the changed modalities' counts and starts replace theirs, the new
 * passings (of the modality shown, if one is) go in time order, newest first; a corrected passing replaces the one
 * with its id and a deleted one leaves; the table keeps `limit` rows. A change older than the board (a replay after
 * a snapshot) changes nothing.
 */
export function mergeLiveChange(board: LiveBoard, change: LiveChange, view: { modalityCode?: string | undefined; limit: number }): LiveBoard {
  if (change.version <= board.version) return board;
  const changed = new Map(change.modalities.map((modality) => [modality.code, modality]));
  const incoming = change.passings.filter((passing) => !view.modalityCode || passing.modalityCode === view.modalityCode);
  const replaced = new Set([...change.passings.map((passing) => passing.id), ...(change.removed ?? [])]);
  const passings = [...incoming, ...board.passings.filter((passing) => !replaced.has(passing.id))]
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
    .slice(0, view.limit);
  return {
    version: change.version,
    modalities: board.modalities.map((modality) => changed.get(modality.code) ?? modality),
    passings,
  };
}
