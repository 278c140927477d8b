import { Alert, DialogContent, Skeleton, Stack } from '@mui/material';
import { messages } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useResultDetail } from '../api.ts';
import type { EventLookup } from '../eventLookup.ts';
import type { AthleteRef } from '../types.ts';
import { ResponsiveDialog } from './ResponsiveDialog.tsx';
import { AthleteDetail } from './AthleteDetail.tsx';

/** The athlete detail (GET /api/events/:id/results/:bib), titled with the athlete's name. */
export function AthleteDialog({ athlete, lookup, onClose }: { athlete: AthleteRef; lookup: EventLookup; onClose: () => void }) {
  const query = useResultDetail(lookup.eventId, athlete.bib);
  let body;
  if (query.isPending) {
    body = (
      <Stack spacing={2} role="status" aria-label={messages.common.loading}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  } else if (query.isError) {
    body = <Alert severity="error">{errorMessage(query.error)}</Alert>;
  } else {
    body = <AthleteDetail result={query.data} lookup={lookup} />;
  }
  return (
    <ResponsiveDialog title={athlete.name} onClose={onClose} testId="athlete-dialog" maxWidth="md">
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 }, py: 2.5, bgcolor: 'background.default' }}>
        {body}
      </DialogContent>
    </ResponsiveDialog>
  );
}
