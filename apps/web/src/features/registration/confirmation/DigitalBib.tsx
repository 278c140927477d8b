import { Alert, Box, Button } from '@mui/material';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import RefreshIcon from '@mui/icons-material/Refresh';
import { messages, fill } from '@dorsal/core';
import type { Confirmation } from '@dorsal/core';
import { SectionCard } from './SectionCard.tsx';

const t = messages.registrationScreens.confirmation;

/** The digital bib (PNG 1025 × 820) once a number above 0 is held; 'Asignado folio' and a refresh until then. */
export function DigitalBib({ confirmation, refreshing, onRefresh }: { confirmation: Confirmation; refreshing: boolean; onRefresh: () => void }) {
  const bib = confirmation.bib;
  return (
    <SectionCard title={t.bibTitle} icon={<ConfirmationNumberIcon />}>
      {bib && bib > 0 ? (
        <Box
          component="img"
          src={confirmation.bibImageUrl}
          data-testid="digital-bib"
          alt={fill(t.bibAlt, { bib, name: confirmation.name })}
          width={1025}
          height={820}
          sx={{ display: 'block', width: '100%', maxWidth: 560, height: 'auto', mx: 'auto', borderRadius: 2, border: '1px solid', borderColor: 'divider', bgcolor: '#F7F9FC' }}
        />
      ) : (
        <Alert
          severity="info"
          data-testid="bib-pending"
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} loading={refreshing} onClick={onRefresh}>
              {t.refresh}
            </Button>
          }
          sx={{ flexWrap: 'wrap' }}
        >
          <strong>{confirmation.bibMessage ?? t.bibPending}</strong> — {t.bibPendingHint}
        </Alert>
      )}
    </SectionCard>
  );
}
