import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParam, idParams } from '../validation/id-param.ts';
import { safeText } from '../validation/safe-text.ts';
import { publicSiteSchema, siteDraftSchema, siteFormAnswerSchema, siteHostSchema, siteSubmissionSchema, siteViewSchema } from './site.schemas.ts';

const siteParams = z.object({ siteId: idParam });
const siteAnswer = z.object({ site: siteViewSchema });

/** Organizer websites: the public site by host name, its forms, and the organizer's editor. */
export const sitesApi = {
  publicSite: defineRoute({
    method: 'GET',
    path: '/api/site',
    summary: 'El sitio publicado para el host de la petición (configuración y eventos del organizador)',
    tag: 'sitios',
    access: 'public',
    response: { 200: z.object({ site: publicSiteSchema }) },
  }),
  submitForm: defineRoute({
    method: 'POST',
    path: '/api/site/forms',
    summary: 'Envía un formulario del sitio del host; cada campo requerido vacío se rechaza y nada se guarda',
    tag: 'sitios',
    access: 'public',
    body: siteFormAnswerSchema,
    response: { 201: z.object({ message: z.string() }) },
  }),
  knownHost: defineRoute({
    method: 'GET',
    path: '/api/sites/known-host',
    summary: 'Para el proxy (TLS bajo demanda): 200 si el dominio es de un sitio publicado, 404 si no',
    tag: 'sitios',
    access: 'public',
    querystring: z.object({ domain: safeText().max(253) }),
    response: { 200: z.object({ host: z.string() }) },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/manage/organizers/:id/sites',
    summary: 'Los sitios web del organizador',
    tag: 'sitios',
    access: 'organizerStaff',
    params: idParams,
    response: { 200: z.object({ sites: z.array(siteViewSchema) }) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/manage/organizers/:id/sites',
    summary: 'Crea un sitio para un host con un borrador inicial',
    tag: 'sitios',
    access: 'organizerStaff',
    params: idParams,
    body: z.object({ host: siteHostSchema }),
    response: { 201: siteAnswer },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/manage/sites/:siteId',
    summary: 'Un sitio para su editor (borrador)',
    tag: 'sitios',
    access: 'organizerStaff',
    params: siteParams,
    response: { 200: siteAnswer },
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/manage/sites/:siteId',
    summary: 'Guarda el host y el borrador (validado; los visitantes siguen viendo lo publicado)',
    tag: 'sitios',
    access: 'organizerStaff',
    params: siteParams,
    body: siteDraftSchema,
    response: { 200: siteAnswer },
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/manage/sites/:siteId/publish',
    summary: 'Publica el borrador de una vez; lo publicado antes queda como versión anterior',
    tag: 'sitios',
    access: 'organizerStaff',
    params: siteParams,
    response: { 200: siteAnswer.extend({ message: z.string() }) },
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/manage/sites/:siteId/restore',
    summary: 'Vuelve a publicar la versión anterior (y la pone en el borrador)',
    tag: 'sitios',
    access: 'organizerStaff',
    params: siteParams,
    response: { 200: siteAnswer.extend({ message: z.string() }) },
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/manage/sites/:siteId/images',
    summary: 'Sube una imagen para el sitio (JPEG, PNG o WebP; se reduce con sharp)',
    tag: 'sitios',
    access: 'organizerStaff',
    params: siteParams,
    consumes: ['multipart/form-data'],
    response: { 200: z.object({ url: z.string() }) },
  }),
  submissions: defineRoute({
    method: 'GET',
    path: '/api/manage/sites/:siteId/submissions',
    summary: 'Formularios enviados desde el sitio, recientes primero',
    tag: 'sitios',
    access: 'organizerStaff',
    params: siteParams,
    response: { 200: z.object({ submissions: z.array(siteSubmissionSchema) }) },
  }),
  submissionsCsv: defineRoute({
    method: 'GET',
    path: '/api/manage/sites/:siteId/submissions.csv',
    summary: 'Formularios enviados en CSV (con BOM para Excel)',
    tag: 'sitios',
    access: 'organizerStaff',
    params: siteParams,
    produces: ['text/csv'],
    response: { 200: z.string() },
  }),
} as const;
