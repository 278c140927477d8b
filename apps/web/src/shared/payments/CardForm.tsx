import { useEffect, useId, useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { messages, type CardTokenizer } from '@dorsal/core';
import { useToast } from '../ui/useToast.ts';
import { checkCard, emptyCard, formatCardNumber, tokenizeErrors } from './cardForm.ts';
import type { CardErrors, CardValues } from './cardForm.ts';
import { preloadTokenizer, tokenizerFor } from './cardTokenizer.ts';

const t = messages.registrationScreens.payment;
/** Spec §5 / §8: the card checks' toasts last 2 s. */
const CARD_TOAST_MS = 2000;

/**
 * The card form: number, holder, expiry month and year, CVC; 'Pagar' checks the fields, tokenizes
 * in the browser with the tokenizer the options name (sandbox or Conekta.js), then hands on the token.
 */
export function CardForm({
  amount,
  submitting,
  tokenizer,
  onToken,
}: {
  amount: string;
  submitting: boolean;
  tokenizer: CardTokenizer;
  onToken: (token: string) => void;
}) {
  const [values, setValues] = useState<CardValues>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [tokenizing, setTokenizing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tokenize = useMemo(() => tokenizerFor(tokenizer), [tokenizer]);
  const toast = useToast();
  const amountId = useId();

  useEffect(() => preloadTokenizer(tokenizer), [tokenizer]);

  const bind = (name: keyof CardValues, format: (value: string) => string = (value) => value) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: format(event.target.value) }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  const digits = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);

  async function pay() {
    if (tokenizing || submitting) return;
    const found = checkCard(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setTokenizing(true);
    try {
      const result = await tokenize({ ...values, number: values.number.replace(/\s/g, '') });
      if (!result.ok) {
        setErrors(tokenizeErrors(result));
        if (!result.field) setFailure(result.message);
        toast.error(result.message, CARD_TOAST_MS);
        return;
      }
      onToken(result.token);
    } finally {
      setTokenizing(false);
    }
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <TextField {...bind('number', formatCardNumber)} label={t.cardNumber} autoComplete="cc-number" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <TextField {...bind('name')} label={t.cardName} autoComplete="cc-name" slotProps={{ htmlInput: { maxLength: 100 } }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        <TextField {...bind('expMonth', digits(2))} label={t.expMonth} placeholder="MM" autoComplete="cc-exp-month" slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }} />
        <TextField {...bind('expYear', digits(4))} label={t.expYear} placeholder="AAAA" autoComplete="cc-exp-year" slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }} />
        <TextField {...bind('cvc', digits(4))} label={t.cvc} autoComplete="cc-csc" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <LockIcon fontSize="small" aria-hidden />
        {t.secureNote}
      </Typography>
      {failure && (
        <Alert severity="error" data-testid="card-failure">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography id={amountId} className="tabular-nums" sx={{ fontWeight: 700 }}>
          {`${t.totalToPay}: ${amount}`}
        </Typography>
        <Button type="submit" variant="contained" size="large" loading={submitting || tokenizing} aria-describedby={amountId} sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 160 }}>
          {t.pay}
        </Button>
      </Box>
    </Stack>
  );
}
