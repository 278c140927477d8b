import { Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { useSite } from './SiteContext.ts';
import { SiteConfirmation } from './SiteConfirmation.tsx';
import { SitePageView } from './SitePageView.tsx';
import { DOWNLOAD_SEGMENT, HOME_ROUTE, pageForRoute } from './siteRoutes.ts';

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

/** A custom view of one of the organizer's own events; another organizer's event is not found here. */
function ViewRoute() {
  const { site, slots } = useSite();
  const { eventId } = useParams();
  if (!site.events.some((event) => String(event.id) === eventId)) return <SitePageView page={undefined} />;
  return (
    <Suspense fallback={<LoadingState />}>
      <slots.View />
    </Suspense>
  );
}

/**
 * The routes of an organizer host: `/`, `/{route}`, `/{route}/{idregistro}`, `/{route}/{idregistro}/descarga` (the
 * confirmation's PDF), and the organizer's custom views at `/views/{event}/{view}/{number}`.
 */
export function SiteRoutes() {
  return (
    <Routes>
      <Route path="/" element={<PageRoute />} />
      <Route path="/:route" element={<PageRoute />} />
      <Route path="/:route/:registry" element={<ConfirmationRoute download={false} />} />
      <Route path={`/:route/:registry/${DOWNLOAD_SEGMENT}`} element={<ConfirmationRoute download />} />
      <Route path="/views/:eventId/:viewIndex" element={<ViewRoute />} />
      <Route path="/views/:eventId/:viewIndex/:bib" element={<ViewRoute />} />
      <Route path="*" element={<SitePageView page={undefined} />} />
    </Routes>
  );
}
