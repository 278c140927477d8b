import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { fill, messages, viewFontFamilies, viewPlaceholders, type ViewBox, type ViewConfig } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { ViewCanvas } from '../../../shared/views/ViewCanvas.tsx';
import { BoxFields } from './BoxFields.tsx';
import { useSampleFacts, useSaveView } from './viewsApi.ts';
import { ColorField, NumberField } from './fields.tsx';

const t = messages.views.editor;
const newBox = (): ViewBox => ({ text: '{nombre}', x: 5, y: 80, width: 90, fontSize: null, color: null, background: null, backgroundImage: null });

/** One view's editor: name, canvas, text boxes, and a live preview filled with a sample bib of the event. */
export function ViewEditor({ eventId, initial, sampleBib, onDone }: { eventId: number; initial: ViewConfig & { viewIndex: number | null }; sampleBib: number | null; onDone: () => void }) {
  const { viewIndex, ...start } = initial;
  const [config, setConfig] = useState<ViewConfig>(start);
  const [bibText, setBibText] = useState(sampleBib === null ? '' : String(sampleBib));
  const bib = /^\d{1,9}$/.test(bibText) && Number(bibText) > 0 ? Number(bibText) : null;
  const facts = useSampleFacts(eventId, bib);
  const save = useSaveView(eventId);
  const toast = useToast();
  const canvas = config.canvas;
  const setCanvas = (change: Partial<ViewConfig['canvas']>) => setConfig((current) => ({ ...current, canvas: { ...current.canvas, ...change } }));
  const setBox = (index: number, box: ViewBox | null) =>
    setConfig((current) => ({ ...current, boxes: box ? current.boxes.map((b, i) => (i === index ? box : b)) : current.boxes.filter((_, i) => i !== index) }));

  async function submit() {
    try {
      await save.mutateAsync({ viewIndex, config });
      toast.success(t.saved);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {t.title}
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              <TextField label={t.name} value={config.name} onChange={(event) => setConfig({ ...config, name: event.target.value })} required />
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t.canvas}
              </Typography>
              <Grid container spacing={1.5}>
                <Grid size={6}><NumberField label={t.width} value={canvas.width} onChange={(width) => setCanvas({ width })} /></Grid>
                <Grid size={6}><NumberField label={t.height} value={canvas.height} onChange={(height) => setCanvas({ height })} /></Grid>
                <Grid size={6}><NumberField label={t.padding} value={canvas.padding} onChange={(padding) => setCanvas({ padding })} /></Grid>
                <Grid size={6}><NumberField label={t.boxPadding} value={canvas.boxPadding} onChange={(boxPadding) => setCanvas({ boxPadding })} /></Grid>
                <Grid size={6}><NumberField label={t.fontSize} value={canvas.fontSize} onChange={(fontSize) => setCanvas({ fontSize })} /></Grid>
                <Grid size={6}><ColorField label={t.color} value={canvas.color} onChange={(color) => setCanvas({ color: color ?? canvas.color })} /></Grid>
                <Grid size={6}><ColorField label={t.background} value={canvas.background} onChange={(background) => setCanvas({ background: background ?? canvas.background })} /></Grid>
                <Grid size={12}>
                  <TextField select fullWidth size="small" label={t.fontFamily} value={canvas.fontFamily} onChange={(event) => setCanvas({ fontFamily: event.target.value as ViewConfig['canvas']['fontFamily'] })}>
                    {viewFontFamilies.map((family) => (
                      <MenuItem key={family} value={family}>
                        {messages.views.fonts[family]}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={12}>
                  <TextField fullWidth size="small" label={t.backgroundImage} value={canvas.backgroundImage ?? ''} onChange={(event) => setCanvas({ backgroundImage: event.target.value.trim() || null })} />
                </Grid>
              </Grid>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t.boxes}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {fill(t.placeholders, { list: viewPlaceholders.map((name) => `{${name}}`).join(' ') })}
              </Typography>
              {config.boxes.map((box, index) => (
                <BoxFields key={index} index={index} box={box} onChange={(next) => setBox(index, next)} />
              ))}
              <Box>
                <Button startIcon={<AddIcon />} onClick={() => setConfig({ ...config, boxes: [...config.boxes, newBox()] })}>
                  {t.addBox}
                </Button>
              </Box>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={1.5} sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t.preview}
              </Typography>
              <TextField size="small" label={t.sampleBib} value={bibText} onChange={(event) => setBibText(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
              {bib !== null && facts.data === null && <Alert severity="info">{t.noSample}</Alert>}
              <Box data-testid="view-preview" sx={{ border: '1px solid', borderColor: 'divider' }}>
                <ViewCanvas view={config} facts={facts.data ?? {}} fit="width" />
              </Box>
            </Stack>
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
          <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
            {t.save}
          </Button>
          <Button onClick={onDone}>{t.cancel}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
