import type { PublicSite } from '@dorsal/core';

/** The id of the tag in which the server sends an organizer host's published site with the page (server: site-html.ts). */
export const EMBEDDED_SITE_ID = 'dorsal-site';

/**
 * What the server said about this host in the page: `absent` on the product's hosts (no tag), `none` on an organizer
 * host without a published site (`null`), or the site itself.
 */
export type EmbeddedSite = { kind: 'absent' } | { kind: 'none' } | { kind: 'site'; site: PublicSite };

let cached: EmbeddedSite | undefined;

/** Read once. An unreadable tag counts as an organizer host without a site. */
export function embeddedSiteTag(): EmbeddedSite {
  if (cached !== undefined) return cached;
  const tag = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_SITE_ID);
  if (!tag) return (cached = { kind: 'absent' });
  try {
    const site = JSON.parse(tag.textContent ?? 'null') as PublicSite | null;
    cached = site ? { kind: 'site', site } : { kind: 'none' };
  } catch {
    cached = { kind: 'none' };
  }
  return cached;
}

/** The site the server put into the page; null on the product's hosts or without a published site. */
export function embeddedSite(): PublicSite | null {
  const tag = embeddedSiteTag();
  return tag.kind === 'site' ? tag.site : null;
}
