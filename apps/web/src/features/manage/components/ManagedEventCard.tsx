import { useId } from 'react';
import { Box, Button, Card, CardContent, Chip, Divider, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import DownloadIcon from '@mui/icons-material/Download';
import SettingsIcon from '@mui/icons-material/Settings';
import PeopleIcon from '@mui/icons-material/People';
import { Link as RouterLink } from 'react-router';
import { fill, messages, staffRoleLabel } from '@dorsal/core';
import { formatEventDate } from '../../../shared/events/format.ts';
import { eventPaths } from '../../../shared/events/eventRoutes.ts';
import type { ManagedEvent } from '../api.ts';
import { StatusSelect } from './StatusSelect.tsx';
import { manageEventPath, manageRegistrantsPath } from '../setup/manageRoutes.ts';
import { ResultsImport } from './ResultsImport.tsx';

const t = messages.manage;

/** One managed event: name, date and role; its status; results import; its results page and the staff's CSV of every row. */
export function ManagedEventCard({ event }: { event: ManagedEvent }) {
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId} data-testid="managed-event" data-event-id={event.id}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography variant="h2" id={headingId} sx={{ fontSize: '1.15rem', flex: '1 1 220px', overflowWrap: 'anywhere' }}>
            {event.name}
          </Typography>
          <Chip size="small" label={staffRoleLabel(event.role)} variant="outlined" />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {formatEventDate(event.date)}
          {event.organizerName && ` · ${fill(messages.organizers.organizedBy, { name: event.organizerName })}`}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '240px minmax(0, 1fr)' }, alignItems: 'start' }}>
          <StatusSelect eventId={event.id} status={event.status} />
          <ResultsImport eventId={event.id} />
        </Box>
        <Divider sx={{ my: 2 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={manageEventPath(event.id)} startIcon={<SettingsIcon />} variant="outlined">
            {messages.eventSetup.settingsLink}
          </Button>
          <Button component={RouterLink} to={manageRegistrantsPath(event.id)} startIcon={<PeopleIcon />} variant="outlined">
            {messages.registrants.tab}
          </Button>
          <Button component={RouterLink} to={eventPaths.results(event.id)} startIcon={<EmojiEventsIcon />}>
            {t.viewResults}
          </Button>
          {event.role !== 'clientManager' && event.role !== 'pointOfSale' && (
            <Button component="a" href={`/api/events/${event.id}/results/export.csv`} download startIcon={<DownloadIcon />}>
              {t.exportResults}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
