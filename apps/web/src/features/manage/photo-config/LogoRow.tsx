import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { fill, logoCorners, messages, type LogoCorner, type PhotoLogo } from '@dorsal/core';

const t = messages.photos.config;

/** One logo: its image, width (% of the photo), margin, corner, code and description. */
export function LogoRow({ logo, index, editable, onChange, onRemove }: { logo: PhotoLogo; index: number; editable: boolean; onChange: (logo: PhotoLogo) => void; onRemove: () => void }) {
  const number = (value: string) => (value.trim() === '' ? NaN : Number(value));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }} data-testid="photo-logo-row">
      <Box component="img" src={logo.url} alt={fill(t.logoAlt, { n: index + 1 })} sx={{ width: 96, height: 48, objectFit: 'contain', bgcolor: '#E1E6EF', borderRadius: 1, flexShrink: 0 }} />
      <TextField
        label={t.width}
        type="number"
        size="small"
        disabled={!editable}
        value={Math.round(logo.width * 100)}
        onChange={(event) => onChange({ ...logo, width: number(event.target.value) / 100 })}
        slotProps={{ htmlInput: { min: 1, max: 100 } }}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 180 } }}
      />
      <TextField
        label={t.margin}
        type="number"
        size="small"
        disabled={!editable}
        value={logo.margin}
        onChange={(event) => onChange({ ...logo, margin: number(event.target.value) })}
        slotProps={{ htmlInput: { min: 0, max: 500 } }}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 130 } }}
      />
      <TextField select label={t.corner} size="small" disabled={!editable} value={logo.corner} onChange={(event) => onChange({ ...logo, corner: Number(event.target.value) as LogoCorner })} fullWidth={false} sx={{ width: { xs: '100%', sm: 230 } }}>
        {logoCorners.map((corner) => (
          <MenuItem key={corner} value={corner}>
            {t.corners[corner]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t.description} size="small" disabled={!editable} value={logo.description} onChange={(event) => onChange({ ...logo, description: event.target.value })} sx={{ flex: 1, minWidth: 160 }} />
      {editable && (
        <Button color="error" onClick={onRemove}>
          {t.remove}
        </Button>
      )}
    </Stack>
  );
}
