import { addDays, daysBetween } from '@dorsal/core';
import type { Trx } from '../../../../db/database.ts';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Next year's edition: a draft copy of an event with its settings, call document, modalities, categories,
 * checkpoints, registration settings, places and discount codes, every date moved by the same number of
 * days as the event's. Registrants, results, counters already taken and the change log stay behind.
 */
export async function duplicateEvent(trx: Trx, sourceId: number, copy: { name: string; eventDate: string; ownerId: string }): Promise<number> {
  const source = await trx.selectFrom('events').selectAll().where('id', '=', sourceId).executeTakeFirstOrThrow();
  const days = daysBetween(source.eventDate, copy.eventDate);
  const shiftInstant = (instant: string) => new Date(Date.parse(instant) + days * 86_400_000).toISOString();
  const shiftDate = (date: string | null) => (date === null ? null : addDays(date, days));

  const { id, createdAt: _c, updatedAt: _u, resultsVersion: _r, legacyId: _l, shortPath: _p, ...fields } = source;
  const timing = source.timingConfig; // finish videos (their own table) belong to the race day: not copied
  const { id: eventId } = await trx
    .insertInto('events')
    .values({
      ...fields,
      name: copy.name,
      eventDate: copy.eventDate,
      status: 'draft',
      callDocument: json(source.callDocument),
      timingConfig: JSON.stringify(timing),
      photoConfig: JSON.stringify(source.photoConfig),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('eventStaff').values({ eventId, userId: copy.ownerId, role: 'owner' }).execute();

  const settings = await trx.selectFrom('eventRegistrationSettings').selectAll().where('eventId', '=', id).executeTakeFirst();
  if (settings) {
    const { eventId: _e, updatedAt: _s, ...rest } = settings;
    await trx
      .insertInto('eventRegistrationSettings')
      .values({ ...rest, eventId, currencies: json(rest.currencies)!, paymentMethods: json(rest.paymentMethods)!, formFields: json(rest.formFields)!, bibDesign: json(rest.bibDesign)! })
      .execute();
  }

  const modalities = await trx.selectFrom('modalities').selectAll().where('eventId', '=', id).orderBy('id').execute();
  for (const { id: modalityId, eventId: _m, resultsVersion: _v, ...modality } of modalities) {
    const { id: newId } = await trx
      .insertInto('modalities')
      .values({ ...modality, eventId, startWaves: JSON.stringify(modality.startWaves.map((wave) => ({ ...wave, startAt: shiftInstant(wave.startAt) }))) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const categories = await trx.selectFrom('categories').selectAll().where('modalityId', '=', modalityId).execute();
    if (categories.length) await trx.insertInto('categories').values(categories.map(({ id: _id, ...category }) => ({ ...category, modalityId: newId }))).execute();
    const registration = await trx.selectFrom('modalityRegistrationSettings').selectAll().where('modalityId', '=', modalityId).executeTakeFirst();
    if (registration) {
      await trx
        .insertInto('modalityRegistrationSettings')
        .values({
          ...registration,
          modalityId: newId,
          eventId,
          priceWindows: JSON.stringify(registration.priceWindows.map((window) => ({ ...window, from: shiftDate(window.from)!, to: shiftDate(window.to)! }))),
          categoryPriceKeys: JSON.stringify(registration.categoryPriceKeys),
          formFields: JSON.stringify(registration.formFields),
          products: JSON.stringify(registration.products),
        })
        .execute();
    }
    const counter = await trx.selectFrom('modalityCounters').selectAll().where('modalityId', '=', modalityId).executeTakeFirst();
    if (counter) {
      // Bibs start where the source's started: every bib it gave out was taken or released.
      const firstBib = Math.max(1, counter.nextBib - counter.taken - counter.releasedCount);
      await trx.insertInto('modalityCounters').values({ modalityId: newId, eventId, capacity: counter.capacity, nextBib: firstBib }).execute();
    }
  }

  const checkpoints = await trx.selectFrom('checkpoints').selectAll().where('eventId', '=', id).execute();
  if (checkpoints.length) {
    await trx.insertInto('checkpoints').values(checkpoints.map(({ id: _id, ...checkpoint }) => ({ ...checkpoint, eventId, laps: JSON.stringify(checkpoint.laps) }))).execute();
  }

  const codes = await trx.selectFrom('discountCodes').selectAll().where('eventId', '=', id).execute();
  if (codes.length) {
    await trx
      .insertInto('discountCodes')
      .values(codes.map(({ id: _id, used: _used, createdAt: _at, ...code }) => ({ ...code, eventId, validFrom: shiftDate(code.validFrom), validTo: shiftDate(code.validTo), modalityCodes: json(code.modalityCodes) })))
      .execute();
  }
  return eventId;
}
