import type { CallDocument, CallDocumentBlock } from '@dorsal/core';

export type BlockKind = CallDocumentBlock['kind'];

/** One block as the editor holds it: every field a string, list items one per line. */
export interface BlockValues {
  kind: BlockKind;
  title: string;
  text: string;
  items: string;
  label: string;
  url: string;
  alt: string;
}

export interface CallDocumentValues {
  title: string;
  blocks: BlockValues[];
}

export const emptyBlock = (kind: BlockKind = 'text'): BlockValues => ({ kind, title: '', text: '', items: '', label: '', url: '', alt: '' });

const optional = (value: string) => (value.trim() === '' ? {} : { title: value });

/** The editor's values as the API takes them (the core schema checks them on both sides). */
export function toCallDocument(values: CallDocumentValues): CallDocument {
  const blocks = values.blocks.map((block): CallDocumentBlock => {
    switch (block.kind) {
      case 'text':
        return { kind: 'text', ...optional(block.title), text: block.text };
      case 'list':
        return { kind: 'list', ...optional(block.title), items: block.items.split('\n').map((item) => item.trim()).filter(Boolean) };
      case 'link':
        return { kind: 'link', label: block.label, url: block.url };
      case 'image':
        return { kind: 'image', url: block.url, alt: block.alt };
      case 'map':
        return { kind: 'map', label: block.label, url: block.url };
    }
  });
  return { ...(values.title.trim() ? { title: values.title } : {}), blocks };
}

export function toValues(document: CallDocument | null): CallDocumentValues {
  return {
    title: document?.title ?? '',
    blocks: (document?.blocks ?? []).map((block) => ({
      ...emptyBlock(block.kind),
      ...('title' in block && block.title ? { title: block.title } : {}),
      ...(block.kind === 'text' ? { text: block.text } : {}),
      ...(block.kind === 'list' ? { items: block.items.join('\n') } : {}),
      ...('label' in block ? { label: block.label } : {}),
      ...('url' in block ? { url: block.url } : {}),
      ...(block.kind === 'image' ? { alt: block.alt } : {}),
    })),
  };
}

/** The editor field that shows an issue of the API shape ('blocks.2.items.0' shows under 'blocks.2.items'). */
export function fieldOfIssue(path: readonly PropertyKey[]): string {
  const [first, index, field] = path;
  if (first === 'blocks' && typeof index === 'number' && typeof field === 'string') return `blocks.${index}.${field}`;
  return String(first ?? 'title');
}
