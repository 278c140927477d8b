import { Box, Button, Link, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { messages } from '@dorsal/core';
import type { Confirmation } from '@dorsal/core';
import { SectionCard } from './SectionCard.tsx';
import { useCopy } from './useCopy.ts';

const t = messages.registrationScreens.confirmation;

/** 'Sigue tu inscripción': the tracking link with its QR (the PDF carries it too) and 'Descargar PDF'. */
export function TrackingCard({ confirmation }: { confirmation: Confirmation }) {
  const copy = useCopy();
  return (
    <SectionCard title={t.tracking} icon={<QrCode2Icon />}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' } }}>
        {confirmation.trackingQrUrl && (
          <Box component="img" src={confirmation.trackingQrUrl} alt={t.trackingQrAlt} width={140} height={140} sx={{ alignSelf: 'center', flexShrink: 0 }} />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t.trackingHint}
          </Typography>
          <Link href={confirmation.trackingUrl} data-testid="tracking-link" sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
            {confirmation.trackingUrl}
          </Link>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy(confirmation.trackingUrl, t.linkCopied, t.trackingHint)}>
              {t.copyLink}
            </Button>
            <Button href={confirmation.pdfUrl} download variant="contained" startIcon={<DownloadIcon />} data-testid="download-pdf">
              {t.downloadPdf}
            </Button>
          </Box>
        </Box>
      </Stack>
    </SectionCard>
  );
}
