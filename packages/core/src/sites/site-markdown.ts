import type { SiteConfig } from './site.schemas.ts';

/** Where a section's Markdown tree sits in a public site's `markdown`: its page's route and its id. */
export function siteMarkdownKey(route: string, sectionId: string): string {
  return `${route}/${sectionId}`;
}

/** The Markdown texts a site's visitors can see (the bodies of its visible text and text-with-picture sections), by key. */
export function siteMarkdownTexts(config: Pick<SiteConfig, 'pages'>): { key: string; text: string }[] {
  return config.pages.flatMap((page) =>
    page.sections.flatMap((section) =>
      !section.hidden && (section.kind === 'text' || section.kind === 'textImage' || section.kind === 'imageText') ? [{ key: siteMarkdownKey(page.route, section.id), text: section.body }] : [],
    ),
  );
}
