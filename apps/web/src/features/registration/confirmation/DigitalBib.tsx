import { Alert, Box, Button, Typography } from '@mui/material';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import RefreshIcon from '@mui/icons-material/Refresh';
import { messages, fill } from '@dorsal/core';
import type { Confirmation } from '@dorsal/core';
import { SectionCard } from './SectionCard.tsx';

const t = messages.registrationScreens.confirmation;

function BibImage({ src, bib, name }: { src: string; bib: number; name: string }) {
  return (
    <Box
      component="img"
      src={src}
      data-testid="digital-bib"
      alt={fill(t.bibAlt, { bib, name })}
      width={1025}
      height={820}
      sx={{ display: 'block', width: '100%', maxWidth: 560, height: 'auto', mx: 'auto', borderRadius: 2, border: '1px solid', borderColor: 'divider', bgcolor: '#F7F9FC' }}
    />
  );
}

/**
 * The digital bib (PNG 1025 × 820) once a number above 0 is held, one per member of a relay or team;
 * 'Asignado folio' and a refresh until then.
 */
export function DigitalBib({ confirmation, refreshing, onRefresh }: { confirmation: Confirmation; refreshing: boolean; onRefresh: () => void }) {
  const bib = confirmation.bib;
  return (
    <SectionCard title={t.bibTitle} icon={<ConfirmationNumberIcon />}>
      {bib && bib > 0 && confirmation.team.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {confirmation.team.map((member) => (
            <Box component="figure" key={member.position} sx={{ m: 0 }}>
              <BibImage src={member.bibImageUrl} bib={bib} name={member.name} />
              <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 0.5 }}>
                {fill(t.member, { n: member.position })} · {member.name}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : bib && bib > 0 ? (
        <BibImage src={confirmation.bibImageUrl} bib={bib} name={confirmation.name} />
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
