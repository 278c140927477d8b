import { describe, expect, it } from 'vitest';
import { emptyPerson } from '../../../shared/accounts/forms.ts';
import { athleteBody, athleteStepToasts, type AthleteValues } from './athleteForm.ts';
import { validateAthlete } from './athleteValidation.ts';

const filled: AthleteValues = {
  ...emptyPerson,
  firstNames: 'Ana Sofía',
  lastNames: 'Ruiz Pérez',
  paternalSurname: '',
  maternalSurname: '',
  email: 'ana@example.mx',
  phone: '5512345678',
  gender: 'F',
  day: '9',
  month: '3',
  year: '1991',
};

describe('the athlete step check', () => {
  it('answers the API body of a complete form, the birth date composed from the three selects', () => {
    const result = validateAthlete(filled, false);
    expect(result).toHaveProperty('output');
    if (!('output' in result)) return;
    expect(athleteBody(result.output, false)).toEqual({
      firstNames: 'Ana Sofía',
      lastNames: 'Ruiz Pérez',
      email: 'ana@example.mx',
      phone: '5512345678',
      birthDate: '1991-03-09',
      gender: 'F',
    });
  });

  it('sends paternal and maternal surnames when the event separates them', () => {
    const result = validateAthlete({ ...filled, lastNames: '', paternalSurname: 'Ruiz', maternalSurname: 'Pérez' }, true);
    if (!('output' in result)) throw new Error('expected a valid form');
    expect(athleteBody(result.output, true)).toMatchObject({ paternalSurname: 'Ruiz', maternalSurname: 'Pérez' });
    expect(athleteBody(result.output, true)).not.toHaveProperty('lastNames');
  });

  it('puts one Spanish message under each wrong field, and toasts the empty ones then "Revisa los campos requeridos"', () => {
    const values = { ...filled, firstNames: '', email: 'ana@', day: '' };
    const result = validateAthlete(values, false);
    if (!('errors' in result)) throw new Error('expected errors');
    expect(Object.keys(result.errors).sort()).toEqual(['day', 'email', 'firstNames']);
    expect(result.errors.day).toBe('Campo requerido');
    expect(athleteStepToasts(values, result.errors, false)).toEqual([
      'Nombre(s): campo requerido',
      'Fecha de nacimiento: campo requerido',
      'Revisa los campos requeridos',
    ]);
  });

  it('shows a day the month does not have under the day select', () => {
    const result = validateAthlete({ ...filled, day: '31', month: '2' }, false);
    if (!('errors' in result)) throw new Error('expected errors');
    expect(Object.keys(result.errors)).toEqual(['day']);
  });
});
