import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema, starterSite, type PublicSite } from '@dorsal/core';
import { createSiteHtml, SITE_DATA_ID } from './site-html.ts';

describe("an organizer host's page", () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-site-html-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<html><head><title>Dorsal</title></head><body><div id="root"></div></body></html>');
  const config = siteConfigSchema.parse(starterSite('Club </script><b>Nocturno</b> & Co', null));
  const site: PublicSite = { id: 1, organizerName: 'Club', config, events: [] };

  it('carries the published site in the HTML (title escaped, JSON that cannot close its tag)', async () => {
    const html = await createSiteHtml({ webDist, site: async () => site })('club.example.mx');
    expect(html).toContain('<title>Club &lt;/script&gt;&lt;b&gt;Nocturno&lt;/b&gt; &amp; Co</title>');
    const json = new RegExp(`<script id="${SITE_DATA_ID}" type="application/json">(.*?)</script></head>`).exec(html)![1]!;
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(site);
  });

  it('marks an unknown or unpublished host with null (the loading screen), keeping the page title', async () => {
    const html = await createSiteHtml({ webDist, site: async () => Promise.reject(new Error('404')) })('nadie.example.mx');
    expect(html).toContain('<title>Dorsal</title>');
    expect(html).toContain(`<script id="${SITE_DATA_ID}" type="application/json">null</script></head>`);
  });
});
