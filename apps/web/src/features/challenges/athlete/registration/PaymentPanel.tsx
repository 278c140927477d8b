import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { fill, messages, sandboxTokenize, type ChallengeCard, type MyParticipation } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { formatDateTime } from '../../../../shared/formatting/dates.ts';
import { formatMoney } from '../../../../shared/formatting/numbers.ts';
import { usePayChallenge } from '../api.ts';

const t = messages.challengeAthlete.payment;
const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The challenge's price, paid by card (the sandbox tokenizes in the browser, nothing is charged) or with an OXXO slip;
 * the slip's reference stays shown until its payment arrives.
 */
export function PaymentPanel({ challenge, participant }: { challenge: ChallengeCard; participant: MyParticipation }) {
  const [method, setMethod] = useState<'card' | 'oxxo_cash'>('card');
  const [card, setCard] = useState({ number: '', name: '', expMonth: '', expYear: '', cvc: '' });
  const [error, setError] = useState<string | null>(null);
  const pay = usePayChallenge(challenge.id);

  if (participant.paymentStatus === 'paid') return <Alert severity="success">{t.paid}</Alert>;
  const slip = participant.cashSlip;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (method === 'oxxo_cash') {
      pay.mutate({ method: { kind: 'oxxo_cash' }, idempotencyKey: newKey() }, { onError: (failure) => setError(errorMessage(failure)) });
      return;
    }
    const token = sandboxTokenize(card);
    if (!token.ok) {
      setError(token.message);
      return;
    }
    pay.mutate({ method: { kind: 'card', token: token.token }, idempotencyKey: newKey() }, { onError: (failure) => setError(errorMessage(failure)) });
  }

  const input = (key: keyof typeof card, label: string, extra: { inputMode?: 'numeric'; autoComplete?: string } = {}) => (
    <TextField label={label} value={card[key]} onChange={(event) => setCard((old) => ({ ...old, [key]: event.target.value }))} slotProps={{ htmlInput: extra }} fullWidth />
  );

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{fill(t.lead, { amount: formatMoney(challenge.priceCents, challenge.currency) })}</Typography>
      {slip && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {fill(t.pending, { reference: slip.reference, date: formatDateTime(slip.expiresAt, challenge.timeZone) })}
        </Alert>
      )}
      <ToggleButtonGroup exclusive value={method} onChange={(_, value: 'card' | 'oxxo_cash' | null) => value && setMethod(value)} aria-label={t.methodLabel} sx={{ mb: 2, '& .MuiToggleButton-root': { color: 'text.primary' }, '& .MuiToggleButton-root.Mui-selected': { color: 'primary.dark' } }}>
        <ToggleButton value="card">{t.card}</ToggleButton>
        <ToggleButton value="oxxo_cash">{t.oxxo}</ToggleButton>
      </ToggleButtonGroup>
      {method === 'card' && (
        <Stack spacing={1.5} sx={{ mb: 2 }}>
          {input('number', t.cardNumber, { inputMode: 'numeric', autoComplete: 'cc-number' })}
          {input('name', t.cardName, { autoComplete: 'cc-name' })}
          <Stack direction="row" spacing={1.5}>
            {input('expMonth', t.expMonth, { inputMode: 'numeric', autoComplete: 'cc-exp-month' })}
            {input('expYear', t.expYear, { inputMode: 'numeric', autoComplete: 'cc-exp-year' })}
            {input('cvc', t.cvc, { inputMode: 'numeric', autoComplete: 'cc-csc' })}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t.testCards}
          </Typography>
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={pay.isPending || (method === 'oxxo_cash' && slip !== null)}>
          {method === 'card' ? t.pay : t.oxxoButton}
        </Button>
      </Box>
    </Paper>
  );
}
