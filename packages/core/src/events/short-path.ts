import { messages } from '../i18n/messages.ts';
import { safeText } from '../validation/safe-text.ts';

const t = messages.shortPath;

/**
 * First path segments that belong to the product, now or later (document 1 route table): an event can never claim
 * them. `apps/web/src/app/reservedPaths.test.ts` checks every route of the app is here.
 */
export const reservedPaths: ReadonlySet<string> = new Set([
  // Today's pages.
  'servicios', 'nosotros', 'politicas-privacidad', 'login', 'registro', 'password-restore', 'atletas', 'proximos-eventos',
  'resultados', 'eventos-anteriores', 'live', 'admin', 'invitacion', 'retos', 'retos-organizador', 'usuario-autorizado',
  'buzon', 'detalle-inscrito', 'views',
  // The server's and the build's.
  'api', 'files', 'assets', 'static',
  // Kept for what comes: accounts, help, organizers, sites, photos, challenges, legal pages.
  'evento', 'eventos', 'inscripcion', 'inscripciones', 'perfil', 'cuenta', 'ayuda', 'contacto', 'soporte', 'precios',
  'organizador', 'organizadores', 'sitio', 'sitios', 'fotos', 'videos', 'mapa', 'reto', 'terminos', 'privacidad',
  'politicas', 'aviso-de-privacidad', 'dorsal', 'www', 'app', 'docs', 'blog', 'salir', 'entrar', 'buscar',
]);

/**
 * The short path an organizer gives an event on the main host (`/maratoncdmx`): 3–40 lower-case letters, digits and
 * single hyphens, none of the product's own.
 */
export const shortPathSchema = safeText({ error: t.invalid })
  .trim()
  .toLowerCase()
  .min(3, t.invalid)
  .max(40, t.invalid)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, t.invalid)
  .refine((path) => !reservedPaths.has(path), t.reserved);
