import ReactMarkdown, { type Components } from 'react-markdown';
import { Link, Typography } from '@mui/material';
import { safeUrl } from './safeUrl.ts';

/** Headings inside a block sit under the block's own title (h3); raw HTML is never rendered. */
const components: Components = {
  h1: ({ children }) => <Typography variant="h4" component="h4" sx={{ fontSize: '1.1rem', mt: 1.5, mb: 0.5 }}>{children}</Typography>,
  h2: ({ children }) => <Typography variant="h4" component="h4" sx={{ fontSize: '1.05rem', mt: 1.5, mb: 0.5 }}>{children}</Typography>,
  h3: ({ children }) => <Typography variant="h5" component="h5" sx={{ fontSize: '1rem', mt: 1.5, mb: 0.5 }}>{children}</Typography>,
  p: ({ children }) => <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{children}</Typography>,
  a: ({ href, children }) => (
    <Link href={safeUrl(href ?? '')} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 500 }}>
      {children}
    </Link>
  ),
  img: () => null,
};

/** A call document's text block written in Markdown (bold, italics, lists, links, headings). */
export default function MarkdownText({ text }: { text: string }) {
  return (
    <ReactMarkdown skipHtml components={components}>
      {text}
    </ReactMarkdown>
  );
}
