import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { messages } from '@dorsal/core/i18n/messages';
import { countdownParts, twoDigits } from '../countdown.ts';
import { Contained } from './Contained.tsx';
import type { SectionProps } from './types.ts';

const t = messages.sites;

/** Days, hours, minutes and seconds to the target, refreshed every second (document 3 §9); then `finishedText`. */
export function CountdownSection({ section }: SectionProps<'countdown'>) {
  const target = Date.parse(section.target);
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(target, now);
  useEffect(() => {
    if (parts.finished) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [parts.finished]);
  const units = [
    { value: String(parts.days), label: t.countdown.days },
    { value: twoDigits(parts.hours), label: t.countdown.hours },
    { value: twoDigits(parts.minutes), label: t.countdown.minutes },
    { value: twoDigits(parts.seconds), label: t.countdown.seconds },
  ];
  return (
    <Contained maxWidth={760}>
      <Box sx={{ textAlign: 'center' }}>
        {section.title && (
          <Typography variant="h2" sx={{ mb: 2 }}>
            {section.title}
          </Typography>
        )}
        {parts.finished ? (
          <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>{section.finishedText || t.finished}</Typography>
        ) : (
          <Box role="timer" data-testid="countdown" sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: { xs: 1, sm: 2 } }}>
            {units.map((unit) => (
              <Box key={unit.label} sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: '16px', py: { xs: 1.5, sm: 2.5 } }}>
                <Box sx={{ fontSize: { xs: '1.9rem', sm: '2.8rem' }, fontWeight: 700, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}>{unit.value}</Box>
                <Box sx={{ fontSize: { xs: '0.8rem', sm: '0.95rem' } }}>{unit.label}</Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Contained>
  );
}
