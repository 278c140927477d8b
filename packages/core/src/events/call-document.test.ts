import { describe, expect, it } from 'vitest';
import { readCallDocument } from './call-document.ts';

describe('readCallDocument', () => {
  it('keeps a well-formed document as it is', () => {
    const document = {
      title: 'Convocatoria',
      blocks: [
        { kind: 'text', title: 'Fecha', text: 'Domingo 10 de marzo\nSalida 7:00' },
        { kind: 'list', items: ['Playera', 'Medalla'] },
        { kind: 'link', label: 'Reglamento', url: 'https://ejemplo.mx/r.pdf' },
        { kind: 'image', url: '/files/ruta.png', alt: '' },
        { kind: 'map', label: '', url: 'https://maps.google.com/?q=Puebla' },
      ],
    };
    expect(readCallDocument(document)).toEqual({ document, skippedBlocks: 0 });
  });

  it('keeps the blocks it can render and counts the rest', () => {
    const read = readCallDocument({
      title: 7,
      blocks: [{ kind: 'text', text: 'Bien' }, { kind: 'map', url: 5 }, { kind: 'list', items: 'uno' }, null, 'texto', { kind: 'video' }],
    });
    expect(read).toEqual({ document: { blocks: [{ kind: 'text', text: 'Bien' }] }, skippedBlocks: 5 });
    expect(readCallDocument({ bloques: [] })).toEqual({ document: { blocks: [] }, skippedBlocks: 0 });
    expect(readCallDocument({ blocks: 'Ver PDF' })).toEqual({ document: { blocks: [] }, skippedBlocks: 1 });
  });

  it('has no document when the value is not one', () => {
    for (const value of [null, undefined, 'Convocatoria', 5, []]) expect(readCallDocument(value)).toBeNull();
  });
});
