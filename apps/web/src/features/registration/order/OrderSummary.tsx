import { Alert, Box, LinearProgress, Paper, Typography } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { messages } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import type { QuoteAnswer } from '@dorsal/core';
import { OrderLines } from './OrderLines.tsx';

const t = messages.registrationScreens.summary;

/** 'Resumen de tu orden': the server's quote, rebuilt on every change (the last one stays while the next loads). */
export function OrderSummary({ quote, loading, error }: { quote: QuoteAnswer | undefined; loading: boolean; error: unknown }) {
  return (
    <Paper
      component="section"
      aria-label={t.title}
      aria-busy={loading}
      variant="outlined"
      sx={{ position: 'relative', overflow: 'hidden', p: { xs: 2, sm: 2.5 }, bgcolor: '#FAFBFD' }}
    >
      {loading && <LinearProgress aria-label={t.updating} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <ReceiptLongIcon color="primary" aria-hidden />
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          {t.title}
        </Typography>
      </Box>
      {error ? (
        <Alert severity="error">{errorMessage(error)}</Alert>
      ) : quote ? (
        <OrderLines order={quote.order} />
      ) : (
        <Typography color="text.secondary">{t.empty}</Typography>
      )}
    </Paper>
  );
}
