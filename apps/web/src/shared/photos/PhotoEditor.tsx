import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Alert, AppBar, Box, Button, CircularProgress, Dialog, IconButton, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Toolbar, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CropIcon from '@mui/icons-material/Crop';
import DownloadIcon from '@mui/icons-material/Download';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import UndoIcon from '@mui/icons-material/Undo';
import CheckIcon from '@mui/icons-material/Check';
import { cropRatios, displaySize, messages, type CropRatio } from '@dorsal/core';
import { TooltipIconButton } from '../ui/TooltipIconButton.tsx';
import { downloadJpeg, drawEdited, photoFileName, rotatedCanvas } from './drawEdited.ts';
import { usePhotoConfig } from './photoConfigApi.ts';
import { usePhotoEditor } from './usePhotoEditor.ts';

const t = messages.photos.editor;

/**
 * The photo editor (spec §8, full screen on every screen): turn left or right, crop 16:9, 2:3 or square (apply or
 * cancel), a frame of the event's, undo everything, download as a JPEG named after the athlete. The event's logos
 * are always drawn, where core's overlay layout puts them.
 */
export function PhotoEditor({ eventId, url, athleteName, onClose }: { eventId: number; url: string; athleteName: string; onClose: () => void }) {
  const titleId = useId();
  const config = usePhotoConfig(eventId);
  const editor = usePhotoEditor(url, config.data ?? (config.isError ? { logos: [], frames: [] } : undefined));
  const [cropping, setCropping] = useState(false);
  const [ratio, setRatio] = useState<CropRatio>('1:1');
  const [cropPoint, setCropPoint] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [pixels, setPixels] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const previewRef = useRef<HTMLCanvasElement>(null);

  const edited = useMemo(() => (editor.source && editor.overlay ? drawEdited(editor.source, editor.edit, editor.overlay) : null), [editor.source, editor.overlay, editor.edit]);
  const cropImage = useMemo(() => (cropping && editor.source ? rotatedCanvas(editor.source, editor.edit.rotation).toDataURL('image/jpeg', 0.9) : null), [cropping, editor.source, editor.edit.rotation]);

  useEffect(() => {
    const canvas = previewRef.current;
    if (!canvas || !edited) return;
    canvas.width = edited.width;
    canvas.height = edited.height;
    canvas.getContext('2d')!.drawImage(edited, 0, 0);
  }, [edited, cropping]);

  const shown = edited ? displaySize({ width: edited.width, height: edited.height }) : null;
  const startCrop = () => {
    setCropPoint({ x: 0, y: 0 });
    setZoom(1);
    setPixels(null);
    setCropping(true);
  };
  const applyCrop = () => {
    if (pixels) editor.setCrop({ left: pixels.x, top: pixels.y, width: pixels.width, height: pixels.height });
    setCropping(false);
  };
  const download = async () => {
    if (!edited) return;
    setBusy(true);
    try {
      await downloadJpeg(edited, photoFileName(athleteName));
    } finally {
      setBusy(false);
    }
  };

  const frames = config.data?.frames ?? [];
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId} data-testid="photo-editor">
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar variant="dense">
          <Typography id={titleId} component="h2" sx={{ flex: 1, fontWeight: 700 }} noWrap>
            {t.title} · {athleteName}
          </Typography>
          <IconButton edge="end" aria-label={t.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#1F2430', p: 2, position: 'relative' }}>
        {editor.failed ? (
          <Alert severity="error">{t.loadFailed}</Alert>
        ) : !edited || !shown ? (
          <CircularProgress aria-label={t.loading} sx={{ color: '#FFFFFF' }} />
        ) : cropping && cropImage ? (
          <Box sx={{ position: 'absolute', inset: 0 }} data-testid="photo-cropper">
            <Cropper
              image={cropImage}
              crop={cropPoint}
              zoom={zoom}
              aspect={cropRatios[ratio]}
              onCropChange={setCropPoint}
              onZoomChange={setZoom}
              onCropComplete={(_area, areaPixels) => setPixels(areaPixels)}
              objectFit="contain"
            />
          </Box>
        ) : (
          <Box
            component="canvas"
            ref={previewRef}
            role="img"
            aria-label={t.preview}
            data-testid="photo-preview"
            data-width={edited.width}
            data-height={edited.height}
            sx={{ width: shown.width, height: shown.height, maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', boxShadow: 3 }}
          />
        )}
      </Box>
      <Box component="section" aria-label={t.title} sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1.5, bgcolor: 'background.paper' }}>
        {cropping ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center', justifyContent: 'center' }}>
            <ToggleButtonGroup exclusive size="small" value={ratio} onChange={(_event, value: CropRatio | null) => value && setRatio(value)} aria-label={t.ratio}>
              {(Object.keys(cropRatios) as CropRatio[]).map((key) => (
                <ToggleButton key={key} value={key}>
                  {t.ratios[key]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Button variant="contained" startIcon={<CheckIcon />} onClick={applyCrop}>
              {t.confirmCrop}
            </Button>
            <Button onClick={() => setCropping(false)}>{t.cancelCrop}</Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center', justifyContent: 'center' }}>
            <TooltipIconButton label={t.rotateLeft} onClick={() => editor.rotate('left')} disabled={!edited}>
              <RotateLeftIcon />
            </TooltipIconButton>
            <TooltipIconButton label={t.rotateRight} onClick={() => editor.rotate('right')} disabled={!edited}>
              <RotateRightIcon />
            </TooltipIconButton>
            <Button startIcon={<CropIcon />} onClick={startCrop} disabled={!edited}>
              {t.crop}
            </Button>
            {frames.length > 0 && (
              <TextField
                select
                size="small"
                label={t.frame}
                value={editor.edit.frameCode ?? ''}
                onChange={(event) => editor.setFrame(event.target.value || null)}
                fullWidth={false}
                sx={{ width: 200 }}
              >
                <MenuItem value="">{t.noFrame}</MenuItem>
                {frames.map((frame) => (
                  <MenuItem key={frame.code} value={frame.code}>
                    {frame.description || frame.code}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Button startIcon={<UndoIcon />} onClick={editor.undo} disabled={!edited}>
              {t.undo}
            </Button>
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={!edited || busy}>
              {t.download}
            </Button>
          </Stack>
        )}
      </Box>
    </Dialog>
  );
}
