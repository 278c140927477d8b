import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './form-fields.ts';
import { checkFieldValue, formValuesSchema, sendToasts, stepToasts, validateFormValues } from './form-validation.ts';

const online = { channel: 'online' } as const;
const fields: FieldDefinition[] = [
  { id: 'titulo', label: 'Datos del club', type: 'title', required: true },
  { id: 'club', label: 'Club', type: 'text', required: true, maxLength: 20 },
  { id: 'curp', label: 'CURP', type: 'text', required: false, pattern: '^[A-Z]{4}\\d{6}[A-Z0-9]{8}$', patternMessage: 'Revisa tu CURP' },
  { id: 'edad', label: 'Años corriendo', type: 'number', required: false, min: 0, max: 80 },
  { id: 'talla', label: 'Talla', type: 'select', required: true, requiredMessage: 'Elige tu talla', options: [{ label: 'M', value: 'M' }] },
  { id: 'acepto', label: 'Acepto el reglamento', type: 'checkbox', required: true },
  { id: 'boletin', label: 'Recibir noticias', type: 'checkbox', required: false },
  { id: 'fecha', label: 'Última carrera', type: 'date', required: false },
  { id: 'pulsera', label: 'Pulsera', type: 'text', required: true, hideInPublic: true },
  { id: 'origen', label: 'Origen', type: 'hidden', required: false, defaultValue: 'web' },
];

describe('validateFormValues', () => {
  it('normalises valid values and drops unknown or hidden ones', () => {
    const result = validateFormValues(
      fields,
      { club: ' Corredores ', edad: '12', talla: 'M', acepto: true, fecha: '2025-11-02', pulsera: 'X', origen: 'hack', otro: 1 },
      online,
    );
    expect(result).toEqual({
      valid: true,
      errors: {},
      values: { club: 'Corredores', edad: 12, talla: 'M', acepto: true, boletin: false, fecha: '2025-11-02', origen: 'web' },
      missingRequired: [],
    });
  });

  it("reports 'Campo requerido' or the field's own message", () => {
    const result = validateFormValues(fields, {}, online);
    expect(result.errors).toEqual({ club: 'Campo requerido', talla: 'Elige tu talla', acepto: 'Campo requerido' });
    expect(result.missingRequired.map((f) => f.label)).toEqual(['Club', 'Talla', 'Acepto el reglamento']);
    expect(result.valid).toBe(false);
  });

  it('validates staff-only fields at the point of sale', () => {
    const result = validateFormValues(fields, { club: 'A', talla: 'M', acepto: 'true' }, { channel: 'point_of_sale' });
    expect(result.errors).toEqual({ pulsera: 'Campo requerido' });
  });

  it('checks numbers, patterns, options, dates and lengths', () => {
    const result = validateFormValues(
      fields,
      { club: 'x'.repeat(21), curp: 'abc', edad: '81', talla: 'XL', acepto: true, fecha: '02/11/2025' },
      online,
    );
    expect(result.errors).toEqual({
      club: 'Máximo 20 caracteres',
      curp: 'Revisa tu CURP',
      edad: 'El valor máximo es 80',
      talla: 'Selecciona una opción válida',
      fecha: 'Revisa el formato (AAAA-MM-DD)',
    });
    expect(result.missingRequired).toEqual([]);
  });

  it('refuses text that is not a number and numbers below the minimum', () => {
    const edad = fields.find((f) => f.id === 'edad')!;
    expect(checkFieldValue(edad, 'doce')).toEqual({ ok: false, message: 'Ingresa un número válido' });
    expect(checkFieldValue(edad, -1)).toEqual({ ok: false, message: 'El valor mínimo es 0' });
    expect(checkFieldValue(edad, '')).toEqual({ ok: true, value: undefined });
    expect(checkFieldValue({ ...edad, min: undefined, max: undefined }, '1e3')).toEqual({ ok: false, message: 'Ingresa un número válido' });
  });
});

describe('toasts', () => {
  it("gives '{label}: campo requerido' and 'Revisa los campos requeridos' on leaving the step", () => {
    const result = validateFormValues(fields, { talla: 'M', acepto: true }, online);
    expect(stepToasts(result)).toEqual(['Club: campo requerido', 'Revisa los campos requeridos']);
    expect(sendToasts(result)).toEqual(['El campo Club es un campo requerido']);
  });

  it('gives nothing when the form is valid', () => {
    const result = validateFormValues(fields, { club: 'A', talla: 'M', acepto: true }, online);
    expect(stepToasts(result)).toEqual([]);
    expect(sendToasts(result)).toEqual([]);
  });
});

describe('formValuesSchema', () => {
  it('applies the same rules and paths as zod issues', () => {
    const schema = formValuesSchema(fields, online);
    expect(schema.parse({ club: 'A', talla: 'M', acepto: true })).toEqual({ club: 'A', talla: 'M', acepto: true, boletin: false, origen: 'web' });
    const failed = schema.safeParse({ talla: 'M' });
    expect(failed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['club'], 'Campo requerido'],
      [['acepto'], 'Campo requerido'],
    ]);
    expect(schema.safeParse('no').success).toBe(false);
  });
});
