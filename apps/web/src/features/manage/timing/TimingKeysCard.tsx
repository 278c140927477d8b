import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { createTimingKeySchema, fill, messages, routePath, timingApi, type TimingKeyView } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { formatEventDate } from '../../../shared/events/format.ts';
import { useTimingKeyChanges, useTimingKeys } from './timingApi.ts';

const t = messages.timing.keys;

function KeyRow({ timingKey, onRevoke, busy }: { timingKey: TimingKeyView; onRevoke: () => void; busy: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography sx={{ fontWeight: 700 }}>{timingKey.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ fontFamily: 'monospace' }}>{`dt_${timingKey.prefix}_…`}</Box>
          {' · '}
          {fill(t.createdOn, { date: formatEventDate(timingKey.createdAt.slice(0, 10)) })}
          {' · '}
          {timingKey.lastUsedAt ? fill(t.lastUsed, { date: new Date(timingKey.lastUsedAt).toLocaleString('es-MX') }) : t.neverUsed}
        </Typography>
      </Box>
      {timingKey.revokedAt ? (
        <Chip label={t.revoked} variant="outlined" />
      ) : (
        <Button color="error" variant="outlined" onClick={onRevoke} disabled={busy}>
          {t.revoke}
        </Button>
      )}
    </Box>
  );
}

/** The timing systems' keys: create one (its secret is shown once), list and revoke. */
export function TimingKeysCard({ eventId }: { eventId: number }) {
  const keys = useTimingKeys(eventId);
  const { create, revoke } = useTimingKeyChanges(eventId);
  const toast = useToast();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const onCreate = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = createTimingKeySchema.safeParse({ name });
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message ?? t.nameRequired);
    setNameError(null);
    try {
      const created = await create.mutateAsync(parsed.data.name);
      setSecret(created.secret);
      setName('');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret).catch(() => undefined);
    toast.success(t.copied);
  };
  const endpoint = `${window.location.origin}${routePath(timingApi.passings, { id: eventId })}`;
  return (
    <Card component="section" aria-labelledby="timing-keys">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="timing-keys" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {t.title}
        </Typography>
        <Typography color="text.secondary">{t.lead}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2, overflowWrap: 'anywhere' }}>
          {fill(t.endpoint, { url: endpoint })}
        </Typography>
        <Box component="form" onSubmit={onCreate} noValidate sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
          <TextField
            size="small"
            label={t.name}
            placeholder={t.namePlaceholder}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError !== null}
            helperText={nameError ?? ' '}
            sx={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={create.isPending}>
            {t.create}
          </Button>
        </Box>
        {secret && (
          <Alert
            severity="success"
            sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}
            action={
              <Button color="inherit" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                {t.copy}
              </Button>
            }
          >
            {t.created}
            <Box component="code" data-testid="timing-key-secret" sx={{ display: 'block', mt: 1, fontSize: '0.95rem', overflowWrap: 'anywhere' }}>
              {secret}
            </Box>
          </Alert>
        )}
        {keys.isPending ? (
          <LoadingState />
        ) : keys.isError ? (
          <Alert severity="error">{errorMessage(keys.error)}</Alert>
        ) : keys.data.length === 0 ? (
          <Alert severity="info">{t.empty}</Alert>
        ) : (
          <Stack>
            {keys.data.map((key) => (
              <KeyRow key={key.id} timingKey={key} busy={revoke.isPending} onRevoke={() => void revoke.mutateAsync(key.id).catch((error: unknown) => toast.error(errorMessage(error)))} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
