import { Box, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { messages, fill } from '@dorsal/core';

const t = messages.registrationScreens.products;

/** − quantity + for a product already in the registration. */
export function QuantityStepper({ name, quantity, onAdd, onRemove }: { name: string; quantity: number; onAdd: () => void; onRemove: () => void }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, border: '1px solid', borderColor: 'divider', borderRadius: 5, px: 0.5 }}>
      <IconButton aria-label={fill(t.decrease, { name })} onClick={onRemove} size="small">
        <RemoveIcon />
      </IconButton>
      <Typography
        role="status"
        aria-label={fill(t.quantity, { name, n: quantity })}
        className="tabular-nums"
        sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}
      >
        {quantity}
      </Typography>
      <IconButton aria-label={fill(t.increase, { name })} onClick={onAdd} size="small" color="primary">
        <AddIcon />
      </IconButton>
    </Box>
  );
}
