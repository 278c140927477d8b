import { registrantSchema, registrantSeparateSurnamesSchema } from '@dorsal/core';
import { personFormSchema } from '../../../shared/accounts/personFormSchema.ts';
import type { AthleteErrors, AthleteOutput, AthleteValues } from './athleteForm.ts';

const schemas = {
  joined: personFormSchema<AthleteValues, AthleteOutput>(registrantSchema),
  separate: personFormSchema<AthleteValues, AthleteOutput>(registrantSeparateSurnamesSchema),
};

/** The step's check: core's registrant schema on the form's values (three date selects → 'YYYY-MM-DD'), as the API checks it. */
export function validateAthlete(values: AthleteValues, separateSurnames: boolean): { output: AthleteOutput } | { errors: AthleteErrors } {
  const result = schemas[separateSurnames ? 'separate' : 'joined'].safeParse(values);
  if (result.success) return { output: result.data };
  const errors: AthleteErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof AthleteValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
