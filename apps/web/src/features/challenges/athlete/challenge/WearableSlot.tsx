import { useState, type ReactNode } from 'react';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { fill, messages, type ChallengeCard, type MyParticipation } from '@dorsal/core';
import { ActivityFileEvidence } from './activity-file/ActivityFileEvidence.tsx';
import { GarminEvidence } from './garmin/GarminEvidence.tsx';

const w = messages.challengeWearables;

/** How the athlete proves step 2 (spec: 'Foto' or a device). Each method is one entry here and one panel below. */
type EvidenceMethod = 'photo' | 'file' | 'garmin';

const METHODS: { value: EvidenceMethod; label: string }[] = [
  { value: 'photo', label: w.methodPhoto },
  { value: 'file', label: w.methodFile },
  { value: 'garmin', label: messages.garmin.title },
];

/**
 * Step 2's evidence-method choice (issue 13): 'Foto' (the evidence photos and the finish time by hand, given by the
 * step as `photo`), 'Archivo de actividad' (activity-file/: upload a GPX, TCX or FIT, 'Aplicar' one) or 'Garmin'
 * (garmin/: a connected account's activities). Applying an activity sets the finish time and the evidence
 * (`wearable_summary`), so 'Siguiente' passes without a photo. A new device method is one METHODS entry and one panel.
 */
export function WearableSlot({ challenge, participant, photo }: { challenge: ChallengeCard; participant: MyParticipation; photo: ReactNode }) {
  const [method, setMethod] = useState<EvidenceMethod>('photo');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="evidence-method">{w.methodLegend}</FormLabel>
        <RadioGroup row aria-labelledby="evidence-method" value={method} onChange={(event) => setMethod(event.target.value as EvidenceMethod)}>
          {METHODS.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
      </FormControl>
      {method === 'photo' && photo}
      {method === 'file' && <ActivityFileEvidence challenge={challenge} />}
      {method === 'garmin' && <GarminEvidence challenge={challenge} />}
      {method !== 'photo' && participant.finishTime && (
        <Typography className="tabular-nums" sx={{ fontWeight: 600 }}>
          {fill(messages.challengeAthlete.finish.current, { time: participant.finishTime })}
        </Typography>
      )}
    </Stack>
  );
}
