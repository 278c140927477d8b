import { Box, Button, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { challengeInputSchema, challengeKinds, DEFAULT_ACCESS_CODES_ADMITTED, messages, type ChallengeConfig, type ChallengeInput } from '@dorsal/core';
import { formSchema } from '../../../../shared/forms/formSchema.ts';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { ApiError, errorMessage } from '../../../../shared/http/ApiError.ts';
import { TOAST_LONG_MS, useToast } from '../../../../shared/ui/useToast.ts';

const t = messages.challengeOrganizer.form;

interface Values {
  name: string;
  description: string;
  distanceKm: string;
  startsAt: string;
  endsAt: string;
  kind: ChallengeInput['kind'];
  price: string;
  accessCodesAdmitted: string;
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
/** datetime-local ('2026-12-01T08:00', the browser's zone) ↔ ISO with offset. */
const toIso = (local: string) => (local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : undefined);
const pad = (n: number) => String(n).padStart(2, '0');
const toLocal = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const resolver = zodResolver(
  formSchema<Values, ChallengeInput>(challengeInputSchema, {
    toInput: (values) => ({
      ...values,
      distanceKm: number(values.distanceKm),
      price: number(values.price),
      accessCodesAdmitted: number(values.accessCodesAdmitted),
      startsAt: toIso(values.startsAt),
      endsAt: toIso(values.endsAt),
    }),
  }),
);

function defaults(challenge?: ChallengeConfig): Values {
  if (!challenge) return { name: '', description: '', distanceKm: '', startsAt: '', endsAt: '', kind: 'distance', price: '0', accessCodesAdmitted: String(DEFAULT_ACCESS_CODES_ADMITTED) };
  return {
    name: challenge.name,
    description: challenge.description,
    distanceKm: String(challenge.distanceKm),
    startsAt: toLocal(challenge.startsAt),
    endsAt: toLocal(challenge.endsAt),
    kind: challenge.kind,
    price: String(challenge.price),
    accessCodesAdmitted: String(challenge.accessCodesAdmitted),
  };
}

/** The create form of the dashboard and the details panel: the same fields and rules as the API. */
export function ChallengeForm({ challenge, submitLabel, onSubmit }: { challenge?: ChallengeConfig; submitLabel: string; onSubmit: (input: ChallengeInput) => Promise<void> }) {
  const toast = useToast();
  const { register, handleSubmit, formState, setError, reset } = useForm<Values, unknown, ChallengeInput>({ resolver, defaultValues: defaults(challenge) });
  const { errors } = formState;
  const submit = handleSubmit(
    async (input) => {
      try {
        await onSubmit(input);
        if (!challenge) reset(defaults());
      } catch (failure) {
        if (failure instanceof ApiError) for (const [field, message] of Object.entries(failure.fields)) setError(field as keyof Values, { message });
        toast.error(errorMessage(failure));
      }
    },
    (invalid) => {
      if (invalid.startsAt?.message === t.startAfterEnd) toast.error(t.startAfterEnd, TOAST_LONG_MS);
    },
  );
  const idPrefix = challenge ? `challenge-${challenge.id}` : 'new-challenge';
  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label={submitLabel}>
      <TextField label={t.name} required id={`${idPrefix}-name`} {...fieldProps(register('name'), errors.name)} slotProps={{ htmlInput: { maxLength: 50 } }} />
      <TextField label={t.description} required multiline minRows={3} id={`${idPrefix}-description`} {...fieldProps(register('description'), errors.description)} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={t.startsAt} type="datetime-local" required id={`${idPrefix}-starts`} {...fieldProps(register('startsAt'), errors.startsAt)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label={t.endsAt} type="datetime-local" required id={`${idPrefix}-ends`} {...fieldProps(register('endsAt'), errors.endsAt)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label={t.distance} type="number" required id={`${idPrefix}-distance`} {...fieldProps(register('distanceKm'), errors.distanceKm)} slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }} />
        <TextField select label={t.kind} required id={`${idPrefix}-kind`} {...fieldProps(register('kind'), errors.kind)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {challengeKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t.kinds[kind]}
            </option>
          ))}
        </TextField>
        <TextField label={t.price} type="number" id={`${idPrefix}-price`} {...fieldProps(register('price'), errors.price)} slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }} />
        <TextField label={t.admitted} type="number" id={`${idPrefix}-admitted`} {...fieldProps(register('accessCodesAdmitted'), errors.accessCodesAdmitted)} slotProps={{ htmlInput: { step: 1, min: 1, inputMode: 'numeric' } }} />
      </Box>
      <Box>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}
