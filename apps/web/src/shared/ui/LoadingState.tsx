import { Box, CircularProgress, Typography } from '@mui/material';
import { messages } from '@dorsal/core/i18n/messages';

/** The spec's 'Cargando' with a spinner; announced to screen readers. */
export function LoadingState({ label = messages.common.loading }: { label?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
