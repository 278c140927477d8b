import { Suspense, lazy } from 'react';
import { Typography } from '@mui/material';
import { siteMarkdownKey } from '@dorsal/core/sites/site-markdown';
import { useSectionPageRoute, useSite } from '../SiteContext.ts';
import { useNearViewport } from '../useNearViewport.ts';

const MarkdownTree = lazy(() => import('../../../shared/events/MarkdownTree.tsx'));

/**
 * A section's Markdown, drawn from the tree the server parsed (the site's `markdown`), its drawer loaded once the text
 * nears the screen; until then (and while it arrives) the plain text shows, so nothing jumps and a page's first load
 * carries neither drawer nor parser. The editor's preview lends a live parser instead (its texts change as typed).
 */
export function Markdown({ text, sectionId }: { text: string; sectionId: string }) {
  const { site, slots } = useSite();
  const tree = site.markdown[siteMarkdownKey(useSectionPageRoute(), sectionId)];
  const { ref, near } = useNearViewport<HTMLParagraphElement>(undefined);
  const plain = (
    <Typography ref={ref} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
  const { LiveMarkdown } = slots;
  // The preview draws at once (the editor's bundle; its frame may clip what the viewport would count as near).
  if (LiveMarkdown) {
    return (
      <Suspense fallback={plain}>
        <LiveMarkdown text={text} />
      </Suspense>
    );
  }
  if (!near || !tree) return plain;
  return (
    <Suspense fallback={plain}>
      <MarkdownTree tree={tree} />
    </Suspense>
  );
}
