import { Box, Stack, Typography } from '@mui/material';
import GavelIcon from '@mui/icons-material/Gavel';
import type { Confirmation } from '@dorsal/core';
import { SectionCard } from './SectionCard.tsx';

/** The liability waiver, adult or parent-or-guardian version as the server chose it. */
export function WaiverCard({ waiver }: { waiver: Confirmation['waiver'] }) {
  return (
    <SectionCard title={waiver.title} icon={<GavelIcon />} testId={`waiver-${waiver.kind}`}>
      <Stack spacing={1.25}>
        {waiver.paragraphs.map((paragraph) => (
          <Typography key={paragraph} variant="body2" sx={{ textAlign: { sm: 'justify' }, hyphens: 'auto' }}>
            {paragraph}
          </Typography>
        ))}
        <Box sx={{ pt: 4, maxWidth: 320 }}>
          <Box sx={{ borderTop: '1px solid', borderColor: 'text.secondary' }} />
          <Typography variant="caption" color="text.secondary">
            {waiver.signatureLabel}
          </Typography>
        </Box>
      </Stack>
    </SectionCard>
  );
}
