import { FormControl, FormLabel, RadioGroup, Stack } from '@mui/material';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { messages } from '@dorsal/core';
import type { OnlinePaymentMethod } from '@dorsal/core';
import { ChoiceCard } from '../options/ChoiceCard.tsx';

const t = messages.registrationScreens.payment;
const icons = { card: <CreditCardIcon color="primary" />, oxxo_cash: <StorefrontIcon color="secondary" /> };

/** 'Método de pago': card and OXXO cash as the event offers them (radios named after the method). */
export function PaymentMethodChoice({
  methods,
  value,
  onChange,
}: {
  methods: OnlinePaymentMethod[];
  value: OnlinePaymentMethod | null;
  onChange: (method: OnlinePaymentMethod) => void;
}) {
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0, width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
        {t.methodLegend}
      </FormLabel>
      <RadioGroup value={value ?? ''} onChange={(event) => onChange(event.target.value as OnlinePaymentMethod)}>
        <Stack spacing={1}>
          {methods.map((method) => (
            <ChoiceCard
              key={method}
              value={method}
              name={t.methods[method]}
              checked={value === method}
              details={t.methodHints[method]}
              aside={icons[method]}
            />
          ))}
        </Stack>
      </RadioGroup>
    </FormControl>
  );
}
