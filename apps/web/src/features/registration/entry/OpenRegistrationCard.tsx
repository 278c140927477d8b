import { useId } from 'react';
import { Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Link as RouterLink } from 'react-router';
import { fill, messages } from '@dorsal/core';
import { registrationPaths } from '../../../shared/registration/registrationPaths.ts';
import type { RegistrationOptions } from '@dorsal/core';

const t = messages.registrationScreens;

/** 'Inscripciones abiertas': the modalities with today's price (or AGOTADO) and 'Inscribirme'. */
export function OpenRegistrationCard({ options, tkl }: { options: RegistrationOptions; tkl: string | undefined }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 3 }, borderTop: '4px solid', borderTopColor: 'secondary.main' }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.35rem', mb: 0.5 }}>
        {t.openTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.openLead}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, mb: 2.5 }}>
        {options.modalities.map((modality) => {
          const price = modality.price?.MXN ?? Object.values(modality.price ?? {})[0];
          return (
            <Box component="li" key={modality.code} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {modality.name}
                {modality.teamSize > 1 && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {fill(t.options.teamOf, { size: modality.teamSize })}
                  </Typography>
                )}
              </Typography>
              {modality.soldOut ? (
                <Chip label={modality.soldOutLabel ?? messages.registration.soldOut} color="error" size="small" sx={{ fontWeight: 700 }} />
              ) : (
                <Typography className="tabular-nums" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {modality.open && price ? price.text : t.options.closedModality}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
      <Button
        component={RouterLink}
        to={registrationPaths.wizard(options.event.id, tkl)}
        variant="contained"
        color="secondary"
        size="large"
        startIcon={<HowToRegIcon />}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {t.register}
      </Button>
    </Card>
  );
}
