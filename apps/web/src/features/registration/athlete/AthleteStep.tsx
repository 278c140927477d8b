import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { AccountView, AthleteBody } from '@dorsal/core';
import { messages } from '@dorsal/core';
import { OutlinedField } from '../../../shared/forms/OutlinedField.tsx';
import { DateSelects } from '../../../shared/ui/DateSelects.tsx';
import { useStepToasts } from '../wizard/useStepToasts.ts';
import { GenderSelect } from '../../../shared/accounts/GenderSelect.tsx';
import { athleteBody, athleteDefaults, athleteFieldOrder, athleteStepToasts, athleteValuesOf } from './athleteForm.ts';
import type { AthleteErrors, AthleteValues } from './athleteForm.ts';

const a = messages.accountScreens;
const r = messages.registration.registrant;
const t = messages.registrationScreens.athlete;

/** The check (core's zod schema) loads apart: the step paints and takes typing without it, and it is fetched on the first touch. */
export const loadAthleteValidation = () => import('./athleteValidation.ts');

/**
 * Step 1 'Datos del atleta': 'Confirma los datos de registro', prefilled from the account. The inputs are the
 * browser's own (uncontrolled, read on submit); after the first submit every change checks the form again.
 */
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
  const [defaults] = useState(() => athleteDefaults(athlete, user));
  const [errors, setErrors] = useState<AthleteErrors>({});
  const submitted = useRef(false);
  const checks = useRef(0);
  const toasts = useStepToasts();

  async function check(form: HTMLFormElement) {
    const values = athleteValuesOf(form);
    const turn = ++checks.current;
    const { validateAthlete } = await loadAthleteValidation();
    return { values, result: validateAthlete(values, separateSurnames), latest: turn === checks.current };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    const { values, result, latest } = await check(form);
    if (!latest) return;
    if ('output' in result) {
      setErrors({});
      toasts.dismiss();
      onConfirm(athleteBody(result.output, separateSurnames));
      return;
    }
    setErrors(result.errors);
    const first = athleteFieldOrder(separateSurnames).find((field) => result.errors[field]);
    const input = first && form.elements.namedItem(first);
    if (input instanceof HTMLElement) input.focus();
    toasts.show(athleteStepToasts(values, result.errors, separateSurnames));
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!submitted.current) return;
    void check(event.currentTarget).then(({ result, latest }) => {
      if (latest) setErrors('errors' in result ? result.errors : {});
    });
  }

  const bind = (name: keyof AthleteValues) => ({ name, defaultValue: defaults[name], error: Boolean(errors[name]), helperText: errors[name] });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
      onChange={onChange}
      onFocus={() => void loadAthleteValidation()}
      sx={{ maxWidth: 560 }}
    >
      <div>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          {t.title}
        </Typography>
        <Typography color="text.secondary">{hint ?? (user ? t.accountHint : t.guestHint)}</Typography>
      </div>
      <OutlinedField {...bind('firstNames')} label={a.firstNames} autoComplete="given-name" />
      {separateSurnames ? (
        <>
          <OutlinedField {...bind('paternalSurname')} label={r.paternalSurname} autoComplete="family-name" />
          <OutlinedField {...bind('maternalSurname')} label={r.maternalSurname} autoComplete="additional-name" />
        </>
      ) : (
        <OutlinedField {...bind('lastNames')} label={r.lastNames} autoComplete="family-name" />
      )}
      <OutlinedField {...bind('email')} label={a.email} type="email" autoComplete="email" />
      <OutlinedField {...bind('phone')} label={a.phone} type="tel" autoComplete="tel-national" inputMode="numeric" />
      <GenderSelect binding={bind('gender')} />
      <DateSelects legend={a.birthDate} day={bind('day')} month={bind('month')} year={bind('year')} />
      <Button type="submit" variant="contained" size="large" sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t.submit}
      </Button>
    </Stack>
  );
}
