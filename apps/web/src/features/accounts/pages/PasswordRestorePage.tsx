import { Box } from '@mui/material';
import { useSearchParams } from 'react-router';
import { messages } from '@dorsal/core';
import { FormCard } from '../../../shared/ui/FormCard.tsx';
import { ResetRequestForm } from '../components/ResetRequestForm.tsx';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';
import { AuthLink } from '../components/AuthLink.tsx';

const t = messages.accountScreens;

/** Without ?token= asks for the reset mail; with it, sets the new password. */
export function PasswordRestorePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <FormCard
      title={token ? t.newPasswordTitle : t.restoreTitle}
      lead={token ? t.newPasswordLead : t.restoreLead}
    >
      {token ? <NewPasswordForm key={token} token={token} /> : <ResetRequestForm />}
      <Box sx={{ mt: 3 }}>
        <AuthLink label={t.backToSignIn} to="/login" />
      </Box>
    </FormCard>
  );
}
