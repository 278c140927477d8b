import { describe, expect, it } from 'vitest';
import { siteConfigSchema, type PublicSite } from '@dorsal/core';
import { confirmationPath, documentTitle, pageForRoute, registrationAnchor, registrationEventOf, visibleSections } from './siteRoutes.ts';

const config = siteConfigSchema.parse({
  title: 'Carrera Demo',
  pages: [
    { route: 'home', title: 'Carrera Demo', sections: [{ kind: 'title', id: 'hola', text: 'Hola' }, { kind: 'view', id: 'vista', route: 'inscripcion' }] },
    {
      route: 'inscripcion',
      title: 'Inscripción',
      sections: [
        { kind: 'registration', id: 'registro', eventId: 7 },
        { kind: 'text', id: 'oculto', body: 'x', hidden: true },
        { kind: 'view', id: 'otra', route: 'home' },
      ],
    },
    { route: 'notFound', title: 'PÁGINA NO ENCONTRADA', sections: [{ kind: 'notFound', id: 'nf' }] },
  ],
});
const site: PublicSite = { id: 1, organizerName: 'Corre México', config, events: [], markdown: {} };

describe('site routes', () => {
  it('opens home at / and pages by route; notFound is never reached by name', () => {
    expect(pageForRoute(site, undefined)?.route).toBe('home');
    expect(pageForRoute(site, 'inscripcion')?.route).toBe('inscripcion');
    expect(pageForRoute(site, 'notFound')).toBeUndefined();
    expect(pageForRoute(site, 'nada')).toBeUndefined();
  });

  it('shows another page through a view one level deep, without hidden sections', () => {
    const home = pageForRoute(site, 'home')!;
    expect(visibleSections(site, home).map((section) => section.id)).toEqual(['hola', 'registro']);
  });

  it('finds the event whose registration a page shows, directly or through a view', () => {
    expect(registrationEventOf(site, 'inscripcion')).toBe(7);
    expect(registrationEventOf(site, 'home')).toBe(7);
    expect(registrationEventOf(site, 'nada')).toBeNull();
  });

  it('links to an event registration on the site', () => {
    expect(registrationAnchor(site, 7, 'home')).toBe('#registro');
    expect(registrationAnchor(site, 7, 'otra')).toBe('/#registro');
    expect(registrationAnchor(site, 8, 'home')).toBeNull();
  });

  it('builds the confirmation paths and the tab title', () => {
    expect(confirmationPath('inscripcion', 'AB12')).toBe('/inscripcion/AB12');
    expect(confirmationPath('home', 'AB12', true)).toBe('/home/AB12/descarga');
    expect(documentTitle('Carrera Demo', 'Inscripción')).toBe('Inscripción · Carrera Demo');
    expect(documentTitle('Carrera Demo', 'Carrera Demo')).toBe('Carrera Demo');
  });
});
