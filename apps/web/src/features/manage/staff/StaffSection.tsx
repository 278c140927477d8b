import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { assignableStaffRoles, fill, messages, type AssignableStaffRole, staffRoleLabel } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { formatShortDate } from '../../../shared/formatting/dates.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useEventStaff, useStaffChanges } from './staffApi.ts';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';

const t = messages.staff;

function AddStaffForm({ eventId }: { eventId: number }) {
  const { add } = useStaffChanges(eventId);
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableStaffRole>('pointOfSale');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const answer = await add.mutateAsync({ email, role });
      toast.success(answer.message, 2000);
      setEmail('');
      setErrors({});
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) setErrors(failure.fields);
      toast.error(errorMessage(failure), 2000);
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        type="email"
        label={t.email}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        sx={{ flex: '1 1 260px' }}
        slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
      />
      <TextField select size="small" label={t.role} value={role} onChange={(e) => setRole(e.target.value as AssignableStaffRole)} sx={{ flex: '0 1 220px' }} error={Boolean(errors.role)} helperText={errors.role}>
        {assignableStaffRoles.map((value) => (
          <MenuItem key={value} value={value}>
            {staffRoleLabel(value)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={add.isPending}>
        {t.add}
      </Button>
    </Box>
  );
}

/** 'Usuarios autorizados': who helps with the event and with which role; invitations still open. */
export function StaffSection({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const staff = useEventStaff(eventId);
  const { revoke, revokeInvitation } = useStaffChanges(eventId);
  const toast = useToast();
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done, 2000);
    } catch (failure) {
      toast.error(errorMessage(failure), 2000);
    }
  };
  return (
    <AdminSectionCard id="staff-title" title={t.title} lead={t.lead}>
      <AddStaffForm eventId={eventId} />
      {staff.isPending ? (
        <LoadingState />
      ) : staff.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(staff.error)}
        </Alert>
      ) : (
        <Stack spacing={2} sx={{ mt: 3 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {t.members}
          </Typography>
          <List dense disablePadding data-testid="staff-members">
            {staff.data.members.map((member) => (
              <ListItem
                key={member.userId}
                divider
                disableGutters
                secondaryAction={
                  member.role === 'owner' ? undefined : (
                    <Button size="small" color="error" onClick={() => void run(() => revoke.mutateAsync(member.userId), t.revoked)} aria-label={`${t.revoke}: ${member.email}`}>
                      {t.revoke}
                    </Button>
                  )
                }
              >
                <ListItemText
                  sx={{ pr: 10 }}
                  primary={`${member.name} · ${staffRoleLabel(member.role)}`}
                  secondary={[member.email, fill(t.since, { date: formatShortDate(member.since, timeZone) }), member.invitedBy && fill(t.invitedBy, { name: member.invitedBy })].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {t.pending}
          </Typography>
          {staff.data.invitations.length === 0 ? (
            <Typography color="text.secondary">{t.noPending}</Typography>
          ) : (
            <List dense disablePadding data-testid="staff-invitations">
              {staff.data.invitations.map((invitation) => (
                <ListItem
                  key={invitation.id}
                  divider
                  disableGutters
                  secondaryAction={
                    <Button size="small" onClick={() => void run(() => revokeInvitation.mutateAsync(invitation.id), t.invitationCanceled)} aria-label={`${t.cancelInvitation}: ${invitation.email}`}>
                      {t.cancelInvitation}
                    </Button>
                  }
                >
                  <ListItemText
                    sx={{ pr: 18 }}
                    primary={`${invitation.email} · ${staffRoleLabel(invitation.role)}`}
                    secondary={fill(t.expires, { date: formatShortDate(invitation.expiresAt, timeZone) })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      )}
    </AdminSectionCard>
  );
}
