import { Box, Button, Stack } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';
import { managePhotoConfigPath } from '../photo-config/photoConfigPaths.ts';
import { PhotoTaggingCard } from './PhotoTaggingCard.tsx';
import { PhotoUploadCard } from './PhotoUploadCard.tsx';

/** 'Fotos' (/admin/eventos/:eventId/fotos): bulk upload by batch, then the photos with their bibs; logos and frames one click away. */
export function PhotosSection({ eventId, editable }: { eventId: number; editable: boolean }) {
  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to={managePhotoConfigPath(eventId)} variant="outlined" startIcon={<TuneIcon />}>
          {messages.photos.config.open}
        </Button>
      </Box>
      {editable && <PhotoUploadCard eventId={eventId} />}
      <PhotoTaggingCard eventId={eventId} editable={editable} />
    </Stack>
  );
}
