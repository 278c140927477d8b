import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formatIsoDate, isValidDateParts, messages, parseIsoDate } from '@dorsal/core';
import type { AccountView, Gender } from '@dorsal/core';
import { ApiError } from '../http/ApiError.ts';

/** The person fields of the registration and profile forms; dates as three select values. */
export interface PersonValues {
  firstNames: string;
  lastNames: string;
  phone: string;
  gender: Gender | '';
  day: string;
  month: string;
  year: string;
  email: string;
}

export const emptyPerson: PersonValues = {
  firstNames: '',
  lastNames: '',
  phone: '',
  gender: '',
  day: '',
  month: '',
  year: '',
  email: '',
};

export function personFromUser(user: AccountView): PersonValues {
  const birth = parseIsoDate(user.birthDate);
  return {
    firstNames: user.firstNames,
    lastNames: user.lastNames,
    phone: user.phone,
    gender: user.gender,
    day: birth ? String(birth.day) : '',
    month: birth ? String(birth.month) : '',
    year: birth ? String(birth.year) : '',
    email: user.email,
  };
}

const dateParts = ['day', 'month', 'year'] as const;

/** 'Campo requerido' for each empty date select. */
export function datePartMessages(values: PersonValues): Partial<Record<'day' | 'month' | 'year', string>> {
  const found: Partial<Record<'day' | 'month' | 'year', string>> = {};
  for (const part of dateParts) if (!values[part]) found[part] = messages.common.required;
  return found;
}

/** 'YYYY-MM-DD' from the selects; '' while incomplete, 'invalid' for a day the month does not have. */
function composeBirthDate({ day, month, year }: PersonValues): string {
  if (!day || !month || !year) return '';
  const parts = { day: Number(day), month: Number(month), year: Number(year) };
  return isValidDateParts(parts) ? formatIsoDate(parts) : 'invalid';
}

/** The API body shape of the person fields (the schema validates it). */
export function personToInput<V extends PersonValues>(values: V) {
  const { day: _day, month: _month, year: _year, ...rest } = values;
  return { ...rest, birthDate: composeBirthDate(values) };
}

/** Which form field shows a schema issue: birth-date issues go under the date, once all selects are chosen. */
export function personFieldFor<V extends PersonValues & FieldValues>(key: string, values: V): Path<V> | null {
  if (key === 'birthDate') return dateParts.every((part) => values[part]) ? ('day' as Path<V>) : null;
  return key in values ? (key as Path<V>) : null;
}

/** Puts the server's per-field messages (400 answers) under the matching inputs. */
export function applyServerFields<V extends PersonValues & FieldValues>(
  error: unknown,
  values: V,
  setError: UseFormSetError<V>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const [key, message] of Object.entries(error.fields)) {
    const field = key === 'birthDate' ? ('day' as Path<V>) : key in values ? (key as Path<V>) : null;
    if (field) setError(field, { type: 'server', message });
  }
}
