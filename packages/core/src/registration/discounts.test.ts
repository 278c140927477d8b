import { describe, expect, it } from 'vitest';
import { checkDiscount, discountCodeInputSchema, discountCodeSchema, type DiscountCode } from './discounts.ts';

const codes: DiscountCode[] = [
  { code: 'Amigos10', kind: 'percent', value: 10, maxUses: 100, used: 3 },
  { code: 'PRE', kind: 'amount', value: 5000, maxUses: null, used: 0, validFrom: '2026-01-01', validTo: '2026-01-31' },
  { code: 'AGOTADO', kind: 'amount', value: 5000, maxUses: 2, used: 2 },
  { code: 'SOLO21K', kind: 'percent', value: 20, maxUses: null, used: 0, modalityCodes: ['21K'], scope: 'registration' },
];
const context = { codes, today: '2026-01-15', modalityCode: '10K' };

describe('checkDiscount', () => {
  it('applies a code case-insensitively', () => {
    expect(checkDiscount('  amigos10 ', context)).toEqual({
      ok: true,
      message: 'Código aplicado',
      discount: { code: 'AMIGOS10', kind: 'percent', value: 10, scope: 'order' },
    });
  });

  it('asks for a code and refuses unknown ones', () => {
    expect(checkDiscount('  ', context)).toEqual({ ok: false, message: 'Ingresa tu código de descuento' });
    expect(checkDiscount('NOEXISTE', context)).toEqual({ ok: false, message: 'Código inválido, intenta de nuevo' });
  });

  it('honours the valid window, inclusive', () => {
    expect(checkDiscount('PRE', { ...context, today: '2026-01-01' }).ok).toBe(true);
    expect(checkDiscount('PRE', { ...context, today: '2026-01-31' }).ok).toBe(true);
    expect(checkDiscount('PRE', { ...context, today: '2025-12-31' })).toEqual({ ok: false, message: 'Este código aún no está vigente' });
    expect(checkDiscount('PRE', { ...context, today: '2026-02-01' })).toEqual({ ok: false, message: 'Este código ya venció' });
  });

  it('refuses a used-up code and a code for another distance', () => {
    expect(checkDiscount('agotado', context)).toEqual({ ok: false, message: 'Este código ya alcanzó su límite de usos' });
    expect(checkDiscount('SOLO21K', context)).toEqual({ ok: false, message: 'Este código no aplica para la distancia seleccionada' });
    const ok = checkDiscount('SOLO21K', { ...context, modalityCode: '21K' });
    expect(ok.ok && ok.discount.scope).toBe('registration');
  });
});

describe('discount schemas', () => {
  it('normalises the typed code', () => {
    expect(discountCodeInputSchema.parse(' pre ')).toBe('PRE');
    expect(discountCodeInputSchema.safeParse('').error?.issues[0]?.message).toBe('Ingresa tu código de descuento');
  });

  it('validates a configured code', () => {
    const base = { code: 'verano-26', kind: 'percent', value: 15, maxUses: 50 };
    expect(discountCodeSchema.parse(base)).toEqual({ ...base, code: 'VERANO-26', used: 0, scope: 'order' });
    const messagesOf = (value: unknown) => discountCodeSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messagesOf({ ...base, value: 0 })).toEqual(['El porcentaje debe ser mayor a 0 y máximo 100']);
    expect(messagesOf({ ...base, value: 150 })).toEqual(['El porcentaje debe ser mayor a 0 y máximo 100']);
    expect(messagesOf({ ...base, kind: 'amount', value: 10.5 })).toEqual(['El monto debe ser mayor a 0']);
    expect(messagesOf({ ...base, code: 'a b' })).toEqual(['Usa de 3 a 30 letras, números, guiones o guiones bajos']);
    expect(messagesOf({ ...base, maxUses: 0 })).toEqual(['El número de usos debe ser un entero mayor a 0']);
    expect(messagesOf({ ...base, validFrom: '2026-02-01', validTo: '2026-01-01' })).toEqual([
      'La fecha de inicio debe ser anterior a la de finalización',
    ]);
    expect(discountCodeSchema.safeParse({ ...base, maxUses: null }).success).toBe(true);
  });
});
