import { useId, useRef, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  LinearProgress,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { fill, finishVideoInputSchema, messages, type FinishVideoInput, type FinishVideoView } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { uploadFinishVideoFile, useSaveFinishVideo } from './finishVideosApi.ts';

const t = messages.finishVideos;
type Values = Required<FinishVideoInput>;
type Field = keyof Values;

const valuesOf = (video: FinishVideoView | null): Values => ({
  kind: video?.kind ?? 'youtube',
  youtube: video?.youtubeId ?? '',
  fileUrl: video?.fileUrl ?? '',
  title: video?.title ?? '',
  startTime: video?.startTime ?? '',
  endTime: video?.endTime ?? '',
  hidden: video?.hidden ?? false,
});

/** One finish video: YouTube (link or id) or an uploaded file, its title, the times of day it covers, hidden or not. */
export function FinishVideoDialog({ eventId, video, onClose }: { eventId: number; video: FinishVideoView | null; onClose: () => void }) {
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState<Values>(() => valuesOf(video));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [upload, setUpload] = useState<{ name: string; percent: number; done: boolean } | null>(null);
  const save = useSaveFinishVideo(eventId);
  const toast = useToast();
  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    setUpload({ name: file.name, percent: 0, done: false });
    try {
      const { fileUrl } = await uploadFinishVideoFile(eventId, file, (percent) => setUpload({ name: file.name, percent, done: false }));
      set('fileUrl', fileUrl);
      setUpload({ name: file.name, percent: 100, done: true });
    } catch (error) {
      setUpload(null);
      setErrors((current) => ({ ...current, fileUrl: errorMessage(error) }));
    }
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = finishVideoInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    try {
      await save.mutateAsync({ id: video?.id ?? null, video: parsed.data });
      toast.success(t.saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields as Partial<Record<Field, string>>);
      toast.error(errorMessage(error));
    }
  }

  const uploading = upload !== null && !upload.done;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth fullScreen={phone} maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{video ? t.editTitle : t.newTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t.kindLabel}
          </Typography>
          <RadioGroup row value={values.kind} onChange={(event) => set('kind', event.target.value as Values['kind'])}>
            <FormControlLabel value="youtube" control={<Radio />} label={t.kinds.youtube} />
            <FormControlLabel value="file" control={<Radio />} label={t.kinds.file} />
          </RadioGroup>
        </Box>
        {values.kind === 'youtube' ? (
          <TextField
            label={t.youtubeLabel}
            name="youtube"
            value={values.youtube}
            onChange={(event) => set('youtube', event.target.value)}
            error={Boolean(errors.youtube)}
            helperText={errors.youtube ?? t.youtubeHelp}
            required
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t.fileLabel}
            </Typography>
            <input ref={fileInput} type="file" accept="video/mp4,video/webm,.mp4,.webm" hidden aria-label={t.fileLabel} onChange={(event) => void chooseFile(event.target.files?.[0])} />
            <Box>
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()} disabled={uploading}>
                {values.fileUrl ? t.replaceFile : t.chooseFile}
              </Button>
            </Box>
            {upload && !upload.done && (
              <Box role="status">
                <Typography variant="body2">{fill(t.uploading, { percent: upload.percent })}</Typography>
                <LinearProgress variant="determinate" value={upload.percent} aria-label={fill(t.uploading, { percent: upload.percent })} />
              </Box>
            )}
            {values.fileUrl && !uploading && (
              <Typography variant="body2" role="status">
                {upload?.done ? fill(t.uploaded, { name: upload.name }) : t.currentFile}
              </Typography>
            )}
            {errors.fileUrl && <FormHelperText error>{errors.fileUrl}</FormHelperText>}
          </Box>
        )}
        <TextField label={t.titleLabel} name="title" value={values.title} onChange={(event) => set('title', event.target.value)} error={Boolean(errors.title)} helperText={errors.title} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
          <TextField
            label={t.startLabel}
            name="startTime"
            type="time"
            value={values.startTime}
            onChange={(event) => set('startTime', event.target.value)}
            error={Boolean(errors.startTime)}
            helperText={errors.startTime}
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          />
          <TextField
            label={t.endLabel}
            name="endTime"
            type="time"
            value={values.endTime}
            onChange={(event) => set('endTime', event.target.value)}
            error={Boolean(errors.endTime)}
            helperText={errors.endTime}
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {t.timesHelp}
        </Typography>
        <FormControlLabel control={<Switch checked={values.hidden} onChange={(event) => set('hidden', event.target.checked)} name="hidden" />} label={t.hiddenLabel} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending || uploading}>
          {t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
