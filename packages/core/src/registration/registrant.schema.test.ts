import { describe, expect, it } from 'vitest';
import { registrantSchema, registrantSchemaFor, registrantSeparateSurnamesSchema } from './registrant.schema.ts';

const valid = {
  firstNames: ' Ana María ',
  lastNames: 'López Pérez',
  email: ' Ana@Correo.MX ',
  phone: '55 1234-5678',
  birthDate: '1990-05-20',
  gender: 'F',
};
const messagesOf = (value: unknown) =>
  Object.fromEntries((registrantSchema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('registrantSchema', () => {
  it('normalises the athlete data', () => {
    expect(registrantSchema.parse(valid)).toEqual({
      firstNames: 'Ana María',
      lastNames: 'López Pérez',
      email: 'ana@correo.mx',
      phone: '5512345678',
      birthDate: '1990-05-20',
      gender: 'F',
    });
  });

  it('requires every field', () => {
    expect(messagesOf({})).toEqual({
      firstNames: 'Campo requerido',
      lastNames: 'Campo requerido',
      email: 'Campo requerido',
      phone: 'Campo requerido',
      birthDate: 'Campo requerido',
      gender: 'Campo requerido',
    });
  });

  it('uses the spec messages for email, phone and birth date', () => {
    expect(messagesOf({ ...valid, email: 'ana lopez@correo.mx' })).toEqual({ email: 'Campo requerido; no puede incluir espacios' });
    expect(messagesOf({ ...valid, email: 'ana@' })).toEqual({ email: 'Correo inválido' });
    expect(messagesOf({ ...valid, phone: '55123' })).toEqual({ phone: 'Mínimo 10 dígitos (solo números)' });
    expect(messagesOf({ ...valid, phone: '5512345678901234' })).toEqual({ phone: 'Mínimo 10 dígitos (solo números)' });
    for (const birthDate of ['20/05/1990', '1899-12-31', '2100-01-01', '1990-02-30']) {
      expect(messagesOf({ ...valid, birthDate })).toEqual({ birthDate: 'Revisa el formato (AAAA-MM-DD)' });
    }
    expect(messagesOf({ ...valid, birthDate: '1900-01-01' })).toEqual({});
    expect(messagesOf({ ...valid, birthDate: '2099-12-31' })).toEqual({});
  });

  it('limits names to 100 characters and gender to F or M', () => {
    expect(messagesOf({ ...valid, firstNames: 'a'.repeat(101) })).toEqual({ firstNames: 'Máximo 100 caracteres' });
    expect(messagesOf({ ...valid, firstNames: 'a'.repeat(100) })).toEqual({});
    expect(messagesOf({ ...valid, gender: 'V' })).toEqual({ gender: 'Campo requerido' });
  });
});

describe('separate surnames', () => {
  it('asks paternal and maternal surnames and joins them', () => {
    const { lastNames: _, ...rest } = valid;
    const parsed = registrantSeparateSurnamesSchema.parse({ ...rest, paternalSurname: 'López', maternalSurname: ' Pérez ' });
    expect(parsed).toMatchObject({ paternalSurname: 'López', maternalSurname: 'Pérez', lastNames: 'López Pérez' });
    const failed = registrantSeparateSurnamesSchema.safeParse({ ...rest, paternalSurname: 'López' });
    expect(failed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['maternalSurname'], 'Campo requerido']]);
  });

  it('is picked by the separarApellidos setting', () => {
    expect(registrantSchemaFor({ separateSurnames: true })).toBe(registrantSeparateSurnamesSchema);
    expect(registrantSchemaFor({ separateSurnames: false })).toBe(registrantSchema);
  });
});
