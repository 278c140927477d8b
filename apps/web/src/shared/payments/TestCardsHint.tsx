import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { messages, sandboxTestCards } from '@dorsal/core';
import { formatCardNumber } from './cardForm.ts';

const t = messages.registrationScreens.payment;

/** 'Tarjetas de prueba': only with the sandbox processor. */
export function TestCardsHint() {
  return (
    <Alert severity="info" variant="outlined" data-testid="test-cards">
      <AlertTitle>{t.testCards}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.testCardsLead}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {sandboxTestCards.map((card) => (
          <Typography component="li" variant="body2" key={card.number}>
            <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' }}>
              {formatCardNumber(card.number)}
            </Box>{' '}
            · {card.outcome === 'paid' ? t.testOutcomes.paid : card.message}
          </Typography>
        ))}
      </Box>
    </Alert>
  );
}
