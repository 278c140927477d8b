import { Box } from '@mui/material';
import { messages } from '@dorsal/core';
import { FormCard } from '../../../shared/ui/FormCard.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { RegisterForm } from '../components/RegisterForm.tsx';
import { WelcomeCard } from '../components/WelcomeCard.tsx';
import { AuthLink } from '../components/AuthLink.tsx';

const t = messages.accountScreens;

export function RegisterPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingState />;
  if (user) return <WelcomeCard user={user} />;
  return (
    <FormCard title={t.signUpTitle} lead={t.signUpLead}>
      <RegisterForm />
      <Box sx={{ mt: 3 }}>
        <AuthLink question={t.haveAccount} label={t.signInLink} to="/login" />
      </Box>
    </FormCard>
  );
}
