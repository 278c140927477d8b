import { Box, Typography } from '@mui/material';
import { fill, messages } from '@dorsal/core';
import { usePageTitle } from '../../../shared/ui/usePageTitle.ts';
import { BrandMark } from '../../../shared/ui/BrandMark.tsx';
import { formatEventDate, formatTimeOfDay, placeText } from '../../../shared/events/format.ts';
import type { RegistrationOptions } from '@dorsal/core';

/** The compact top of the wizard page: logo, event name (the heading), date, time and place. */
export function RegistrationEventBar({ event }: { event: RegistrationOptions['event'] }) {
  usePageTitle(`${messages.registrationScreens.pageTitle} · ${event.name}`);
  const when = [formatEventDate(event.date), event.startTime && formatTimeOfDay(event.startTime, event.timeZone)].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2.5 }}>
      <Box
        sx={{
          width: 72,
          height: 72,
          flexShrink: 0,
          borderRadius: 2,
          bgcolor: '#FFFFFF',
          border: '1px solid #E1E6EF',
          borderBottom: event.organizer?.color ? `4px solid ${event.organizer.color}` : undefined,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {event.logoUrl ? (
          <Box component="img" src={event.logoUrl} alt="" sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <BrandMark size={44} />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="secondary.dark" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
          {messages.registrationScreens.pageTitle}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.3rem', sm: '1.7rem' }, overflowWrap: 'anywhere' }}>
          {event.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {when}
          {' · '}
          {placeText(event.place, event.city)}
        </Typography>
        {event.organizer && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {fill(messages.organizers.organizedBy, { name: event.organizer.name })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
