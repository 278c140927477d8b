import fs from 'node:fs';
import path from 'node:path';
import type { PublicSite } from '@dorsal/core';
import { pageForPath, siteFirstPaint } from './site-first-paint.ts';

/** Tag of the site's configuration inside the page: the web app reads it before its first paint (no round trip). */
export const SITE_DATA_ID = 'dorsal-site';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
// Inside <script type="application/json"> only '<' can end the element early; JSON.parse reads \u003c back.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The tab's title: the site's, after the page's when it has its own (as the web app sets it). */
function pageTitle(site: PublicSite, pathname: string): string {
  const own = pageForPath(site, pathname)?.title;
  return own && own !== site.config.title ? `${own} · ${site.config.title}` : site.config.title;
}

/**
 * The app's index.html for an organizer's host, with the published site inside it, the page's title and its opening
 * sections already drawn (site-first-paint.ts) — or `null` there when the host has no published site (the page shows
 * the logo-only loading screen). Without the tag the page is the product's, which so starts at once, without asking
 * /api/host first. index.html is read once.
 */
export function createSiteHtml(deps: { webDist: string; site: (host: string) => Promise<PublicSite> }) {
  let template: string | undefined;
  return async function siteHtml(host: string, url: string): Promise<string> {
    const site = await deps.site(host).catch(() => null);
    template ??= fs.readFileSync(path.join(deps.webDist, 'index.html'), 'utf8');
    const pathname = url.split(/[?#]/)[0]!;
    let page = template;
    if (site) {
      page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(site, pathname))}</title>`);
      const firstPaint = siteFirstPaint(site, pathname);
      if (firstPaint) page = page.replace('<div id="root">', () => `${firstPaint}<div id="root">`);
    }
    return page.replace('</head>', () => `<script id="${SITE_DATA_ID}" type="application/json">${safeJson(site)}</script></head>`);
  };
}
