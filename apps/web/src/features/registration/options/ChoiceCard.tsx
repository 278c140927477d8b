import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box, Radio, Typography } from '@mui/material';

/**
 * One option of a radio group drawn as a card: the radio is named `name` exactly (so it can be
 * found by its name) and described by the rest (price, age range, AGOTADO).
 */
export function ChoiceCard({
  value,
  name,
  title,
  details,
  aside,
  checked,
  disabled = false,
}: {
  value: string;
  name: string;
  title?: ReactNode;
  details?: ReactNode;
  aside?: ReactNode;
  checked: boolean;
  disabled?: boolean;
}) {
  const detailsId = useId();
  const asideId = useId();
  const describedBy = [details ? detailsId : null, aside ? asideId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.25,
        pr: 2,
        border: '1px solid',
        borderColor: checked ? 'primary.main' : 'divider',
        boxShadow: checked ? (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
        bgcolor: checked ? 'rgba(13, 59, 140, 0.04)' : disabled ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.75 : 1,
        '&:has(input:focus-visible)': { outline: '3px solid #FF6F00', outlineOffset: 2 },
      }}
    >
      <Radio value={value} disabled={disabled} slotProps={{ input: { 'aria-label': name, 'aria-describedby': describedBy } }} sx={{ mt: -0.5 }} />
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title ?? name}</Typography>
        <Box id={detailsId} sx={{ color: 'text.secondary', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
          {details}
        </Box>
      </Box>
      {aside && (
        <Box id={asideId} sx={{ pt: 0.5, flexShrink: 0, textAlign: 'right' }}>
          {aside}
        </Box>
      )}
    </Box>
  );
}
