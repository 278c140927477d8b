import type { ChangeEvent } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { messages, fill } from '@dorsal/core';
import type { FileImportState } from '../useFileImport.ts';
import { ImportProblems } from './ImportProblems.tsx';

const focusRing = { outline: '3px solid #FF6F00', outlineOffset: 2 } as const;
const hiddenInput = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A file button (the label of a hidden file input), the upload's progress and the import's errors. */
export function FileImportButton({
  label,
  accept,
  state,
  hint,
  variant = 'outlined',
}: {
  label: string;
  accept: string;
  state: FileImportState;
  hint?: string;
  variant?: 'outlined' | 'contained';
}) {
  const busy = state.progress !== null;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void state.upload(file);
  };
  return (
    <Box>
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant={variant}
        startIcon={<UploadFileIcon />}
        disabled={busy}
        sx={{ '&:has(input:focus-visible)': focusRing }}
      >
        {label}
        <input type="file" accept={accept} style={hiddenInput} onChange={onFile} disabled={busy} />
      </Button>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
      {state.progress !== null && (
        <Box role="status" sx={{ mt: 1.5 }}>
          <LinearProgress
            variant={state.progress < 100 ? 'determinate' : 'indeterminate'}
            value={state.progress}
            aria-label={messages.manage.processing}
          />
          <Typography variant="body2" color="text.secondary" className="tabular-nums" sx={{ mt: 0.5 }}>
            {state.progress < 100 ? fill(messages.manage.uploading, { percent: state.progress }) : messages.manage.processing}
          </Typography>
        </Box>
      )}
      {state.error && <ImportProblems message={state.error.message} problems={state.error.problems} />}
    </Box>
  );
}
