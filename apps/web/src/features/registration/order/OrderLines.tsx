import { Box, Divider, Stack, Typography } from '@mui/material';
import { messages, fill } from '@dorsal/core';
import type { OrderView } from '@dorsal/core';

const t = messages.registrationScreens.summary;

/** The order's lines (discount as a negative line, 'Comisión OnLine' last), the total and the peso charge. */
export function OrderLines({ order }: { order: OrderView }) {
  return (
    <Stack spacing={1.25}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {order.lines.map((line) => (
          <Box component="li" key={line.code} data-testid="order-line" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{line.name}</Typography>
              {line.description && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {line.description}
                </Typography>
              )}
              {line.quantity > 1 && (
                <Typography variant="body2" color="text.secondary" className="tabular-nums">
                  {fill(t.quantityTimes, { quantity: line.quantity, unit: line.unit.text })}
                </Typography>
              )}
            </Box>
            <Typography
              className="tabular-nums"
              sx={{ whiteSpace: 'nowrap', fontWeight: 500, color: line.total.cents < 0 ? 'success.dark' : undefined }}
            >
              {line.total.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{t.total}</Typography>
        <Typography data-testid="order-total" className="tabular-nums" sx={{ fontWeight: 700, fontSize: '1.35rem', whiteSpace: 'nowrap' }}>
          {order.total.text}
        </Typography>
      </Box>
      {order.currency !== 'MXN' && (
        <Typography variant="body2" color="text.secondary" data-testid="order-charge" sx={{ textAlign: 'right' }}>
          {fill(t.charge, { amount: order.charge.text })}
        </Typography>
      )}
    </Stack>
  );
}
