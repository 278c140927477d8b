import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';
import { FormCard } from '../ui/FormCard.tsx';

/** Shown instead of a page that needs an account. */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  return (
    <FormCard title={title} lead={text}>
      <Stack spacing={1.5}>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          {messages.accountScreens.signInLink}
        </Button>
        <Button component={RouterLink} to="/registro" variant="outlined" size="large">
          {messages.accountScreens.signUpLink}
        </Button>
      </Stack>
    </FormCard>
  );
}
