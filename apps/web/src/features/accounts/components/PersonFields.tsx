import type { ReactNode } from 'react';
import { TextField } from '@mui/material';
import { messages } from '@dorsal/core';
import type { FieldBinding } from '../../../shared/forms/fieldProps.ts';
import { DateSelects } from '../../../shared/ui/DateSelects.tsx';
import type { PersonValues } from '../../../shared/accounts/forms.ts';
import { GenderSelect } from '../../../shared/accounts/GenderSelect.tsx';

const t = messages.accountScreens;

export type PersonField = keyof PersonValues;

/**
 * The person fields of sign-up and the profile, each bound by `bind`. The profile shows the email after
 * the names (and `afterEmail` right below it); sign-up asks it last (`emailLast`), just above the password.
 */
export function PersonFields({
  bind,
  emailLast = false,
  afterEmail = null,
}: {
  bind: (field: PersonField) => FieldBinding;
  emailLast?: boolean;
  afterEmail?: ReactNode;
}) {
  const email = (
    <>
      <TextField {...bind('email')} label={t.email} type="email" autoComplete="email" />
      {afterEmail}
    </>
  );
  return (
    <>
      <TextField {...bind('firstNames')} label={t.firstNames} autoComplete="given-name" />
      <TextField {...bind('lastNames')} label={t.lastNames} autoComplete="family-name" />
      {!emailLast && email}
      <TextField
        {...bind('phone')}
        label={t.phone}
        type="tel"
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <GenderSelect binding={bind('gender')} />
      <DateSelects legend={t.birthDate} day={bind('day')} month={bind('month')} year={bind('year')} />
      {emailLast && email}
    </>
  );
}
