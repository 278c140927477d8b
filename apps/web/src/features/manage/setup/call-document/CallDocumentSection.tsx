import { Alert } from '@mui/material';
import { messages } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { CallDocumentEditor } from './CallDocumentEditor.tsx';
import { useCallDocument } from '../eventSetupApi.ts';

/** The 'Convocatoria' tab: loads the stored document into the editor. */
export function CallDocumentSection({ eventId, editable }: { eventId: number; editable: boolean }) {
  const query = useCallDocument(eventId);
  if (query.isPending) return <LoadingState label={messages.eventSetup.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return <CallDocumentEditor eventId={eventId} document={query.data} editable={editable} />;
}
