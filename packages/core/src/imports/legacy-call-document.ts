/** convocatoria of the old platform → events.call_document, validated block by block (core callDocumentSchema). */
import { callDocumentBlockKinds, callDocumentBlockSchema } from '../events/call-document.ts';
import type { CallDocument, CallDocumentBlock } from '../events/call-document.ts';
import type { ProblemList } from './import-problems.ts';
import { entriesOf, isRecord } from './legacy-values.ts';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

/** tipo of the old platform's blocks; our own `kind` is taken as is. */
const kindByType: Record<string, CallDocumentBlock['kind']> = {
  texto: 'text',
  lista: 'list',
  enlace: 'link',
  liga: 'link',
  imagen: 'image',
  mapa: 'map',
};
const t = messages.imports.legacy.callDocument;
const fieldNames: Record<string, string> = t.fieldNames;

/** 'texto', 'lista, elemento 3'. */
function fieldName(path: readonly PropertyKey[]): string {
  const [field, item] = path;
  const name = fieldNames[String(field)] ?? String(field);
  return typeof item === 'number' ? fill(t.item, { name, number: item + 1 }) : name;
}

const first = (block: Record<string, unknown>, ...keys: string[]) => keys.map((key) => block[key]).find((value) => value !== undefined);

/** A block in our shape, from either shape: {kind, text, items, label, url, alt, title} or {tipo, contenido, titulo, etiqueta, url, descripcion}. */
function ourShape(block: Record<string, unknown>): Record<string, unknown> {
  const tipo = typeof block.tipo === 'string' ? kindByType[block.tipo.trim().toLowerCase()] : undefined;
  const kind = block.kind ?? tipo ?? block.tipo;
  const content = block.contenido;
  const shaped: Record<string, unknown> = { kind, title: first(block, 'title', 'titulo') };
  if (kind === 'text') shaped.text = first(block, 'text', 'contenido');
  if (kind === 'list') {
    const items = first(block, 'items') ?? content;
    shaped.items = Array.isArray(items) ? items : (entriesOf(items)?.map((entry) => entry.value) ?? items);
  }
  if (kind === 'link' || kind === 'map') shaped.label = first(block, 'label', 'etiqueta', 'texto') ?? (kind === 'map' ? '' : undefined);
  if (kind === 'link' || kind === 'map' || kind === 'image') shaped.url = first(block, 'url', 'liga', 'enlace');
  if (kind === 'image') shaped.alt = first(block, 'alt', 'descripcion') ?? '';
  if (shaped.title === undefined) delete shaped.title;
  return shaped;
}

/**
 * The call document of an import, or undefined when the file has none. Each block must have the
 * shape the event page renders; every bad block is a problem with its number.
 */
export function readLegacyCallDocument(value: unknown, problems: ProblemList): CallDocument | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const report = (message: string, row?: number, field?: string) =>
    problems.add(fill(t.at, { block: row ? fill(t.block, { row }) : '', field: field ? fill(t.field, { name: field }) : '', message }), {
      field: 'convocatoria',
      ...(row ? { row } : {}),
    });
  if (!isRecord(value)) return void report(t.notDocument);
  const entries = entriesOf(value.blocks ?? value.bloques ?? []);
  if (!entries) return void report(t.blocksNotList);
  const title = value.title ?? value.titulo;
  if (title !== undefined && typeof title !== 'string') report(t.titleNotText);
  const blocks: CallDocumentBlock[] = [];
  entries.forEach(({ value: block }, index) => {
    const row = index + 1;
    if (!isRecord(block)) return report(t.notBlock, row);
    const shaped = ourShape(block);
    if (!callDocumentBlockKinds.includes(shaped.kind as CallDocumentBlock['kind'])) {
      return report(fill(t.unknownKind, { kind: JSON.stringify(shaped.kind ?? null), kinds: t.kinds }), row);
    }
    const parsed = callDocumentBlockSchema.safeParse(shaped);
    if (parsed.success) return void blocks.push(parsed.data);
    for (const issue of parsed.error.issues) report(issue.message, row, fieldName(issue.path));
  });
  return typeof title === 'string' && title.trim() !== '' ? { title: title.trim(), blocks } : { blocks };
}
