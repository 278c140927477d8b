import { Box, Grid, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { fill, messages, type ViewBox } from '@dorsal/core';
import { TooltipIconButton } from '../../../shared/ui/TooltipIconButton.tsx';
import { ColorField, NumberField } from './fields.tsx';

const t = messages.views.editor;

/** One text box of a view: its text (with placeholders), position and width in %, font size and colours. */
export function BoxFields({ index, box, onChange }: { index: number; box: ViewBox; onChange: (box: ViewBox | null) => void }) {
  const n = String(index + 1);
  const set = (change: Partial<ViewBox>) => onChange({ ...box, ...change });
  return (
    <Box data-testid="view-box-fields" sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography sx={{ flex: 1, fontWeight: 600 }}>{fill(t.box, { n })}</Typography>
        <TooltipIconButton label={fill(t.removeBox, { n })} onClick={() => onChange(null)}>
          <DeleteIcon fontSize="small" />
        </TooltipIconButton>
      </Box>
      <Grid container spacing={1.5}>
        <Grid size={12}>
          <TextField fullWidth size="small" multiline minRows={1} label={`${t.text} (${fill(t.box, { n })})`} value={box.text} onChange={(event) => set({ text: event.target.value })} />
        </Grid>
        <Grid size={4}><NumberField label={t.x} value={box.x} onChange={(x) => set({ x })} /></Grid>
        <Grid size={4}><NumberField label={t.y} value={box.y} onChange={(y) => set({ y })} /></Grid>
        <Grid size={4}><NumberField label={t.boxWidth} value={box.width} onChange={(width) => set({ width })} /></Grid>
        <Grid size={4}>
          <TextField
            fullWidth
            size="small"
            type="number"
            label={t.fontSize}
            value={box.fontSize ?? ''}
            onChange={(event) => set({ fontSize: event.target.value === '' ? null : Number(event.target.value) })}
          />
        </Grid>
        <Grid size={4}><ColorField optional label={t.color} value={box.color} onChange={(color) => set({ color })} /></Grid>
        <Grid size={4}><ColorField optional label={t.background} value={box.background} onChange={(background) => set({ background })} /></Grid>
        <Grid size={12}>
          <TextField fullWidth size="small" label={t.boxImage} value={box.backgroundImage ?? ''} onChange={(event) => set({ backgroundImage: event.target.value.trim() || null })} />
        </Grid>
      </Grid>
    </Box>
  );
}
