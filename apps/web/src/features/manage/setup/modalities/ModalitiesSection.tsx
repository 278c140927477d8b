import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { fill, messages, type EventSettingsView, type ModalitySetupView } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { formatCount } from '../../../../shared/events/format.ts';
import { ModalityDialog } from './ModalityDialog.tsx';
import { newModalityValues, toModalityValues, type ModalityValues } from './modalityForm.ts';
import { useModalities } from '../eventSetupApi.ts';

const t = messages.eventSetup.modalities;

const places = (modality: ModalitySetupView) =>
  modality.capacity === null
    ? `${fill(t.taken, { taken: formatCount(modality.taken) })} · ${t.unlimited}`
    : fill(t.takenOf, { taken: formatCount(modality.taken), capacity: formatCount(modality.capacity) });

/** The 'Modalidades' tab: each modality with its places and categories, edited in a dialog. */
export function ModalitiesSection({ event, editable }: { event: EventSettingsView; editable: boolean }) {
  const query = useModalities(event.id);
  const [editing, setEditing] = useState<{ values: ModalityValues; isNew: boolean } | null>(null);
  if (query.isPending) return <LoadingState label={messages.eventSetup.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const modalities = query.data;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t.lead}</Typography>
      {modalities.length === 0 && <Alert severity="info">{t.empty}</Alert>}
      {modalities.map((modality) => (
        <Card key={modality.code} component="article" aria-label={modality.name} data-testid="setup-modality">
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
                {modality.name} <Chip size="small" label={modality.code} variant="outlined" sx={{ ml: 0.5 }} />
              </Typography>
              <Typography variant="body2" color="text.secondary" className="tabular-nums">
                {[places(modality), ...(modality.teamSize > 1 ? [fill(t.teamOf, { size: modality.teamSize })] : []), ...(modality.waves.length > 1 ? [fill(t.wavesCount, { count: modality.waves.length })] : []), fill(t.categoriesCount, { count: modality.categories.length })].join(' · ')}
              </Typography>
            </Box>
            {editable && (
              <Button startIcon={<EditIcon />} onClick={() => setEditing({ values: toModalityValues(modality), isNew: false })} aria-label={fill(t.editOf, { name: modality.name })}>
                {t.edit}
              </Button>
            )}
          </CardContent>
        </Card>
      ))}
      {editable && (
        <Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ values: newModalityValues(event.eventDate, event.startTime, modalities.length + 1), isNew: true })}>
            {t.add}
          </Button>
        </Box>
      )}
      {editing && <ModalityDialog eventId={event.id} eventDate={event.eventDate} initial={editing.values} isNew={editing.isNew} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
