import { useState } from 'react';
import type { Dispatch } from 'react';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { messages, stepToasts, fill } from '@dorsal/core';
import { useStepToasts } from '../wizard/useStepToasts.ts';
import { FieldGrid } from '../../../shared/registration/fields/FieldGrid.tsx';
import { ProductList } from '../products/ProductList.tsx';
import type { RegistrationOptions } from '@dorsal/core';
import { categoryPickerFor, effectiveCategory, selectedModality } from '../wizard/selection.ts';
import { fieldContextOf, validateWizardFields, wizardFields } from '../wizard/wizardFields.ts';
import type { QuoteState, WizardAction, WizardState } from '../wizard/wizardState.ts';
import { OrderSummary } from '../order/OrderSummary.tsx';
import { CategoryPicker } from './CategoryPicker.tsx';
import { CurrencyChooser } from './CurrencyChooser.tsx';
import { DiscountCode } from './DiscountCode.tsx';
import { EmailConfirm } from './EmailConfirm.tsx';
import { ModalityPicker } from './ModalityPicker.tsx';
import { StepSection } from './StepSection.tsx';
import { TeamMembers } from './TeamMembers.tsx';
import { validateTeam } from '../wizard/team.ts';

const t = messages.registrationScreens.options;

function modalityChoice(options: RegistrationOptions, code: string) {
  const modality = options.modalities.find((candidate) => candidate.code === code);
  return { productCodes: modality?.products.map((product) => product.code) ?? [], teamSize: modality?.teamSize ?? 1 };
}

/** Step 2 'Opciones del evento': currency, modality, category, extra fields, products, email, code and the summary. */
export function OptionsStep({
  options,
  state,
  dispatch,
  quote,
}: {
  options: RegistrationOptions;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  quote: QuoteState;
}) {
  const toasts = useStepToasts();
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const modality = selectedModality(options, state);
  const picker = modality ? categoryPickerFor(options, modality, state) : null;
  const categoryCode = effectiveCategory(picker, state.categoryCode);
  const fields = wizardFields(options, modality);
  const validation = validateWizardFields(options, modality, state.fieldValues);
  const team = validateTeam(state.teamMembers);
  const [touchedMembers, setTouchedMembers] = useState<Record<string, boolean>>({});

  function onContinue() {
    setAttempted(true);
    const problems: string[] = [];
    if (!modality) problems.push(t.chooseModality);
    else if (!categoryCode) problems.push(picker?.message ?? t.chooseCategory);
    problems.push(...team.toasts);
    problems.push(...stepToasts(validation));
    if (!state.emailConfirmed) problems.push(messages.registrationScreens.email.required);
    if (problems.length > 0) return toasts.show(problems);
    if (!quote.data || quote.error) return;
    toasts.dismiss();
    dispatch({ type: 'goTo', step: 2 });
  }

  return (
    <Stack spacing={3.5}>
      <Box>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          {fill(t.greeting, { name: state.athlete?.firstNames ?? '' })}
        </Typography>
        <Typography color="text.secondary">{t.lead}</Typography>
      </Box>
      <CurrencyChooser currencies={options.currencies} value={state.currency} onChange={(code) => dispatch({ type: 'currency', code })} />
      <ModalityPicker
        modalities={options.modalities}
        currency={state.currency}
        value={state.modalityCode}
        onChange={(code) =>
          dispatch({ type: 'modality', code, ...modalityChoice(options, code) })
        }
      />
      {modality && picker && (
        <CategoryPicker
          picker={picker}
          modality={modality}
          currency={state.currency}
          value={categoryCode}
          onChange={(code) => dispatch({ type: 'category', code })}
        />
      )}
      {modality && modality.teamSize > 1 && (
        <TeamMembers
          teamSize={modality.teamSize}
          members={state.teamMembers}
          errors={team.errors}
          touched={touchedMembers}
          showAll={attempted}
          onChange={(index, member) => dispatch({ type: 'teamMember', index, member })}
          onBlur={(key) => setTouchedMembers((current) => ({ ...current, [key]: true }))}
        />
      )}
      {fields.length > 0 && (
        <StepSection title={t.extraFields}>
          <FieldGrid
            fields={fields}
            values={state.fieldValues}
            errors={validation.errors}
            touched={touched}
            showAll={attempted}
            onChange={(id, value) => dispatch({ type: 'field', id, value })}
            onBlur={(id) => setTouched((current) => ({ ...current, [id]: true }))}
          />
        </StepSection>
      )}
      {modality && (
        <ProductList
          products={modality.products}
          currency={state.currency}
          selections={state.products}
          context={fieldContextOf(options)}
          onChange={(products) => dispatch({ type: 'products', products })}
        />
      )}
      <StepSection title={messages.registrationScreens.email.title}>
        <Stack spacing={2}>
          <EmailConfirm
            email={state.athlete?.email ?? ''}
            confirmed={state.emailConfirmed}
            showError={attempted}
            onConfirm={(value) => dispatch({ type: 'emailConfirmed', value })}
            onChangeEmail={() => dispatch({ type: 'goTo', step: 0 })}
          />
          <DiscountCode
            enabled={state.emailConfirmed && Boolean(modality)}
            applied={state.discountCode}
            quote={quote.data}
            quoteError={quote.error}
            onApply={(code) => dispatch({ type: 'discount', code })}
          />
        </Stack>
      </StepSection>
      <OrderSummary quote={quote.data} loading={quote.loading} error={quote.error} />
      <Divider />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between', flexWrap: 'wrap-reverse' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => dispatch({ type: 'goTo', step: 0 })}>
          {messages.registrationScreens.back}
        </Button>
        <Button variant="contained" size="large" onClick={onContinue} disabled={quote.loading && !quote.data} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {t.continue}
        </Button>
      </Box>
    </Stack>
  );
}
