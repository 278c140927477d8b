import { Card, CardContent, Typography } from '@mui/material';
import { messages, fill } from '@dorsal/core';
import type { EventCard } from '@dorsal/core';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useEventsChanged } from '../api.ts';
import { useFileImport } from '../useFileImport.ts';
import { FileImportButton } from './FileImportButton.tsx';

const t = messages.manage;

/** Admins: 'Importar evento (JSON)' creates an event from a legacy eventosCompletos file. */
export function EventImport() {
  const toast = useToast();
  const changed = useEventsChanged();
  const state = useFileImport<{ event: EventCard }>('/api/events/import', (answer) => {
    toast.success(fill(t.importedEvent, { name: answer.event.name }));
    changed();
  });
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t.importEventHint}
        </Typography>
        <FileImportButton label={t.importEvent} accept=".json,application/json" state={state} variant="contained" />
      </CardContent>
    </Card>
  );
}
