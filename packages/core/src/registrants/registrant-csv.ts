import { messages } from '../i18n/messages.ts';
import type { RegistrantColumns, RegistrantRow } from './registrants.schemas.ts';

const t = messages.registrants;
const c = t.columns;

/** Report kinds (document 3 §6): 1 full data, 2 registrants' data, 3 money collected. */
export const registrantReportKinds = ['full', 'data', 'income'] as const;
export type RegistrantReportKind = (typeof registrantReportKinds)[number];

/** Money as a plain figure with two decimals, truncated (spec §9), for spreadsheets: 1234.5 → "1234.50". */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(cents));
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** "2026-11-26 16:44" in the event's time zone. */
export function csvDateTime(iso: string | null, timeZone: string): string {
  if (iso === null) return '';
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

const value = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'boolean' ? (v ? 'Sí' : 'No') : String(v));

/** A registrant's number as staff read it: the bib, 'Liberado' once released, 'Folio Pendiente' before one is given. */
export function registrantBibText(row: Pick<RegistrantRow, 'bib' | 'bibReleased'>): string {
  if (row.bib !== null) return String(row.bib);
  return row.bibReleased ? t.released : t.pendingBib;
}

/** Member 2, 3… of the largest team (the registrant is member 1). */
const otherMembers = (columns: RegistrantColumns) => Array.from({ length: Math.max(0, columns.teamSize - 1) }, (_, i) => i + 2);

/** The header of the registrants' reports: the columns of Ingresos, and for the full report the record's state. */
export function registrantCsvHeader(columns: RegistrantColumns, kind: 'full' | 'data'): string[] {
  return [
    c.bib, c.names,
    ...(columns.separateSurnames ? [c.paternalSurname, c.maternalSurname] : [c.lastNames]),
    c.email, c.phone, t.columns.birthDate, c.modality, c.branch, c.category, c.registeredBy, c.charged, c.date,
    ...otherMembers(columns).flatMap((n) => [c.memberNames, c.memberLastNames, c.memberBranch].map((label) => label.replace('{n}', String(n)))),
    ...columns.fields.map((field) => field.label),
    ...columns.products.flatMap((product) => [
      ...[c.quantity, c.price, c.total].map((label) => label.replace('{product}', product.name)),
      ...product.fields.map((field) => `${product.name}: ${field.label}`),
    ]),
    c.status,
    ...(kind === 'full' ? [t.csv.deleted, t.csv.key] : []),
  ];
}

export function registrantCsvRecord(row: RegistrantRow, columns: RegistrantColumns, kind: 'full' | 'data', timeZone: string): string[] {
  return [
    registrantBibText(row), row.firstNames,
    ...(columns.separateSurnames ? [row.paternalSurname ?? '', row.maternalSurname ?? ''] : [row.lastNames]),
    row.email, row.phone, row.birthDate, row.modalityName, t.branches[row.branch], row.categoryName, row.registeredBy, csvMoney(row.chargeCents),
    csvDateTime(row.createdAt, timeZone),
    ...otherMembers(columns).flatMap((n) => {
      const member = row.team[n - 2];
      return member ? [member.firstNames, member.lastNames, t.branches[member.gender]] : ['', '', ''];
    }),
    ...columns.fields.map((field) => value(row.formValues[field.id])),
    ...columns.products.flatMap((product) => {
      const line = row.products.find((p) => p.code === product.code);
      return [
        line ? String(line.quantity) : '',
        line ? csvMoney(line.unitCents) : '',
        line ? csvMoney(line.totalCents) : '',
        ...product.fields.map((field) => value(line?.formValues?.[field.id])),
      ];
    }),
    row.status,
    ...(kind === 'full' ? [row.deleted ? (row.bibReleased ? t.csv.deletedReleased : t.csv.yes) : t.csv.no, row.key] : []),
  ];
}

export interface CollectedPayment {
  bib: number | null;
  name: string;
  modalityName: string;
  method: string;
  channel: string;
  amountCents: number;
  paidAt: string | null;
  operationId: string | null;
  registeredBy: string;
}

export const incomeCsvHeader = (): string[] => [c.bib, t.csv.name, c.modality, t.csv.method, t.csv.channel, t.csv.amount, t.csv.paidAt, t.csv.operation, c.registeredBy];

export function incomeCsvRecord(payment: CollectedPayment, timeZone: string): string[] {
  return [
    payment.bib === null ? '' : String(payment.bib), payment.name, payment.modalityName, payment.method, payment.channel, csvMoney(payment.amountCents),
    csvDateTime(payment.paidAt, timeZone), payment.operationId ?? '', payment.registeredBy,
  ];
}

/** "Medio-Maraton-de-Monterrey-2027-Data-inscritos-2026-11-26.csv": event, report kind, date (ASCII for every browser). */
export function registrantReportFileName(eventName: string, kind: RegistrantReportKind, date: string): string {
  const ascii = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${ascii(eventName)}-${ascii(t.reports[kind])}-${date}.csv`;
}
