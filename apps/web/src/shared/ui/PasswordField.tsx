import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { messages } from '@dorsal/core';
import type { FieldBinding } from '../forms/fieldProps.ts';

const t = messages.accountScreens;

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  binding,
  autoComplete,
}: {
  label: string;
  binding: FieldBinding;
  autoComplete: 'current-password' | 'new-password';
}) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...binding}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t.hidePassword : t.showPassword}
                aria-pressed={visible}
                onClick={() => setVisible((value) => !value)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
