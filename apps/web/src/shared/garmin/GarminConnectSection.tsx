import { Alert, Button, Stack, Typography } from '@mui/material';
import { messages, type GarminApi } from '@dorsal/core';
import { formatLongDate } from '../formatting/dates.ts';
import { useConnectGarmin, useDisconnectGarmin, useGarminStatus } from './garminApi.ts';

const t = messages.garmin;

/** The profile's 'Conectar cuentas' section for Garmin: each program (activities, workouts) connected or not, with its button. */
export function GarminConnectSection() {
  const status = useGarminStatus();
  const { connect, waiting } = useConnectGarmin();
  const disconnect = useDisconnectGarmin();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="garmin-connect-title">
      <Typography id="garmin-connect-title" variant="h3" sx={{ fontSize: '1.15rem' }}>
        {t.title}
      </Typography>
      <Typography color="text.secondary">{t.lead}</Typography>
      {status.data && !status.data.available && <Alert severity="info">{t.errors.unavailableHere}</Alert>}
      {status.data?.available && status.data.provider === 'sandbox' && <Alert severity="info">{t.sandboxNote}</Alert>}
      {waiting && <Alert severity="info">{t.connecting}</Alert>}
      {status.data?.available && status.data.connections.map((connection) => (
        <Stack key={connection.api} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <div>
            <Typography sx={{ fontWeight: 600 }}>{t.apis[connection.api]}</Typography>
            <Typography variant="body2" color="text.secondary">
              {connection.connected && connection.connectedAt ? t.connected.replace('{date}', formatLongDate(connection.connectedAt)) : t.notConnected}
            </Typography>
          </div>
          {connection.connected ? (
            <Button variant="outlined" color="error" disabled={disconnect.isPending} onClick={() => disconnect.mutate(connection.api as GarminApi)}>
              {t.disconnect}
            </Button>
          ) : (
            <Button variant="contained" disabled={waiting} onClick={() => void connect(connection.api)} aria-label={`${t.connectApi} ${t.apis[connection.api]}`}>
              {t.connectApi}
            </Button>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
