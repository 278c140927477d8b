import { Chip, FormControl, FormLabel, RadioGroup, Stack, Typography } from '@mui/material';
import { fill, messages } from '@dorsal/core';
import type { ModalityOption } from '@dorsal/core';
import { ChoiceCard } from './ChoiceCard.tsx';

const t = messages.registrationScreens.options;

function PriceOrState({ modality, currency }: { modality: ModalityOption; currency: string }) {
  if (modality.soldOut) return <Chip label={modality.soldOutLabel ?? messages.registration.soldOut} color="error" size="small" sx={{ fontWeight: 700 }} />;
  const price = modality.price?.[currency];
  if (!modality.open || !price) return <Typography variant="body2">{t.closedModality}</Typography>;
  return (
    <Typography className="tabular-nums" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
      {price.text}
    </Typography>
  );
}

function detailsOf(modality: ModalityOption): string | undefined {
  const details = [modality.description !== modality.name ? modality.description : '', modality.teamSize > 1 ? fill(t.teamOf, { size: modality.teamSize }) : ''];
  return details.filter(Boolean).join(' · ') || undefined;
}

/** 'Distancia': one radio per modality with its price in the chosen currency; AGOTADO ones are disabled. */
export function ModalityPicker({
  modalities,
  currency,
  value,
  onChange,
}: {
  modalities: ModalityOption[];
  currency: string;
  value: string | null;
  onChange: (code: string) => void;
}) {
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0, width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
        {t.modality}
      </FormLabel>
      <RadioGroup value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <Stack spacing={1}>
          {modalities.map((modality) => (
            <ChoiceCard
              key={modality.code}
              value={modality.code}
              name={modality.name}
              checked={modality.code === value}
              disabled={!modality.open}
              details={detailsOf(modality)}
              aside={<PriceOrState modality={modality} currency={currency} />}
            />
          ))}
        </Stack>
      </RadioGroup>
    </FormControl>
  );
}
