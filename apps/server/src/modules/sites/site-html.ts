import fs from 'node:fs';
import path from 'node:path';
import type { PublicSite } from '@dorsal/core';

/** Tag of the site's configuration inside the page: the web app reads it before its first paint (no round trip). */
export const SITE_DATA_ID = 'dorsal-site';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
// Inside <script type="application/json"> only '<' can end the element early; JSON.parse reads \u003c back.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The app's index.html for an organizer's host, with the published site inside it and its title — or `null` there
 * when the host has no published site (the page shows the logo-only loading screen). Without the tag the page is the
 * product's, which so starts at once, without asking /api/host first. index.html is read once.
 */
export function createSiteHtml(deps: { webDist: string; site: (host: string) => Promise<PublicSite> }) {
  let template: string | undefined;
  return async function siteHtml(host: string): Promise<string> {
    const site = await deps.site(host).catch(() => null);
    template ??= fs.readFileSync(path.join(deps.webDist, 'index.html'), 'utf8');
    const page = site ? template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(site.config.title)}</title>`) : template;
    return page.replace('</head>', `<script id="${SITE_DATA_ID}" type="application/json">${safeJson(site)}</script></head>`);
  };
}
