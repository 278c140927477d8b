import { fromMarkdown } from 'mdast-util-from-markdown';
import { compactMarkdown, type MarkdownTree } from './markdown-tree.ts';

/**
 * A Markdown text parsed (CommonMark, micromark) into the tree a text block draws. Not exported from core's index: a
 * bundle gets the parser (~16 kB gzipped) only by importing this module by its path, as the server and the product's
 * live texts do; an organizer site's pages draw the server's trees and never do.
 */
export function markdownTree(text: string): MarkdownTree {
  return compactMarkdown(fromMarkdown(text));
}
