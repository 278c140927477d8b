import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { fill, messages, type ChallengeConfig } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { TooltipIconButton } from '../../../../shared/ui/TooltipIconButton.tsx';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { useChallengeStaff } from '../api.ts';

const t = messages.challengeOrganizer.staff;

/** Who runs the challenge; the owner (or the admin) authorises existing accounts by e-mail and removes them. */
export function StaffPanel({ challenge }: { challenge: ChallengeConfig }) {
  const { list, add, remove } = useChallengeStaff(challenge.id);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const mayChange = challenge.role === 'owner' || challenge.isAdmin;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await add.mutateAsync(email.trim());
      setEmail('');
      setError(null);
      toast.success(t.added);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t.hint}</Typography>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <Alert severity="error">{errorMessage(list.error)}</Alert>
      ) : (
        <List dense aria-label={t.title}>
          {list.data.map((member) => (
            <ListItem
              key={member.userId}
              secondaryAction={
                mayChange && member.role === 'manager' ? (
                  <TooltipIconButton label={fill(t.remove, { name: member.name })} onClick={() => remove.mutate(member.userId, { onSuccess: () => toast.success(t.removed), onError: (failure) => toast.error(errorMessage(failure)) })}>
                    <PersonRemoveIcon fontSize="small" />
                  </TooltipIconButton>
                ) : undefined
              }
            >
              <ListItemText primary={member.name} secondary={member.email} />
              <Chip size="small" label={t.roles[member.role]} sx={{ mr: 5 }} />
            </ListItem>
          ))}
        </List>
      )}
      {mayChange && (
        <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField size="small" type="email" label={t.email} value={email} onChange={(event) => setEmail(event.target.value)} error={Boolean(error)} helperText={error ?? undefined} sx={{ flex: '1 1 240px' }} id={`staff-email-${challenge.id}`} />
          <Button type="submit" variant="outlined" loading={add.isPending}>
            {t.add}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
