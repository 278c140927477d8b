import { describe, expect, it } from 'vitest';
import { readableCallDocument } from './event.schemas.ts';

describe('readableCallDocument', () => {
  it('keeps the valid blocks of a document and drops the rest', () => {
    const stored = { title: 'Convocatoria', blocks: [{ kind: 'text', text: 'Salida 7:00' }, { kind: 'text', text: 5 }, 'texto suelto', { kind: 'list', items: ['Playera'] }] };
    expect(readableCallDocument(stored)).toEqual({ title: 'Convocatoria', blocks: [{ kind: 'text', text: 'Salida 7:00' }, { kind: 'list', items: ['Playera'] }] });
  });

  it('is null when nothing can be shown', () => {
    expect(readableCallDocument(null)).toBeNull();
    expect(readableCallDocument({ texto: 'sin bloques' })).toBeNull();
    expect(readableCallDocument({ blocks: [{ kind: 'video' }] })).toBeNull();
  });
});
