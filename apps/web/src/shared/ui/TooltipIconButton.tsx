import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

/** A small icon button named by its tooltip (the same text for screen readers); the tooltip shows even while disabled. */
export function TooltipIconButton({ label, onClick, disabled = false, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
