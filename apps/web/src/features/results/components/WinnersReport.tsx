import { Alert, Box, DialogContent } from '@mui/material';
import { messages } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useWinners } from '../api.ts';
import type { EventLookup } from '../eventLookup.ts';
import type { AthleteRef } from '../types.ts';
import { WinnersCard } from './WinnersCard.tsx';

/** 'Ganadores': the podium of every category of one modality. */
export function WinnersReport({
  modalityCode,
  lookup,
  onOpenAthlete,
}: {
  modalityCode: string;
  lookup: EventLookup;
  onOpenAthlete: (athlete: AthleteRef) => void;
}) {
  const query = useWinners(lookup.eventId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      </Box>
    );
  }
  const podiums = (query.data.modalities.find((modality) => modality.modalityCode === modalityCode)?.categories ?? []).filter(
    (podium) => podium.winners.length > 0,
  );
  if (podiums.length === 0) return <EmptyState text={messages.results.winnersEmpty} />;
  return (
    <DialogContent data-testid="winners" sx={{ bgcolor: 'background.default', p: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        {podiums.map(({ category, winners }) => (
          <WinnersCard
            key={`${category.branch}-${category.code}`}
            category={category}
            winners={winners}
            lookup={lookup}
            onOpenAthlete={onOpenAthlete}
          />
        ))}
      </Box>
    </DialogContent>
  );
}
