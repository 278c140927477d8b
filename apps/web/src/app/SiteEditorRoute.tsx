import { lazy, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { fill, messages } from '@dorsal/core';
import { SiteEditorPage } from '../features/manage/sites/SiteEditorPage.tsx';
import type { SitePreviewProps } from '../features/manage/sites/SitePreview.tsx';
import { SectionGrid } from '../features/sites/SectionGrid.tsx';
import { SiteContext, type SiteSlots } from '../features/sites/SiteContext.ts';
import { createSiteTheme, cssUrl } from '../features/sites/siteTheme.ts';

const t = messages.siteEditor;

/** The preview does not run a registration: the section shows where the wizard goes. */
function RegistrationPlaceholder() {
  return (
    <Box sx={{ border: '1px dashed', borderColor: 'primary.main', borderRadius: 2, p: 3, textAlign: 'center' }}>
      <Typography>{fill(t.placeholder, { kind: t.kinds.registration })}</Typography>
    </Box>
  );
}
/** The draft's texts change as they are typed: the preview parses them in the browser (the product's bundle). */
const LiveMarkdown = lazy(() => import('../shared/events/MarkdownText.tsx'));
const previewSlots: SiteSlots = { Registration: RegistrationPlaceholder, Confirmation: () => null, View: () => null, LiveMarkdown };

/** Breakpoints no width reaches: inside the 360 px frame every section lays out as on a phone. */
const phoneBreakpoints = createTheme({ breakpoints: { values: { xs: 0, sm: 100_000, md: 100_000, lg: 100_000, xl: 100_000 } } }).breakpoints;

/** The public renderer's page (features/sites) drawn from the editor's draft. */
function SitePreviewPage({ site, route, phone }: SitePreviewProps) {
  const base = useMemo(() => createSiteTheme(site.config.theme), [site.config.theme]);
  const theme = useMemo(() => (phone ? { ...base, breakpoints: phoneBreakpoints } : base), [base, phone]);
  const page = site.config.pages.find((item) => item.route === route);
  const background = site.config.theme.backgroundImage;
  return (
    <ThemeProvider theme={theme}>
      <SiteContext value={{ site, route, slots: previewSlots }}>
        <Box
          sx={{
            minHeight: 240,
            bgcolor: 'background.default',
            color: 'text.primary',
            fontFamily: theme.typography.fontFamily,
            backgroundImage: background ? cssUrl(background) : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center top',
          }}
        >
          {page && <SectionGrid sections={page.sections} pageRoute={page.route} />}
        </Box>
      </SiteContext>
    </ThemeProvider>
  );
}

/** /admin/organizadores/:organizerId/sitios/:siteId: the editor with the public renderer as its preview (composed here). */
export default function SiteEditorRoute() {
  return <SiteEditorPage renderer={SitePreviewPage} />;
}
