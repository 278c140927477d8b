import { useId, useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { messages } from '@dorsal/core';
import { useToast } from '../../../shared/ui/useToast.ts';
import { checkCard, emptyCard, formatCardNumber, tokenizeErrors } from './cardForm.ts';
import type { CardErrors, CardValues } from './cardForm.ts';
import { sandboxTokenize } from './sandboxTokenize.ts';

const t = messages.registrationScreens.payment;
/** Spec §5 / §8: the card checks' toasts last 2 s. */
const CARD_TOAST_MS = 2000;

/** The card form: number, holder, expiry month and year, CVC; tokenized in the browser, then 'Pagar'. */
export function CardForm({ amount, submitting, onToken }: { amount: string; submitting: boolean; onToken: (token: string) => void }) {
  const [values, setValues] = useState<CardValues>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const toast = useToast();
  const amountId = useId();

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

  function pay() {
    const found = checkCard(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = sandboxTokenize({ ...values, number: values.number.replace(/\s/g, '') });
    if (!result.ok) {
      setErrors(tokenizeErrors(result));
      toast.error(result.message, CARD_TOAST_MS);
      return;
    }
    onToken(result.token);
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        pay();
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography id={amountId} className="tabular-nums" sx={{ fontWeight: 700 }}>
          {`${t.totalToPay}: ${amount}`}
        </Typography>
        <Button type="submit" variant="contained" size="large" loading={submitting} aria-describedby={amountId} sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 160 }}>
          {t.pay}
        </Button>
      </Box>
    </Stack>
  );
}
