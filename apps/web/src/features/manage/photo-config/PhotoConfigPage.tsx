import { useState } from 'react';
import { Alert, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import FilterFramesOutlinedIcon from '@mui/icons-material/FilterFramesOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { defaultLogoPlacement, messages, photoConfigSchema, type PhotoConfig } from '@dorsal/core';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { SignInPrompt } from '../../../shared/accounts/SignInPrompt.tsx';
import { EventNotFound } from '../../../shared/events/EventNotFound.tsx';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { usePhotoConfig } from '../../../shared/photos/photoConfigApi.ts';
import { ImageUploadButton } from '../../../shared/ui/ImageUploadButton.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { Page } from '../../../shared/ui/Page.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { managePhotosPath } from '../photos/photoPaths.ts';
import { useEventSettings } from '../setup/eventSetupApi.ts';
import { ConfigPreview } from './ConfigPreview.tsx';
import { FrameRow } from './FrameRow.tsx';
import { LogoRow } from './LogoRow.tsx';
import { uploadFramePath, uploadLogoPath, useSavePhotoConfig } from './photoConfigApi.ts';

const t = messages.photos.config;

interface Uploaded {
  url: string;
}

/** /admin/eventos/:eventId/fotos/configuracion — logos always laid over athletes' photos, and the frames they may pick. */
export function PhotoConfigPage() {
  const { eventId } = useParams();
  const id = /^\d+$/.test(eventId ?? '') ? Number(eventId) : null;
  const { user, isLoading } = useCurrentUser();
  const event = useEventSettings(user ? id : null);
  const stored = usePhotoConfig(user ? id : null);
  if (!isLoading && !user) return <SignInPrompt title={messages.manage.signInTitle} text={messages.manage.signInText} />;
  if (id === null || (event.error instanceof ApiError && event.error.status === 404)) return <EventNotFound />;
  if (isLoading || event.isPending || stored.isPending) return <LoadingState label={t.title} />;
  if (event.isError || stored.isError) return <Alert severity="error">{errorMessage(event.error ?? stored.error)}</Alert>;
  const role = event.data.role;
  const editable = role === 'owner' || role === 'organizerManager' || role === 'admin';
  return (
    <Page title={t.title} lead={event.data.name}>
      <ConfigEditor key={JSON.stringify(stored.data)} eventId={id} initial={stored.data} editable={editable} />
    </Page>
  );
}

function ConfigEditor({ eventId, initial, editable }: { eventId: number; initial: PhotoConfig; editable: boolean }) {
  const [config, setConfig] = useState<PhotoConfig>(initial);
  const save = useSavePhotoConfig(eventId);
  const toast = useToast();
  const checked = photoConfigSchema.safeParse(config);
  const problem = checked.success ? null : checked.error.issues[0]?.message;
  const submit = () => {
    if (!checked.success) return;
    save.mutate(checked.data, { onSuccess: () => toast.success(t.saved), onError: (error) => toast.error(errorMessage(error)) });
  };
  const nextFrameCode = () => {
    for (let n = config.frames.length + 1; ; n += 1) if (!config.frames.some((frame) => frame.code === `M${n}`)) return `M${n}`;
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={managePhotosPath(eventId)} startIcon={<ArrowBackIcon />}>
          {t.back}
        </Button>
      </Stack>
      <Typography color="text.secondary">{t.intro}</Typography>
      {!editable && <Alert severity="info">{t.readOnly}</Alert>}
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography component="h2" variant="h6">
              {t.logos}
            </Typography>
            {config.logos.length === 0 && <Typography color="text.secondary">{t.noLogos}</Typography>}
            {config.logos.map((logo, index) => (
              <LogoRow
                key={`${logo.url}-${index}`}
                logo={logo}
                index={index}
                editable={editable}
                onChange={(next) => setConfig({ ...config, logos: config.logos.map((entry, at) => (at === index ? next : entry)) })}
                onRemove={() => setConfig({ ...config, logos: config.logos.filter((_entry, at) => at !== index) })}
              />
            ))}
            {editable && (
              <ImageUploadButton<Uploaded>
                label={t.addLogo}
                icon={<AddPhotoAlternateOutlinedIcon />}
                url={uploadLogoPath(eventId)}
                field="file"
                progressText={t.uploading}
                successText={t.uploaded}
                onUploaded={({ url }) => setConfig((current) => ({ ...current, logos: [...current.logos, { url, ...defaultLogoPlacement, code: `L${current.logos.length + 1}`, description: '' }] }))}
              />
            )}
            <Divider />
            <Typography component="h2" variant="h6">
              {t.frames}
            </Typography>
            {config.frames.length === 0 && <Typography color="text.secondary">{t.noFrames}</Typography>}
            {config.frames.map((frame, index) => (
              <FrameRow
                key={`${frame.url}-${index}`}
                frame={frame}
                editable={editable}
                onChange={(next) => setConfig({ ...config, frames: config.frames.map((entry, at) => (at === index ? next : entry)) })}
                onRemove={() => setConfig({ ...config, frames: config.frames.filter((_entry, at) => at !== index) })}
              />
            ))}
            {editable && (
              <ImageUploadButton<Uploaded>
                label={t.addFrame}
                icon={<FilterFramesOutlinedIcon />}
                url={uploadFramePath(eventId)}
                field="file"
                progressText={t.uploading}
                successText={t.uploaded}
                onUploaded={({ url }) => setConfig((current) => ({ ...current, frames: [...current.frames, { code: nextFrameCode(), description: '', url, type: 1 }] }))}
              />
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <ConfigPreview eventId={eventId} config={checked.success ? checked.data : config} />
        </CardContent>
      </Card>
      {problem && <Alert severity="warning">{problem}</Alert>}
      {editable && (
        <Stack direction="row">
          <Button variant="contained" onClick={submit} disabled={!checked.success || save.isPending}>
            {t.save}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
