import { Button, Card, Stack } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';
import { Page } from '../ui/Page.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';

const t = messages.events;

/** An unknown event id or a malformed route key. */
export function EventNotFound() {
  return (
    <Page title={t.notFound}>
      <Card>
        <EmptyState
          icon={<EventBusyIcon />}
          text={t.notFoundHint}
          action={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button component={RouterLink} to="/proximos-eventos" variant="contained">
                {t.seeUpcoming}
              </Button>
              <Button component={RouterLink} to="/resultados" variant="outlined">
                {t.seePast}
              </Button>
            </Stack>
          }
        />
      </Card>
    </Page>
  );
}
