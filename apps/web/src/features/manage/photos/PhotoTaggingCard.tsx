import { useRef, useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Pagination, Stack, Switch, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { bibListProblem, fill, messages, type StaffPhoto } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { paginationItemLabel } from '../../../shared/ui/paginationLabels.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';
import { pointLabel } from './PhotoUploadCard.tsx';
import { useImportPhotoTags, useSetPhotoBibs, useSetPhotoVisible, useStaffPhotos } from './photosApi.ts';

const t = messages.photos.tagging;

/** 'Números en las fotos': the event's photos, newest first, each with its bibs; a CSV of file → bibs imported all or nothing. */
export function PhotoTaggingCard({ eventId, editable }: { eventId: number; editable: boolean }) {
  const [page, setPage] = useState(1);
  const [processing, setProcessing] = useState(false);
  const photos = useStaffPhotos(eventId, page, processing);
  const waiting = photos.data?.photos.some((photo) => photo.status === 'pending' || photo.status === 'processing') ?? false;
  if (waiting !== processing) setProcessing(waiting);
  return (
    <AdminSectionCard id="photo-tagging" title={t.title} lead={t.intro}>
      {editable && <TagsImport eventId={eventId} />}
      {photos.isPending ? (
        <LoadingState label={t.title} />
      ) : photos.isError ? (
        <Alert severity="error">{errorMessage(photos.error)}</Alert>
      ) : (
        <>
          {photos.data.photos.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
            {photos.data.photos.map((photo) => (
              <PhotoTile key={photo.id} eventId={eventId} photo={photo} editable={editable} />
            ))}
          </Box>
          {photos.data.pages > 1 && <Pagination sx={{ mt: 2 }} count={photos.data.pages} page={page} onChange={(_, next) => setPage(next)} getItemAriaLabel={paginationItemLabel} />}
        </>
      )}
    </AdminSectionCard>
  );
}

function PhotoTile({ eventId, photo, editable }: { eventId: number; photo: StaffPhoto; editable: boolean }) {
  const [bibs, setBibs] = useState(photo.bibs.join(', '));
  const save = useSetPhotoBibs(eventId);
  const visible = useSetPhotoVisible(eventId);
  const toast = useToast();
  const problem = bibListProblem(bibs);
  const fieldError = save.error instanceof ApiError ? (save.error.fields.bibs ?? save.error.message) : null;
  return (
    <Box component="li" data-testid="staff-photo" sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      {photo.thumbUrl ? (
        <Box component="img" src={photo.thumbUrl} alt={fill(t.photoAlt, { file: photo.fileName })} sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }} />
      ) : (
        <Box sx={{ aspectRatio: '3 / 2', bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 1 }}>
          <Typography variant="body2" sx={{ color: photo.status === 'failed' ? 'error.dark' : 'text.secondary', textAlign: 'center' }}>
            {photo.status === 'failed' ? photo.error : messages.photos.upload.states[photo.status]}
          </Typography>
        </Box>
      )}
      <Stack spacing={1} sx={{ p: 1.5 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {photo.fileName} · {pointLabel(photo.point)}
        </Typography>
        {editable && photo.status === 'ready' && (
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              if (problem) return;
              save.mutate({ photoId: photo.id, bibs }, { onSuccess: () => toast.success(t.saved) });
            }}
          >
            <TextField size="small" fullWidth label={t.bibs} value={bibs} onChange={(event) => setBibs(event.target.value)} error={Boolean(problem ?? fieldError)} helperText={problem ?? fieldError ?? t.bibsHelp} />
            <Button type="submit" size="small" sx={{ mt: 0.5 }} disabled={save.isPending}>
              {t.save}
            </Button>
          </Box>
        )}
        {editable && photo.status === 'ready' && (
          <FormControlLabel control={<Switch size="small" checked={photo.visible} onChange={(event) => visible.mutate({ photoId: photo.id, visible: event.target.checked })} />} label={t.visible} />
        )}
      </Stack>
    </Box>
  );
}

function TagsImport({ eventId }: { eventId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const importTags = useImportPhotoTags(eventId);
  const toast = useToast();
  const error = importTags.error;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.importHelp}
      </Typography>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={importTags.isPending}>
        {t.importCsv}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".csv,text/csv,text/plain"
        data-testid="photo-tags-csv"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void file.text().then((csv) => importTags.mutate(csv, { onSuccess: (answer) => toast.success(fill(t.imported, { photos: answer.photos })) }));
        }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorMessage(error)}
          {error instanceof ApiError && error.problems.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {error.problems.map((problem, index) => (
                <li key={index}>{problem.message}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
