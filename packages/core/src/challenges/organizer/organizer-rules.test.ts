import { describe, expect, it } from 'vitest';
import { accessCodeSharePath, codesLimitRefusal, generateCodesSchema } from './access-codes.ts';
import { challengeInputSchema } from './challenge-input.ts';
import { challengeFormDefinitionSchema } from './form-definition.ts';
import { parseJsonText } from './json-text.ts';
import { challengePhotoConfigSchema } from './photo-config.ts';

const valid = {
  name: 'Reto 10K Otoño',
  description: 'Corre 10 km donde quieras',
  distanceKm: 10.25,
  startsAt: '2026-12-01T08:00:00-06:00',
  endsAt: '2026-12-31T23:59:00-06:00',
  kind: 'distance',
  price: 0,
  accessCodesAdmitted: 10,
};
const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('challengeInputSchema', () => {
  it('takes a valid challenge', () => expect(challengeInputSchema.safeParse(valid).success).toBe(true));
  it.each([
    [{ name: '' }, 'Campo requerido'],
    [{ name: 'x'.repeat(51) }, 'Máximo 50 caracteres'],
    [{ description: '  ' }, 'Campo requerido'],
    [{ distanceKm: 0 }, 'La distancia debe ser mayor que 0'],
    [{ distanceKm: 5.001 }, 'Usa como máximo dos decimales'],
    [{ price: -1 }, 'El precio no puede ser negativo'],
    [{ kind: 'other' }, 'Campo requerido'],
    [{ accessCodesAdmitted: 0 }, 'Entre 1 y 100,000 accesos'],
    [{ startsAt: '2027-02-01T00:00:00Z' }, 'La fecha de inicio debe ser inferior a la de finalización'],
    [{ startsAt: valid.endsAt }, 'La fecha de inicio debe ser inferior a la de finalización'],
  ])('refuses %o with %s', (change, message) => {
    expect(firstMessage(challengeInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });
  it('takes 0.07 km (floating point) and a multiline description', () => {
    expect(challengeInputSchema.safeParse({ ...valid, distanceKm: 0.07, description: 'a\nb' }).success).toBe(true);
  });
});

describe('access codes', () => {
  it.each([
    [{ quantity: 0, uses: 1 }, 'Campo requerido'],
    [{ quantity: 501, uses: 1 }, 'Entre 1 y 500 códigos'],
    [{ quantity: 1, uses: 1001 }, 'Entre 1 y 1000 usos por código'],
    [{ uses: 2 }, 'Campo requerido'],
  ])('refuses %o with %s', (input, message) => expect(firstMessage(generateCodesSchema.safeParse(input))).toBe(message));
  it('keeps every use within the admitted accesses', () => {
    expect(codesLimitRefusal({ existingUses: 4, quantity: 3, uses: 2, admitted: 10 })).toBeNull();
    expect(codesLimitRefusal({ existingUses: 5, quantity: 3, uses: 2, admitted: 10 })).toBe('El límite de accesos permitidos es de 10');
  });
  it('builds the share path', () => expect(accessCodeSharePath('ab23cdef', 'XYZ234')).toBe('/retos/ab23cdef/code/XYZ234'));
});

describe('admin panels', () => {
  const logo = { path: '/files/logo.png', width: 0.25, margin: 15, corner: 4, code: 'L1', description: 'Logo' };
  it('validates the photo configuration', () => {
    expect(challengePhotoConfigSchema.safeParse({ logos: [logo], frames: [{ code: 'F1', description: 'Marco', path: 'https://x.mx/m.png', type: 'vertical' }] }).success).toBe(true);
    expect(firstMessage(challengePhotoConfigSchema.safeParse({ logos: [{ ...logo, corner: 5 }], frames: [] }))).toBe('La esquina va de 1 a 4');
    expect(firstMessage(challengePhotoConfigSchema.safeParse({ logos: [{ ...logo, width: 2 }], frames: [] }))).toBe('El ancho es una fracción mayor que 0 y hasta 1');
    expect(firstMessage(challengePhotoConfigSchema.safeParse({ logos: [logo, logo], frames: [] }))).toBe('Cada elemento necesita un código distinto');
  });
  it('validates the form definition', () => {
    const field = { name: 'talla', label: 'Talla', type: 'select', required: true, options: ['CH', 'M'] };
    expect(challengeFormDefinitionSchema.safeParse([field]).success).toBe(true);
    expect(firstMessage(challengeFormDefinitionSchema.safeParse([{ ...field, options: [] }]))).toBe('Una lista necesita al menos una opción');
    expect(firstMessage(challengeFormDefinitionSchema.safeParse([field, field]))).toBe('Cada campo necesita un nombre distinto');
    expect(firstMessage(challengeFormDefinitionSchema.safeParse([{ ...field, name: 'tallá' }]))).toBe('Solo letras sin acentos, números y guion bajo');
  });
  it('reads JSON text: required, valid, then the schema with the path at fault', () => {
    expect(parseJsonText('', challengeFormDefinitionSchema)).toEqual({ ok: false, message: 'Campo requerido' });
    expect(parseJsonText('[{', challengeFormDefinitionSchema)).toEqual({ ok: false, message: 'El texto no es un JSON válido' });
    expect(parseJsonText('[{"name":"a","label":"A","type":"x","required":true,"options":[]}]', challengeFormDefinitionSchema)).toEqual({ ok: false, message: '0.type: Elige texto, número, fecha o lista' });
    expect(parseJsonText('[]', challengeFormDefinitionSchema)).toEqual({ ok: true, value: [] });
  });
});
