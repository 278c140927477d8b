import { Box, Stack, TextField, Typography } from '@mui/material';
import { fill, messages, siteFontFamilies } from '@dorsal/core';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';
import { ImageInput, SelectInput, TextInput } from './FieldControls.tsx';
import type { AnalyticsInput, SiteEditor, ThemeInput } from './useSiteEditor.ts';

const t = messages.siteEditor;
const colorKeys = ['primary', 'secondary', 'text', 'background'] as const;
const defaults: Record<(typeof colorKeys)[number], string> = { primary: '#FF6F00', secondary: '#0D3B8C', text: '#1B1B3A', background: '#FFFFFF' };

/** A colour as #RRGGBB text with a native picker beside it. */
function ColorInput({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const valid = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={fill(t.pickColor, { label: label.toLowerCase() })}
        value={valid ? value.toLowerCase() : '#000000'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value.toUpperCase())}
        sx={{ width: 44, height: 40, p: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'transparent', cursor: 'pointer', flex: 'none' }}
      />
      <TextField size="small" fullWidth label={label} value={value} onChange={(event) => onChange(event.target.value)} error={Boolean(error)} helperText={error} />
    </Box>
  );
}

/** 'Sitio', 'Tema' and 'Medición': host name, short path on the main host, title, colours, font, background image and the site's trackers. */
export function SiteSettingsPanel({ editor, siteId }: { editor: SiteEditor; siteId: number }) {
  const theme: ThemeInput = editor.draft.theme ?? {};
  const analytics: AnalyticsInput = editor.draft.analytics ?? {};
  const problems = editor.problems;
  return (
    <>
      <AdminSectionCard id="site-general-title" title={t.general}>
        <Stack spacing={2}>
          <TextInput label={t.host} value={editor.host} onChange={editor.setHost} error={problems.host} help={t.hostHelp} />
          <TextInput
            label={messages.shortPath.label}
            value={editor.shortPath}
            onChange={editor.setShortPath}
            error={problems.shortPath}
            help={fill(messages.shortPath.siteHint, { url: `${window.location.origin}/${editor.shortPath.trim().toLowerCase() || '…'}` })}
          />
          <TextInput label={t.siteTitle} value={editor.draft.title} onChange={editor.setTitle} error={problems.title} />
        </Stack>
      </AdminSectionCard>
      <AdminSectionCard id="site-theme-title" title={t.theme}>
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {colorKeys.map((key) => (
              <ColorInput key={key} label={t.colors[key]} value={theme[key] ?? defaults[key]} onChange={(value) => editor.setTheme({ [key]: value })} error={problems[`theme.${key}`]} />
            ))}
          </Box>
          <SelectInput
            label={t.font}
            value={theme.fontFamily ?? 'roboto'}
            options={siteFontFamilies.map((family) => ({ value: family, label: t.fonts[family] }))}
            onChange={(fontFamily) => editor.setTheme({ fontFamily })}
          />
          <ImageInput
            siteId={siteId}
            label={t.backgroundImage}
            value={theme.backgroundImage ?? null}
            removable
            onChange={(backgroundImage) => editor.setTheme({ backgroundImage })}
            error={problems['theme.backgroundImage']}
          />
        </Stack>
      </AdminSectionCard>
      <AdminSectionCard id="site-tracking-title" title={t.tracking}>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t.trackingLead}</Typography>
          <TextInput label={t.gaId} value={analytics.gaId ?? ''} onChange={(gaId) => editor.setAnalytics({ gaId })} error={problems['analytics.gaId']} help={t.gaIdHint} />
          <TextInput
            label={t.facebookPixel}
            value={analytics.facebookPixel ?? ''}
            onChange={(facebookPixel) => editor.setAnalytics({ facebookPixel })}
            error={problems['analytics.facebookPixel']}
            help={t.facebookPixelHint}
          />
        </Stack>
      </AdminSectionCard>
    </>
  );
}
