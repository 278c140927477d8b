import { Suspense, useEffect } from 'react';
import { Box } from '@mui/material';
import type { SitePage } from '@dorsal/core';
import { messages } from '@dorsal/core/i18n/messages';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { SectionGrid } from './SectionGrid.tsx';
import { useSite } from './SiteContext.ts';
import { documentTitle, registrationEventOf } from './siteRoutes.ts';
import { SitePageView } from './SitePageView.tsx';

/**
 * `/{route}/{key}` (and `/{route}/{key}/{descarga}`, which downloads its PDF): the confirmation of a registration made
 * on that page, between the page's own header and footer.
 */
export function SiteConfirmation({ page, registry, download }: { page: SitePage | undefined; registry: string; download: boolean }) {
  const { site, slots } = useSite();
  const eventId = page ? registrationEventOf(site, page.route) : null;
  useEffect(() => {
    document.title = documentTitle(site.config.title, messages.sites.confirmationTitle);
  }, [site.config.title]);
  if (!page || eventId === null) return <SitePageView page={undefined} />;
  const header = page.sections.filter((section) => section.kind === 'header');
  const footer = page.sections.filter((section) => section.kind === 'footer');
  return (
    <Box component="main">
      <SectionGrid sections={header} pageRoute={page.route} />
      <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
        <Suspense fallback={<LoadingState />}>
          <slots.Confirmation registry={registry} eventId={eventId} download={download} />
        </Suspense>
      </Box>
      <SectionGrid sections={footer} pageRoute={page.route} />
    </Box>
  );
}
