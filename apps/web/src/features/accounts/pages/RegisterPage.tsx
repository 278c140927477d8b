import { Box } from '@mui/material';
import { Navigate } from 'react-router';
import { messages } from '@dorsal/core';
import { useReturnPath, withReturn } from '../../../shared/accounts/returnPath.ts';
import { FormCard } from '../../../shared/ui/FormCard.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { RegisterForm } from '../components/RegisterForm.tsx';
import { WelcomeCard } from '../components/WelcomeCard.tsx';
import { AuthLink } from '../components/AuthLink.tsx';

const t = messages.accountScreens;

export function RegisterPage() {
  const { user, isLoading } = useCurrentUser();
  const back = useReturnPath();
  if (isLoading) return <LoadingState />;
  if (user) return back ? <Navigate to={back} replace /> : <WelcomeCard user={user} />;
  return (
    <FormCard title={t.signUpTitle} lead={t.signUpLead}>
      <RegisterForm />
      <Box sx={{ mt: 3 }}>
        <AuthLink question={t.haveAccount} label={t.signInLink} to={withReturn('/login', back)} />
      </Box>
    </FormCard>
  );
}
