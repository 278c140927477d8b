import { useDeferredValue, useState, type ReactNode } from 'react';
import { Alert, Box, Button, FormControlLabel, Paper, Slider, Stack, Switch, TextField, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import {
  certificateLayout,
  certificateSetupSchema,
  challengeColorSchema,
  medalLayout,
  medalSetupSchema,
  messages,
  raceNumberLayout,
  raceNumberSetupSchema,
  sampleImageFacts,
  type ChallengeImagesView,
  type ImageLayout,
} from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { ImageUploadButton } from '../../../shared/ui/ImageUploadButton.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { challengeImagesKey, uploadUrl, useChallengeImages, useRemoveChallengeImage, useSaveChallengeImage } from './challengeImagesApi.ts';
import { LayoutSvg } from './LayoutSvg.tsx';

const t = messages.challengeImages;
type Kind = 'certificate' | 'raceNumber' | 'medal';

function PanelFrame({ kind, title, lead, children }: { kind: Kind; title: string; lead: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`challenge-${kind}-title`} sx={{ p: { xs: 2, md: 3 } }} data-testid={`challenge-${kind}-panel`}>
      <Typography id={`challenge-${kind}-title`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {lead}
      </Typography>
      {children}
    </Paper>
  );
}

function ImageControls({ challengeId, kind, imageUrl }: { challengeId: string; kind: Kind; imageUrl: string | null }) {
  const queryClient = useQueryClient();
  const remove = useRemoveChallengeImage(challengeId, kind);
  const toast = useToast();
  return (
    <div>
      {!imageUrl && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.noImage}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ImageUploadButton<{ images: ChallengeImagesView }>
          label={t.upload}
          icon={<ImageIcon />}
          url={uploadUrl(challengeId, kind)}
          field="image"
          progressText={t.uploading}
          successText={t.imageSaved}
          onUploaded={(answer) => queryClient.setQueryData(challengeImagesKey(challengeId), answer.images)}
        />
        {imageUrl && (
          <Button
            startIcon={<DeleteIcon />}
            loading={remove.isPending}
            onClick={() => remove.mutateAsync().then(() => toast.success(t.imageRemoved), (failure: unknown) => toast.error(errorMessage(failure)))}
          >
            {t.removeImage}
          </Button>
        )}
      </Stack>
    </div>
  );
}

function ColorField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const valid = challengeColorSchema.safeParse(value).success;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <TextField label={t.fontColorHex} value={value} onChange={(event) => onChange(event.target.value)} error={Boolean(error)} helperText={error} sx={{ flex: 1, maxWidth: 240 }} />
      <TextField type="color" label={t.fontColor} value={valid ? value : '#000000'} onChange={(event) => onChange(event.target.value.toUpperCase())} sx={{ width: 110 }} />
    </Stack>
  );
}

function PositionSlider({ label, value, onChange, testId }: { label: string; value: number; onChange: (value: number) => void; testId: string }) {
  return (
    <Box>
      <Typography variant="body2" id={`${testId}-label`}>
        {label}: <strong>{value.toFixed(2)}</strong>
      </Typography>
      <Slider
        value={value}
        min={0}
        max={2}
        step={0.01}
        marks={[{ value: 0 }, { value: 1 }, { value: 2 }]}
        onChange={(_, next) => onChange(Array.isArray(next) ? (next[0] ?? 1) : next)}
        slotProps={{ input: { 'aria-labelledby': `${testId}-label`, 'aria-valuetext': value.toFixed(2) } as never }}
        data-testid={testId}
      />
      <Typography variant="caption" color="text.secondary">
        {t.positionHint}
      </Typography>
    </Box>
  );
}

function Preview({ layout, imageUrl, testId }: { layout: ImageLayout; imageUrl: string | null; testId: string }) {
  const deferred = useDeferredValue(layout);
  const sources = imageUrl ? { background: imageUrl, medal: imageUrl } : {};
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <LayoutSvg layout={deferred} sources={sources} label={t.previewAlt} testId={testId} />
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
        {t.preview}
      </Typography>
    </Box>
  );
}

const twoColumns = { display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.3fr)' } } as const;

/** The panel's form: the controls, 'Guardar', and the preview beside them (under them on phones). */
function FormShell({ onSubmit, saving, preview, children }: { onSubmit: () => void; saving: boolean; preview: ReactNode; children: ReactNode }) {
  return (
    <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); }} sx={twoColumns}>
      <Stack spacing={2}>
        {children}
        <Box>
          <Button type="submit" variant="contained" loading={saving}>
            {t.save}
          </Button>
        </Box>
      </Stack>
      {preview}
    </Box>
  );
}

function useSubmit<T>(save: (value: T) => Promise<unknown>, schema: { safeParse: (value: unknown) => { success: boolean; data?: T; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } } }) {
  const toast = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function submit(value: unknown) {
    const parsed = schema.safeParse(value);
    if (!parsed.success || parsed.data === undefined) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      toast.error(Object.values(found)[0] ?? messages.common.unexpectedError);
      return;
    }
    setErrors({});
    try {
      await save(parsed.data);
      toast.success(t.saved);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  }
  return { errors, submit };
}

function CertificateForm({ challengeId, view }: { challengeId: string; view: ChallengeImagesView }) {
  const saved = view.certificate;
  const [fontColor, setFontColor] = useState(saved.fontColor);
  const [position, setPosition] = useState(saved.position);
  const [positionVertical, setPositionVertical] = useState(saved.positionVertical);
  const [whiteBack, setWhiteBack] = useState(saved.whiteBack);
  const [title, setTitle] = useState(saved.title);
  const save = useSaveChallengeImage(challengeId, 'certificate');
  const { errors, submit } = useSubmit(save.mutateAsync, certificateSetupSchema);
  const color = challengeColorSchema.safeParse(fontColor).success ? fontColor : saved.fontColor;
  const layout = certificateLayout({ imageUrl: saved.imageUrl, fontColor: color, position, positionVertical, whiteBack, title: title.trim() || saved.title }, sampleImageFacts(view.challenge));
  return (
    <FormShell onSubmit={() => void submit({ fontColor, position, positionVertical, whiteBack, title })} saving={save.isPending} preview={<Preview layout={layout} imageUrl={saved.imageUrl} testId="certificate-preview" />}>
        <ImageControls challengeId={challengeId} kind="certificate" imageUrl={saved.imageUrl} />
        <TextField label={t.titleLabel} value={title} onChange={(event) => setTitle(event.target.value)} error={Boolean(errors.title)} helperText={errors.title} />
        <ColorField value={fontColor} onChange={setFontColor} {...(errors.fontColor ? { error: errors.fontColor } : {})} />
        <PositionSlider label={t.positionHorizontal} value={position} onChange={setPosition} testId="certificate-position" />
        <PositionSlider label={t.positionVertical} value={positionVertical} onChange={setPositionVertical} testId="certificate-position-vertical" />
        <FormControlLabel control={<Switch checked={whiteBack} onChange={(_, checked) => setWhiteBack(checked)} />} label={t.whiteBack} />
    </FormShell>
  );
}

function RaceNumberForm({ challengeId, view }: { challengeId: string; view: ChallengeImagesView }) {
  const saved = view.raceNumber;
  const [fontColor, setFontColor] = useState(saved.fontColor);
  const [whiteBack, setWhiteBack] = useState(saved.whiteBack);
  const save = useSaveChallengeImage(challengeId, 'raceNumber');
  const { errors, submit } = useSubmit(save.mutateAsync, raceNumberSetupSchema);
  const color = challengeColorSchema.safeParse(fontColor).success ? fontColor : saved.fontColor;
  const layout = raceNumberLayout({ imageUrl: saved.imageUrl, fontColor: color, whiteBack }, sampleImageFacts(view.challenge));
  return (
    <FormShell onSubmit={() => void submit({ fontColor, whiteBack })} saving={save.isPending} preview={<Preview layout={layout} imageUrl={saved.imageUrl} testId="race-number-preview" />}>
        <ImageControls challengeId={challengeId} kind="raceNumber" imageUrl={saved.imageUrl} />
        <ColorField value={fontColor} onChange={setFontColor} {...(errors.fontColor ? { error: errors.fontColor } : {})} />
        <FormControlLabel control={<Switch checked={whiteBack} onChange={(_, checked) => setWhiteBack(checked)} />} label={t.whiteBack} />
    </FormShell>
  );
}

function MedalForm({ challengeId, view }: { challengeId: string; view: ChallengeImagesView }) {
  const saved = view.medal;
  const [fontColor, setFontColor] = useState(saved.fontColor);
  const [textHorizontal, setTextHorizontal] = useState(saved.textHorizontal);
  const [textVertical, setTextVertical] = useState(saved.textVertical);
  const [showTime, setShowTime] = useState(saved.showTime);
  const save = useSaveChallengeImage(challengeId, 'medal');
  const { errors, submit } = useSubmit(save.mutateAsync, medalSetupSchema);
  const color = challengeColorSchema.safeParse(fontColor).success ? fontColor : saved.fontColor;
  const layout = medalLayout({ imageUrl: saved.imageUrl, fontColor: color, textHorizontal, textVertical, showTime }, sampleImageFacts(view.challenge));
  return (
    <FormShell onSubmit={() => void submit({ fontColor, textHorizontal, textVertical, showTime })} saving={save.isPending} preview={<Box sx={{ maxWidth: 480, width: '100%', justifySelf: 'center' }}>
        <Preview layout={layout} imageUrl={saved.imageUrl} testId="medal-preview" />
      </Box>}>
        <ImageControls challengeId={challengeId} kind="medal" imageUrl={saved.imageUrl} />
        <ColorField value={fontColor} onChange={setFontColor} {...(errors.fontColor ? { error: errors.fontColor } : {})} />
        <PositionSlider label={t.positionHorizontal} value={textHorizontal} onChange={setTextHorizontal} testId="medal-position" />
        <PositionSlider label={t.positionVertical} value={textVertical} onChange={setTextVertical} testId="medal-position-vertical" />
        <FormControlLabel control={<Switch checked={showTime} onChange={(_, checked) => setShowTime(checked)} />} label={t.showTime} />
    </FormShell>
  );
}

function Loaded({ challengeId, children }: { challengeId: string; children: (view: ChallengeImagesView) => ReactNode }) {
  const query = useChallengeImages(challengeId);
  if (query.isPending) return <LoadingState label={t.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return <>{children(query.data)}</>;
}

/** Organizer panel: the certificate image, its text colour, positions 0–2, white back and title, with a live preview. */
export function CertificateImagePanel({ challengeId }: { challengeId: string }) {
  return (
    <PanelFrame kind="certificate" title={t.certificateTitle} lead={t.certificateLead}>
      <Loaded challengeId={challengeId}>{(view) => <CertificateForm challengeId={challengeId} view={view} />}</Loaded>
    </PanelFrame>
  );
}

/** Organizer panel: the race-number image, its text colour and white back, with a live preview. */
export function RaceNumberImagePanel({ challengeId }: { challengeId: string }) {
  return (
    <PanelFrame kind="raceNumber" title={t.raceNumberTitle} lead={t.raceNumberLead}>
      <Loaded challengeId={challengeId}>{(view) => <RaceNumberForm challengeId={challengeId} view={view} />}</Loaded>
    </PanelFrame>
  );
}

/** Organizer panel: the medal image, show time, text colour and positions 0–2, with a live preview. */
export function MedalImagePanel({ challengeId }: { challengeId: string }) {
  return (
    <PanelFrame kind="medal" title={t.medalTitle} lead={t.medalLead}>
      <Loaded challengeId={challengeId}>{(view) => <MedalForm challengeId={challengeId} view={view} />}</Loaded>
    </PanelFrame>
  );
}
