import { MenuItem, TextField } from '@mui/material';
import { messages, type OrganizerView } from '@dorsal/core';

const t = messages.organizers;
export const NEW_ORGANIZER = 'new';

/**
 * Who a new event belongs to: one of the caller's organizers, or a new one named here. With no organizer yet, only
 * the name is asked (it defaults to the account's name).
 */
export function OrganizerChoice(props: {
  organizers: OrganizerView[];
  choice: string;
  onChoice: (choice: string) => void;
  newName: string;
  onNewName: (name: string) => void;
  errors: { organizerId?: string | undefined; organizerName?: string | undefined };
}) {
  const { organizers, choice, onChoice, newName, onNewName, errors } = props;
  const asksName = organizers.length === 0 || choice === NEW_ORGANIZER;
  return (
    <>
      {organizers.length > 0 && (
        <TextField
          select
          fullWidth
          label={t.choose}
          value={choice}
          onChange={(event) => onChoice(event.target.value)}
          error={Boolean(errors.organizerId)}
          helperText={errors.organizerId ?? t.chooseHint}
          sx={{ mb: 2 }}
        >
          {organizers.map((organizer) => (
            <MenuItem key={organizer.id} value={String(organizer.id)}>
              {organizer.name}
            </MenuItem>
          ))}
          <MenuItem value={NEW_ORGANIZER}>{t.newOrganizer}</MenuItem>
        </TextField>
      )}
      {asksName && (
        <TextField
          fullWidth
          required
          label={organizers.length === 0 ? t.name : t.newName}
          value={newName}
          onChange={(event) => onNewName(event.target.value)}
          error={Boolean(errors.organizerName)}
          helperText={errors.organizerName ?? t.chooseHint}
          sx={{ mb: 2 }}
        />
      )}
    </>
  );
}
