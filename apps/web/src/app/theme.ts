import { createTheme } from '@mui/material/styles';

/** Numbers that matter (times, positions, counts) line up in columns. */
export const tabularNums = { fontVariantNumeric: 'tabular-nums' } as const;

export const brand = {
  blue: '#0D3B8C',
  blueDark: '#082A66',
  orange: '#FF6F00',
  background: '#F3F5F9',
} as const;

const focusRing = { outline: `3px solid ${brand.orange}`, outlineOffset: 2 } as const;

export const theme = createTheme({
  palette: {
    primary: { main: brand.blue, dark: brand.blueDark, light: '#3D63B0', contrastText: '#FFFFFF' },
    secondary: { main: brand.orange, dark: '#C43E00', light: '#FFA040', contrastText: '#1B1B1B' },
    background: { default: brand.background, paper: '#FFFFFF' },
    text: { primary: '#1B2333', secondary: '#4F5B70' },
  },
  shape: { borderRadius: 12 },
  spacing: 8,
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.15 },
    h2: { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.2 },
    h3: { fontSize: '1.3rem', fontWeight: 700 },
    h4: { fontSize: '1.15rem', fontWeight: 500 },
    h5: { fontSize: '1.05rem', fontWeight: 500 },
    h6: { fontSize: '1rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500, fontSize: '0.95rem' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { WebkitTextSizeAdjust: '100%' },
        body: { overflowX: 'hidden' },
        'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [tabindex]:focus-visible': focusRing,
        '.tabular-nums': tabularNums,
        // notistack's own success, info and warning fills are too light for white text (WCAG AA 4.5:1).
        '.notistack-MuiContent.notistack-MuiContent-success': { backgroundColor: '#2E7D32' },
        '.notistack-MuiContent.notistack-MuiContent-info': { backgroundColor: brand.blue },
        '.notistack-MuiContent.notistack-MuiContent-warning': { backgroundColor: '#8A4B00' },
        '.notistack-MuiContent.notistack-MuiContent-error': { backgroundColor: '#C62828' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10, minHeight: 44, paddingInline: 20 } },
    },
    MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #E1E6EF' } } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
