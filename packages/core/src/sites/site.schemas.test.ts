import { describe, expect, it } from 'vitest';
import { siteConfigSchema, siteFormProblem, siteHostSchema, siteSectionKinds, siteSectionSchema, starterSite, youtubeIdOf } from './site.schemas.ts';

describe('organizer website configuration', () => {
  it('a starter site is valid, orange by default, with home and notFound pages', () => {
    const config = siteConfigSchema.parse(starterSite('Corre México Eventos', '2027-03-07'));
    expect(config.theme.primary).toBe('#FF6F00');
    expect(config.pages.map((page) => page.route)).toEqual(['home', 'notFound']);
    expect(config.pages[0]!.sections.map((section) => section.kind)).toEqual(['header', 'banner', 'countdown', 'eventsList', 'footer']);
  });

  it("has no trackers by default and checks the site's Google Analytics id and Facebook pixel where they are", () => {
    const base = starterSite('Corre Norte', null);
    expect(siteConfigSchema.parse(base).analytics).toEqual({ gaId: '', facebookPixel: '' });
    expect(siteConfigSchema.parse({ ...base, analytics: { gaId: ' G-ABC1234 ', facebookPixel: '1234567890' } }).analytics).toEqual({ gaId: 'G-ABC1234', facebookPixel: '1234567890' });
    const wrong = siteConfigSchema.safeParse({ ...base, analytics: { gaId: 'ABC', facebookPixel: 'pixel' } });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['analytics.gaId', 'El ID de Google Analytics empieza con G- (o UA-)'],
      ['analytics.facebookPixel', 'El pixel de Facebook es un número de 6 a 20 dígitos'],
    ]);
  });

  it('knows every section kind of the spec', () => {
    expect(siteSectionKinds).toHaveLength(21);
    expect(siteSectionKinds).toContain('countdown');
  });

  it('refuses repeated routes and section ids and a site without home, each where it is', () => {
    const config = siteConfigSchema.parse(starterSite('Club', null));
    const twice = { ...config, pages: [...config.pages, config.pages[1]] };
    const result = siteConfigSchema.safeParse(twice);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['pages', 2, 'route'], message: 'Hay dos páginas con la ruta notFound' });
    const noHome = siteConfigSchema.safeParse({ ...config, pages: [config.pages[1]] });
    expect(noHome.error?.issues.map((issue) => issue.message)).toContain('El sitio necesita una página de inicio (ruta home)');
    const repeated = structuredClone(config);
    repeated.pages[0]!.sections.push(repeated.pages[0]!.sections[0]!);
    expect(siteConfigSchema.safeParse(repeated).error?.issues[0]?.message).toBe('Hay dos secciones con el id encabezado');
  });

  it('reads a YouTube id from a link; widths stay within 1–6', () => {
    expect(youtubeIdOf('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=3')).toBe('M7lc1UVf-VE');
    expect(youtubeIdOf('https://youtu.be/M7lc1UVf-VE')).toBe('M7lc1UVf-VE');
    expect(siteSectionSchema.parse({ kind: 'video', id: 'v', youtubeId: 'M7lc1UVf-VE' })).toMatchObject({ youtubeId: 'M7lc1UVf-VE', width: 6 });
    expect(siteSectionSchema.safeParse({ kind: 'video', id: 'v', youtubeId: 'corto' }).error?.issues[0]?.message).toBe('Escribe el id de YouTube (11 caracteres) o el enlace del video');
    expect(siteSectionSchema.safeParse({ kind: 'spacer', id: 'e', width: 7 }).success).toBe(false);
  });

  it('names the first required field left empty', () => {
    const fields = [
      { id: 'nombre', label: 'Nombre', required: true },
      { id: 'acepto', label: 'Acepto', required: true },
    ];
    expect(siteFormProblem(fields, { nombre: '  ', acepto: true })).toEqual({ field: 'nombre', message: 'El campo Nombre es un campo requerido' });
    expect(siteFormProblem(fields, { nombre: 'Ana', acepto: false })?.message).toBe('El campo Acepto es un campo requerido');
    expect(siteFormProblem(fields, { nombre: 'Ana', acepto: true })).toBeNull();
  });

  it('accepts host names only', () => {
    expect(siteHostSchema.parse('Carrera.Ejemplo.MX')).toBe('carrera.ejemplo.mx');
    for (const bad of ['localhost', 'http://x.mx', 'a b.mx', '-x.mx']) expect(siteHostSchema.safeParse(bad).success, bad).toBe(false);
  });
});
