import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { messages, type Branch, type RegistrantDetail, type RegistrantEdit } from '@dorsal/core';

const t = messages.registrants;

/** Modality, branch and category: pickers that only offer categories of the chosen modality and branch. */
export function MoveRegistrantForm({ detail, onSave }: { detail: RegistrantDetail; onSave: (body: RegistrantEdit) => Promise<string | null> }) {
  const { registrant } = detail;
  const [modalityCode, setModality] = useState(registrant.modalityCode);
  const [branch, setBranch] = useState<Branch>(registrant.branch);
  const [categoryCode, setCategory] = useState(registrant.categoryCode);
  const [error, setError] = useState<string | null>(null);
  const categories = detail.modalities.find((m) => m.code === modalityCode)?.categories.filter((c) => c.branch === branch) ?? [];
  const category = categories.some((c) => c.code === categoryCode) ? categoryCode : '';
  const unchanged = modalityCode === registrant.modalityCode && branch === registrant.branch && category === registrant.categoryCode;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(await onSave({ modalityCode, branch, categoryCode: category }));
  };
  return (
    <Box component="form" onSubmit={submit} noValidate className="no-print">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t.dialog.moveTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 2fr auto' }, alignItems: 'start' }}>
        <TextField select size="small" label={t.columns.modality} value={modalityCode} onChange={(event) => setModality(event.target.value)}>
          {detail.modalities.map((m) => (
            <MenuItem key={m.code} value={m.code}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t.columns.branch} value={branch} onChange={(event) => setBranch(event.target.value as Branch)}>
          {(['F', 'M'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {t.branches[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t.columns.category}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          error={error !== null}
          helperText={error ?? undefined}
        >
          {categories.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={unchanged || category === ''}>
          {t.dialog.move}
        </Button>
      </Box>
    </Box>
  );
}
