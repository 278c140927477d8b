import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Paper, Stack, Step, StepButton, Stepper, Typography } from '@mui/material';
import { firstBlockerBefore, LAST_CHALLENGE_STEP, messages, stepBlocker, stepBlockerMessage, type ChallengeCard, type MyParticipation } from '@dorsal/core';
import { TOAST_DEFAULT_MS, useToast } from '../../../../shared/ui/useToast.ts';
import { useSaveStep } from '../api.ts';
import { stepFactsOf } from './stepFacts.ts';

const t = messages.challengeAthlete;

/**
 * The five steps exactly as the spec has them: every step is clickable (going back is free, going ahead needs the
 * steps before it done), 'Regresar' is disabled on the first, 'Siguiente' is absent on the last; a step that is not
 * done says why in a 4-second toast. The step reached is saved and only moves forward.
 */
export function ChallengeStepper({ challenge, participant, render }: { challenge: ChallengeCard; participant: MyParticipation | null; render: (step: number) => ReactNode }) {
  const [active, setActive] = useState(() => Math.min(participant?.step ?? 0, LAST_CHALLENGE_STEP));
  const toast = useToast();
  const save = useSaveStep(challenge.id);
  const facts = stepFactsOf(challenge, participant);

  function go(target: number) {
    if (target > active) {
      const blocked = firstBlockerBefore(target, facts);
      if (blocked) {
        toast.error(stepBlockerMessage(blocked.blocker), TOAST_DEFAULT_MS);
        return;
      }
      if (participant && target > participant.step) save.mutate({ step: target });
    }
    setActive(target);
    window.scrollTo({ top: 0 });
  }

  function next() {
    const blocker = stepBlocker(active, facts);
    if (blocker) {
      toast.error(stepBlockerMessage(blocker), TOAST_DEFAULT_MS);
      return;
    }
    go(active + 1);
  }

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: { xs: 1, sm: 2 }, overflowX: 'auto' }}>
        <Stepper nonLinear activeStep={active} alternativeLabel aria-label={t.stepperLabel} sx={{ '& .MuiStep-root': { px: { xs: 0.25, sm: 1 } } }}>
          {t.steps.map((label, index) => (
            <Step key={label} completed={index < (participant?.step ?? 0)}>
              <StepButton onClick={() => go(index)} aria-current={index === active ? 'step' : undefined} sx={{ '& .MuiStepLabel-label': { fontSize: { xs: '0.68rem', sm: '0.875rem' }, overflowWrap: 'anywhere' } }}>
                {label}
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Paper>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' } }}>
        {t.steps[active]}
      </Typography>
      <Box>{render(active)}</Box>
      {active === LAST_CHALLENGE_STEP && <Alert severity="success">{t.finished}</Alert>}
      <Stack sx={{ justifyContent: 'space-between' }} direction="row">
        <Button variant="outlined" disabled={active === 0} onClick={() => go(active - 1)}>
          {t.back}
        </Button>
        {active < LAST_CHALLENGE_STEP && (
          <Button variant="contained" onClick={next}>
            {t.next}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
