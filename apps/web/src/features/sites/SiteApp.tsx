import { useEffect, useLayoutEffect, useMemo } from 'react';
import { Box, CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { usePublicSite } from './api.ts';
import { SiteContext, type SiteSlots } from './SiteContext.ts';
import { SiteRoutes } from './SiteRoutes.tsx';
import { createSiteTheme, cssUrl } from './siteTheme.ts';
import { removeServerFirstPaint } from './serverFirstPaint.ts';
import { useSitePageViews } from './useSitePageViews.ts';
import { rememberVisitTrackingTag } from '../../shared/registration/visitTrackingTag.ts';

/**
 * An organizer's website on its own host: the published site (`GET /api/site`) in its own theme and routes. Until it
 * arrives, or when the host has none, `loading` shows (the logo-only screen).
 */
export default function SiteApp({ slots, loading }: { slots: SiteSlots; loading: React.ReactNode }) {
  const query = usePublicSite();
  const site = query.data;
  const theme = useMemo(() => (site ? createSiteTheme(site.config.theme) : null), [site]);
  useSitePageViews(site);
  useEffect(() => {
    if (site) document.documentElement.lang = 'es-MX';
  }, [site]);
  // A `tkl` on whichever page the visitor lands counts for the registration they reach later in the site.
  useEffect(() => rememberVisitTrackingTag(window.location.search), []);
  // The server's drawing of the opening sections gives way in the same frame as the app draws them: no flicker.
  useLayoutEffect(() => {
    if (site && theme) removeServerFirstPaint();
  }, [site, theme]);
  if (!site || !theme) return loading;
  const background = site.config.theme.backgroundImage;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SiteContext value={{ site, slots, route: 'home' }}>
        <Box
          data-testid="organizer-site"
          sx={{
            minHeight: '100dvh',
            bgcolor: 'background.default',
            color: 'text.primary',
            backgroundImage: background ? cssUrl(background) : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center top',
          }}
        >
          <SiteRoutes />
        </Box>
      </SiteContext>
    </ThemeProvider>
  );
}
