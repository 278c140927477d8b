import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { visuallyHidden } from '@mui/utils';
import { messages } from '@dorsal/core';
import { ApiError, errorMessage } from '../../shared/http/ApiError.ts';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { useEventSlug } from '../../shared/events/useEventSlug.ts';
import { usePageTitle } from '../../shared/ui/usePageTitle.ts';
import { ViewCanvas } from '../../shared/views/ViewCanvas.tsx';
import { useAthleteFacts, useLiveFacts, usePublicView } from './api.ts';

const t = messages.views;
const numberOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** /views/:eventId/:viewIndex/:bib (on the product's hosts and on an organizer's site). */
export function CustomViewPage() {
  const params = useParams();
  return <CustomView eventId={numberOf(params.eventId) ?? 0} viewIndex={numberOf(params.viewIndex) ?? 0} bib={numberOf(params.bib)} />;
}

/** `/{shortPath}/{viewIndex}/{number}`: the custom view of the event an organizer gave that short path. */
export function ShortPathViewPage({ fallback }: { fallback: ReactNode }) {
  const params = useParams();
  const slug = useEventSlug(params.slug);
  const viewIndex = numberOf(params.viewIndex);
  if (viewIndex === null || slug.status === 'missing') return fallback;
  if (slug.status === 'pending') return <LoadingState label={t.loading} />;
  return <CustomView eventId={slug.eventId} viewIndex={viewIndex} bib={numberOf(params.bib)} />;
}

/**
 * A custom view filled with one athlete's result, the whole screen (a finish-line screen or a card to share), scaled
 * to fit any screen; it follows the results stream and changes with the result.
 */
function CustomView({ eventId, viewIndex, bib }: { eventId: number; viewIndex: number; bib: number | null }) {
  const view = usePublicView(eventId, viewIndex);
  const facts = useAthleteFacts(eventId, bib);
  useLiveFacts(eventId, bib, facts.data?.modalityCode);
  usePageTitle(view.data?.view.name ?? t.loading);

  const problem = view.error ?? (facts.error instanceof ApiError && facts.error.status !== 404 ? facts.error : null);
  return (
    <Box sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal + 1, bgcolor: '#000', display: 'flex', flexDirection: 'column' }}>
      <Typography component="h1" sx={visuallyHidden}>
        {view.data?.view.name ?? t.loading}
      </Typography>
      {problem ? (
        <Box sx={{ m: 'auto', p: 2 }}>
          <Alert severity="error">{errorMessage(problem)}</Alert>
        </Box>
      ) : !view.data || (bib !== null && facts.isPending) ? (
        <Box sx={{ m: 'auto', bgcolor: 'background.paper', borderRadius: 2, p: 2 }}>
          <LoadingState label={t.loading} />
        </Box>
      ) : (
        <>
          {(bib === null || facts.isError) && (
            <Alert severity="info" sx={{ borderRadius: 0 }}>
              {bib === null ? t.enterBib : errorMessage(facts.error)}
            </Alert>
          )}
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <ViewCanvas view={view.data.view} facts={facts.data?.facts ?? {}} fit="contain" />
          </Box>
        </>
      )}
    </Box>
  );
}
