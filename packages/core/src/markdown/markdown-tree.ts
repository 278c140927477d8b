import type { List, ListItem, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { z } from 'zod';

/**
 * A Markdown text's syntax tree as a text block draws it (the site's and the call document's): CommonMark's tree
 * (mdast) without positions and without what is never drawn (raw HTML, images, definitions). Links by reference carry
 * their definition's address (or become their text when it has none), so the drawer needs no definitions; a tight
 * list's items hold their paragraphs' content directly (CommonMark draws them without <p>). Text is a plain string.
 */
export type MarkdownNode =
  | string
  | { type: 'paragraph' | 'emphasis' | 'strong' | 'blockquote' | 'listItem'; children: MarkdownNode[] }
  | { type: 'heading'; depth: number; children: MarkdownNode[] }
  | { type: 'link'; url: string; children: MarkdownNode[] }
  | { type: 'list'; ordered: boolean; start?: number; children: MarkdownNode[] }
  | { type: 'code' | 'inlineCode'; value: string }
  | { type: 'break' | 'thematicBreak' };
/** The root's children. */
export type MarkdownTree = MarkdownNode[];

const children = z.array(z.lazy((): z.ZodType<MarkdownNode> => markdownNodeSchema));
export const markdownNodeSchema: z.ZodType<MarkdownNode> = z.union([
  z.string(),
  z.object({ type: z.enum(['paragraph', 'emphasis', 'strong', 'blockquote', 'listItem']), children }),
  z.object({ type: z.literal('heading'), depth: z.number().int(), children }),
  z.object({ type: z.literal('link'), url: z.string(), children }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), start: z.number().int().optional(), children }),
  z.object({ type: z.enum(['code', 'inlineCode']), value: z.string() }),
  z.object({ type: z.enum(['break', 'thematicBreak']) }),
]);
export const markdownTreeSchema = z.array(markdownNodeSchema);

type Definitions = Map<string, string>;

/** The tree a text block draws from CommonMark's (`fromMarkdown(text)`). */
export function compactMarkdown(root: Root): MarkdownTree {
  const definitions: Definitions = new Map();
  for (const node of root.children) if (node.type === 'definition') definitions.set(node.identifier.toUpperCase(), node.url);
  return compactAll(root.children, definitions);
}

function compactAll(nodes: (RootContent | PhrasingContent)[], definitions: Definitions): MarkdownNode[] {
  return nodes.flatMap((node) => compact(node, definitions));
}

/** A node's compact form: none (not drawn), one, or its children in its place (a reference without definition). */
function compact(node: Nodes, definitions: Definitions): MarkdownNode[] {
  switch (node.type) {
    case 'text':
      return [node.value];
    case 'paragraph':
    case 'emphasis':
    case 'strong':
    case 'blockquote':
      return [{ type: node.type, children: compactAll(node.children, definitions) }];
    case 'heading':
      return [{ type: 'heading', depth: node.depth, children: compactAll(node.children, definitions) }];
    case 'link':
      return [{ type: 'link', url: node.url, children: compactAll(node.children, definitions) }];
    case 'linkReference': {
      const url = definitions.get(node.identifier.toUpperCase());
      const content = compactAll(node.children, definitions);
      return url === undefined ? content : [{ type: 'link', url, children: content }];
    }
    case 'list':
      return [compactList(node, definitions)];
    case 'code':
    case 'inlineCode':
      return [{ type: node.type, value: node.value }];
    case 'break':
    case 'thematicBreak':
      return [{ type: node.type }];
    default:
      // html (never drawn), image and imageReference (no pictures in a text block), definition (resolved above)
      return [];
  }
}

function compactList(list: List, definitions: Definitions): MarkdownNode {
  const loose = list.spread === true || list.children.some((item) => item.spread ?? item.children.length > 1);
  const items = list.children.map((item): MarkdownNode => ({ type: 'listItem', children: compactItem(item, loose, definitions) }));
  const start = list.ordered && list.start != null && list.start !== 1 ? { start: list.start } : {};
  return { type: 'list', ordered: list.ordered === true, ...start, children: items };
}

function compactItem(item: ListItem, loose: boolean, definitions: Definitions): MarkdownNode[] {
  return item.children.flatMap((child) => (!loose && child.type === 'paragraph' ? compactAll(child.children, definitions) : compact(child, definitions)));
}
