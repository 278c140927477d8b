import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { messages } from '@dorsal/core';
import type { CurrencyOption } from '@dorsal/core';

/** 'Moneda': shown only when the event offers more than one currency. */
export function CurrencyChooser({ currencies, value, onChange }: { currencies: CurrencyOption[]; value: string; onChange: (code: string) => void }) {
  if (currencies.length < 2) return null;
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        {messages.registrationScreens.options.currency}
      </FormLabel>
      <RadioGroup row value={value} onChange={(event) => onChange(event.target.value)}>
        {currencies.map((currency) => (
          <FormControlLabel key={currency.code} value={currency.code} control={<Radio />} label={`${currency.label} (${currency.code})`} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
