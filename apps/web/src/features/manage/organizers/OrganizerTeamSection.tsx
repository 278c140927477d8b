import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, MenuItem, TextField } from '@mui/material';
import { fill, organizerRoles, messages, type OrganizerRole, type OrganizerView } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { formatShortDate } from '../../../shared/formatting/dates.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';
import { useOrganizerMemberChanges, useOrganizerMembers } from './organizersApi.ts';

const t = messages.organizers;

function AddMemberForm({ organizerId }: { organizerId: number }) {
  const { add } = useOrganizerMemberChanges(organizerId);
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganizerRole>('manager');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      toast.success((await add.mutateAsync({ email, role })).message, 2000);
      setEmail('');
      setErrors({});
    } catch (failure) {
      setErrors(failure instanceof ApiError ? failure.fields : {});
      toast.error(errorMessage(failure), 3000);
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        size="small"
        type="email"
        label={t.staff.email}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        sx={{ flex: '1 1 260px' }}
        slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
      />
      <TextField select size="small" label={t.staff.role} value={role} onChange={(e) => setRole(e.target.value as OrganizerRole)} sx={{ flex: '0 1 200px' }}>
        {organizerRoles.map((value) => (
          <MenuItem key={value} value={value}>
            {t.roles[value]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" loading={add.isPending}>
        {t.staff.add}
      </Button>
    </Box>
  );
}

/** 'Equipo del organizador': who runs its events; titulares (and admins) add and remove people. */
export function OrganizerTeamSection({ organizer }: { organizer: OrganizerView }) {
  const members = useOrganizerMembers(organizer.id);
  const { remove } = useOrganizerMemberChanges(organizer.id);
  const toast = useToast();
  const manages = organizer.role !== 'manager';
  return (
    <AdminSectionCard id="organizer-team-title" title={t.staff.title} lead={t.staff.lead}>
      {manages && <AddMemberForm organizerId={organizer.id} />}
      {members.isPending ? (
        <LoadingState />
      ) : members.isError ? (
        <Alert severity="error">{errorMessage(members.error)}</Alert>
      ) : (
        <List dense disablePadding data-testid="organizer-members">
          {members.data.map((member) => (
            <ListItem
              key={member.userId}
              divider
              disableGutters
              secondaryAction={
                manages ? (
                  <Button
                    size="small"
                    color="error"
                    aria-label={`${t.staff.remove}: ${member.email}`}
                    onClick={() => remove.mutateAsync(member.userId).then(() => toast.success(t.staff.removed, 2000), (failure: unknown) => toast.error(errorMessage(failure), 3000))}
                  >
                    {t.staff.remove}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText sx={{ pr: 10 }} primary={`${member.name} · ${t.roles[member.role]}`} secondary={`${member.email} · ${fill(messages.staff.since, { date: formatShortDate(member.since) })}`} />
            </ListItem>
          ))}
        </List>
      )}
    </AdminSectionCard>
  );
}
