import { Route, Routes, useParams } from 'react-router';
import { useSite } from './SiteContext.ts';
import { SiteConfirmation } from './SiteConfirmation.tsx';
import { SitePageView } from './SitePageView.tsx';
import { HOME_ROUTE, pageForRoute } from './siteRoutes.ts';

function PageRoute() {
  const { site } = useSite();
  const { route } = useParams();
  return <SitePageView page={pageForRoute(site, route ?? HOME_ROUTE)} />;
}

function ConfirmationRoute({ download }: { download: boolean }) {
  const { site } = useSite();
  const { route, registry } = useParams();
  return <SiteConfirmation page={pageForRoute(site, route)} registry={registry ?? ''} download={download} />;
}

/** The routes of an organizer host: `/`, `/{route}`, `/{route}/{idregistro}`, `/{route}/{idregistro}/{descarga}`. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route path="/" element={<PageRoute />} />
      <Route path="/:route" element={<PageRoute />} />
      <Route path="/:route/:registry" element={<ConfirmationRoute download={false} />} />
      <Route path="/:route/:registry/:download" element={<ConfirmationRoute download />} />
      <Route path="*" element={<SitePageView page={undefined} />} />
    </Routes>
  );
}
