import { createTheme, darken, getContrastRatio, type Theme } from '@mui/material/styles';
import type { SiteTheme } from '@dorsal/core';
import { SITE_CONTRAST_THRESHOLD, siteFontStacks } from '@dorsal/core/sites/site-look';

export { siteFontStacks };

/**
 * The colour for text in the primary colour on white (links, text buttons, tabs): the organizer's primary, darkened
 * until it reads at WCAG AA (4.5:1) with a margin for light tinted panels (5:1 on white). Orange #FF6F00 becomes a
 * burnt orange; a dark primary stays as it is.
 */
export function readableOn(color: string, background = '#FFFFFF'): string {
  let readable = color;
  for (let step = 0; step < 20 && getContrastRatio(readable, background) < 5; step += 1) readable = darken(color, (step + 1) * 0.05);
  return readable;
}

/** An MUI theme from the site's colours (orange primary by default) and font; text on colours keeps AA contrast. */
export function createSiteTheme(site: SiteTheme): Theme {
  const focusRing = { outline: `3px solid ${site.secondary}`, outlineOffset: 2 } as const;
  // Text drawn in the primary colour (the wizard's and confirmation's links, text buttons and tabs) keeps AA contrast.
  const primaryText = readableOn(site.primary);
  const secondaryText = readableOn(site.secondary);
  return createTheme({
    palette: {
      contrastThreshold: SITE_CONTRAST_THRESHOLD,
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
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 10, minHeight: 44, paddingInline: 22 } },
        variants: [
          { props: { variant: 'text', color: 'primary' }, style: { color: primaryText } },
          { props: { variant: 'outlined', color: 'primary' }, style: { color: primaryText, borderColor: primaryText } },
          { props: { variant: 'text', color: 'secondary' }, style: { color: secondaryText } },
          { props: { variant: 'outlined', color: 'secondary' }, style: { color: secondaryText, borderColor: secondaryText } },
        ],
      },
      MuiLink: {
        styleOverrides: {
          root: ({ ownerState }) => (ownerState.color === undefined || ownerState.color === 'primary' ? { color: primaryText, textDecorationColor: primaryText } : {}),
        },
      },
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: primaryText } } } },
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
      MuiIconButton: { variants: [{ props: { color: 'primary' }, style: { color: primaryText } }] },
      MuiChip: { variants: [{ props: { variant: 'outlined', color: 'primary' }, style: { color: primaryText, borderColor: primaryText } }] },
      MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #E1E6EF' } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}

/** A CSS `url()` for an address the site schema already accepted (http(s) or /files/…). */
export function cssUrl(url: string): string {
  return `url(${JSON.stringify(url)})`;
}
