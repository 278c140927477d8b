import { describe, expect, it } from 'vitest';
import { fillPlaceholders, formatPace } from './placeholders.ts';
import { viewConfigSchema, defaultViewConfig } from './view.schemas.ts';

describe('fillPlaceholders', () => {
  it('fills every known placeholder, as often as it appears', () => {
    expect(fillPlaceholders('{nombre} ({numero}) — {tiempo} · {nombre}', { nombre: 'Ana López', numero: '101', tiempo: '00:45:12' })).toBe(
      'Ana López (101) — 00:45:12 · Ana López',
    );
  });

  it('leaves unknown placeholders as they are and fills missing values with nothing', () => {
    expect(fillPlaceholders('{foo} {tiempoChip}|{posicion}', { posicion: null })).toBe('{foo} |');
  });

  it('keeps markup as plain text (the page never renders it as HTML)', () => {
    expect(fillPlaceholders('{nombre}', { nombre: '<b>x</b>' })).toBe('<b>x</b>');
  });

  it('does not fill a value twice (a fact that looks like a placeholder stays text)', () => {
    expect(fillPlaceholders('{nombre} {tiempo}', { nombre: '{tiempo}', tiempo: '1' })).toBe('{tiempo} 1');
  });
});

describe('viewConfigSchema', () => {
  it('accepts the default view', () => {
    expect(viewConfigSchema.safeParse(defaultViewConfig('Meta')).success).toBe(true);
  });

  it.each([
    ['a colour that is not #RRGGBB', (v: ReturnType<typeof defaultViewConfig>) => ({ ...v, canvas: { ...v.canvas, background: 'azul' } }), 'canvas.background'],
    ['a plain-http image', (v: ReturnType<typeof defaultViewConfig>) => ({ ...v, canvas: { ...v.canvas, backgroundImage: 'http://x.mx/a.png' } }), 'canvas.backgroundImage'],
    ['a box off the canvas', (v: ReturnType<typeof defaultViewConfig>) => ({ ...v, boxes: [{ ...v.boxes[0]!, x: 120 }] }), 'boxes.0.x'],
    ['an empty name', (v: ReturnType<typeof defaultViewConfig>) => ({ ...v, name: ' ' }), 'name'],
  ])('refuses %s', (_name, change, path) => {
    const result = viewConfigSchema.safeParse(change(defaultViewConfig('Meta')));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('accepts images from https and from /files/', () => {
    const view = defaultViewConfig('Meta');
    expect(viewConfigSchema.safeParse({ ...view, canvas: { ...view.canvas, backgroundImage: '/files/events/1/fondo.jpg' } }).success).toBe(true);
    expect(viewConfigSchema.safeParse({ ...view, canvas: { ...view.canvas, backgroundImage: 'https://x.mx/a.png' } }).success).toBe(true);
  });
});

describe('formatPace', () => {
  it('gives minutes and seconds per km, nothing without a time or a distance', () => {
    expect(formatPace(45 * 60_000 + 12_000, 10)).toBe('4:31 /km');
    expect(formatPace(3_600_000, 21.0975)).toBe('2:51 /km');
    expect(formatPace(null, 10)).toBe('');
    expect(formatPace(3_600_000, null)).toBe('');
  });
});
