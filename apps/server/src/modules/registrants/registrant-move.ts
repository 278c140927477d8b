import { fill, messages, type Branch } from '@dorsal/core';
import type { Trx } from '../../db/database.ts';
import { releasePlace, takePlace } from '../../lib/capacity-lock.ts';
import { AppError } from '../../lib/errors.ts';
import type { RegistrationRow } from '../registration/registration.repository.ts';
import type { RegistrantsRepository } from './registrants.repository.ts';

const t = messages.registrants;
const d = t.changeDescriptions;

export interface MoveTarget {
  modalityCode?: string;
  branch?: Branch;
  categoryCode?: string;
}

/** States in which a registration holds a place (and a bib) of its modality. */
const holdsPlace = (state: RegistrationRow['state']) => state === 'confirmed' || state === 'pending_payment';

/**
 * Moves a registrant to another modality, branch or category (actions 8, 9, 10). Into another modality: a place
 * and a bib of the new one are taken under its counter's lock (refused when full), the old place and bib go back.
 * The two counters are locked in id order, so two staff moving people in opposite directions never deadlock.
 * Answers the row values and the change-log entries; nothing when the target is where the registrant already is.
 */
export async function moveRegistrant(trx: Trx, repository: RegistrantsRepository, current: RegistrationRow, target: MoveTarget) {
  const modalityCode = target.modalityCode ?? current.modalityCode;
  const branch = target.branch ?? current.branch;
  const categoryCode = target.categoryCode ?? current.categoryCode;
  const modalities = await repository.modalities(current.eventId, trx);
  const modality = modalities.find((m) => m.code === modalityCode);
  if (!modality) throw new AppError(400, 'unknown_modality', fill(t.errors.unknownModality, { code: modalityCode }), { modalityCode: fill(t.errors.unknownModality, { code: modalityCode }) });
  const category = modality.categories.find((c) => c.code === categoryCode && c.branch === branch);
  if (!category) throw new AppError(400, 'unknown_category', fill(t.errors.unknownCategory, { code: categoryCode }), { categoryCode: fill(t.errors.unknownCategory, { code: categoryCode }) });

  const previous = modalities.find((m) => m.id === current.modalityId);
  if (previous && previous.teamSize !== modality.teamSize) {
    const message = fill(t.errors.teamSizeDiffers, { name: modality.name });
    throw new AppError(400, 'team_size_differs', message, { modalityCode: message });
  }
  const log: { action: string; description: string }[] = [];
  const values: { modalityId?: number; modalityCode?: string; branch?: Branch; categoryCode?: string; bib?: number | null } = {};
  if (modality.id !== current.modalityId) {
    values.modalityId = modality.id;
    values.modalityCode = modality.code;
    let bib = current.bib;
    if (holdsPlace(current.state)) bib = await swapPlace(trx, current, modality.id, modality.name);
    values.bib = bib;
    const moved = fill(d.moved, { what: t.columns.modality, before: previous?.name ?? current.modalityCode, after: modality.name });
    log.push({ action: 'modality', description: bib !== current.bib ? `${moved}. ${fill(d.newBib, { before: String(current.bib ?? '—'), after: String(bib ?? '—') })}` : moved });
  }
  if (branch !== current.branch) {
    values.branch = branch;
    log.push({ action: 'branch', description: fill(d.moved, { what: t.columns.branch, before: t.branches[current.branch], after: t.branches[branch] }) });
  }
  if (categoryCode !== current.categoryCode || modality.id !== current.modalityId || branch !== current.branch) {
    const before = previous?.categories.find((c) => c.code === current.categoryCode && c.branch === current.branch)?.name ?? current.categoryCode;
    if (before !== category.name || categoryCode !== current.categoryCode) {
      values.categoryCode = category.code;
      log.push({ action: 'category', description: fill(d.moved, { what: t.columns.category, before, after: category.name }) });
    }
  }
  return { values, log };
}

async function swapPlace(trx: Trx, current: RegistrationRow, toModalityId: number, toName: string): Promise<number | null> {
  let taken: number | null = null;
  const give = () => releasePlace(trx, current.modalityId, current.bib);
  const take = async () => {
    const place = await takePlace(trx, toModalityId, current.id);
    if (!place) throw new AppError(409, 'modality_full', fill(t.errors.modalityFull, { name: toName }), { modalityCode: fill(t.errors.modalityFull, { name: toName }) });
    taken = place.bib;
  };
  for (const step of current.modalityId < toModalityId ? [give, take] : [take, give]) await step();
  return taken;
}
