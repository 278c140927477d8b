import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { messages, registrationRulesSchema, type RegistrationRules } from '@dorsal/core';
import { fieldProps } from '../../../shared/forms/fieldProps.ts';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useRegistrationRules, useSaveRegistrationRules } from './eventSetupApi.ts';
import { CurrenciesCard } from './currencies/CurrenciesCard.tsx';
import { BibDesignCard } from './bib-design/BibDesignCard.tsx';

const t = messages.eventSetup.registrationOptions;

interface RulesValues {
  separateSurnames: boolean;
  ageAtEventDate: boolean;
  lowerCategories: boolean;
  /** Percent as typed; empty: the platform's. */
  commission: string;
  card: boolean;
  oxxo: boolean;
}

const toValues = (rules: RegistrationRules): RulesValues => ({
  separateSurnames: rules.separateSurnames,
  ageAtEventDate: rules.ageAtEventDate,
  lowerCategories: rules.lowerCategories,
  commission: rules.commissionRate === null ? '' : String(Math.round(rules.commissionRate * 10_000) / 100),
  card: rules.paymentMethods.includes('card'),
  oxxo: rules.paymentMethods.includes('oxxo_cash'),
});

const toRules = (values: RulesValues) => ({
  separateSurnames: values.separateSurnames,
  ageAtEventDate: values.ageAtEventDate,
  lowerCategories: values.lowerCategories,
  commissionRate: values.commission.trim() === '' ? null : Number(values.commission) / 100,
  paymentMethods: [...(values.card ? ['card' as const] : []), ...(values.oxxo ? ['oxxo_cash' as const] : [])],
});

const fieldOf = (key: string) => (key === 'commissionRate' ? 'commission' : key === 'paymentMethods' ? 'card' : key);

function RulesForm({ eventId, rules, editable }: { eventId: number; rules: RegistrationRules; editable: boolean }) {
  const { register, control, handleSubmit, formState, setError, reset } = useForm<RulesValues>({ defaultValues: toValues(rules) });
  const save = useSaveRegistrationRules(eventId);
  const toast = useToast();
  const onSubmit = handleSubmit(async (values) => {
    const parsed = registrationRulesSchema.safeParse(toRules(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(fieldOf(String(issue.path[0])) as keyof RulesValues, { message: issue.message });
      return;
    }
    try {
      reset(toValues((await save.mutateAsync(parsed.data)).rules));
      toast.success(t.saved);
    } catch (error) {
      if (error instanceof ApiError) for (const [key, message] of Object.entries(error.fields)) setError(fieldOf(key) as keyof RulesValues, { message });
      toast.error(errorMessage(error));
    }
  });
  const toggle = (name: 'separateSurnames' | 'ageAtEventDate' | 'lowerCategories', label: string, hint?: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Box>
          <FormControlLabel control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} disabled={!editable} />} label={label} />
          {hint && <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{hint}</FormHelperText>}
        </Box>
      )}
    />
  );
  const method = (name: 'card' | 'oxxo', label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(_, checked) => field.onChange(checked)} disabled={!editable} />} label={label} />}
    />
  );
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} data-testid="registration-rules-form">
      {toggle('separateSurnames', t.separateSurnames)}
      {toggle('ageAtEventDate', t.ageAtEventDate, t.ageAtEventDateHint)}
      {toggle('lowerCategories', t.lowerCategories)}
      <TextField
        {...fieldProps(register('commission'), formState.errors.commission)}
        label={t.commission}
        disabled={!editable}
        helperText={formState.errors.commission?.message ?? t.commissionHint}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ maxWidth: 320 }}
      />
      <FormControl component="fieldset" error={Boolean(formState.errors.card)}>
        <FormLabel component="legend">{t.paymentMethods}</FormLabel>
        <FormGroup row>
          {method('card', t.card)}
          {method('oxxo', t.oxxo)}
        </FormGroup>
        {formState.errors.card && <FormHelperText>{formState.errors.card.message}</FormHelperText>}
      </FormControl>
      {editable && (
        <Box>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t.save}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The 'Inscripción' tab. */
export function RegistrationRulesSection({ eventId, editable }: { eventId: number; editable: boolean }) {
  const query = useRegistrationRules(eventId);
  if (query.isPending) return <LoadingState label={messages.eventSetup.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t.lead}</Typography>
      <RulesForm eventId={eventId} rules={query.data} editable={editable} />
      <CurrenciesCard eventId={eventId} editable={editable} />
      <BibDesignCard eventId={eventId} editable={editable} />
    </Stack>
  );
}
