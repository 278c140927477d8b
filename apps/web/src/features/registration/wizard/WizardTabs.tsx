import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Box, ButtonBase } from '@mui/material';
import { messages } from '@dorsal/core';
import type { WizardStep } from './wizardState.ts';

const t = messages.registrationScreens;
const labels = [t.tabs.athlete, t.tabs.options, t.tabs.payment, t.tabs.confirmation];

export const wizardTabId = (step: number) => `registration-tab-${step}`;
export const WIZARD_PANEL_ID = 'registration-panel';

/**
 * The four steps as tabs: later ones are locked; once registered only 'Confirmación' stays. Four fixed tabs of equal
 * width need none of MUI Tabs' scrolling and measuring (a sixth of the wizard's first download on an organizer's
 * site): a tablist of buttons with the selected one underlined in the primary colour, arrows moving between the open
 * ones.
 */
export function WizardTabs({ step, finished, onChange }: { step: WizardStep; finished: boolean; onChange: (step: WizardStep) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const isOpen = (index: number) => !(index > step || (finished && index !== 3));

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? [])];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0 || tabs.length === 0) return;
    let next: number | null = null;
    if (event.key in keys) next = (current + keys[event.key]! + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    tabs[next]!.focus();
  }

  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={t.stepsLabel}
      onKeyDown={moveFocus}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', borderBottom: 1, borderColor: 'divider', bgcolor: '#FAFBFD' }}
    >
      {labels.map((label, index) => {
        const selected = index === step;
        return (
          <ButtonBase
            key={label}
            role="tab"
            id={wizardTabId(index)}
            aria-selected={selected}
            aria-controls={WIZARD_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            disabled={!isOpen(index)}
            onClick={() => onChange(index as WizardStep)}
            sx={{
              minHeight: 56,
              px: { xs: 0.25, sm: 2 },
              fontSize: { xs: '0.78rem', sm: '0.95rem' },
              fontWeight: 700,
              lineHeight: 1.2,
              // Dark text under the primary underline: readable in any organizer's colours.
              color: selected ? 'text.primary' : 'text.secondary',
              boxShadow: (theme) => (selected ? `inset 0 -3px 0 ${theme.palette.primary.main}` : 'none'),
              '&.Mui-disabled': { color: 'text.disabled' },
            }}
          >
            {label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
