import { useState, type ChangeEvent } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import AudiotrackIcon from '@mui/icons-material/Audiotrack';
import { CHALLENGE_AUDIO_MAX_BYTES, fill, messages, type ChallengeConfig } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { uploadWithProgress } from '../../../../shared/http/uploadWithProgress.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { configRequests, csvUrl, useConfigChange, useConfigChanged } from '../api.ts';

const t = messages.challengeOrganizer.audio;
const hiddenInput = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Start and finish audio: pick, upload with progress (refused over ~3000 kB before sending), listen, remove. */
export function AudioPanel({ challenge }: { challenge: ChallengeConfig }) {
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t.hint}</Typography>
      <AudioSlot challenge={challenge} kind="start" label={t.start} url={challenge.startAudioUrl} />
      <AudioSlot challenge={challenge} kind="finish" label={t.finish} url={challenge.finishAudioUrl} />
    </Stack>
  );
}

function AudioSlot({ challenge, kind, label, url }: { challenge: ChallengeConfig; kind: 'start' | 'finish'; label: string; url: string | null }) {
  const [progress, setProgress] = useState<number | null>(null);
  const changed = useConfigChanged(challenge.id);
  const remove = useConfigChange(challenge.id, configRequests(challenge.id).removeAudio);
  const toast = useToast();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size >= CHALLENGE_AUDIO_MAX_BYTES) {
      toast.error(t.tooLarge, 5000);
      return;
    }
    const form = new FormData();
    form.append('audio', file);
    setProgress(0);
    try {
      const answer = await uploadWithProgress<{ challenge: ChallengeConfig }>(csvUrl.audio(challenge.id, kind), form, setProgress);
      changed(answer.challenge);
      toast.success(t.saved);
    } catch (error) {
      toast.error(errorMessage(error), 5000);
    } finally {
      setProgress(null);
    }
  }

  const inputLabel = `${t.upload}: ${label}`;
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {url ? <audio controls src={url} aria-label={fill(t.player, { name: label })} style={{ width: '100%', maxWidth: 420 }} /> : <Typography color="text.secondary">{t.none}</Typography>}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button component="label" role={undefined} tabIndex={-1} variant="outlined" startIcon={<AudiotrackIcon />} disabled={progress !== null} sx={{ '&:has(input:focus-visible)': { outline: '3px solid #FF6F00', outlineOffset: 2 } }}>
          {t.upload}
          <input type="file" accept="audio/*" aria-label={inputLabel} style={hiddenInput} onChange={(event) => void onFile(event)} />
        </Button>
        {url && (
          <Button color="error" disabled={remove.isPending} onClick={() => remove.mutate(kind, { onError: (error) => toast.error(errorMessage(error)) })}>
            {t.remove}
          </Button>
        )}
      </Box>
      {progress !== null && (
        <Box sx={{ mt: 1, maxWidth: 420 }} role="status">
          <LinearProgress variant="determinate" value={progress} aria-label={inputLabel} />
          <Typography variant="body2" color="text.secondary">
            {fill(t.uploading, { percent: progress })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
