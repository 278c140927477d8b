import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

/** Under a list edited locally and saved whole: add an item, save the list, and say when there is something to save. */
export function ListEditorActions({ addLabel, saveLabel, unsavedText, dirty, saving, onAdd, onSave }: {
  addLabel: string;
  saveLabel: string;
  unsavedText: string;
  dirty: boolean;
  saving: boolean;
  onAdd: () => void;
  onSave: () => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
      <Button startIcon={<AddIcon />} variant="outlined" onClick={onAdd}>
        {addLabel}
      </Button>
      <Button variant="contained" onClick={onSave} loading={saving} disabled={!dirty}>
        {saveLabel}
      </Button>
      {dirty && (
        <Typography role="status" color="warning.main" variant="body2">
          {unsavedText}
        </Typography>
      )}
    </Stack>
  );
}
