import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { fill, messages, type BatchFileView, type PhotoBatchView } from '@dorsal/core';
import type { UploadItem } from './photoUploadQueue.ts';
import type { UploaderView } from './usePhotoUploader.ts';

const t = messages.photos.upload;

/** What a file shows: its upload state, then (once received) its processing state and the server's reason. */
function stateOf(item: UploadItem, received: BatchFileView | undefined): { label: string; error: string | null; tone: 'error' | 'success' | 'text.secondary' } {
  if (received) {
    if (received.status === 'failed') return { label: t.states.rejected, error: received.error, tone: 'error' };
    if (received.status === 'ready') return { label: t.states.ready, error: null, tone: 'success' };
    return { label: t.states[received.status], error: null, tone: 'text.secondary' };
  }
  if (item.state === 'failed') return { label: t.states.failed, error: item.error, tone: 'error' };
  return { label: t.states[item.state], error: null, tone: 'text.secondary' };
}

/** The batch's files: a total, then one row per file with its progress, its state and Reintentar / Omitir when it failed. */
export function UploadFileList({ uploader, files, counts }: { uploader: UploaderView; files: BatchFileView[]; counts: PhotoBatchView['counts'] | undefined }) {
  const byKey = new Map(files.map((file) => [file.uploadKey, file]));
  const { items } = uploader;
  const done = items.filter((item) => item.state === 'uploaded' || item.state === 'already').length;
  const bytes = items.reduce((sum, item) => sum + item.file.size, 0);
  const sent = items.reduce((sum, item) => sum + (item.state === 'skipped' ? item.file.size : item.sent), 0);
  const failed = items.filter((item) => item.state === 'failed').length;
  return (
    <Stack spacing={1}>
      <Typography role="status" data-testid="upload-total">
        {fill(t.total, { done, total: items.length })}
        {counts ? ` · ${fill(t.processing, { ready: counts.ready, processing: counts.pending + counts.processing, failed: counts.failed })}` : ''}
      </Typography>
      <LinearProgress variant="determinate" value={bytes === 0 ? 100 : (100 * sent) / bytes} aria-label={fill(t.total, { done, total: items.length })} />
      {failed > 1 && (
        <Button size="small" onClick={() => uploader.queue.retryFailed()} sx={{ alignSelf: 'flex-start' }}>
          {t.retryFailed}
        </Button>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 360, overflowY: 'auto' }}>
        {items.map((item) => {
          const state = stateOf(item, byKey.get(item.key));
          return (
            <Box component="li" key={item.key} data-testid="upload-file" sx={{ py: 0.75, borderBottom: '1px solid', borderColor: 'divider' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ flex: '1 1 160px', overflowWrap: 'anywhere' }}>{item.file.name}</Typography>
                <Typography variant="body2" sx={{ color: state.tone === 'text.secondary' ? 'text.secondary' : `${state.tone}.dark` }}>
                  {state.label}
                </Typography>
                {item.state === 'failed' && (
                  <>
                    <Button size="small" onClick={() => uploader.queue.retry(item.key)}>
                      {t.retry}
                    </Button>
                    <Button size="small" onClick={() => uploader.queue.skip(item.key)}>
                      {t.skip}
                    </Button>
                  </>
                )}
              </Stack>
              {item.state === 'uploading' && <LinearProgress variant="determinate" value={(100 * item.sent) / Math.max(1, item.file.size)} aria-label={fill(t.fileProgress, { name: item.file.name })} sx={{ mt: 0.5 }} />}
              {state.error && (
                <Typography variant="body2" sx={{ color: 'error.dark' }}>
                  {state.error}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
