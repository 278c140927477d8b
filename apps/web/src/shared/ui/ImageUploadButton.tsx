import { useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { fill } from '@dorsal/core';
import { uploadWithProgress } from '../http/uploadWithProgress.ts';
import { errorMessage } from '../http/ApiError.ts';
import { useToast } from './useToast.ts';

const focusRing = { outline: '3px solid #FF6F00', outlineOffset: 2 } as const;
const hiddenInput = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface Props<T> {
  label: string;
  icon: ReactNode;
  /** Where the image goes, and the multipart field it goes in. */
  url: string;
  field: string;
  /** 'Subiendo…: {percent}%'. */
  progressText: string;
  successText: string;
  onUploaded: (answer: T) => void;
  /** The file picker's filter; images by default. */
  accept?: string;
}

/** 'Cambiar foto', 'Subir logo': picks an image, uploads it with its progress, says how it went. */
export function ImageUploadButton<T>({ label, icon, url, field, progressText, successText, onUploaded, accept = 'image/*' }: Props<T>) {
  const [progress, setProgress] = useState<number | null>(null);
  const toast = useToast();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const form = new FormData();
    form.append(field, file);
    setProgress(0);
    try {
      onUploaded(await uploadWithProgress<T>(url, form, setProgress));
      toast.success(successText);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <>
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        startIcon={icon}
        disabled={progress !== null}
        sx={{ '&:has(input:focus-visible)': focusRing }}
      >
        {label}
        <input type="file" accept={accept} aria-label={label} style={hiddenInput} onChange={(event) => void onFile(event)} />
      </Button>
      {progress !== null && (
        <Box sx={{ width: '100%', mt: 1 }} role="status">
          <LinearProgress variant="determinate" value={progress} aria-label={label} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} className="tabular-nums">
            {fill(progressText, { percent: progress })}
          </Typography>
        </Box>
      )}
    </>
  );
}
