import { Divider, Stack } from '@mui/material';
import { Navigate } from 'react-router';
import { messages } from '@dorsal/core';
import { useReturnPath, withReturn } from '../../../shared/accounts/returnPath.ts';
import { FormCard } from '../../../shared/ui/FormCard.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { LoginForm } from '../components/LoginForm.tsx';
import { WelcomeCard } from '../components/WelcomeCard.tsx';
import { AuthLink } from '../components/AuthLink.tsx';

const t = messages.accountScreens;

export function LoginPage() {
  const { user, isLoading } = useCurrentUser();
  const back = useReturnPath();
  if (isLoading) return <LoadingState />;
  if (user) return back ? <Navigate to={back} replace /> : <WelcomeCard user={user} />;
  return (
    <FormCard title={t.signInTitle} lead={t.signInLead}>
      <LoginForm />
      <Stack spacing={1.5} sx={{ mt: 3 }}>
        <AuthLink label={t.forgotPassword} to="/password-restore" />
        <Divider />
        <AuthLink question={t.noAccount} label={t.signUpLink} to={withReturn('/registro', back)} />
      </Stack>
    </FormCard>
  );
}
