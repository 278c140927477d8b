import PDFDocument from 'pdfkit';
import { siteConfigSchema, type SiteConfigInput } from '@dorsal/core';
import type { BuiltApp } from '../../app.ts';
import { storeDemoLogo } from './demo-logos.ts';

type Services = Pick<BuiltApp, 'services'>['services'];

/** Where a newcomer opens the demo organizer's website: browsers send *.localhost to this machine. */
export const DEMO_SITE_HOST = 'corremexico.localhost';
/** The demo site's short path on the main host: /corremexico sends visitors to DEMO_SITE_HOST. */
export const DEMO_SITE_SHORT_PATH = 'corremexico';

/** The demo organizer's published website, with every kind of section, on DEMO_SITE_HOST. */
export async function seedDemoSite(services: Services, organizerId: number | null, events: Record<string, number>) {
  const monterrey = events.monterrey;
  const valle = events['valle-bravo'];
  if (organizerId === null || monterrey === undefined || valle === undefined) return null;
  const { sitesRepository: sites, storage } = services;
  if (await sites.findByHost(DEMO_SITE_HOST)) return null;
  const picture = (key: string, background: string, accent: string) => storeDemoLogo(storage, `sites/demo-${key}.png`, { background, accent });
  const [banner, trail, road, night] = await Promise.all([
    picture('portada', '#1b2a4a', '#ff6f00'),
    picture('montana', '#2d6a4f', '#ffffff'),
    picture('ruta', '#0d3b8c', '#f26b1d'),
    picture('nocturna', '#231942', '#e0b1cb'),
  ]);
  const input: SiteConfigInput = {
    title: 'Corre México Eventos',
    theme: { primary: '#FF6F00', secondary: '#1B2A4A' },
    pages: [
      {
        route: 'home',
        title: 'Corre México Eventos',
        sections: [
          { kind: 'header', id: 'encabezado', title: 'Corre México', logoUrl: banner, menu: [{ label: 'Eventos', href: '#eventos' }, { label: 'Inscripción', href: '#inscripcion' }, { label: 'Contacto', href: '/contacto' }] },
          { kind: 'banner', id: 'portada', title: 'Medio Maratón de Monterrey 2027', subtitle: '21 km por el Parque Fundidora: inscripciones abiertas', imageUrl: banner, buttonLabel: 'Inscribirme', buttonHref: '#inscripcion' },
          { kind: 'countdown', id: 'cuenta-regresiva', title: 'Falta poco para la salida', target: '2027-02-21T07:00:00-06:00', finishedText: '¡Ya estamos corriendo!' },
          { kind: 'title', id: 'titulo-distancias', text: 'Elige tu distancia' },
          { kind: 'price', id: 'precio-5k', width: 2, title: '5 km', price: '$450', items: ['Playera técnica', 'Medalla', 'Chip'], buttonLabel: 'Inscribirme', buttonHref: '#inscripcion' },
          { kind: 'price', id: 'precio-10k', width: 2, title: '10 km', price: '$550', items: ['Playera técnica', 'Medalla', 'Chip', 'Foto en meta'], buttonLabel: 'Inscribirme', buttonHref: '#inscripcion' },
          { kind: 'price', id: 'precio-21k', width: 2, title: '21 km', price: '$750', items: ['Playera técnica', 'Medalla', 'Chip', 'Foto en meta', 'Certificado'], buttonLabel: 'Inscribirme', buttonHref: '#inscripcion' },
          { kind: 'textImage', id: 'ruta', title: 'Una ruta rápida', body: 'Salida y meta en el **Parque Fundidora**, con hidratación cada 2.5 km y cronometraje con chip.', imageUrl: road, imageAlt: 'Mapa estilizado de la ruta' },
          { kind: 'imageText', id: 'montana', title: 'También en la montaña', body: 'El Trail Valle de Bravo recorre bosques y miradores del lago.', imageUrl: trail, imageAlt: 'Montaña estilizada' },
          { kind: 'image', id: 'foto-nocturna', width: 3, url: night, alt: 'Carrera nocturna estilizada', href: '#eventos' },
          { kind: 'spacer', id: 'espacio', height: 24 },
          { kind: 'eventWeb', id: 'evento-valle', eventId: valle },
          { kind: 'eventsList', id: 'eventos', title: 'Nuestros eventos' },
          { kind: 'registration', id: 'inscripcion', eventId: monterrey },
          { kind: 'video', id: 'video', title: 'Así se vive la meta', youtubeId: 'M7lc1UVf-VE' },
          { kind: 'gallery', id: 'galeria', title: 'Galería', images: [{ url: banner, alt: 'Portada' }, { url: trail, alt: 'Montaña' }, { url: road, alt: 'Ruta' }, { url: night, alt: 'Nocturna' }] },
          { kind: 'text', id: 'reglamento', title: 'Reglamento', body: '- Edad mínima: 15 años en 5 km y 10 km, 18 en 21 km.\n- Entrega de kits el viernes y sábado previos.\n- Tiempo límite: 3 horas.' },
          { kind: 'download', id: 'descarga', label: 'Descargar la convocatoria (PDF)', url: '/files/sites/convocatoria-demo.pdf' },
          { kind: 'view', id: 'contacto-embebido', route: 'contacto' },
          { kind: 'social', id: 'redes', title: 'Síguenos', links: [{ network: 'facebook', url: 'https://facebook.com/corremexico' }, { network: 'instagram', url: 'https://instagram.com/corremexico' }, { network: 'strava', url: 'https://strava.com/clubs/corremexico' }] },
          { kind: 'footer', id: 'pie', text: '© 2027 Corre México Eventos', links: [{ label: 'Aviso de privacidad', href: 'https://corremexico.example.mx/aviso-de-privacidad' }] },
        ],
      },
      {
        route: 'contacto',
        title: 'Contacto',
        sections: [
          {
            kind: 'form',
            id: 'contacto',
            title: 'Escríbenos',
            submitLabel: 'Enviar',
            fields: [
              { id: 'nombre', label: 'Nombre', type: 'text', required: true },
              { id: 'correo', label: 'Correo', type: 'email', required: true },
              { id: 'tema', label: 'Tema', type: 'select', required: false, options: ['Inscripciones', 'Patrocinios', 'Resultados'] },
              { id: 'mensaje', label: 'Mensaje', type: 'textarea', required: true },
              { id: 'noticias', label: 'Quiero recibir noticias', type: 'checkbox', required: false },
            ],
          },
        ],
      },
      { route: 'notFound', title: 'PÁGINA NO ENCONTRADA', sections: [{ kind: 'notFound', id: 'no-encontrada' }] },
    ],
  };
  const config = siteConfigSchema.parse(input);
  await storage.put('sites/convocatoria-demo.pdf', await demoPdf(), 'application/pdf');
  const id = await sites.seed({ organizerId, host: DEMO_SITE_HOST, shortPath: DEMO_SITE_SHORT_PATH, config });
  return id;
}

/** A one-page letter PDF of the demo convocatoria (a real file, so the button downloads something). */
async function demoPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  doc.fontSize(22).text('Medio Maratón de Monterrey 2027');
  doc.moveDown().fontSize(12).text('Convocatoria (demo): 5 km, 10 km y 21 km el domingo 21 de febrero de 2027 a las 7:00, Parque Fundidora, Monterrey.');
  doc.moveDown().text('Entrega de kits: viernes y sábado previos. Tiempo límite: 3 horas. Cronometraje con chip.');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
