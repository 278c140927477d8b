import { useState } from 'react';
import { Box } from '@mui/material';
import { fill, messages, type RacePhotoView } from '@dorsal/core';
import { PhotoViewer } from '../../shared/photos/PhotoViewer.tsx';

/** Thumbnails in a responsive grid; each opens full screen, and from there the editor. */
export function PhotoGrid({ photos, eventId, name, alt }: { photos: readonly RacePhotoView[]; eventId: number; name: string; alt: (index: number) => string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(6, 1fr)' } }}>
        {photos.map((photo, index) => (
          <Box component="li" key={photo.id} data-testid="gallery-photo">
            <Box
              component="button"
              type="button"
              onClick={() => setOpen(index)}
              aria-label={fill(messages.photos.carousel.open, { number: index + 1 })}
              sx={{ display: 'block', width: '100%', p: 0, border: 0, borderRadius: 1.5, overflow: 'hidden', cursor: 'zoom-in', bgcolor: '#E1E6EF' }}
            >
              <Box component="img" src={photo.thumbUrl} alt={alt(index)} loading="lazy" decoding="async" sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' }} />
            </Box>
          </Box>
        ))}
      </Box>
      {open !== null && <PhotoViewer photos={photos} start={open} eventId={eventId} athleteName={name} alt={alt} onClose={() => setOpen(null)} />}
    </>
  );
}
