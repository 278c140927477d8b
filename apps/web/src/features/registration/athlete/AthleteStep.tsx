import { Button, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { AccountView } from '@dorsal/core';
import { messages } from '@dorsal/core';
import { fieldProps } from '../../../shared/forms/fieldProps.ts';
import { DateSelects } from '../../../shared/ui/DateSelects.tsx';
import { useStepToasts } from '../wizard/useStepToasts.ts';
import { GenderSelect } from '../../../shared/accounts/GenderSelect.tsx';
import type { AthleteBody } from '@dorsal/core';
import { athleteBody, athleteDefaults, athleteResolver, athleteStepToasts } from './athleteForm.ts';
import type { AthleteValues } from './athleteForm.ts';

const a = messages.accountScreens;
const r = messages.registration.registrant;
const t = messages.registrationScreens.athlete;

/** Step 1 'Datos del atleta': 'Confirma los datos de registro', prefilled from the account. */
export function AthleteStep({
  separateSurnames,
  athlete,
  user,
  hint,
  onConfirm,
}: {
  separateSurnames: boolean;
  athlete: AthleteBody | null;
  user: AccountView | null;
  /** What the lead says instead of the account / guest hint (the point of sale). */
  hint?: string;
  onConfirm: (athlete: AthleteBody) => void;
}) {
  const { register, handleSubmit, formState, getValues } = useForm({
    resolver: athleteResolver(separateSurnames),
    defaultValues: athleteDefaults(athlete, user),
  });
  const errors = formState.errors;
  const toasts = useStepToasts();
  const bind = (name: keyof AthleteValues) => fieldProps(register(name), errors[name]);

  const onSubmit = handleSubmit(
    (output) => {
      toasts.dismiss();
      onConfirm(athleteBody(output, separateSurnames));
    },
    (found) => toasts.show(athleteStepToasts(getValues(), found, separateSurnames)),
  );

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} sx={{ maxWidth: 560 }}>
      <div>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          {t.title}
        </Typography>
        <Typography color="text.secondary">{hint ?? (user ? t.accountHint : t.guestHint)}</Typography>
      </div>
      <TextField {...bind('firstNames')} label={a.firstNames} autoComplete="given-name" />
      {separateSurnames ? (
        <>
          <TextField {...bind('paternalSurname')} label={r.paternalSurname} autoComplete="family-name" />
          <TextField {...bind('maternalSurname')} label={r.maternalSurname} autoComplete="additional-name" />
        </>
      ) : (
        <TextField {...bind('lastNames')} label={r.lastNames} autoComplete="family-name" />
      )}
      <TextField {...bind('email')} label={a.email} type="email" autoComplete="email" />
      <TextField
        {...bind('phone')}
        label={a.phone}
        type="tel"
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <GenderSelect binding={bind('gender')} />
      <DateSelects legend={a.birthDate} day={bind('day')} month={bind('month')} year={bind('year')} />
      <Button type="submit" variant="contained" size="large" sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t.submit}
      </Button>
    </Stack>
  );
}
