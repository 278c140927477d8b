import type { ReactNode } from 'react';
import { fill, messages, type RegistrantColumns, type RegistrantRow } from '@dorsal/core';
import { formatDateTime, DEFAULT_TIME_ZONE } from '../../../shared/formatting/dates.ts';
import { formatMoney } from '../../../shared/formatting/numbers.ts';

const t = messages.registrants;

export interface RegistrantColumn {
  id: string;
  label: string;
  value: (row: RegistrantRow) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

const text = (value: unknown) => (value === undefined || value === null || value === '' ? '' : typeof value === 'boolean' ? (value ? '✓' : '') : String(value));

/**
 * The columns of Ingresos in the spec's order: number, names, surname(s), e-mail, phone, modality, branch, category,
 * user, price charged, date, each extra field, each product (quantity, price, total, its fields), status. The
 * number and the names are drawn by the table itself (the names open the dialog).
 */
export function registrantColumns(columns: RegistrantColumns, timeZone = DEFAULT_TIME_ZONE): RegistrantColumn[] {
  const c = t.columns;
  const surnames: RegistrantColumn[] = columns.separateSurnames
    ? [
        { id: 'paternalSurname', label: c.paternalSurname, value: (row) => row.paternalSurname ?? '' },
        { id: 'maternalSurname', label: c.maternalSurname, value: (row) => row.maternalSurname ?? '' },
      ]
    : [{ id: 'lastNames', label: c.lastNames, value: (row) => row.lastNames }];
  const product = (code: string) => (row: RegistrantRow) => row.products.find((p) => p.code === code);
  return [
    ...surnames,
    { id: 'email', label: c.email, value: (row) => row.email },
    { id: 'phone', label: c.phone, value: (row) => row.phone },
    { id: 'modality', label: c.modality, value: (row) => row.modalityName },
    { id: 'branch', label: c.branch, value: (row) => t.branches[row.branch] },
    { id: 'category', label: c.category, value: (row) => row.categoryName },
    { id: 'registeredBy', label: c.registeredBy, value: (row) => row.registeredBy },
    { id: 'charged', label: c.charged, numeric: true, value: (row) => formatMoney(row.chargeCents) },
    { id: 'date', label: c.date, value: (row) => formatDateTime(row.createdAt, timeZone) },
    ...columns.fields.map((field): RegistrantColumn => ({ id: `field:${field.id}`, label: field.label, value: (row) => text(row.formValues[field.id]) })),
    ...columns.products.flatMap((p): RegistrantColumn[] => {
      const of = product(p.code);
      return [
        { id: `product:${p.code}:quantity`, label: fill(c.quantity, { product: p.name }), numeric: true, value: (row) => of(row)?.quantity ?? '' },
        { id: `product:${p.code}:price`, label: fill(c.price, { product: p.name }), numeric: true, value: (row) => { const line = of(row); return line ? formatMoney(line.unitCents) : ''; } },
        { id: `product:${p.code}:total`, label: fill(c.total, { product: p.name }), numeric: true, value: (row) => { const line = of(row); return line ? formatMoney(line.totalCents) : ''; } },
        ...p.fields.map((field): RegistrantColumn => ({ id: `product:${p.code}:${field.id}`, label: `${p.name}: ${field.label}`, value: (row) => text(of(row)?.formValues?.[field.id]) })),
      ];
    }),
    { id: 'status', label: c.status, value: (row) => row.status },
  ];
}
