import { Tab, Tabs } from '@mui/material';
import { messages } from '@dorsal/core';
import type { ModalityView } from '@dorsal/core';

/** The modality a report shows; scrolls sideways when there are many. */
export function ModalityTabs({
  modalities,
  value,
  onChange,
}: {
  modalities: ModalityView[];
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_, code: string) => onChange(code)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={messages.results.modality}
      sx={{ flexShrink: 0, borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 }, minHeight: 44 }}
    >
      {modalities.map((modality) => (
        <Tab key={modality.code} value={modality.code} label={modality.name} sx={{ minHeight: 44, fontWeight: 700 }} />
      ))}
    </Tabs>
  );
}
