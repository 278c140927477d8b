import { messages, fill } from '@dorsal/core';
import type { AccountView, AthleteBody } from '@dorsal/core';
import { emptyPerson, personFromUser } from '../../../shared/accounts/forms.ts';
import type { PersonValues } from '../../../shared/accounts/forms.ts';

const a = messages.accountScreens;
const r = messages.registration.registrant;

export interface AthleteValues extends PersonValues {
  paternalSurname: string;
  maternalSurname: string;
}

/** Each field's first problem. */
export type AthleteErrors = Partial<Record<keyof AthleteValues, string>>;

/** The schema's output: one surname, or paternal + maternal with `lastNames` joined. */
export type AthleteOutput = AthleteBody & { lastNames: string };

/** The step's fields in the form's order (the first one with a problem takes the focus). */
export function athleteFieldOrder(separateSurnames: boolean): (keyof AthleteValues)[] {
  return [
    'firstNames',
    ...(separateSurnames ? (['paternalSurname', 'maternalSurname'] as const) : (['lastNames'] as const)),
    'email',
    'phone',
    'gender',
    'day',
    'month',
    'year',
  ];
}

/** The form's values as the browser holds them (a select left on its disabled placeholder sends nothing: ''). */
export function athleteValuesOf(form: HTMLFormElement): AthleteValues {
  const data = new FormData(form);
  const value = (name: keyof AthleteValues) => {
    const entry = data.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  return {
    firstNames: value('firstNames'),
    lastNames: value('lastNames'),
    paternalSurname: value('paternalSurname'),
    maternalSurname: value('maternalSurname'),
    email: value('email'),
    phone: value('phone'),
    gender: value('gender') as AthleteValues['gender'],
    day: value('day'),
    month: value('month'),
    year: value('year'),
  };
}

/** The API's athlete block: paternal and maternal surnames instead of `lastNames` when the event separates them. */
export function athleteBody(output: AthleteOutput, separateSurnames: boolean): AthleteBody {
  const { firstNames, lastNames, paternalSurname, maternalSurname, email, phone, birthDate, gender } = output;
  const common = { firstNames, email, phone, birthDate, gender };
  return separateSurnames ? { ...common, paternalSurname, maternalSurname } : { ...common, lastNames };
}

/** The form's starting values: what the athlete confirmed before, else the account, else empty. */
export function athleteDefaults(athlete: AthleteBody | null, user: AccountView | null): AthleteValues {
  if (athlete) {
    const [year = '', month = '', day = ''] = athlete.birthDate.split('-');
    const lastNames = athlete.lastNames ?? [athlete.paternalSurname, athlete.maternalSurname].filter(Boolean).join(' ');
    return {
      ...athlete,
      lastNames,
      paternalSurname: athlete.paternalSurname ?? '',
      maternalSurname: athlete.maternalSurname ?? '',
      day: String(Number(day)),
      month: String(Number(month)),
      year,
    };
  }
  const person = user ? personFromUser(user) : emptyPerson;
  const [paternal = '', ...maternal] = person.lastNames.trim().split(/\s+/);
  return { ...person, paternalSurname: paternal, maternalSurname: maternal.join(' ') };
}

const labels: Record<keyof AthleteValues, string> = {
  firstNames: a.firstNames,
  lastNames: r.lastNames,
  paternalSurname: r.paternalSurname,
  maternalSurname: r.maternalSurname,
  email: a.email,
  phone: a.phone,
  gender: a.gender,
  day: a.birthDate,
  month: a.birthDate,
  year: a.birthDate,
};

/** Leaving the step with errors (spec §5): '{label} requerido' per empty field, then 'Revisa los campos requeridos'. */
export function athleteStepToasts(values: AthleteValues, errors: AthleteErrors, separateSurnames: boolean): string[] {
  const missing = new Set<string>();
  for (const field of athleteFieldOrder(separateSurnames)) if (errors[field] && !String(values[field] ?? '').trim()) missing.add(labels[field]);
  return [...[...missing].map((label) => fill(messages.registration.fields.requiredToast, { label })), messages.registration.fields.reviewRequired];
}
