import type { PublicSite } from '@dorsal/core';

/** The id of the tag in which the server sends an organizer host's published site with the page (server: site-html.ts). */
export const EMBEDDED_SITE_ID = 'dorsal-site';

let cached: PublicSite | null | undefined;

/** The site the server put into the page, read once; null on the product's hosts or when the tag is unreadable. */
export function embeddedSite(): PublicSite | null {
  if (cached !== undefined) return cached;
  const text = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_SITE_ID)?.textContent;
  try {
    cached = text ? (JSON.parse(text) as PublicSite) : null;
  } catch {
    cached = null;
  }
  return cached;
}
