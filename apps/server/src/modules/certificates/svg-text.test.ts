import { describe, expect, it } from 'vitest';
import { measureText, svgText, textPathData } from './svg-text.ts';
import { fitText, wrapBalanced } from './text-fit.ts';
import type { FontName } from './certificate-fonts.ts';

const FONTS: FontName[] = ['regular', 'italic', 'medium', 'bold', 'black'];

describe('text as SVG paths from the shipped fonts', () => {
  it.each(FONTS)('draws every Spanish accented letter with real outlines (%s)', (font) => {
    for (const [accented, plain] of [['Á', 'A'], ['É', 'E'], ['Í', 'I'], ['Ó', 'O'], ['Ú', 'U'], ['Ñ', 'N'], ['ñ', 'n'], ['ü', 'u'], ['¿', '?'], ['¡', '!']] as const) {
      const d = textPathData(accented, { font, size: 40 }, 0, 40);
      expect(d, accented).toMatch(/^M[\d. -]+/);
      expect(d, accented).not.toBe(textPathData(plain, { font, size: 40 }, 0, 40));
    }
  });

  it('treats decomposed accents (NFD) like composed ones', () => {
    const style = { font: 'bold' as const, size: 30 };
    expect(textPathData('José Ñandú'.normalize('NFD'), style, 0, 30)).toBe(textPathData('José Ñandú', style, 0, 30));
  });

  it('anchors text at its start, middle or end', () => {
    const style = { font: 'regular' as const, size: 20 };
    const width = measureText('Tiempo oficial', style);
    expect(width).toBeGreaterThan(100);
    expect(textPathData('Tiempo oficial', style, 200, 50, 'middle')).toBe(textPathData('Tiempo oficial', style, 200 - width / 2, 50));
    expect(textPathData('Tiempo oficial', style, 200, 50, 'end')).toBe(textPathData('Tiempo oficial', style, 200 - width, 50));
  });

  it('draws nothing for blank text and never emits <text>', () => {
    expect(svgText('', { x: 0, y: 0, font: 'regular', size: 10, fill: '#000' })).toBe('');
    expect(svgText('Hola', { x: 0, y: 0, font: 'regular', size: 10, fill: '#000' })).toMatch(/^<path d="M/);
  });
});

describe('fitting text to a width', () => {
  const style = { font: 'black' as const, size: 78 };

  it('keeps the size when the text fits and shrinks it when it does not', () => {
    expect(fitText('Ana', style, 800, 1, 40)).toEqual({ size: 78, lines: ['Ana'] });
    const fitted = fitText('María Fernanda Ñúñez Álvarez de la Peña', style, 800, 1, 40);
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.size).toBeLessThan(78);
    expect(measureText(fitted.lines[0] ?? '', { ...style, size: fitted.size })).toBeLessThanOrEqual(800);
  });

  it('wraps into balanced lines and never leaves a line wider than the box', () => {
    const text = 'María de los Ángeles Guadalupe Hernández-Villaseñor y Ortiz de Montellano';
    const { size, lines } = fitText(text, { font: 'black', size: 60 }, 860, 2, 38);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(measureText(line, { ...style, size })).toBeLessThanOrEqual(860);
    const widths = wrapBalanced('uno dos tres cuatro cinco seis', style, 700).map((line) => measureText(line, style));
    expect(widths).toHaveLength(2);
    expect(Math.abs((widths[0] ?? 0) - (widths[1] ?? 0))).toBeLessThan(250);
    const tiny = fitText('Supercalifragilisticoespialidosoextraordinario', style, 300, 1, 40);
    expect(measureText(tiny.lines[0] ?? '', { ...style, size: tiny.size })).toBeLessThanOrEqual(300);
  });
});
