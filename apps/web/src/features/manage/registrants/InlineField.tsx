import { useState } from 'react';
import { Box, IconButton, TextField, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { fill, messages } from '@dorsal/core';

const t = messages.registrants.dialog;

/** One of the registrant's own fields: its value, and a pencil that turns it into a field with save and cancel. */
export function InlineField(props: {
  label: string;
  value: string;
  editable: boolean;
  inputMode?: 'tel' | 'email' | 'text';
  placeholder?: string;
  onSave: (value: string) => Promise<string | null>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    setSaving(true);
    const problem = await props.onSave(draft.trim());
    setSaving(false);
    setError(problem);
    if (problem === null) setDraft(null);
  };
  if (draft === null) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 48 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {props.label}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{props.value || '—'}</Typography>
        </Box>
        {props.editable && (
          <IconButton aria-label={fill(t.edit, { field: props.label })} onClick={() => setDraft(props.value)} className="no-print">
            <EditIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    );
  }
  return (
    <Box component="form" onSubmit={save} noValidate sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, py: 0.5 }}>
      <TextField
        size="small"
        fullWidth
        autoFocus
        label={props.label}
        value={draft}
        placeholder={props.placeholder}
        onChange={(event) => setDraft(event.target.value)}
        error={error !== null}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { inputMode: props.inputMode ?? 'text' } }}
      />
      <IconButton type="submit" aria-label={t.save} disabled={saving} color="primary">
        <CheckIcon />
      </IconButton>
      <IconButton aria-label={t.cancel} onClick={() => (setDraft(null), setError(null))}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
