import { Avatar, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import SettingsIcon from '@mui/icons-material/Settings';
import { Link as RouterLink } from 'react-router';
import { fill, messages, type OrganizerView } from '@dorsal/core';
import { manageOrganizerPath } from './organizerPaths.ts';

const t = messages.organizers;

function OrganizerCard({ organizer }: { organizer: OrganizerView }) {
  return (
    <Card component="article" aria-label={organizer.name} data-testid="organizer-card" sx={{ borderTop: `4px solid ${organizer.color ?? '#E1E6EF'}` }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', p: { xs: 2, sm: 2.5 } }}>
        <Avatar variant="rounded" src={organizer.logoUrl ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: '#EEF2F8', color: 'text.secondary', '& img': { objectFit: 'contain' } }}>
          <BusinessIcon />
        </Avatar>
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {organizer.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {organizer.eventCount === 1 ? t.oneEvent : fill(t.eventCount, { count: organizer.eventCount })}
          </Typography>
        </Box>
        <Chip size="small" variant="outlined" label={t.roles[organizer.role]} />
        <Button component={RouterLink} to={manageOrganizerPath(organizer.id)} startIcon={<SettingsIcon />} variant="outlined" aria-label={`${t.configure}: ${organizer.name}`}>
          {t.configure}
        </Button>
      </CardContent>
    </Card>
  );
}

/** 'Mis organizadores' on the admin home: each organizer the account runs, with a way to its settings and team. */
export function OrganizersSection({ organizers }: { organizers: OrganizerView[] }) {
  if (organizers.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="organizers-title" sx={{ mb: 3 }}>
      <Typography id="organizers-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t.lead}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {organizers.map((organizer) => (
          <OrganizerCard key={organizer.id} organizer={organizer} />
        ))}
      </Box>
    </Box>
  );
}
