import type { ReactNode } from 'react';
import { Link, Typography } from '@mui/material';
import type { Definition, List, ListItem, Nodes, Parents } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { safeUrl } from './safeUrl.ts';

/**
 * Draws the syntax tree of CommonMark (micromark's parser) with React elements: the few kinds a text block uses need
 * no unified/rehype pipeline (a third of the renderer's weight on an organizer's site). Headings sit under the
 * block's own title (h3); raw HTML and images are never rendered; every link goes through safeUrl.
 */
function draw(node: Nodes, key: number, context: Context): ReactNode {
  switch (node.type) {
    case 'root':
      return drawChildren(node, context);
    case 'paragraph':
      return (
        <Typography key={key} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {drawChildren(node, context)}
        </Typography>
      );
    case 'heading':
      return heading(node.depth, key, drawChildren(node, context));
    case 'text':
      return node.value;
    case 'emphasis':
      return <em key={key}>{drawChildren(node, context)}</em>;
    case 'strong':
      return <strong key={key}>{drawChildren(node, context)}</strong>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'code':
      return (
        <pre key={key}>
          <code>{node.value}</code>
        </pre>
      );
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{drawChildren(node, context)}</blockquote>;
    case 'list':
      return drawList(node, key, context);
    case 'link':
      return link(node.url, key, drawChildren(node, context));
    case 'linkReference': {
      const definition = context.definitions.get(node.identifier.toUpperCase());
      return definition ? link(definition.url, key, drawChildren(node, context)) : drawChildren(node, context);
    }
    default:
      // html (never rendered), image and imageReference (no pictures in a text block), definition (used by references)
      return null;
  }
}

interface Context {
  definitions: Map<string, Definition>;
}

function drawChildren(node: Parents, context: Context): ReactNode[] {
  return node.children.map((child, index) => draw(child, index, context));
}

function heading(depth: number, key: number, children: ReactNode): ReactNode {
  if (depth === 1) return <Typography key={key} variant="h4" component="h4" sx={{ fontSize: '1.1rem', mt: 1.5, mb: 0.5 }}>{children}</Typography>;
  if (depth === 2) return <Typography key={key} variant="h4" component="h4" sx={{ fontSize: '1.05rem', mt: 1.5, mb: 0.5 }}>{children}</Typography>;
  if (depth === 3) return <Typography key={key} variant="h5" component="h5" sx={{ fontSize: '1rem', mt: 1.5, mb: 0.5 }}>{children}</Typography>;
  const Tag = `h${Math.min(depth, 6)}` as 'h4' | 'h5' | 'h6';
  return <Tag key={key}>{children}</Tag>;
}

function link(url: string, key: number, children: ReactNode): ReactNode {
  return (
    <Link key={key} href={safeUrl(url)} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 500 }}>
      {children}
    </Link>
  );
}

/** A tight list's items hold their text without paragraphs (as CommonMark renders it). */
function drawList(list: List, key: number, context: Context): ReactNode {
  const loose = list.spread === true || list.children.some((item) => item.spread ?? item.children.length > 1);
  const items = list.children.map((item, index) => <li key={index}>{drawItem(item, loose, context)}</li>);
  return list.ordered ? (
    <ol key={key} start={list.start != null && list.start !== 1 ? list.start : undefined}>
      {items}
    </ol>
  ) : (
    <ul key={key}>{items}</ul>
  );
}

function drawItem(item: ListItem, loose: boolean, context: Context): ReactNode[] {
  return item.children.map((child, index) => (!loose && child.type === 'paragraph' ? drawChildren(child, context) : draw(child, index, context)));
}

/** A call document's or a site's text block written in Markdown (bold, italics, lists, links, headings). */
export default function MarkdownText({ text }: { text: string }) {
  const tree = fromMarkdown(text);
  const definitions = new Map<string, Definition>();
  for (const node of tree.children) if (node.type === 'definition') definitions.set(node.identifier.toUpperCase(), node);
  return <>{draw(tree, 0, { definitions })}</>;
}
