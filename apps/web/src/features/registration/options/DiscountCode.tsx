import { useState } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { messages } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import type { QuoteAnswer } from '@dorsal/core';

const t = messages.registrationScreens.discount;

/**
 * 'Código de descuento' + 'Aplicar' (after the email is confirmed). The quote says whether the code
 * applies: 'Código aplicado' or the server's message; a failed call 'Código inválido, intenta de nuevo: …'.
 */
export function DiscountCode({
  enabled,
  applied,
  quote,
  quoteError,
  onApply,
}: {
  enabled: boolean;
  applied: string | null;
  quote: QuoteAnswer | undefined;
  quoteError: unknown;
  onApply: (code: string | null) => void;
}) {
  const [code, setCode] = useState(applied ?? '');
  const [empty, setEmpty] = useState(false);

  function apply() {
    const trimmed = code.trim();
    setEmpty(!trimmed);
    if (trimmed) onApply(trimmed);
  }

  const result = applied ? quote?.discount : null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 480 }}>
        <TextField
          label={t.label}
          value={code}
          disabled={!enabled}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          error={empty}
          helperText={!enabled ? t.confirmEmailFirst : empty ? messages.registration.discounts.required : undefined}
          slotProps={{
            htmlInput: { maxLength: 30, autoCapitalize: 'characters', spellCheck: false },
            // 'Confirma tu correo…' tells what to do: readable (AA) while the field waits, not greyed out with it.
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
        />
        <Button variant="outlined" onClick={apply} disabled={!enabled} sx={{ flexShrink: 0, mt: '6px' }}>
          {t.apply}
        </Button>
      </Box>
      {applied && quoteError ? (
        <Alert severity="error">{`${t.failed}${errorMessage(quoteError)}`}</Alert>
      ) : result ? (
        <Alert
          severity={result.applied ? 'success' : 'error'}
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => { setCode(''); onApply(null); }}>
              {t.remove}
            </Button>
          }
        >
          {result.message}
        </Alert>
      ) : null}
    </Box>
  );
}
