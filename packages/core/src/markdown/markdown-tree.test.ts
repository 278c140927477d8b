import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { compactMarkdown, markdownTreeSchema } from './markdown-tree.ts';
import { markdownTree } from './parse-markdown.ts';

const sample = [
  '# Ruta',
  '',
  'Un recorrido **plano** y _rápido_ con `chip`; [mapa](https://example.com/mapa), [reglamento][r] y [sin definir][x].',
  '',
  '- Salida',
  '- Meta',
  '',
  '3. tres',
  '',
  '4. cuatro',
  '',
  '<script>alert(1)</script>',
  '',
  '![foto](https://example.com/a.png) línea  ',
  'siguiente',
  '',
  '```',
  'km 5',
  '```',
  '',
  '> Cita',
  '',
  '---',
  '',
  '[r]: /files/reglamento.pdf',
].join('\n');

describe('compactMarkdown', () => {
  it('keeps only what a text block draws: no positions, raw HTML, images or definitions; references resolved; tight items without paragraphs', () => {
    expect(compactMarkdown(fromMarkdown(sample))).toEqual([
      { type: 'heading', depth: 1, children: ['Ruta'] },
      {
        type: 'paragraph',
        children: [
          'Un recorrido ',
          { type: 'strong', children: ['plano'] },
          ' y ',
          { type: 'emphasis', children: ['rápido'] },
          ' con ',
          { type: 'inlineCode', value: 'chip' },
          '; ',
          { type: 'link', url: 'https://example.com/mapa', children: ['mapa'] },
          ', ',
          { type: 'link', url: '/files/reglamento.pdf', children: ['reglamento'] },
          // CommonMark makes no reference of a label without definition: it stays text.
          ' y [sin definir][x].',
        ],
      },
      { type: 'list', ordered: false, children: [{ type: 'listItem', children: ['Salida'] }, { type: 'listItem', children: ['Meta'] }] },
      {
        type: 'list',
        ordered: true,
        start: 3,
        children: [
          { type: 'listItem', children: [{ type: 'paragraph', children: ['tres'] }] },
          { type: 'listItem', children: [{ type: 'paragraph', children: ['cuatro'] }] },
        ],
      },
      { type: 'paragraph', children: [' línea', { type: 'break' }, 'siguiente'] },
      { type: 'code', value: 'km 5' },
      { type: 'blockquote', children: [{ type: 'paragraph', children: ['Cita'] }] },
      { type: 'thematicBreak' },
    ]);
  });

  it('is what markdownTree answers, and what its schema lets through unchanged (as the site API sends it)', () => {
    const tree = markdownTree(sample);
    expect(tree).toEqual(compactMarkdown(fromMarkdown(sample)));
    expect(markdownTreeSchema.parse(JSON.parse(JSON.stringify(tree)))).toEqual(tree);
  });
});
