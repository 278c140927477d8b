import { useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import PhoneIcon from '@mui/icons-material/PhoneAndroid';
import DesktopIcon from '@mui/icons-material/DesktopWindows';
import { fill, messages, type PublicSite } from '@dorsal/core';
import { PlaceholderPage } from './PlaceholderPage.tsx';

const t = messages.siteEditor;
const widths = { phone: 360, desktop: 1200 } as const;

export interface SitePreviewProps {
  site: PublicSite;
  /** The route name of the page shown. */
  route: string;
  /** Drawn at 360 px: sections take the whole row. */
  phone: boolean;
}

/** The public renderer's page, lent by app/ (a feature imports no other); the placeholder stands in without it. */
export type SitePreviewRenderer = ComponentType<SitePreviewProps>;

function PlaceholderRenderer(props: SitePreviewProps) {
  const { theme } = props.site.config;
  const muiTheme = useMemo(
    () => createTheme({ palette: { contrastThreshold: 4.5, primary: { main: theme.primary }, secondary: { main: theme.secondary }, text: { primary: theme.text } } }),
    [theme.primary, theme.secondary, theme.text],
  );
  return (
    <ThemeProvider theme={muiTheme}>
      <Box sx={{ bgcolor: theme.background, color: theme.text, minHeight: 200 }}>
        <PlaceholderPage {...props} />
      </Box>
    </ThemeProvider>
  );
}

/** Hook: the element's width and height as they change. */
function useSize<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/** The draft's page at phone (360 px) or desktop width, scaled to fit; not interactive (`inert`). */
export function SitePreview({ site, route, renderer: Renderer = PlaceholderRenderer }: { site: PublicSite; route: string; renderer?: SitePreviewRenderer }) {
  const [mode, setMode] = useState<'phone' | 'desktop'>('phone');
  const [outerRef, outer] = useSize<HTMLDivElement>();
  const [innerRef, inner] = useSize<HTMLDivElement>();
  const virtual = widths[mode];
  const scale = outer.width > 0 ? Math.min(1, outer.width / virtual) : 1;
  const label = fill(t.previewLabel, { size: mode === 'phone' ? t.phone : t.desktop });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="site-preview-title" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="site-preview-title" component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {t.preview}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, value: 'phone' | 'desktop' | null) => value && setMode(value)} aria-label={t.preview}>
          <ToggleButton value="phone" aria-label={t.phone}>
            <PhoneIcon fontSize="small" sx={{ mr: 0.5 }} />
            {t.phone}
          </ToggleButton>
          <ToggleButton value="desktop" aria-label={t.desktop}>
            <DesktopIcon fontSize="small" sx={{ mr: 0.5 }} />
            {t.desktop}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        ref={outerRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{ maxHeight: '75vh', overflowY: 'auto', overflowX: 'hidden', bgcolor: '#EEF2F8', borderRadius: 1, '&:focus-visible': { outline: '3px solid #FF6F00', outlineOffset: 2 } }}
      >
        <Box sx={{ height: inner.height * scale, width: virtual * scale, mx: 'auto', overflow: 'hidden' }}>
          <Box
            ref={innerRef}
            data-testid="site-preview"
            data-mode={mode}
            {...{ inert: true }}
            sx={{ width: virtual, transform: `scale(${scale})`, transformOrigin: 'top left', boxShadow: 2, bgcolor: '#FFFFFF' }}
          >
            <Renderer site={site} route={route} phone={mode === 'phone'} />
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
