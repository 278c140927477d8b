import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ScienceIcon from '@mui/icons-material/Science';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { track } from '../../../shared/analytics/analytics.ts';
import { confirmationKey, simulateCashPayment } from '../api.ts';
import type { Confirmation } from '@dorsal/core';

const t = messages.registrationScreens.voucher;

/** Sandbox only: the test processor's OXXO takes the cash, then the confirmation reloads as paid. */
export function SimulateCashPayment({ confirmation }: { confirmation: Confirmation }) {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();

  async function simulate() {
    setBusy(true);
    try {
      const paid = await simulateCashPayment(confirmation.id, confirmation.eventId);
      queryClient.setQueryData(confirmationKey(confirmation.id, confirmation.eventId), paid);
      await queryClient.invalidateQueries({ queryKey: confirmationKey(confirmation.id, confirmation.eventId) });
      track('Purchase', { value: confirmation.payment.amountCents / 100, currency: 'MXN' });
      toast.success(t.simulated);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ border: '1px dashed', borderColor: 'warning.main', borderRadius: 2, p: 2, display: 'grid', gap: 1.5, bgcolor: '#FFFDF7' }}>
      <Typography variant="body2" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: '#8A4B00' }}>
        <ScienceIcon fontSize="small" aria-hidden />
        {t.simulateHint}
      </Typography>
      <Button
        variant="outlined"
        color="inherit"
        loading={busy}
        onClick={() => void simulate()}
        sx={{ justifySelf: { xs: 'stretch', sm: 'start' }, color: '#8A4B00', borderColor: '#C77700' }}
      >
        {t.simulate}
      </Button>
    </Box>
  );
}
