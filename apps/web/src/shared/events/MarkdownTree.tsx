import type { ReactNode } from 'react';
import { Link, Typography } from '@mui/material';
import type { MarkdownNode, MarkdownTree as Tree } from '@dorsal/core/markdown/markdown-tree';
import { safeUrl } from './safeUrl.ts';

/**
 * Draws a text block's Markdown tree (core markdown-tree.ts: CommonMark's, compacted) with React elements, never as
 * HTML. No parser here: an organizer site gets its trees from the server, so its pages download only this drawer.
 * Headings sit under the block's own title (h3); every link goes through safeUrl.
 */
function draw(node: MarkdownNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  switch (node.type) {
    case 'paragraph':
      return (
        <Typography key={key} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {drawAll(node.children)}
        </Typography>
      );
    case 'heading':
      return heading(node.depth, key, drawAll(node.children));
    case 'emphasis':
      return <em key={key}>{drawAll(node.children)}</em>;
    case 'strong':
      return <strong key={key}>{drawAll(node.children)}</strong>;
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
      return <blockquote key={key}>{drawAll(node.children)}</blockquote>;
    case 'list':
      return node.ordered ? (
        <ol key={key} start={node.start}>
          {drawAll(node.children)}
        </ol>
      ) : (
        <ul key={key}>{drawAll(node.children)}</ul>
      );
    case 'listItem':
      return <li key={key}>{drawAll(node.children)}</li>;
    case 'link':
      return (
        <Link key={key} href={safeUrl(node.url)} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 500 }}>
          {drawAll(node.children)}
        </Link>
      );
    default:
      return null;
  }
}

function drawAll(nodes: MarkdownNode[]): ReactNode[] {
  return nodes.map(draw);
}

function heading(depth: number, key: number, children: ReactNode): ReactNode {
  if (depth === 1) return <Typography key={key} variant="h4" component="h4" sx={{ fontSize: '1.1rem', mt: 1.5, mb: 0.5 }}>{children}</Typography>;
  if (depth === 2) return <Typography key={key} variant="h4" component="h4" sx={{ fontSize: '1.05rem', mt: 1.5, mb: 0.5 }}>{children}</Typography>;
  if (depth === 3) return <Typography key={key} variant="h5" component="h5" sx={{ fontSize: '1rem', mt: 1.5, mb: 0.5 }}>{children}</Typography>;
  const Tag = `h${Math.min(depth, 6)}` as 'h4' | 'h5' | 'h6';
  return <Tag key={key}>{children}</Tag>;
}

/** A call document's or a site's text block drawn from its Markdown tree. */
export default function MarkdownTree({ tree }: { tree: Tree }) {
  return <>{drawAll(tree)}</>;
}
