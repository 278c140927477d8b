import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PublicSite } from '@dorsal/core';
import { trackPageView } from '../../shared/analytics/analytics.ts';

/**
 * A page view to the site's own Google Analytics and Facebook pixel on its first page and on every navigation inside
 * the site (a new path; anchors within a page are not new pages). Without ids nothing loads.
 */
export function useSitePageViews(site: PublicSite | undefined): void {
  const { pathname } = useLocation();
  const gaId = site?.config.analytics.gaId || null;
  const facebookPixel = site?.config.analytics.facebookPixel || null;
  useEffect(() => {
    if (!gaId && !facebookPixel) return;
    // After the page set its title (SitePageView's effect runs first: it is deeper in the tree).
    trackPageView({ gaId, facebookPixel }, { path: pathname, title: document.title });
  }, [gaId, facebookPixel, pathname]);
}
