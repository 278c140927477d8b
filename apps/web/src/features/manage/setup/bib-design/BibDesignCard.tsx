import { useDeferredValue, useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { bibDesignSetupSchema, hexColorSchema, messages, type BibDesignView } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../../shared/http/ApiError.ts';
import { ImageUploadButton } from '../../../../shared/ui/ImageUploadButton.tsx';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { AdminSectionCard } from '../../components/AdminSectionCard.tsx';
import { bibDesignKey, bibPreviewUrl, useBibDesign, useRemoveBibImage, useSaveBibDesign } from './bibDesignApi.ts';

const t = messages.eventSetup.bibDesign;
const DEFAULT_COLOR = '#1B1B3A';

function BibDesignForm({ eventId, view, editable }: { eventId: number; view: BibDesignView; editable: boolean }) {
  const [color, setColor] = useState(view.fontColor ?? '');
  const [whiteBack, setWhiteBack] = useState(view.whiteBack);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveBibDesign(eventId);
  const remove = useRemoveBibImage(eventId);
  const queryClient = useQueryClient();
  const toast = useToast();
  const validColor = hexColorSchema.safeParse(color).success ? color : null;
  const look = useDeferredValue({ color: validColor, whiteBack });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = bibDesignSetupSchema.safeParse({ fontColor: color.trim() === '' ? null : color, whiteBack });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      const saved = await save.mutateAsync(parsed.data);
      setColor(saved.fontColor ?? '');
      toast.success(t.saved);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.fields.fontColor);
      toast.error(errorMessage(failure));
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="bib-design-form" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.3fr)' } }}>
      <Stack spacing={2}>
        <div>
          <Typography sx={{ fontWeight: 700 }}>{t.image}</Typography>
          {!view.imageUrl && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t.noImage}
            </Typography>
          )}
          {editable && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mt: 1 }}>
              <ImageUploadButton<{ bibDesign: BibDesignView }>
                label={t.upload}
                icon={<ImageIcon />}
                url={`/api/manage/events/${eventId}/bib-design/image`}
                field="image"
                progressText={t.uploading}
                successText={t.imageSaved}
                onUploaded={(answer) => queryClient.setQueryData(bibDesignKey(eventId), answer.bibDesign)}
              />
              {view.imageUrl && (
                <Button
                  startIcon={<DeleteIcon />}
                  loading={remove.isPending}
                  onClick={() => remove.mutateAsync().then(() => toast.success(t.imageRemoved), (failure: unknown) => toast.error(errorMessage(failure)))}
                >
                  {t.removeImage}
                </Button>
              )}
            </Stack>
          )}
        </div>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t.fontColorHex}
            value={color}
            onChange={(event) => setColor(event.target.value)}
            disabled={!editable}
            error={Boolean(error)}
            helperText={error}
            sx={{ flex: 1, maxWidth: 240 }}
          />
          <TextField
            type="color"
            label={t.fontColor}
            value={validColor ?? DEFAULT_COLOR}
            onChange={(event) => setColor(event.target.value.toUpperCase())}
            disabled={!editable}
            sx={{ width: 120 }}
          />
        </Stack>
        <FormControlLabel control={<Switch checked={whiteBack} onChange={(_, checked) => setWhiteBack(checked)} disabled={!editable} />} label={t.whiteBack} />
        {editable && (
          <Box>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t.save}
            </Button>
          </Box>
        )}
      </Stack>
      <Box component="figure" sx={{ m: 0 }}>
        <Box
          component="img"
          src={bibPreviewUrl(eventId, look, view.imageUrl ?? 'default')}
          alt={t.previewAlt}
          data-testid="bib-preview"
          width={1025}
          height={820}
          sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 2, border: '1px solid', borderColor: 'divider', bgcolor: '#F7F9FC' }}
        />
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
          {t.preview}
        </Typography>
      </Box>
    </Box>
  );
}

/** 'Número digital' (in the 'Inscripción' tab): background image, text colour and white back, with a live preview of a sample bib. */
export function BibDesignCard({ eventId, editable }: { eventId: number; editable: boolean }) {
  const query = useBibDesign(eventId);
  return (
    <AdminSectionCard id="bib-design-title" title={t.title} lead={t.lead}>
      {query.isPending ? (
        <LoadingState label={messages.eventSetup.loading} />
      ) : query.isError ? (
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      ) : (
        <BibDesignForm eventId={eventId} view={query.data} editable={editable} />
      )}
    </AdminSectionCard>
  );
}
