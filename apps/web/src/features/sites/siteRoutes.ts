import type { PublicSite, SitePage, SiteSection } from '@dorsal/core';

export const HOME_ROUTE = 'home';
export const NOT_FOUND_ROUTE = 'notFound';
/** The last segment of a confirmation's PDF: `/{route}/{idregistro}/descarga`. */
export const DOWNLOAD_SEGMENT = 'descarga';

export function findPage(site: PublicSite, route: string): SitePage | undefined {
  return site.config.pages.find((page) => page.route === route);
}

/** The page a path segment opens: 'notFound' is never reachable by its name (it answers unknown paths). */
export function pageForRoute(site: PublicSite, route: string | undefined): SitePage | undefined {
  const name = route ?? HOME_ROUTE;
  if (name === NOT_FOUND_ROUTE) return undefined;
  return findPage(site, name);
}

/** The visible sections of a page, with those of the pages its `view` sections show (one level). */
export function visibleSections(site: PublicSite, page: SitePage, depth = 0): SiteSection[] {
  return page.sections.flatMap((section) => {
    if (section.hidden) return [];
    if (section.kind !== 'view') return [section];
    const other = depth === 0 ? findPage(site, section.route) : undefined;
    return other ? visibleSections(site, other, depth + 1) : [];
  });
}

/** The event whose registration a page shows (directly or through a view): its confirmations open at `/{route}/{key}`. */
export function registrationEventOf(site: PublicSite, route: string): number | null {
  const page = pageForRoute(site, route);
  if (!page) return null;
  const section = visibleSections(site, page).find((item) => item.kind === 'registration');
  return section?.kind === 'registration' ? section.eventId : null;
}

/** Where an event's registration section is on this site (`/route#id`, or `#id` on the page shown). */
export function registrationAnchor(site: PublicSite, eventId: number, currentRoute: string): string | null {
  for (const page of site.config.pages) {
    const section = visibleSections(site, page).find((item) => item.kind === 'registration' && item.eventId === eventId);
    if (!section) continue;
    if (page.route === currentRoute) return `#${section.id}`;
    return `${page.route === HOME_ROUTE ? '/' : `/${page.route}`}#${section.id}`;
  }
  return null;
}

/** The site's own path of a registration's confirmation (and of its PDF download). */
export function confirmationPath(route: string, key: string, download = false): string {
  return `/${route}/${encodeURIComponent(key)}${download ? `/${DOWNLOAD_SEGMENT}` : ''}`;
}

/** The tab's title: the site's title, after the page's when it has its own. */
export function documentTitle(siteTitle: string, pageTitle: string | undefined): string {
  return pageTitle && pageTitle !== siteTitle ? `${pageTitle} · ${siteTitle}` : siteTitle;
}
