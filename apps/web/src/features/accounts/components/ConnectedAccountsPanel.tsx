import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { messages } from '@dorsal/core';
import { GarminConnectSection } from '../../../shared/garmin/GarminConnectSection.tsx';
import { TrainingSection } from './TrainingSection.tsx';

const t = messages.connectedAccounts;

/** The profile's 'Conectar cuentas' panel (issue 13): one section per device or training datum. */
export function ConnectedAccountsPanel() {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {t.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t.lead}
        </Typography>
        <Stack spacing={3} divider={<Divider flexItem />}>
          <GarminConnectSection />
          <TrainingSection />
        </Stack>
      </CardContent>
    </Card>
  );
}
