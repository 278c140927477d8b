import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DescriptionIcon from '@mui/icons-material/Description';
import { Link as RouterLink, useParams } from 'react-router';
import { messages, readCallDocument } from '@dorsal/core';
import type { EventDetail } from '@dorsal/core';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { EventGate } from '../../../shared/events/EventGate.tsx';
import { EventHeader } from '../../../shared/events/EventHeader.tsx';
import { CallDocumentBlock } from '../../../shared/events/CallDocumentBlock.tsx';
import { ModalityList } from '../../../shared/events/ModalityList.tsx';
import { eventPaths } from '../../../shared/events/eventRoutes.ts';

const t = messages.events;

function CallDocumentContent({ event, backTo }: { event: EventDetail; backTo: string }) {
  // Stored documents are read defensively: blocks of the wrong shape are left out and reported.
  const read = readCallDocument(event.callDocument);
  const blocks = read?.document.blocks ?? [];
  const skipped = (read?.skippedBlocks ?? 0) + (event.callDocumentIncomplete ? 1 : 0);
  const title = read?.document.title ?? t.callDocument;
  return (
    <Box sx={{ py: { xs: 3, sm: 5 } }}>
      <EventHeader event={event} kicker={t.callDocument} />
      <Card component="section" aria-label={title}>
        {blocks.length > 0 ? (
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.45rem', mb: 2.5 }}>
              {title}
            </Typography>
            <Stack spacing={3}>
              {blocks.map((block, index) => (
                <CallDocumentBlock key={index} block={block} />
              ))}
              {skipped > 0 && <Alert severity="warning">{t.callDocumentPartial}</Alert>}
            </Stack>
          </CardContent>
        ) : (
          <EmptyState icon={<DescriptionIcon />} text={skipped > 0 ? t.callDocumentUnreadable : t.callDocumentEmpty} />
        )}
      </Card>
      <ModalityList modalities={event.modalities} timeZone={event.timeZone} />
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} sx={{ mt: 3 }}>
        {t.backToEvent}
      </Button>
    </Box>
  );
}

/** /proximos-eventos/:eventKey/convocatoria and /resultados/:eventKey/convocatoria. */
export function CallDocumentPage({ section }: { section: 'upcoming' | 'results' }) {
  const { eventKey } = useParams();
  return (
    <EventGate eventKey={eventKey}>
      {(event) => (
        <CallDocumentContent event={event} backTo={section === 'results' ? eventPaths.results(event.id) : eventPaths.info(event.id)} />
      )}
    </EventGate>
  );
}
