import {
  isValueField,
  parseRegistrantSearch,
  type AccountView,
  type FieldDefinition,
  type RegistrantColumns,
  type RegistrantsPage,
  type RegistrantsQuery,
} from '@dorsal/core';
import type { RegistrantAccess } from './registrant-access.ts';
import type { EventAnswerCache } from './event-answer-cache.ts';
import type { RegistrantsRepository } from './registrants.repository.ts';
import { registrantChange, registrantRows } from './registrant-view.ts';

const CHANGE_LOG_PAGE = 100;

const valueColumns = (fields: readonly FieldDefinition[]) => fields.filter(isValueField).map((field) => ({ id: field.id, label: field.label }));

/** The first item of each key, in order (a field or product several modalities share counts once). */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/** Ingresos' reads: a page of registrants (its total counted once until the list changes), the change log, the folios to release. */
export function createRegistrantList(deps: { repository: RegistrantsRepository; access: RegistrantAccess; counts: EventAnswerCache<number> }) {
  const { repository, access } = deps;

  async function columns(eventId: number): Promise<RegistrantColumns> {
    const source = await repository.columnsOf(eventId);
    const fields = uniqueBy([...source.eventFields, ...source.modalities.flatMap((m) => m.formFields)], (field) => field.id);
    const products = uniqueBy(source.modalities.flatMap((m) => m.products), (product) => product.code);
    return {
      separateSurnames: source.separateSurnames,
      teamSize: Math.max(1, ...source.modalities.map((m) => m.teamSize)),
      fields: valueColumns(fields),
      products: products.map((product) => ({ code: product.code, name: product.name, fields: valueColumns(product.formFields ?? []) })),
    };
  }

  return {
    /** The list's columns: the event's and modalities' form fields, every product with its fields. */
    columns,

    async page(user: AccountView, eventId: number, query: RegistrantsQuery): Promise<RegistrantsPage> {
      const { registeredBy } = await access.onEvent(user, eventId, 'viewRegistrants');
      const search = parseRegistrantSearch(query.q);
      const scope = { eventId, filter: query.filter, search, registeredBy };
      const [records, total, cols] =
        search.kind === 'tooShort'
          ? [[], 0, await columns(eventId)]
          : await Promise.all([
              repository.page(scope, { before: query.before, limit: query.limit + 1 }),
              query.before === undefined ? deps.counts.read(eventId, JSON.stringify([query.filter, search, registeredBy]), () => repository.count(scope)) : null,
              columns(eventId),
            ]);
      return { registrants: await registrantRows(repository, records.slice(0, query.limit)), total, hasMore: records.length > query.limit, columns: cols };
    },

    async changeLog(user: AccountView, eventId: number, before: number | undefined) {
      await access.onEvent(user, eventId, 'viewChangeLog');
      const records = await repository.changes({ eventId, before, limit: CHANGE_LOG_PAGE + 1 });
      return { changes: records.slice(0, CHANGE_LOG_PAGE).map(registrantChange), hasMore: records.length > CHANGE_LOG_PAGE };
    },

    async deletedBibs(user: AccountView, eventId: number) {
      await access.onEvent(user, eventId, 'releaseBibs');
      const records = await repository.deletedWithBib(eventId);
      return {
        registrants: records.map((record) => ({
          id: record.id,
          bib: record.bib!,
          name: `${record.firstNames} ${record.lastNames}`,
          modalityName: record.modalityName,
          deletedAt: new Date(record.deletedAt!).toISOString(),
          deletedBy: record.deletedByName ?? '',
        })),
      };
    },
  };
}
export type RegistrantList = ReturnType<typeof createRegistrantList>;
