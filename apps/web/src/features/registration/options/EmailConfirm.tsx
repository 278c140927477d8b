import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import { messages } from '@dorsal/core';

const t = messages.registrationScreens.email;

/** Spec §4 public payment order: the athlete confirms the email of step 1 before a code and the payment. */
export function EmailConfirm({
  email,
  confirmed,
  showError,
  onConfirm,
  onChangeEmail,
}: {
  email: string;
  confirmed: boolean;
  showError: boolean;
  onConfirm: (value: boolean) => void;
  onChangeEmail: () => void;
}) {
  return (
    <Box
      sx={{
        border: '1px solid',
        borderColor: showError && !confirmed ? 'error.main' : 'divider',
        borderRadius: 2,
        p: 2,
        display: 'grid',
        gap: 0.5,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t.text}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <MailOutlineIcon color="primary" aria-hidden />
        <Typography data-testid="confirm-email" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}>
          {email}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1 }}>
        <FormControlLabel
          control={<Checkbox checked={confirmed} onChange={(event) => onConfirm(event.target.checked)} />}
          label={t.confirm}
        />
        <Button size="small" onClick={onChangeEmail}>
          {t.change}
        </Button>
      </Box>
      {showError && !confirmed && <FormHelperText error>{t.required}</FormHelperText>}
    </Box>
  );
}
