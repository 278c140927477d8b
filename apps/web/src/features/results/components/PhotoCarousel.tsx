import { useId, useRef, useState } from 'react';
import { Box, Card, IconButton, Typography, useMediaQuery } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { messages, fill } from '@dorsal/core';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { PhotoViewer } from '../../../shared/photos/PhotoViewer.tsx';
import type { ResultDetail } from '../types.ts';

const t = messages.results;
const GAP_PX = 8;

/** The athlete's photos: 5 per view above 992 px, 3 below (spec §9), swiped or paged with buttons; each opens full screen. */
export function PhotoCarousel({ photos, name, eventId }: { photos: ResultDetail['photos']; name: string; eventId: number }) {
  const headingId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const alt = (index: number) => fill(t.photoAlt, { number: index + 1, name });
  const trackRef = useRef<HTMLUListElement>(null);
  const perView = useMediaQuery('(min-width:993px)') ? 5 : 3;
  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    track?.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };
  const paged = photos.length > perView;
  return (
    <Card component="section" aria-labelledby={headingId} data-testid="athlete-photos">
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          {t.photos}
        </Typography>
        {paged && (
          <>
            <IconButton aria-label={t.previousPhotos} onClick={() => page(-1)}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={t.nextPhotos} onClick={() => page(1)}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
      {photos.length === 0 ? (
        <EmptyState icon={<PhotoLibraryOutlinedIcon />} text={t.noPhotos} />
      ) : (
        <Box
          component="ul"
          ref={trackRef}
          aria-labelledby={headingId}
          sx={{
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: `calc((100% - ${(perView - 1) * GAP_PX}px) / ${perView})`,
            gap: `${GAP_PX}px`,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            scrollPaddingInline: 16,
            listStyle: 'none',
            m: 0,
            px: 2,
            pb: 2,
          }}
        >
          {photos.map((photo, index) => (
            <Box component="li" key={photo.url} data-testid="photo-slide" sx={{ scrollSnapAlign: 'start', minWidth: 0 }}>
              <Box
                component="button"
                type="button"
                onClick={() => setOpen(index)}
                aria-label={fill(messages.photos.carousel.open, { number: index + 1 })}
                sx={{ display: 'block', width: '100%', p: 0, border: 0, cursor: 'zoom-in', borderRadius: 2, overflow: 'hidden', bgcolor: '#E1E6EF' }}
              >
                <Box
                  component="img"
                  src={photo.thumbUrl || photo.url}
                  alt={alt(index)}
                  loading="lazy"
                  decoding="async"
                  sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {open !== null && <PhotoViewer photos={photos} start={open} eventId={eventId} athleteName={name} alt={alt} onClose={() => setOpen(null)} />}
    </Card>
  );
}
