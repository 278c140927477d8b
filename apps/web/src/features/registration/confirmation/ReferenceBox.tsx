import { Box, Button, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { messages } from '@dorsal/core';
import { useCopy } from './useCopy.ts';

const t = messages.registrationScreens.voucher;

/** The OXXO reference: large, monospaced, in groups of four for dictating, with a copy button. */
export function ReferenceBox({ reference }: { reference: string }) {
  const copy = useCopy();
  return (
    <Box sx={{ border: '2px dashed', borderColor: 'secondary.main', borderRadius: 2, p: 2, textAlign: 'center', bgcolor: '#FFFBF5' }}>
      <Typography variant="body2" color="text.secondary">
        {t.reference}
      </Typography>
      <Typography
        data-testid="cash-reference"
        data-reference={reference}
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: { xs: '1.45rem', sm: '2rem' }, fontWeight: 700, letterSpacing: '0.06em', overflowWrap: 'anywhere', my: 0.5 }}
      >
        {reference}
      </Typography>
      <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy(reference, t.copied, t.copyFailed)}>
        {t.copy}
      </Button>
    </Box>
  );
}
