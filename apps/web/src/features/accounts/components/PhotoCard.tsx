import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { Avatar, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { messages, fill } from '@dorsal/core';
import type { AccountView } from '@dorsal/core';
import { uploadWithProgress } from '../../../shared/http/uploadWithProgress.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { formatShortDate } from '../../../shared/formatting/dates.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useSessionUpdate } from '../../../shared/accounts/api.ts';

const t = messages.profile;
const focusRing = { outline: '3px solid #FF6F00', outlineOffset: 2 } as const;
const hiddenInput = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The profile photo with 'Cambiar foto' and the upload's progress. */
export function PhotoCard({ user }: { user: AccountView }) {
  const [progress, setProgress] = useState<number | null>(null);
  const setUser = useSessionUpdate();
  const toast = useToast();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const form = new FormData();
    form.append('photo', file);
    setProgress(0);
    try {
      const answer = await uploadWithProgress<{ user: AccountView }>('/api/me/photo', form, setProgress);
      setUser(answer.user);
      toast.success(messages.account.photoSaved);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5, p: 3 }}>
        <Avatar
          src={user.photoUrl ?? undefined}
          alt={t.photoAlt}
          sx={{ width: 128, height: 128, bgcolor: 'primary.main', fontSize: 48 }}
        >
          {user.firstNames.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
          <Typography variant="h3" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {user.firstNames} {user.lastNames}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {fill(t.memberSince, { date: formatShortDate(user.createdAt) })}
          </Typography>
        </Box>
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<PhotoCamera />}
          disabled={progress !== null}
          sx={{ '&:has(input:focus-visible)': focusRing }}
        >
          {t.changePhoto}
          <input type="file" accept="image/*" style={hiddenInput} onChange={(event) => void onFile(event)} />
        </Button>
        {progress !== null && (
          <Box sx={{ width: '100%' }} role="status">
            <LinearProgress variant="determinate" value={progress} aria-label={t.changePhoto} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} className="tabular-nums">
              {fill(t.uploading, { percent: progress })}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
