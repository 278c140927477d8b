import { useEffect, useState } from 'react';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { fill, messages } from '@dorsal/core';
import { track } from '../../../shared/analytics/analytics.ts';
import { isSandboxProvider } from '../../../shared/registration/availability.ts';
import type { QuoteState } from '../wizard/wizardState.ts';
import type { OnlinePaymentMethod, RegistrationOptions } from '@dorsal/core';
import type { WizardPayment } from '../wizard/registrationBody.ts';
import { isDesk } from '../wizard/wizardEndpoints.ts';
import { OrderSummary } from '../order/OrderSummary.tsx';
import { CardForm } from '../../../shared/payments/CardForm.tsx';
import { PaymentMethodChoice } from './PaymentMethodChoice.tsx';
import { TestCardsHint } from '../../../shared/payments/TestCardsHint.tsx';

const t = messages.registrationScreens.payment;

/**
 * Step 3 'Pago': the order, then the method (card form or OXXO slip), or nothing to choose when the
 * total is zero ('Finalizar Registro'); at the point of sale, 'Cobrar en efectivo'. 'Regresar a los Datos' goes
 * back to the options.
 */
export function PaymentStep({
  options,
  quote,
  submitting,
  failure,
  onBack,
  onPay,
}: {
  options: RegistrationOptions;
  quote: QuoteState;
  submitting: boolean;
  failure: string | null;
  onBack: () => void;
  onPay: (payment: WizardPayment) => void;
}) {
  const methods = options.paymentMethods;
  const [method, setMethod] = useState<OnlinePaymentMethod | null>(methods.length === 1 ? methods[0]! : null);
  const requiresPayment = quote.data?.requiresPayment ?? true;
  const total = quote.data?.order.charge.text ?? '';

  useEffect(() => {
    track('InitiateCheckout', { value: (quote.data?.order.charge.cents ?? 0) / 100, currency: 'MXN' });
    // Once per visit to the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Stack spacing={3}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ ml: -1, mb: 1 }}>
          {t.backToData}
        </Button>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          {messages.registrationScreens.tabs.payment}
        </Typography>
      </Box>
      <OrderSummary quote={quote.data} loading={quote.loading} error={quote.error} />
      {failure && (
        <Alert severity="error" data-testid="payment-failure">
          {failure}
        </Alert>
      )}
      {!requiresPayment ? (
        <Stack spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Typography>{t.freeLead}</Typography>
          <Button variant="contained" size="large" loading={submitting} onClick={() => onPay({ method: 'none' })}>
            {t.finish}
          </Button>
        </Stack>
      ) : isDesk(options) ? (
        <Stack spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Typography>{fill(messages.registrationScreens.desk.cashLead, { total })}</Typography>
          <Button variant="contained" size="large" loading={submitting} onClick={() => onPay({ method: 'cash' })}>
            {messages.registrationScreens.desk.charge}
          </Button>
        </Stack>
      ) : methods.length === 0 ? (
        <Alert severity="warning">{messages.registrationServer.methodUnavailable}</Alert>
      ) : (
        <>
          <PaymentMethodChoice methods={methods} value={method} onChange={setMethod} />
          {method && <Divider />}
          {method === 'card' && (
            <>
              {isSandboxProvider(options.paymentProvider) && <TestCardsHint />}
              <CardForm amount={total} submitting={submitting} tokenizer={options.cardTokenizer} onToken={(token) => onPay({ method: 'card', token })} />
            </>
          )}
          {method === 'oxxo_cash' && (
            <Stack spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <Typography>{t.oxxoLead}</Typography>
              <Button variant="contained" size="large" loading={submitting} onClick={() => onPay({ method: 'oxxo_cash' })}>
                {t.finish}
              </Button>
            </Stack>
          )}
          {method && methods.length > 1 && (
            <Button startIcon={<SwapHorizIcon />} onClick={() => setMethod(null)} sx={{ alignSelf: 'flex-start' }} disabled={submitting}>
              {t.changeMethod}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
