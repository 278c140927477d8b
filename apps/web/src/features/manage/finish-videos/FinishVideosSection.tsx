import { useState } from 'react';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { fill, messages, type FinishVideoView } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { TooltipIconButton } from '../../../shared/ui/TooltipIconButton.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';
import { FinishVideoDialog } from './FinishVideoDialog.tsx';
import { useDeleteFinishVideo, useFinishVideos } from './finishVideosApi.ts';

const t = messages.finishVideos;

/** 'Videos de meta' (`/admin/eventos/{id}/videos`): the event's finish-line videos with their windows, added, edited, hidden, removed. */
export function FinishVideosSection({ eventId, editable }: { eventId: number; editable: boolean }) {
  const videos = useFinishVideos(eventId);
  const remove = useDeleteFinishVideo(eventId);
  const toast = useToast();
  const [editing, setEditing] = useState<FinishVideoView | 'new' | null>(null);
  const titleOf = (video: FinishVideoView) => video.title || t.untitled;

  return (
    <AdminSectionCard id="finish-videos" title={t.title} lead={t.intro}>
      {videos.isPending ? (
        <LoadingState label={t.loading} />
      ) : videos.isError ? (
        <Alert severity="error">{errorMessage(videos.error)}</Alert>
      ) : (
        <>
          {videos.data.videos.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
          <Box component="ul" aria-label={t.listLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {videos.data.videos.map((video) => (
              <Box
                component="li"
                key={video.id}
                data-testid="finish-video-row"
                sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 1, borderBottom: '1px solid', borderColor: 'divider', flexWrap: 'wrap' }}
              >
                <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{titleOf(video)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t.kinds[video.kind]} · {fill(t.window, { start: video.startTime, end: video.endTime })}
                  </Typography>
                </Box>
                {video.hidden && <Chip size="small" label={t.hiddenChip} />}
                {editable && (
                  <>
                    <TooltipIconButton label={fill(t.editLabel, { title: titleOf(video) })} onClick={() => setEditing(video)}>
                      <EditIcon fontSize="small" />
                    </TooltipIconButton>
                    <TooltipIconButton
                      label={fill(t.removeLabel, { title: titleOf(video) })}
                      onClick={() => remove.mutate(video.id, { onSuccess: () => toast.success(t.removed), onError: (error) => toast.error(errorMessage(error)) })}
                    >
                      <DeleteIcon fontSize="small" />
                    </TooltipIconButton>
                  </>
                )}
              </Box>
            ))}
          </Box>
          {editable && (
            <Button variant="contained" startIcon={<AddIcon />} sx={{ mt: 2 }} onClick={() => setEditing('new')}>
              {t.add}
            </Button>
          )}
        </>
      )}
      {editing && <FinishVideoDialog eventId={eventId} video={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminSectionCard>
  );
}
