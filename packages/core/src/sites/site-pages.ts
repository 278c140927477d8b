import type { SiteConfig, SitePage, SiteSection } from './site.schemas.ts';

/** The visible sections of a page, with those of the pages its `view` sections show (one level). */
export function visibleSiteSections(config: Pick<SiteConfig, 'pages'>, page: SitePage, depth = 0): SiteSection[] {
  return page.sections.flatMap((section) => {
    if (section.hidden) return [];
    if (section.kind !== 'view') return [section];
    const other = depth === 0 ? config.pages.find((item) => item.route === section.route) : undefined;
    return other ? visibleSiteSections(config, other, depth + 1) : [];
  });
}

/**
 * The route of the first page that shows the event's registration (directly or through a view): a registration
 * made there has its confirmation at `/{route}/{idregistro}`. Null when no page shows it.
 */
export function registrationPageRoute(config: Pick<SiteConfig, 'pages'>, eventId: number): string | null {
  const page = config.pages.find(
    (item) => item.route !== 'notFound' && visibleSiteSections(config, item).some((section) => section.kind === 'registration' && section.eventId === eventId),
  );
  return page?.route ?? null;
}
