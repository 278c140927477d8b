import { useMemo } from 'react';
import { markdownTree } from '@dorsal/core/markdown/parse-markdown';
import MarkdownTree from './MarkdownTree.tsx';

/**
 * A text block written in Markdown (bold, italics, lists, links, headings), parsed in the browser: for texts typed or
 * read live (call documents, the site editor's preview). Raw HTML and images are never drawn.
 */
export default function MarkdownText({ text }: { text: string }) {
  const tree = useMemo(() => markdownTree(text), [text]);
  return <MarkdownTree tree={tree} />;
}
