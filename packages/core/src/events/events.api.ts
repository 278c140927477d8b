import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { defineRoute } from '../http/api-route.ts';
import { pageQuery } from '../http/common.schemas.ts';
import { idParams } from '../validation/id-param.ts';
import { eventCardSchema, eventDetailSchema, eventLifecycleStatusSchema, eventStatusSchema, managedEventSchema } from './event.schemas.ts';
import { eventSettingsSchema, eventSettingsViewSchema, newEventSchema } from './event-settings.schemas.ts';
import { callDocumentEditSchema, callDocumentSchema } from './call-document.ts';

export const eventsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/events',
    summary: 'Eventos públicos de un estado (próximos, en vivo, anteriores), paginados',
    tag: 'eventos',
    access: 'public',
    querystring: pageQuery(20, 100).extend({ status: eventStatusSchema.default('registration') }),
    response: { 200: z.object({ events: z.array(eventCardSchema), total: z.number().int() }) },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/events/:id',
    summary: 'Un evento: datos, modalidades, categorías, puntos de control y convocatoria',
    tag: 'eventos',
    access: 'public',
    params: idParams,
    response: { 200: z.object({ event: eventDetailSchema }) },
  }),
  managed: defineRoute({
    method: 'GET',
    path: '/api/manage/events',
    summary: 'Eventos que administra la cuenta (todos para un administrador)',
    tag: 'eventos',
    access: 'session',
    response: { 200: z.object({ events: z.array(managedEventSchema) }) },
  }),
  changeStatus: defineRoute({
    method: 'PATCH',
    path: '/api/events/:id/status',
    summary: 'Cambia el estado del evento (borrador, inscripciones, en vivo, resultados)',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    body: z.object({ status: z.enum(eventLifecycleStatusSchema.options, { error: messages.manage.invalidStatus }) }),
    response: { 200: z.object({ event: eventCardSchema }) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/manage/events',
    summary: 'Crea un evento en borrador; quien lo crea queda como propietario',
    tag: 'eventos',
    access: 'session',
    body: newEventSchema,
    response: { 201: z.object({ event: eventSettingsViewSchema }) },
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id',
    summary: 'Datos del evento para su equipo (cualquier rol del evento)',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    response: { 200: z.object({ event: eventSettingsViewSchema }) },
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/api/manage/events/:id',
    summary: 'Guarda los datos del evento (propietario u organizador); cada cambio queda en el historial',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    body: eventSettingsSchema,
    response: { 200: z.object({ event: eventSettingsViewSchema, changed: z.array(z.string()) }) },
  }),
  updateLogo: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/logo',
    summary: 'Sube el logo del evento (campo multipart "logo"; JPG, PNG o WebP hasta 10 MB, se guarda en PNG de 512 px como máximo)',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    consumes: ['multipart/form-data'],
    response: { 200: z.object({ event: eventSettingsViewSchema }) },
  }),
  callDocument: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/call-document',
    summary: 'La convocatoria del evento para editarla (cualquier rol del evento)',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    response: { 200: z.object({ callDocument: callDocumentSchema.nullable() }) },
  }),
  saveCallDocument: defineRoute({
    method: 'PUT',
    path: '/api/manage/events/:id/call-document',
    summary: 'Guarda la convocatoria (propietario u organizador); sin bloques, el evento queda sin convocatoria',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    body: callDocumentEditSchema,
    response: { 200: z.object({ callDocument: callDocumentSchema.nullable() }) },
  }),
};
