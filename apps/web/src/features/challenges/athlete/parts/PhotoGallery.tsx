import { useState } from 'react';
import { Box, Pagination, Paper, Typography } from '@mui/material';
import { fill, messages } from '@dorsal/core';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { paginationItemLabel } from '../../../../shared/ui/paginationLabels.ts';
import { useGallery } from '../api.ts';

const t = messages.challengeAthlete.photos;

/** The athletes at the start or at the finish, 100 per page with page buttons. */
export function PhotoGallery({ challengeId, kind }: { challengeId: string; kind: 'startLine' | 'finishLine' }) {
  const [page, setPage] = useState(1);
  const query = useGallery(challengeId, kind, page);
  const title = kind === 'startLine' ? t.startGallery : t.finishGallery;
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label={title}>
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {title}
      </Typography>
      {query.isPending && <LoadingState />}
      {query.data?.photos.length === 0 && <Typography color="text.secondary">{t.galleryEmpty}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
        {query.data?.photos.map((photo) => (
          <Box key={photo.url} component="figure" sx={{ m: 0 }}>
            <Box component="img" src={photo.url} alt={fill(t.alt, { name: photo.name })} loading="lazy" sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1.5, display: 'block' }} />
            <Typography component="figcaption" variant="caption" noWrap sx={{ display: 'block' }}>
              {photo.raceNumber} · {photo.name}
            </Typography>
          </Box>
        ))}
      </Box>
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_, value) => setPage(value)} aria-label={t.pages} getItemAriaLabel={paginationItemLabel} />}
    </Paper>
  );
}
