import { useEffect } from 'react';
import { Box } from '@mui/material';
import type { SitePage } from '@dorsal/core';
import { SectionGrid } from './SectionGrid.tsx';
import { SiteContext, useSite } from './SiteContext.ts';
import { NotFoundSection } from './sections/NotFoundSection.tsx';
import { documentTitle } from './siteRoutes.ts';

/** One page of the site; without one, the site's 'notFound' page or the built-in 'PÁGINA NO ENCONTRADA'. */
export function SitePageView({ page }: { page: SitePage | undefined }) {
  const context = useSite();
  const { site } = context;
  const shown = page ?? site.config.pages.find((item) => item.route === 'notFound');
  useEffect(() => {
    document.title = documentTitle(site.config.title, shown?.title);
  }, [site.config.title, shown?.title]);
  return (
    <SiteContext value={{ ...context, route: shown?.route ?? 'notFound' }}>
      <Box component="main">{shown ? <SectionGrid sections={shown.sections} pageRoute={shown.route} /> : <NotFoundSection />}</Box>
    </SiteContext>
  );
}
