import { messages, registrantSchema, registrantSeparateSurnamesSchema, fill } from '@dorsal/core';
import type { AccountView } from '@dorsal/core';
import type { FieldErrors } from 'react-hook-form';
import { emptyPerson, personFormSchema, personFromUser } from '../../../shared/accounts/forms.ts';
import type { PersonValues } from '../../../shared/accounts/forms.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AthleteBody } from '@dorsal/core';

const a = messages.accountScreens;
const r = messages.registration.registrant;

export interface AthleteValues extends PersonValues {
  paternalSurname: string;
  maternalSurname: string;
}

/** The schema's output: one surname, or paternal + maternal with `lastNames` joined. */
type AthleteOutput = AthleteBody & { lastNames: string };

/** The step's resolver: core `registrantSchemaFor` on the form's values (three date selects → 'YYYY-MM-DD'). */
export function athleteResolver(separateSurnames: boolean) {
  const schema = separateSurnames ? registrantSeparateSurnamesSchema : registrantSchema;
  return zodResolver(personFormSchema<AthleteValues, AthleteOutput>(schema));
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
export function athleteStepToasts(values: AthleteValues, errors: FieldErrors<AthleteValues>, separateSurnames: boolean): string[] {
  const order: (keyof AthleteValues)[] = [
    'firstNames',
    ...(separateSurnames ? (['paternalSurname', 'maternalSurname'] as const) : (['lastNames'] as const)),
    'email',
    'phone',
    'gender',
    'day',
    'month',
    'year',
  ];
  const missing = new Set<string>();
  for (const field of order) if (errors[field] && !String(values[field] ?? '').trim()) missing.add(labels[field]);
  return [...[...missing].map((label) => fill(messages.registration.fields.requiredToast, { label })), messages.registration.fields.reviewRequired];
}
