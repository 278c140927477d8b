import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema, starterSite, type PublicSite } from '@dorsal/core';
import { createSiteHtml, SITE_DATA_ID } from './site-html.ts';
import { FIRST_PAINT_ID, siteFirstPaint } from './site-first-paint.ts';

describe("an organizer host's page", () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-site-html-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<html><head><title>Dorsal</title></head><body><div id="root"></div></body></html>');
  const config = siteConfigSchema.parse(starterSite('Club </script><b>Nocturno</b> & Co', null));
  const site: PublicSite = { id: 1, organizerName: 'Club', config, events: [], markdown: { 'home/texto': [{ type: 'paragraph', children: ['Nada de </script> aquí'] }] } };

  it('carries the published site in the HTML (title escaped, JSON that cannot close its tag)', async () => {
    const html = await createSiteHtml({ webDist, site: async () => site })('club.example.mx', '/');
    expect(html).toContain('<title>Club &lt;/script&gt;&lt;b&gt;Nocturno&lt;/b&gt; &amp; Co</title>');
    const json = new RegExp(`<script id="${SITE_DATA_ID}" type="application/json">(.*?)</script></head>`).exec(html)![1]!;
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(site);
  });

  it('marks an unknown or unpublished host with null (the loading screen), keeping the page title', async () => {
    const html = await createSiteHtml({ webDist, site: async () => Promise.reject(new Error('404')) })('nadie.example.mx', '/');
    expect(html).toContain('<title>Dorsal</title>');
    expect(html).toContain(`<script id="${SITE_DATA_ID}" type="application/json">null</script></head>`);
  });

  const drawnSite: PublicSite = {
    ...site,
    config: siteConfigSchema.parse({
      title: 'Corre Norte',
      theme: { primary: '#0D3B8C', fontFamily: 'serif' },
      pages: [
        {
          route: 'home',
          sections: [
            { kind: 'header', id: 'barra', title: 'Corre <Norte>', menu: [{ label: 'Inscripción', href: '/inscripcion' }] },
            { kind: 'banner', id: 'portada', title: 'Medio Maratón', subtitle: 'Domingo 7', imageUrl: '/files/sites/portada.jpg', buttonLabel: 'Inscribirme', buttonHref: '#inscripcion' },
            { kind: 'title', id: 'oculto', text: 'No se ve', hidden: true },
            { kind: 'text', id: 'bienvenida', title: 'Bienvenida', body: 'Primera línea\nSegunda & última', width: 3, padding: 4 },
            { kind: 'countdown', id: 'cuenta', target: '2027-02-21T07:00:00-06:00' },
            { kind: 'title', id: 'despues', text: 'Después de la cuenta' },
          ],
        },
        { route: 'inscripcion', title: 'Inscripción', sections: [{ kind: 'registration', id: 'inscripcion', eventId: 1 }] },
      ],
    }),
  };

  it("draws the page's opening sections of the kinds it knows, escaped, up to the first it does not", async () => {
    const html = await createSiteHtml({ webDist, site: async () => drawnSite })('club.example.mx', '/?tkl=x');
    const drawn = html.slice(html.indexOf(`<div id="${FIRST_PAINT_ID}">`), html.indexOf('<div id="root">'));
    expect(drawn).toContain('<p class="sfp-brand">Corre &lt;Norte&gt;</p>');
    expect(drawn).toContain('<a href="/inscripcion">Inscripción</a>');
    expect(drawn).toContain('<h1 class="sfp-h1">Medio Maratón</h1>');
    expect(drawn).toContain('url(&quot;/files/sites/portada.jpg&quot;)');
    expect(drawn).toContain('Primera línea\nSegunda &amp; última');
    expect(drawn).toContain('--sfp-span:6;padding:32px 0');
    expect(drawn).not.toContain('No se ve');
    expect(drawn).not.toContain('Después de la cuenta');
    // White text on the dark blue header (AA), the serif stack from the theme.
    expect(html).toContain('.sfp-header{background-color:#0D3B8C;color:#fff}');
    expect(html).toContain('font-family:Georgia');
  });

  it("titles a page by its own title and draws nothing for a page that opens with a kind it does not draw, or a confirmation", async () => {
    const html = await createSiteHtml({ webDist, site: async () => drawnSite })('club.example.mx', '/inscripcion');
    expect(html).toContain('<title>Inscripción · Corre Norte</title>');
    expect(html).not.toContain(FIRST_PAINT_ID);
    expect(siteFirstPaint(drawnSite, '/inscripcion/ABC123')).toBe('');
    expect(siteFirstPaint(drawnSite, '/no-existe')).toBe('');
  });
});
