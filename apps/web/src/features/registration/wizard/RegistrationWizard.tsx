import { Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { Box, Card } from '@mui/material';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { useQuote } from '../api.ts';
import { AthleteStep } from '../athlete/AthleteStep.tsx';
import { useRegister } from '../payment/useRegister.ts';
import { messages, type RegistrationAnswer, type RegistrationOptions } from '@dorsal/core';
import { DeskDoneStep, DoneStep, OptionsStep, PaymentStep, loadRegistrationBody, preloadLaterSteps } from './laterSteps.ts';
import { isDesk, wizardEndpoints } from './wizardEndpoints.ts';
import { categoryPickerFor, effectiveCategory, quoteBodyFor, selectedModality } from './selection.ts';
import { initialWizardState, wizardReducer } from './wizardState.ts';
import { WIZARD_PANEL_ID, WizardTabs, wizardTabId } from './WizardTabs.tsx';

function baseCurrency(options: RegistrationOptions): string {
  return (options.currencies.find((currency) => currency.kind === 'base') ?? options.currencies[0])?.code ?? 'MXN';
}

/**
 * The tabbed registration wizard (spec §2): athlete data, event options, payment, confirmation. With the point of
 * sale's options (staff at the desk) nothing comes from the signed-in account, the payment is cash and the last
 * step offers the next registration (`onAnother`).
 */
export function RegistrationWizard({ options, tkl, onAnother }: { options: RegistrationOptions; tkl: string | undefined; onAnother?: () => void }) {
  const [state, dispatch] = useReducer(wizardReducer, baseCurrency(options), initialWizardState);
  const [done, setDone] = useState<RegistrationAnswer | null>(null);
  const desk = isDesk(options);
  const endpoints = wizardEndpoints(options);
  const account = useCurrentUser();
  const user = desk ? null : account.user;
  const isLoading = !desk && account.isLoading;
  const modality = selectedModality(options, state);
  const categoryCode = effectiveCategory(modality ? categoryPickerFor(options, modality, state) : null, state.categoryCode);
  const quoteQuery = useQuote(endpoints.quote, state.step >= 1 ? quoteBodyFor(state, categoryCode) : null);
  const quote = { data: quoteQuery.data, loading: quoteQuery.isFetching, error: quoteQuery.error };
  const { register, submitting, failure, clearFailure } = useRegister(
    endpoints.register,
    async (payment) => (await loadRegistrationBody()).registrationBodyFor({ registration: options, state, categoryCode, quote: quote.data, payment, tkl }),
    (answer) => {
      setDone(answer);
      dispatch({ type: 'goTo', step: 3 });
    },
  );

  const top = useRef<HTMLDivElement>(null);
  const preload = () => preloadLaterSteps(desk);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const box = top.current?.getBoundingClientRect();
    if (box && box.top < 0) top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [state.step]);

  return (
    <Card
      ref={top}
      component="section"
      aria-label={options.event.name}
      onFocusCapture={preload}
      onPointerDownCapture={preload}
      sx={{ scrollMarginTop: 72, mx: { xs: -2, sm: 0 }, borderRadius: { xs: 0, sm: '12px' }, borderInline: { xs: 0, sm: '1px solid #E1E6EF' } }}
    >
      <WizardTabs step={state.step} finished={done !== null} onChange={(step) => dispatch({ type: 'goTo', step })} />
      <Box role="tabpanel" id={WIZARD_PANEL_ID} aria-labelledby={wizardTabId(state.step)} sx={{ p: { xs: 2, sm: 4 } }}>
        <Suspense fallback={<LoadingState />}>
        {state.step === 0 &&
          (isLoading ? (
            <LoadingState />
          ) : (
            <AthleteStep
              separateSurnames={options.separateSurnames}
              athlete={state.athlete}
              user={user}
              hint={desk ? messages.registrationScreens.desk.athleteHint : undefined}
              onConfirm={(athlete) => dispatch({ type: 'athleteConfirmed', athlete })}
            />
          ))}
        {state.step === 1 && <OptionsStep options={options} state={state} dispatch={dispatch} quote={quote} />}
        {state.step === 2 && (
          <PaymentStep
            options={options}
            quote={quote}
            submitting={submitting}
            failure={failure}
            onBack={() => {
              clearFailure();
              dispatch({ type: 'goTo', step: 1 });
            }}
            onPay={(payment) => void register(payment)}
          />
        )}
        {state.step === 3 && done && (desk ? <DeskDoneStep answer={done} onAnother={onAnother} /> : <DoneStep answer={done} />)}
        </Suspense>
      </Box>
    </Card>
  );
}
