import { useState, type FormEvent } from 'react';
import { Button, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { fill, messages, type TrainingProfile } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useSaveTraining, useTraining } from './trainingApi.ts';

const t = messages.connectedAccounts;

/** 'Potencia (FTP)': the athlete's FTP in watts and Coggan's seven training zones it gives. */
export function TrainingSection() {
  const training = useTraining();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="training-title">
      <Typography id="training-title" variant="h3" sx={{ fontSize: '1.15rem' }}>
        {t.ftpTitle}
      </Typography>
      <Typography color="text.secondary">{t.ftpHint}</Typography>
      {training.data ? <FtpForm key={training.data.ftpWatts ?? 'none'} training={training.data} /> : <Skeleton variant="rounded" height={56} />}
      <Typography variant="h4" sx={{ fontSize: '1.05rem', fontWeight: 600 }} id="zones-title">
        {t.zonesTitle}
      </Typography>
      {training.data && training.data.zones.length > 0 ? (
        <Table size="small" aria-labelledby="zones-title">
          <TableHead>
            <TableRow>
              <TableCell>{t.zone}</TableCell>
              <TableCell>{t.zoneName}</TableCell>
              <TableCell align="right">{t.zoneRange}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {training.data.zones.map((zone) => (
              <TableRow key={zone.zone}>
                <TableCell className="tabular-nums">{zone.zone}</TableCell>
                <TableCell>{t.zones[zone.zone as keyof typeof t.zones]}</TableCell>
                <TableCell align="right" className="tabular-nums">
                  {zone.maxWatts === null ? fill(t.zoneOpenValue, { min: zone.minWatts }) : fill(t.zoneRangeValue, { min: zone.minWatts, max: zone.maxWatts })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">{t.zonesEmpty}</Typography>
      )}
    </Stack>
  );
}

function FtpForm({ training }: { training: TrainingProfile }) {
  const [value, setValue] = useState(training.ftpWatts === null ? '' : String(training.ftpWatts));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTraining();
  const toast = useToast();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    const watts = text === '' ? null : Number(text);
    if (watts !== null && (!Number.isInteger(watts) || watts < 1 || watts > 2000)) {
      setProblem(t.ftpInvalid);
      return;
    }
    setProblem(null);
    save.mutate({ ftpWatts: watts }, { onSuccess: () => toast.success(t.saved), onError: (failure) => toast.error(errorMessage(failure)) });
  }

  return (
    <Stack component="form" noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }} onSubmit={onSubmit}>
      <TextField
        label={t.ftpLabel}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        inputMode="numeric"
        error={problem !== null}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'aria-invalid': problem !== null } }}
        sx={{ maxWidth: { sm: 220 } }}
      />
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: { sm: 1 } }}>
        {t.save}
      </Button>
    </Stack>
  );
}
