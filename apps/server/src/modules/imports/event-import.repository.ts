import { withTimingDefaults, type EventImport, type ImportedCheckpoint, type ImportedModality } from '@dorsal/core';
import type { Trx } from '../../db/database.ts';
import { insertImportedFinishVideos } from '../finish-videos/finish-videos.repository.ts';

/** The statements that write an imported event: its row, owner, modalities with categories, and checkpoints. */

/** Inserts an imported event's own row; returns its id. */
export async function insertEvent(trx: Trx, { event }: Pick<EventImport, 'event'>): Promise<number> {
  const timing = withTimingDefaults({
    showAll: event.timing.showAll,
    showDns: event.timing.showDns,
    hideControls: event.timing.hideControls,
    message: event.timing.message ?? null,
    ...(event.timing.certificate ? { certificate: event.timing.certificate } : {}),
  });
  const row = await trx
    .insertInto('events')
    .values({
      name: event.name,
      logoUrl: event.logoUrl ?? null,
      eventDate: event.eventDate,
      startTime: event.startTime,
      timeZone: event.timeZone,
      place: event.place,
      city: event.city,
      country: event.country,
      ...(event.status ? { status: event.status } : {}),
      hasWebsite: event.hasWebsite,
      businessId: event.businessId ?? null,
      facebookPixel: event.facebookPixel ?? null,
      gaId: event.gaId ?? null,
      organizerColor: event.organizerColor ?? null,
      privacyLink: event.privacyLink ?? null,
      ageAtEventDate: event.ageAtEventDate,
      isTest: event.isTest ?? false,
      callDocument: event.callDocument === undefined ? null : JSON.stringify(event.callDocument),
      timingConfig: JSON.stringify(timing),
      photoConfig: JSON.stringify(event.photoConfig ?? {}),
      legacyId: event.legacyId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertImportedFinishVideos(trx, row.id, event.timeZone, event.timing.videos);
  return row.id;
}

/**
 * Adds modalities with their categories. A modality code already in the event keeps its row and
 * gains only the categories it lacks (legacy files create categories seen only in results).
 */
export async function insertModalities(trx: Trx, eventId: number, modalities: readonly ImportedModality[]) {
  for (const modality of modalities) {
    await trx
      .insertInto('modalities')
      .values({
        eventId,
        code: modality.code,
        name: modality.name,
        description: modality.description,
        sortOrder: modality.sortOrder,
        hidden: modality.hidden,
        isBackyard: modality.isBackyard,
        teamSize: modality.teamSize ?? 1,
        startWaves: JSON.stringify(modality.startWaves.filter((wave) => wave.startAt !== null)),
      })
      .onConflict((conflict) => conflict.columns(['eventId', 'code']).doNothing())
      .execute();
    if (modality.categories.length === 0) continue;
    const { id: modalityId } = await trx
      .selectFrom('modalities')
      .select('id')
      .where('eventId', '=', eventId)
      .where('code', '=', modality.code)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('categories')
      .values(
        modality.categories.map((category) => ({
          modalityId,
          branch: category.branch,
          code: category.code,
          name: category.name,
          minAge: category.minAge,
          maxAge: category.maxAge,
          winnersCount: category.winnersCount,
          isOverall: category.isOverall,
          hidden: category.hidden,
          sortOrder: category.sortOrder,
        })),
      )
      .onConflict((conflict) => conflict.columns(['modalityId', 'branch', 'code']).doNothing())
      .execute();
  }
}

/** Adds checkpoints; a number already present keeps its description and gains the new laps. */
export async function insertCheckpoints(trx: Trx, eventId: number, checkpoints: readonly ImportedCheckpoint[]) {
  for (const checkpoint of checkpoints) {
    const existing = await trx
      .selectFrom('checkpoints')
      .select(['id', 'laps'])
      .where('eventId', '=', eventId)
      .where('number', '=', checkpoint.number)
      .executeTakeFirst();
    if (!existing) {
      await trx
        .insertInto('checkpoints')
        .values({
          eventId,
          number: checkpoint.number,
          description: checkpoint.description,
          distanceKm: checkpoint.distanceKm ?? null,
          laps: JSON.stringify(checkpoint.laps),
        })
        .execute();
      continue;
    }
    const key = (lap: { modalityCode: string; lap: number }) => `${lap.modalityCode}:${lap.lap}`;
    const known = new Set(existing.laps.map(key));
    const laps = [...existing.laps, ...checkpoint.laps.filter((lap) => !known.has(key(lap)))];
    await trx.updateTable('checkpoints').set({ laps: JSON.stringify(laps) }).where('id', '=', existing.id).execute();
  }
}

/** Makes a user the owner of an imported event. */
export async function insertOwner(trx: Trx, eventId: number, userId: string) {
  await trx.insertInto('eventStaff').values({ eventId, userId, role: 'owner' }).execute();
}
