import { useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { challengeImagesApi, fill, imageFileName, messages, photoToolsOf, routePath, type ParticipantImagesStatus, type PhotoKind, type PhotoTool } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { downloadFile, useMyImagesStatus } from './challengeImagesApi.ts';

const t = messages.challengeImages;

function missingReason(tool: PhotoTool, status: ParticipantImagesStatus): string | null {
  if (tool === 'goalTime' && !status.goalTime) return t.noGoal;
  if (tool === 'officialTime' && !status.finishTime) return t.noFinish;
  return null;
}

function ToolCard({ challengeId, kind, tool, status }: { challengeId: string; kind: PhotoKind; tool: PhotoTool; status: ParticipantImagesStatus }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const photoUrl = kind === 'startLine' ? status.startPhotoUrl : status.finishPhotoUrl;
  const url = routePath(challengeImagesApi.photoTool, { id: challengeId, userId: 'me', photo: kind, tool });
  const missing = missingReason(tool, status);
  const label = t.tools[tool];
  async function download() {
    setBusy(true);
    try {
      await downloadFile(url, imageFileName(t.fileNames.photo, { tool: label, name: status.athleteName }, 'jpg'));
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card variant="outlined" data-testid={`photo-tool-${tool}`}>
      <CardContent sx={{ pb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {label}
        </Typography>
        {missing ? (
          <Alert severity="info">{missing}</Alert>
        ) : (
          <Box
            component="img"
            src={`${url}?v=${encodeURIComponent(`${photoUrl ?? ''}|${status.goalTime ?? ''}|${status.finishTime ?? ''}`)}`}
            alt={fill(t.toolAlt, { tool: label.toLowerCase() })}
            loading="lazy"
            sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1, bgcolor: '#F3F5F9', minHeight: 120 }}
          />
        )}
      </CardContent>
      <CardActions>
        <Button startIcon={<DownloadIcon />} disabled={missing !== null} loading={busy} onClick={() => void download()}>
          {t.download}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The photo tools for the athlete's start photo (frame, goal time, bib) or finish photo (frame, official time, medal), each with 'Descargar'. */
export function PhotoTools({ challengeId, kind }: { challengeId: string; kind: PhotoKind }) {
  const query = useMyImagesStatus(challengeId);
  if (query.isPending) return <LoadingState label={t.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const status = query.data;
  const photoUrl = kind === 'startLine' ? status.startPhotoUrl : status.finishPhotoUrl;
  return (
    <Box component="section" aria-label={t.photoTools}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t.photoTools}
      </Typography>
      {!photoUrl ? (
        <Alert severity="info">{t.noPhoto}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(240px, 1fr))' } }}>
          {photoToolsOf[kind].map((tool) => (
            <ToolCard key={tool} challengeId={challengeId} kind={kind} tool={tool} status={status} />
          ))}
        </Box>
      )}
    </Box>
  );
}
