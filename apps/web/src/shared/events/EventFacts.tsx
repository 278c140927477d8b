import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ScheduleIcon from '@mui/icons-material/Schedule';
import PlaceIcon from '@mui/icons-material/Place';
import type { EventCard } from '@dorsal/core';
import { formatEventDate, formatTimeOfDay, placeText } from './format.ts';

function Fact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ display: 'flex', pt: '1px', '& svg': { fontSize: 20 } }}>
        {icon}
      </Box>
      <Typography variant="body2" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Date with weekday, time of day and place of an event; `full` adds city and country. */
export function EventFacts({
  event,
  showDate = true,
  showTime = true,
  full = false,
}: {
  event: EventCard;
  showDate?: boolean;
  showTime?: boolean;
  full?: boolean;
}) {
  const place = full ? placeText(event.place, event.city, event.country) : placeText(event.place, event.city);
  return (
    <Stack spacing={0.75}>
      {showDate && (
        <Fact icon={<CalendarMonthIcon />} testId="event-date">
          {formatEventDate(event.date)}
        </Fact>
      )}
      {showTime && event.startTime && (
        <Fact icon={<ScheduleIcon />} testId="event-time">
          <span className="tabular-nums">{formatTimeOfDay(event.startTime, event.timeZone)}</span>
        </Fact>
      )}
      {place && (
        <Fact icon={<PlaceIcon />} testId="event-place">
          {place}
        </Fact>
      )}
    </Stack>
  );
}
