import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { Avatar, Box, Button, LinearProgress, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { fill, messages, type EventSettingsView } from '@dorsal/core';
import { useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../shared/http/uploadWithProgress.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useEventsChanged } from '../api.ts';

const t = messages.eventSetup;
const focusRing = { outline: '3px solid #FF6F00', outlineOffset: 2 } as const;
const hiddenInput = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** 'Logo del evento': the current logo and 'Subir logo' with the upload's progress (owner and organizer managers). */
export function EventLogoField({ event, editable }: { event: EventSettingsView; editable: boolean }) {
  const [progress, setProgress] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const changed = useEventsChanged();
  const toast = useToast();

  async function onFile(input: ChangeEvent<HTMLInputElement>) {
    const file = input.target.files?.[0];
    input.target.value = '';
    if (!file) return;
    const form = new FormData();
    form.append('logo', file);
    setProgress(0);
    try {
      const answer = await uploadWithProgress<{ event: EventSettingsView }>(`/api/manage/events/${event.id}/logo`, form, setProgress);
      queryClient.setQueryData(['event-settings', event.id], answer.event);
      changed(event.id);
      toast.success(t.logoSaved);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }} data-testid="event-logo">
      <Avatar
        variant="rounded"
        src={event.logoUrl ?? undefined}
        alt={fill(t.logoAlt, { name: event.name })}
        sx={{ width: 96, height: 96, bgcolor: '#EEF2F8', color: 'text.secondary', '& img': { objectFit: 'contain' } }}
      >
        <ImageIcon fontSize="large" />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
        <Typography sx={{ fontWeight: 700 }}>{t.logo}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.logoHint}
        </Typography>
        {editable && (
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            startIcon={<ImageIcon />}
            disabled={progress !== null}
            sx={{ '&:has(input:focus-visible)': focusRing }}
          >
            {t.changeLogo}
            <input type="file" accept="image/*" aria-label={t.changeLogo} style={hiddenInput} onChange={(input) => void onFile(input)} />
          </Button>
        )}
        {progress !== null && (
          <Box role="status" sx={{ mt: 1 }}>
            <LinearProgress variant="determinate" value={progress} aria-label={t.changeLogo} />
            <Typography variant="body2" color="text.secondary" className="tabular-nums">
              {fill(t.uploading, { percent: progress })}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
