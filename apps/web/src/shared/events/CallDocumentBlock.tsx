import { lazy, Suspense } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import MapIcon from '@mui/icons-material/Map';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { messages } from '@dorsal/core';
import type { CallDocumentBlock as Block } from '@dorsal/core';
import { safeUrl } from './safeUrl.ts';

/** The Markdown renderer loads with the first text block, not with every page. */
const MarkdownText = lazy(() => import('./MarkdownText.tsx'));

function BlockTitle({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
      {text}
    </Typography>
  );
}

/** One block of a call document: text, bulleted list, link, image or map link. */
export function CallDocumentBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'text':
      return (
        <Box>
          <BlockTitle text={block.title} />
          <Suspense fallback={<Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{block.text}</Typography>}>
            <MarkdownText text={block.text} />
          </Suspense>
        </Box>
      );
    case 'list':
      return (
        <Box>
          <BlockTitle text={block.title} />
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {block.items.map((item, index) => (
              <Typography component="li" key={index} sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
                {item}
              </Typography>
            ))}
          </Box>
        </Box>
      );
    case 'link':
      return (
        <Link
          href={safeUrl(block.url)}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {block.label}
          <OpenInNewIcon fontSize="small" aria-hidden />
        </Link>
      );
    case 'image':
      return (
        <Box
          component="img"
          src={safeUrl(block.url)}
          alt={block.alt}
          loading="lazy"
          sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 2 }}
        />
      );
    case 'map': {
      const href = safeUrl(block.url);
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          {block.label && <Typography sx={{ fontWeight: 500 }}>{block.label}</Typography>}
          {href && (
            <Button href={href} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<MapIcon />}>
              {messages.events.mapButton}
            </Button>
          )}
        </Box>
      );
    }
    default:
      return null;
  }
}
