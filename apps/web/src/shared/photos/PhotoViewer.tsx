import { useId, useState } from 'react';
import { AppBar, Box, Button, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { fill, messages } from '@dorsal/core';
import { PhotoEditor } from './PhotoEditor.tsx';

const t = messages.photos.carousel;

export interface ViewedPhoto {
  url: string;
  thumbUrl: string;
}

/** A photo in full screen, with the previous and next ones and the way into the editor. */
export function PhotoViewer({ photos, start, eventId, athleteName, alt, onClose }: { photos: readonly ViewedPhoto[]; start: number; eventId: number; athleteName: string; alt: (index: number) => string; onClose: () => void }) {
  const titleId = useId();
  const [index, setIndex] = useState(start);
  const [editing, setEditing] = useState(false);
  const photo = photos[index];
  if (!photo) return null;
  const step = (direction: 1 | -1) => setIndex((current) => (current + direction + photos.length) % photos.length);
  if (editing) return <PhotoEditor eventId={eventId} url={photo.url} athleteName={athleteName} onClose={() => setEditing(false)} />;
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid="photo-viewer"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') step(-1);
        if (event.key === 'ArrowRight') step(1);
      }}
    >
      <AppBar position="static" color="default" elevation={0}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <Typography id={titleId} component="h2" sx={{ flex: 1, fontWeight: 700 }} noWrap>
            {fill(t.viewer, { number: index + 1, total: photos.length })}
          </Typography>
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
          <IconButton edge="end" aria-label={t.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, minHeight: 0, position: 'relative', bgcolor: '#11141B', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Box component="img" src={photo.url} alt={alt(index)} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        {photos.length > 1 && (
          <>
            <IconButton aria-label={t.previous} onClick={() => step(-1)} sx={{ position: 'absolute', left: 8, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#FFFFFF' } }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={t.next} onClick={() => step(1)} sx={{ position: 'absolute', right: 8, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#FFFFFF' } }}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
