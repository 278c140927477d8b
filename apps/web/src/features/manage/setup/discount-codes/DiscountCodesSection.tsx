import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { discountCodeSchema, fill, messages, type DiscountCodeView } from '@dorsal/core';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { CheckboxGroup } from '../../../../shared/forms/CheckboxGroup.tsx';
import { ApiError, errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { formatCount, formatEventDate } from '../../../../shared/events/format.ts';
import { useDiscountCodeChanges, useDiscountCodes, useModalities } from '../eventSetupApi.ts';

const t = messages.eventSetup.discounts;

interface CodeValues {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  maxUses: string;
  validFrom: string;
  validTo: string;
  scope: 'order' | 'registration';
  /** None checked: every modality. */
  modalityCodes: string[];
}

const blank: CodeValues = { code: '', kind: 'percent', value: '', maxUses: '', validFrom: '', validTo: '', scope: 'order', modalityCodes: [] };
const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

function toInput(values: CodeValues) {
  const value = Number(values.value);
  return {
    code: values.code,
    kind: values.kind,
    value: values.kind === 'amount' ? Math.round(value * 100) : value,
    maxUses: values.maxUses.trim() === '' ? null : Number(values.maxUses),
    validFrom: values.validFrom || null,
    validTo: values.validTo || null,
    scope: values.scope,
    modalityCodes: values.modalityCodes.length > 0 ? values.modalityCodes : null,
  };
}

/** A code's terms as the form holds them, to edit it. */
function valuesOf(code: DiscountCodeView): CodeValues {
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'amount' ? (code.value / 100).toFixed(code.value % 100 === 0 ? 0 : 2) : String(code.value),
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    validFrom: code.validFrom ?? '',
    validTo: code.validTo ?? '',
    scope: code.scope,
    modalityCodes: code.modalityCodes ?? [],
  };
}

const describe = (code: DiscountCodeView) =>
  code.kind === 'percent' ? fill(t.percentOff, { value: code.value }) : fill(t.amountOff, { value: money.format(code.value / 100) });
const uses = (code: DiscountCodeView) =>
  code.maxUses === null ? fill(t.usesUnlimited, { used: formatCount(code.used) }) : fill(t.uses, { used: formatCount(code.used), max: formatCount(code.maxUses) });

/** The 'Descuentos' tab: codes with their uses, one form to create a code or edit one, and switching a code off or on. */
export function DiscountCodesSection({ eventId, editable }: { eventId: number; editable: boolean }) {
  const query = useDiscountCodes(eventId);
  const modalities = useModalities(eventId).data ?? [];
  const modalityName = (code: string) => modalities.find((modality) => modality.code === code)?.name ?? code;
  const { create, update, switchCode } = useDiscountCodeChanges(eventId);
  const [editing, setEditing] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const { register, handleSubmit, formState, setError, reset, control } = useForm<CodeValues>({ defaultValues: blank });
  const kind = useWatch({ control, name: 'kind' });
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    const parsed = discountCodeSchema.safeParse(toInput(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(String(issue.path[0]) as keyof CodeValues, { message: issue.message });
      return;
    }
    try {
      const { code } = await (editing ? update : create).mutateAsync(parsed.data);
      toast.success(fill(editing ? t.saved : t.created, { code: code.code }));
      setEditing(null);
      reset(blank);
    } catch (error) {
      if (error instanceof ApiError) for (const [field, message] of Object.entries(error.fields)) setError(field as keyof CodeValues, { message });
      toast.error(errorMessage(error));
    }
  });
  const startEditing = (code: DiscountCodeView) => {
    reset(valuesOf(code));
    setEditing(code.code);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  const stopEditing = () => {
    setEditing(null);
    reset(blank);
  };
  const onSwitch = async (code: DiscountCodeView) => {
    try {
      await switchCode.mutateAsync({ code: code.code, active: !code.active });
      toast.success(fill(code.active ? t.deactivated : t.activated, { code: code.code }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  if (query.isPending) return <LoadingState label={messages.eventSetup.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t.lead}</Typography>
      {query.data.length === 0 && <Alert severity="info">{t.empty}</Alert>}
      {query.data.map((code) => (
        <Card key={code.code} component="article" aria-label={code.code} data-testid="discount-code">
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1.05rem' }}>
                {code.code} <Chip size="small" variant="outlined" label={code.active ? t.active : t.inactive} color={code.active ? 'success' : 'default'} sx={{ ml: 0.5 }} />
              </Typography>
              <Typography variant="body2" color="text.secondary" className="tabular-nums">
                {describe(code)} · {uses(code)}
                {code.validTo ? ` · ${fill(t.validUntil, { date: formatEventDate(code.validTo) })}` : ''}
                {code.scope === 'registration' ? ` · ${t.scopeRegistration}` : ''}
                {code.modalityCodes?.length ? ` · ${fill(t.onlyIn, { modalities: code.modalityCodes.map(modalityName).join(', ') })}` : ''}
              </Typography>
            </Box>
            {editable && (
              <Stack direction="row" spacing={1}>
                <Button startIcon={<EditIcon />} onClick={() => startEditing(code)} aria-label={fill(t.editOf, { code: code.code })}>
                  {t.edit}
                </Button>
                <Button variant="outlined" onClick={() => void onSwitch(code)} disabled={switchCode.isPending}>
                  {code.active ? t.deactivate : t.activate}
                </Button>
              </Stack>
            )}
          </CardContent>
        </Card>
      ))}
      {editable && (
        <Card component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label={editing ? fill(t.editTitle, { code: editing }) : t.add} data-testid="discount-code-form">
          <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
            {editing && (
              <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
                <strong>{fill(t.editTitle, { code: editing })}.</strong> {t.editHint}
              </Alert>
            )}
            <TextField {...fieldProps(register('code'), errors.code)} label={t.code} required slotProps={{ htmlInput: { readOnly: editing !== null } }} />
            <TextField {...fieldProps(register('kind'), errors.kind)} select label={t.kind} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
              <option value="percent">{t.kinds.percent}</option>
              <option value="amount">{t.kinds.amount}</option>
            </TextField>
            <TextField
              {...fieldProps(register('value'), errors.value)}
              label={kind === 'percent' ? t.valuePercent : t.valueAmount}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField {...fieldProps(register('maxUses'), errors.maxUses)} label={t.maxUses} helperText={errors.maxUses?.message ?? t.maxUsesHint} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <TextField {...fieldProps(register('validFrom'), errors.validFrom)} label={t.validFrom} type="date" slotProps={{ inputLabel: { shrink: true } }} />
            <TextField {...fieldProps(register('validTo'), errors.validTo)} label={t.validTo} type="date" slotProps={{ inputLabel: { shrink: true } }} />
            <TextField {...fieldProps(register('scope'), errors.scope)} select label={t.scope} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
              <option value="order">{t.scopes.order}</option>
              <option value="registration">{t.scopes.registration}</option>
            </TextField>
            {modalities.length > 1 && (
              <Controller
                name="modalityCodes"
                control={control}
                render={({ field, fieldState }) => (
                  <CheckboxGroup
                    legend={t.modalities}
                    options={modalities.map((modality) => ({ value: modality.code, label: modality.name }))}
                    value={field.value}
                    onChange={field.onChange}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? t.modalitiesHint}
                    sx={{ gridColumn: { sm: 'span 2' } }}
                  />
                )}
              />
            )}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button type="submit" variant="contained" startIcon={editing ? <SaveIcon /> : <AddIcon />} loading={formState.isSubmitting}>
                {editing ? t.save : t.add}
              </Button>
              {editing && <Button onClick={stopEditing}>{t.cancelEdit}</Button>}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
