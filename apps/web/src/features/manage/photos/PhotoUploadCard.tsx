import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { acceptedPhotoTypes, fill, messages, type PhotoBatchView } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';
import { useCheckpoints } from '../setup/checkpoints/checkpointsApi.ts';
import { useCreatePhotoBatch, usePhotoBatch, usePhotoBatches } from './photosApi.ts';
import { UploadFileList } from './UploadFileList.tsx';
import { usePhotoUploader } from './usePhotoUploader.ts';

const t = messages.photos.upload;
export const pointLabel = (point: string) => (point === 'meta' ? t.meta : fill(t.checkpoint, { number: point }));

/** 'Subir fotos': a batch per photographic point and camera offset; files by drag and drop or the file picker. */
export function PhotoUploadCard({ eventId }: { eventId: number }) {
  const checkpoints = useCheckpoints(eventId);
  const batches = usePhotoBatches(eventId);
  const createBatch = useCreatePhotoBatch(eventId);
  const uploader = usePhotoUploader(eventId);
  const [point, setPoint] = useState('meta');
  const [offset, setOffset] = useState('0');
  const [resuming, setResuming] = useState<PhotoBatchView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const uploading = uploader.items.some((item) => item.state === 'uploading' || item.state === 'waiting');
  const sent = uploader.items.filter((item) => item.state === 'uploaded').length;
  const batch = usePhotoBatch(eventId, uploader.batchId, uploading, sent);
  const client = useQueryClient();
  const progress = batch.data ? JSON.stringify(batch.data.batch.counts) : '';
  // The batch list and the photos below follow the batch being processed.
  useEffect(() => {
    if (progress) void client.invalidateQueries({ queryKey: ['photo-batches', eventId] });
    if (progress) void client.invalidateQueries({ queryKey: ['manage-photos', eventId] });
  }, [client, eventId, progress]);

  async function take(files: File[]) {
    if (files.length === 0) return;
    setError(null);
    try {
      let batchId = resuming?.id ?? uploader.batchId;
      if (batchId === null) {
        const created = await createBatch.mutateAsync({ point, cameraClockOffsetSeconds: Number(offset), totalFiles: files.length });
        batchId = created.batch.id;
      }
      await uploader.queue.start(batchId, files);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take([...event.dataTransfer.files]);
  };

  const locked = uploader.batchId !== null || resuming !== null;
  const offsetInvalid = !/^-?\d{1,5}$/.test(offset.trim()) || Math.abs(Number(offset)) > 86_400;
  return (
    <AdminSectionCard id="photo-upload" title={t.title} lead={t.intro}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField select label={t.point} value={resuming?.point ?? point} onChange={(event) => setPoint(event.target.value)} disabled={locked} sx={{ flex: '1 1 220px' }}>
            <MenuItem value="meta">{t.meta}</MenuItem>
            {(checkpoints.data?.checkpoints ?? []).map((checkpoint) => (
              <MenuItem key={checkpoint.number} value={String(checkpoint.number)}>
                {pointLabel(String(checkpoint.number))} · {checkpoint.description}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t.offset}
            value={resuming ? String(resuming.cameraClockOffsetSeconds) : offset}
            onChange={(event) => setOffset(event.target.value)}
            disabled={locked}
            error={offsetInvalid}
            helperText={offsetInvalid ? t.errors.badOffset : t.offsetHelp}
            // The help stays readable (AA) while the field is locked for a running batch.
            slotProps={{ htmlInput: { inputMode: 'numeric' }, formHelperText: { disabled: false } }}
            sx={{ flex: '2 1 280px' }}
          />
        </Stack>
        {resuming && <Alert severity="info">{t.resumeHelp}</Alert>}
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{ border: '2px dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 2, p: { xs: 2, sm: 4 }, textAlign: 'center', bgcolor: dragging ? 'action.hover' : undefined }}
        >
          <Typography sx={{ mb: 1.5 }}>{t.drop}</Typography>
          <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => input.current?.click()} disabled={offsetInvalid || createBatch.isPending}>
            {t.choose}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={acceptedPhotoTypes.join(',')}
            data-testid="photo-files"
            onChange={(event) => {
              void take([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
        {uploader.items.length > 0 && <UploadFileList uploader={uploader} files={batch.data?.files ?? []} counts={batch.data?.batch.counts} />}
        {!uploading && locked && (
          <Button
            onClick={() => {
              uploader.queue.clear();
              setResuming(null);
            }}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t.newBatch}
          </Button>
        )}
        <BatchList batches={batches.data?.batches ?? []} onResume={(row) => setResuming(row)} disabled={locked} />
      </Stack>
    </AdminSectionCard>
  );
}

function BatchList({ batches, onResume, disabled }: { batches: PhotoBatchView[]; onResume: (batch: PhotoBatchView) => void; disabled: boolean }) {
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {t.batches}
      </Typography>
      {batches.length === 0 && <Typography color="text.secondary">{t.noBatches}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {batches.map((batch) => {
          const received = batch.counts.pending + batch.counts.processing + batch.counts.ready + batch.counts.failed;
          return (
            <Box component="li" key={batch.id} data-testid="photo-batch" sx={{ py: 1, borderBottom: '1px solid', borderColor: 'divider', display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography sx={{ flex: '1 1 260px' }}>
                {fill(t.batchLine, { batch: batch.id, point: pointLabel(batch.point), count: batch.totalFiles, offset: batch.cameraClockOffsetSeconds })}
              </Typography>
              <Chip size="small" label={fill(t.processing, { ready: batch.counts.ready, processing: batch.counts.pending + batch.counts.processing, failed: batch.counts.failed })} />
              {received < batch.totalFiles && (
                <Button size="small" onClick={() => onResume(batch)} disabled={disabled}>
                  {fill(t.resume, { batch: batch.id })}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
      {batches.some((batch) => batch.counts.pending + batch.counts.processing > 0) && <LinearProgress sx={{ mt: 1 }} aria-label={t.states.processing} />}
    </Box>
  );
}
