import { useState } from 'react';
import { Alert, Box, Button, FormControlLabel, IconButton, Stack, Switch, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { eventCurrenciesSetupSchema, fill, messages, type EventCurrenciesView } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { AdminSectionCard } from '../../components/AdminSectionCard.tsx';
import { useCurrencies, useSaveCurrencies } from './currenciesApi.ts';

const t = messages.eventSetup.currencies;

interface Row {
  code: string;
  label: string;
  /** As typed. */
  rate: string;
  showMxnEquivalent: boolean;
}

const rowsOf = (view: EventCurrenciesView): Row[] => view.others.map((other) => ({ ...other, rate: String(other.rate) }));

function CurrenciesForm({ eventId, view, editable }: { eventId: number; view: EventCurrenciesView; editable: boolean }) {
  const [mxnLabel, setMxnLabel] = useState(view.mxnLabel);
  const [rows, setRows] = useState(rowsOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCurrencies(eventId);
  const toast = useToast();
  const change = (index: number, patch: Partial<Row>) => setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const error = (path: string) => ({ error: Boolean(errors[path]), helperText: errors[path] });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = eventCurrenciesSetupSchema.safeParse({
      mxnLabel,
      others: rows.map((row) => ({ ...row, rate: row.rate.trim() === '' ? Number.NaN : Number(row.rate.replace(',', '.')) })),
    });
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse()));
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setMxnLabel(saved.mxnLabel);
      setRows(rowsOf(saved));
      toast.success(t.saved);
    } catch (failure) {
      if (failure instanceof ApiError) setErrors(failure.fields);
      toast.error(errorMessage(failure));
    }
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} data-testid="currencies-form">
      <TextField label={t.mxnLabel} value={mxnLabel} onChange={(e) => setMxnLabel(e.target.value)} disabled={!editable} sx={{ maxWidth: 360 }} {...error('mxnLabel')} />
      {rows.map((row, index) => (
        <Box
          key={index}
          role="group"
          aria-label={row.code || t.add}
          sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr 1fr', md: '140px minmax(0, 1fr) 160px auto auto' } }}
        >
          <TextField label={t.code} value={row.code} onChange={(e) => change(index, { code: e.target.value })} disabled={!editable} {...error(`others.${index}.code`)} />
          <TextField label={t.label} value={row.label} onChange={(e) => change(index, { label: e.target.value })} disabled={!editable} {...error(`others.${index}.label`)} />
          <TextField
            label={t.rate}
            value={row.rate}
            onChange={(e) => change(index, { rate: e.target.value })}
            disabled={!editable}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...error(`others.${index}.rate`)}
          />
          <FormControlLabel
            control={<Switch checked={row.showMxnEquivalent} onChange={(_, checked) => change(index, { showMxnEquivalent: checked })} disabled={!editable} />}
            label={t.showMxnEquivalent}
          />
          {editable && (
            <IconButton aria-label={fill(t.remove, { code: row.code || '—' })} onClick={() => setRows((current) => current.filter((_, at) => at !== index))} sx={{ mt: 1 }}>
              <DeleteIcon />
            </IconButton>
          )}
        </Box>
      ))}
      {errors.others && <Alert severity="error">{errors.others}</Alert>}
      {editable && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setRows((current) => [...current, { code: '', label: '', rate: '', showMxnEquivalent: true }])}>
            {t.add}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t.save}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** 'Monedas' (in the 'Inscripción' tab): the peso label and the other currencies with how many pesos each is worth. */
export function CurrenciesCard({ eventId, editable }: { eventId: number; editable: boolean }) {
  const query = useCurrencies(eventId);
  return (
    <AdminSectionCard id="currencies-title" title={t.title} lead={t.lead}>
      {query.isPending ? (
        <LoadingState label={messages.eventSetup.loading} />
      ) : query.isError ? (
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      ) : (
        <CurrenciesForm eventId={eventId} view={query.data} editable={editable} />
      )}
    </AdminSectionCard>
  );
}
