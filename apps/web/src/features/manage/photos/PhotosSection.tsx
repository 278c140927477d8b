import { Stack } from '@mui/material';
import { PhotoTaggingCard } from './PhotoTaggingCard.tsx';
import { PhotoUploadCard } from './PhotoUploadCard.tsx';

/** 'Fotos' (/admin/eventos/:eventId/fotos): bulk upload by batch, then the photos with their bibs. */
export function PhotosSection({ eventId, editable }: { eventId: number; editable: boolean }) {
  return (
    <Stack spacing={3}>
      {editable && <PhotoUploadCard eventId={eventId} />}
      <PhotoTaggingCard eventId={eventId} editable={editable} />
    </Stack>
  );
}
