import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { fill, messages, type ChallengeCard, type MyParticipation } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { formatDateTime } from '../../../../shared/formatting/dates.ts';
import { formatMoney } from '../../../../shared/formatting/numbers.ts';
import { CardForm } from '../../../../shared/payments/CardForm.tsx';
import { TestCardsHint } from '../../../../shared/payments/TestCardsHint.tsx';
import { useChallengeCard, usePayChallenge } from '../api.ts';

const t = messages.challengeAthlete.payment;
const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The challenge's price, paid by card or with an OXXO slip. The card form is registration's: it tokenizes in the
 * browser with the tokenizer the server names (Conekta.js with the public key, or the sandbox), only the token comes
 * to Dorsal. The slip's reference stays shown until its payment arrives.
 */
export function PaymentPanel({ challenge, participant }: { challenge: ChallengeCard; participant: MyParticipation }) {
  const [method, setMethod] = useState<'card' | 'oxxo_cash'>('card');
  const [error, setError] = useState<string | null>(null);
  const pay = usePayChallenge(challenge.id);
  const tokenizer = useChallengeCard(challenge.id).data?.cardTokenizer;

  if (participant.paymentStatus === 'paid') return <Alert severity="success">{t.paid}</Alert>;
  const slip = participant.cashSlip;
  const amount = formatMoney(challenge.priceCents, challenge.currency);
  const onError = (failure: unknown) => setError(errorMessage(failure));

  function payCash(event: FormEvent) {
    event.preventDefault();
    setError(null);
    pay.mutate({ method: { kind: 'oxxo_cash' }, idempotencyKey: newKey() }, { onError });
  }

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="challenge-payment">
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{fill(t.lead, { amount })}</Typography>
      {slip && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {fill(t.pending, { reference: slip.reference, date: formatDateTime(slip.expiresAt, challenge.timeZone) })}
        </Alert>
      )}
      <ToggleButtonGroup
        exclusive
        value={method}
        onChange={(_, value: 'card' | 'oxxo_cash' | null) => {
          if (value) setMethod(value);
          setError(null);
        }}
        aria-label={t.methodLabel}
        sx={{ mb: 2, '& .MuiToggleButton-root': { color: 'text.primary' }, '& .MuiToggleButton-root.Mui-selected': { color: 'primary.dark' } }}
      >
        <ToggleButton value="card">{t.card}</ToggleButton>
        <ToggleButton value="oxxo_cash">{t.oxxo}</ToggleButton>
      </ToggleButtonGroup>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="payment-failure">
          {error}
        </Alert>
      )}
      {method === 'card' && tokenizer && (
        <Stack spacing={2}>
          {tokenizer.kind === 'sandbox' && <TestCardsHint />}
          <CardForm
            amount={amount}
            submitting={pay.isPending}
            tokenizer={tokenizer}
            onToken={(token) => {
              setError(null);
              pay.mutate({ method: { kind: 'card', token }, idempotencyKey: newKey() }, { onError });
            }}
          />
        </Stack>
      )}
      {method === 'oxxo_cash' && (
        <Box component="form" noValidate onSubmit={payCash}>
          <Button type="submit" variant="contained" disabled={pay.isPending || slip !== null}>
            {t.oxxoButton}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
