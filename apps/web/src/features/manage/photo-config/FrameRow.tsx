import { Box, Button, Stack, TextField } from '@mui/material';
import { fill, messages, type PhotoFrame } from '@dorsal/core';

const t = messages.photos.config;

/** One frame: its PNG (shown on a checkerboard, so its transparency shows), code and description. */
export function FrameRow({ frame, editable, onChange, onRemove }: { frame: PhotoFrame; editable: boolean; onChange: (frame: PhotoFrame) => void; onRemove: () => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }} data-testid="photo-frame-row">
      <Box
        component="img"
        src={frame.url}
        alt={fill(t.frameAlt, { code: frame.code })}
        sx={{ width: 64, height: 64, objectFit: 'contain', borderRadius: 1, flexShrink: 0, background: 'repeating-conic-gradient(#D5DAE3 0% 25%, #FFFFFF 0% 50%) 0 0 / 16px 16px' }}
      />
      <TextField label={t.code} size="small" disabled={!editable} value={frame.code} onChange={(event) => onChange({ ...frame, code: event.target.value })} fullWidth={false} sx={{ width: { xs: '100%', sm: 140 } }} />
      <TextField label={t.description} size="small" disabled={!editable} value={frame.description} onChange={(event) => onChange({ ...frame, description: event.target.value })} sx={{ flex: 1 }} />
      {editable && (
        <Button color="error" onClick={onRemove}>
          {t.remove}
        </Button>
      )}
    </Stack>
  );
}
