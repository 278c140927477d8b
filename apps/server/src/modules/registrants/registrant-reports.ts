import { Readable } from 'node:stream';
import {
  csvDateTime,
  incomeCsvHeader,
  incomeCsvRecord,
  messages,
  registrantCsvHeader,
  registrantCsvRecord,
  registrantReportFileName,
  writeCsv,
  type AccountView,
  type RegistrantReportKind,
} from '@dorsal/core';
import type { EventAction } from '../events/events.policy.ts';
import type { RegistrantAccess } from './registrant-access.ts';
import type { RegistrantList } from './registrant-list.ts';
import type { RegistrantsRepository } from './registrants.repository.ts';
import { registrantRows } from './registrant-view.ts';

const BATCH = 1_000;
const allowed: Record<RegistrantReportKind, EventAction> = { full: 'exportRegistrantsFull', data: 'exportRegistrants', income: 'viewRegistrants' };
const methods = messages.registrationServer.methods;
const channels = messages.registrationServer.channels;

/**
 * The registrants' CSV reports (UTF-8 with BOM so Excel keeps accents), read from the database 1,000 rows at a time
 * and written as they come: 30,000 registrants never sit in memory. Full data (1), registrants' data (2), money
 * collected (3; a point of sale: only what they collected).
 */
export function createRegistrantReports(deps: { repository: RegistrantsRepository; access: RegistrantAccess; columns: RegistrantList['columns'] }) {
  const { repository } = deps;
  return async function report(user: AccountView, eventId: number, kind: RegistrantReportKind): Promise<{ fileName: string; body: Readable }> {
    const { event, registeredBy } = await deps.access.onEvent(user, eventId, allowed[kind]);
    const fileName = registrantReportFileName(event.name, kind, csvDateTime(new Date().toISOString(), event.timeZone).slice(0, 10));

    async function* registrants(type: 'full' | 'data') {
      const columns = await deps.columns(eventId);
      const scope = { eventId, filter: type === 'full' ? ('all' as const) : ('complete' as const), search: { kind: 'all' as const }, registeredBy };
      yield writeCsv([registrantCsvHeader(columns, type)], { bom: true });
      let before: number | undefined;
      for (;;) {
        const records = await repository.page(scope, { before, limit: BATCH });
        if (records.length === 0) return;
        const rows = await registrantRows(repository, records);
        yield writeCsv(rows.map((row) => registrantCsvRecord(row, columns, type, event.timeZone)));
        if (records.length < BATCH) return;
        before = records.at(-1)!.id;
      }
    }

    async function* income() {
      yield writeCsv([incomeCsvHeader()], { bom: true });
      let after = 0;
      for (;;) {
        const payments = await repository.collectedPayments(eventId, registeredBy, after, BATCH);
        if (payments.length === 0) return;
        const records = payments.map((p) =>
          incomeCsvRecord(
            {
              bib: p.bib, name: `${p.firstNames} ${p.lastNames}`, modalityName: p.modalityName, method: methods[p.method], channel: channels[p.channel],
              amountCents: Number(p.amountCents), paidAt: p.paidAt ? new Date(p.paidAt).toISOString() : null, operationId: p.operationId,
              registeredBy: p.registeredByName ?? messages.registrants.notRegisteredUser,
            },
            event.timeZone,
          ),
        );
        yield writeCsv(records);
        if (payments.length < BATCH) return;
        after = payments.at(-1)!.id;
      }
    }

    return { fileName, body: Readable.from(kind === 'income' ? income() : registrants(kind)) };
  };
}
