import { useEffect } from 'react';
import { Alert, Box, Button, Card, Skeleton } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { messages } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { usePageTitle } from '../../../shared/ui/usePageTitle.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useConfirmation } from '../api.ts';
import { ConfirmationDocument } from '../confirmation/ConfirmationDocument.tsx';
import { useAutoDownload } from '../confirmation/useAutoDownload.ts';

const t = messages.registrationScreens.confirmation;

function Missing({ text }: { text: string }) {
  return (
    <Card>
      <EmptyState
        icon={<SearchOffIcon />}
        text={text}
        action={
          <Button component={RouterLink} to="/proximos-eventos" variant="outlined">
            {messages.events.seeUpcoming}
          </Button>
        }
      />
    </Card>
  );
}

export function ConfirmationContent({ registry, eventId, download }: { registry: string; eventId: number | null; download: boolean }) {
  const query = useConfirmation(registry, eventId);
  const toast = useToast();
  const bibPending = query.data !== undefined && !(query.data.bib && query.data.bib > 0);
  useAutoDownload(query.data?.pdfUrl, download);
  useEffect(() => {
    if (bibPending) toast.info(query.data?.bibMessage ?? t.bibPending);
  }, [bibPending, query.data?.bibMessage, toast]);

  if (!registry || eventId === null) return <Missing text={t.missingKey} />;
  if (query.isPending) return <Skeleton variant="rounded" height={480} aria-label={messages.common.loading} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <Missing text={query.error.message} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return <ConfirmationDocument confirmation={query.data} refreshing={query.isFetching} onRefresh={() => void query.refetch()} />;
}

/** /detalle-inscrito?registry=KEY&event=ID&download=1: the confirmation document of a registration. */
export function ConfirmationPage() {
  usePageTitle(t.title);
  const [params] = useSearchParams();
  const eventParam = Number(params.get('event'));
  const eventId = Number.isInteger(eventParam) && eventParam > 0 ? eventParam : null;
  const download = ['1', 'true', 'si', 'sí'].includes((params.get('download') ?? '').toLowerCase());
  return (
    <Box sx={{ py: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto' }}>
      <ConfirmationContent registry={params.get('registry') ?? ''} eventId={eventId} download={download} />
    </Box>
  );
}
