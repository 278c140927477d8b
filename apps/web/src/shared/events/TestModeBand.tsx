import { Box, Typography } from '@mui/material';
import ScienceIcon from '@mui/icons-material/Science';
import { messages } from '@dorsal/core';

const t = messages.testMode;

/** 'MODO PRUEBA' across the top of every public page of an event in test mode. */
export function TestModeBand() {
  return (
    <Box
      role="note"
      data-testid="test-mode-band"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        mt: { xs: 2, sm: 3 },
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: '#FFF3CD',
        border: '2px dashed #B26A00',
        color: '#5C3B00',
      }}
    >
      <ScienceIcon aria-hidden />
      <Typography component="strong" sx={{ fontWeight: 800, letterSpacing: '0.08em' }}>
        {t.band}
      </Typography>
      <Typography variant="body2">{t.bandText}</Typography>
    </Box>
  );
}
