import { useId } from 'react';
import { Box, Card, Stack, Typography } from '@mui/material';
import { messages } from '@dorsal/core';
import type { ModalityView } from '@dorsal/core';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ModalityCard } from './ModalityCard.tsx';

const t = messages.events;

/** 'Modalidades y categorías': every modality with its start waves and categories. */
export function ModalityList({ modalities, timeZone }: { modalities: ModalityView[]; timeZone: string }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.35rem', mb: 2 }}>
        {t.modalitiesTitle}
      </Typography>
      {modalities.length === 0 ? (
        <Card>
          <EmptyState text={t.modalitiesEmpty} />
        </Card>
      ) : (
        <Stack spacing={2}>
          {modalities.map((modality) => (
            <ModalityCard key={modality.code} modality={modality} timeZone={timeZone} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
