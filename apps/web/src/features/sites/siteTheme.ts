import { createTheme, type Theme } from '@mui/material/styles';
import type { SiteTheme } from '@dorsal/core';

/**
 * The font families an organizer picks, as CSS stacks: Roboto ships with the app; the others use fonts every
 * phone and computer already has, so a site never downloads a font from the internet.
 */
export const siteFontStacks: Record<SiteTheme['fontFamily'], string> = {
  roboto: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  condensed: '"Roboto Condensed", "Arial Narrow", "Helvetica Neue", Roboto, sans-serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", Roboto, sans-serif',
  mono: 'ui-monospace, "Roboto Mono", Menlo, Consolas, "Liberation Mono", monospace',
};

/** An MUI theme from the site's colours (orange primary by default) and font; text on colours keeps AA contrast. */
export function createSiteTheme(site: SiteTheme): Theme {
  const focusRing = { outline: `3px solid ${site.secondary}`, outlineOffset: 2 } as const;
  return createTheme({
    palette: {
      contrastThreshold: 4.5,
      primary: { main: site.primary },
      secondary: { main: site.secondary },
      background: { default: site.background, paper: '#FFFFFF' },
      text: { primary: site.text },
    },
    shape: { borderRadius: 12 },
    spacing: 8,
    typography: {
      fontFamily: siteFontStacks[site.fontFamily],
      h1: { fontSize: 'clamp(1.9rem, 6vw, 3.2rem)', fontWeight: 700, lineHeight: 1.1 },
      h2: { fontSize: 'clamp(1.5rem, 4vw, 2.1rem)', fontWeight: 700, lineHeight: 1.2 },
      h3: { fontSize: '1.3rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { WebkitTextSizeAdjust: '100%', scrollBehavior: 'smooth' },
          body: { overflowX: 'hidden' },
          'a:focus-visible, button:focus-visible, [tabindex]:focus-visible': focusRing,
          '.notistack-MuiContent.notistack-MuiContent-success': { backgroundColor: '#2E7D32' },
          '.notistack-MuiContent.notistack-MuiContent-info': { backgroundColor: '#0D3B8C' },
          '.notistack-MuiContent.notistack-MuiContent-error': { backgroundColor: '#C62828' },
          '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 10, minHeight: 44, paddingInline: 22 } } },
      MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #E1E6EF' } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}

/** A CSS `url()` for an address the site schema already accepted (http(s) or /files/…). */
export function cssUrl(url: string): string {
  return `url(${JSON.stringify(url)})`;
}
