import { siteSectionSchema, siteThemeSchema, type PublicSite, type SiteConfigInput, type SiteEvent, type SiteSection } from '@dorsal/core';
import type { ManagedEvent } from '../api.ts';

/**
 * The draft as the public renderer takes it: the theme with its defaults and, on each page, only the sections that
 * pass the schema (a broken one is reported in the section list, never drawn half-made).
 */
export function previewSite(draft: SiteConfigInput, organizerName: string, events: readonly ManagedEvent[]): PublicSite {
  const theme = siteThemeSchema.safeParse(draft.theme ?? {});
  return {
    id: 0,
    organizerName,
    config: {
      title: draft.title,
      theme: theme.success ? theme.data : siteThemeSchema.parse({}),
      // The preview never reports page views.
      analytics: { gaId: '', facebookPixel: '' },
      pages: draft.pages.map((page) => ({
        route: page.route,
        title: page.title ?? '',
        sections: page.sections.flatMap((section): SiteSection[] => {
          const parsed = siteSectionSchema.safeParse(section);
          return parsed.success ? [parsed.data] : [];
        }),
      })),
    },
    events: events.map(
      (event): SiteEvent => ({
        id: event.id,
        name: event.name,
        logoUrl: event.logoUrl,
        date: event.date,
        startTime: event.startTime,
        place: event.place,
        city: event.city,
        status: event.status === 'live' || event.status === 'results' ? event.status : 'registration',
        hasWebsite: event.hasWebsite,
      }),
    ),
    // Parsed live by the preview (SiteEditorRoute's LiveMarkdown), not by the server.
    markdown: {},
  };
}
