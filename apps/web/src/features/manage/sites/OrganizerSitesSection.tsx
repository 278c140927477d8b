import { useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { fill, messages, type OrganizerView } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { formatShortDate } from '../../../shared/formatting/dates.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';
import { CreateSiteDialog } from './CreateSiteDialog.tsx';
import { siteEditorPath } from './sitePaths.ts';
import { useOrganizerSites } from './sitesApi.ts';

const t = messages.siteEditor;

/** 'Sitios web' on the organizer's page: its sites by host, whether each is published, and 'Crear sitio'. */
export function OrganizerSitesSection({ organizer }: { organizer: OrganizerView }) {
  const sites = useOrganizerSites(organizer.id);
  const [creating, setCreating] = useState(false);
  return (
    <AdminSectionCard id="organizer-sites-title" title={t.sectionTitle} lead={t.sectionLead}>
      {sites.isPending ? (
        <LoadingState />
      ) : sites.isError ? (
        <Alert severity="error">{errorMessage(sites.error)}</Alert>
      ) : sites.data.length === 0 ? (
        <Alert severity="info">{t.none}</Alert>
      ) : (
        <List dense disablePadding data-testid="organizer-sites">
          {sites.data.map((site) => (
            <ListItem
              key={site.id}
              divider
              disableGutters
              secondaryAction={
                <Button component={RouterLink} to={siteEditorPath(organizer.id, site.id)} aria-label={fill(t.editLabel, { host: site.host })}>
                  {t.edit}
                </Button>
              }
            >
              <ListItemText
                sx={{ pr: 10 }}
                primary={site.host}
                secondary={
                  <Box component="span" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                    <Chip
                      component="span"
                      size="small"
                      color={site.publishedAt ? 'success' : 'default'}
                      label={site.publishedAt ? fill(t.publishedOn, { date: formatShortDate(site.publishedAt) }) : t.notPublished}
                    />
                    {site.publishedAt && site.unpublishedChanges && <Chip component="span" size="small" variant="outlined" label={t.unpublished} />}
                  </Box>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button startIcon={<AddIcon />} variant="outlined" sx={{ mt: 2 }} onClick={() => setCreating(true)}>
        {t.create}
      </Button>
      {creating && <CreateSiteDialog organizerId={organizer.id} open onClose={() => setCreating(false)} />}
    </AdminSectionCard>
  );
}
