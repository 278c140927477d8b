import { changeActionLabel, changeCodeOf, messages, paymentStatusLabel, type FormValues, type RegistrantChange, type RegistrantRow } from '@dorsal/core';
import type { RegistrantRecord, RegistrantsRepository } from './registrants.repository.ts';

const t = messages.registrants;

type ProductLine = Awaited<ReturnType<RegistrantsRepository['productLines']>>[number];
type ChangeRecord = Awaited<ReturnType<RegistrantsRepository['changes']>>[number];

const PRODUCT_PREFIX = 'producto-';

/** A registrant as staff read it: labels from core, products from the order lines. */
export function registrantRow(record: RegistrantRecord, productLines: readonly ProductLine[]): RegistrantRow {
  return {
    id: record.id,
    key: record.publicKey,
    bib: record.bib,
    bibReleased: record.bibReleasedAt !== null,
    deleted: record.deletedAt !== null,
    firstNames: record.firstNames,
    lastNames: record.lastNames,
    paternalSurname: record.paternalSurname,
    maternalSurname: record.maternalSurname,
    email: record.email,
    phone: record.phone,
    birthDate: record.birthDate,
    modalityCode: record.modalityCode,
    modalityName: record.modalityName,
    branch: record.branch,
    categoryCode: record.categoryCode,
    categoryName: record.categoryName ?? record.categoryCode,
    registeredBy: record.registeredByName ?? t.notRegisteredUser,
    channel: record.channel,
    chargeCents: Number(record.chargeCents),
    totalCents: Number(record.totalCents),
    currency: record.currency,
    createdAt: new Date(record.createdAt).toISOString(),
    state: record.state,
    status: paymentStatusLabel({ payment: record.paymentStatus ?? 'pending', method: record.paymentMethod ?? null }),
    formValues: (record.formValues ?? {}) as FormValues,
    products: productLines.map((line) => ({
      code: line.code.slice(PRODUCT_PREFIX.length),
      name: line.name,
      quantity: line.quantity,
      unitCents: Number(line.unitCents),
      totalCents: Number(line.unitCents) * line.quantity,
      formValues: (line.formValues ?? null) as FormValues | null,
    })),
    team: record.teamMembers.map(({ firstNames, lastNames, gender }) => ({ firstNames, lastNames, gender })),
  };
}

/** Rows of a page with their products (one query for the page's lines). */
export async function registrantRows(repository: RegistrantsRepository, records: readonly RegistrantRecord[]): Promise<RegistrantRow[]> {
  const lines = await repository.productLines(records.map((record) => record.id));
  const byRegistrant = new Map<number, ProductLine[]>();
  for (const line of lines) byRegistrant.set(line.registrationId, [...(byRegistrant.get(line.registrationId) ?? []), line]);
  return records.map((record) => registrantRow(record, byRegistrant.get(record.id) ?? []));
}

export function registrantChange(record: ChangeRecord): RegistrantChange {
  return {
    id: record.id,
    registrantId: record.registrationId,
    bib: record.bib ?? record.releasedBib,
    registrantName: `${record.firstNames} ${record.lastNames}`,
    code: changeCodeOf(record.action),
    action: record.action,
    actionLabel: changeActionLabel(record.action),
    description: record.description,
    by: record.byName ?? t.system,
    at: new Date(record.createdAt).toISOString(),
  };
}
