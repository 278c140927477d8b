import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box, Dialog, IconButton, Typography } from '@mui/material';
import type { Breakpoint } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { messages } from '@dorsal/core';
import { usePhoneLayout } from '../usePhoneLayout.ts';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
  maxWidth?: Breakpoint;
  /** Take the full height on desktop too (long reports). */
  tall?: boolean;
}

/** Full screen on phones, a large centred dialog on desktop; titled, with a 'Cerrar' button. */
export function ResponsiveDialog({ title, onClose, children, testId, maxWidth = 'lg', tall = false }: Props) {
  const phone = usePhoneLayout();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{ paper: { 'data-testid': testId, sx: tall && !phone ? { height: 'calc(100% - 64px)' } : undefined } as object }}
    >
      {/* Not DialogTitle: it would take the dialog's aria-labelledby id too and name the dialog with 'Cerrar'. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, pl: { xs: 2, sm: 3 }, pr: 1.5, flexShrink: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" sx={{ fontSize: { xs: '1.1rem', sm: '1.3rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        </Box>
        <IconButton aria-label={messages.results.close} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </Dialog>
  );
}
