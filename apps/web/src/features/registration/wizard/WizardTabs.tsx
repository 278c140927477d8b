import { Tab, Tabs } from '@mui/material';
import { messages } from '@dorsal/core';
import type { WizardStep } from './wizardState.ts';

const t = messages.registrationScreens;
const labels = [t.tabs.athlete, t.tabs.options, t.tabs.payment, t.tabs.confirmation];

export const wizardTabId = (step: number) => `registration-tab-${step}`;
export const WIZARD_PANEL_ID = 'registration-panel';

/** The four steps as tabs: later ones are locked; once registered only 'Confirmación' stays. */
export function WizardTabs({ step, finished, onChange }: { step: WizardStep; finished: boolean; onChange: (step: WizardStep) => void }) {
  return (
    <Tabs
      value={step}
      onChange={(_, value: WizardStep) => onChange(value)}
      variant="fullWidth"
      aria-label={t.stepsLabel}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: '#FAFBFD' }}
    >
      {labels.map((label, index) => (
        <Tab
          key={label}
          value={index}
          label={label}
          id={wizardTabId(index)}
          aria-controls={WIZARD_PANEL_ID}
          disabled={index > step || (finished && index !== 3)}
          sx={{ minWidth: 0, minHeight: 56, px: { xs: 0.25, sm: 2 }, fontSize: { xs: '0.78rem', sm: '0.95rem' }, fontWeight: 700, lineHeight: 1.2 }}
        />
      ))}
    </Tabs>
  );
}
