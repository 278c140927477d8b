import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParam, idParams } from '../validation/id-param.ts';
import { safeText } from '../validation/safe-text.ts';
import { quoteBodySchema, registrationBodySchema } from './registration-request.schema.ts';
import { MAX_TEAM_SIZE } from './team-members.ts';
import { confirmationSchema, quoteAnswerSchema, registrationAnswerSchema, registrationOptionsSchema } from './registration.schemas.ts';

/** A registration's public key: the confirmation link is the only way in without an account. */
const registrationKey = z.string().regex(/^[\w-]{16,64}$/);
const keyParams = z.object({ id: registrationKey });
/** `?event=` pins a confirmation link to its event (a key of another event answers 404). */
const eventQuery = z.object({ event: idParam.optional() });
/** A relay's or team's member (1 = the registering athlete). */
const bibQuery = eventQuery.extend({ integrante: z.coerce.number().int().min(1).max(MAX_TEAM_SIZE).optional() });
/** A file answer (sent as bytes, never serialized): documented as binary. */
const file = (format: string) =>
  z.custom<Uint8Array | string>((value) => value instanceof Uint8Array || typeof value === 'string').meta({ type: 'string', format: 'binary', description: format });

export const registrationApi = {
  options: defineRoute({
    method: 'GET',
    path: '/api/events/:id/registration',
    summary: 'Opciones de inscripción de un evento abierto: modalidades con precio de hoy, categorías, productos, campos, monedas, formas de pago',
    tag: 'inscripciones',
    access: 'public',
    params: idParams,
    querystring: z.object({ tkl: safeText().max(64).optional() }),
    response: { 200: z.object({ registration: registrationOptionsSchema }) },
  }),
  quote: defineRoute({
    method: 'POST',
    path: '/api/events/:id/registration/quote',
    summary: 'Resumen de la orden antes de pagar (precio, productos, descuento, comisión, moneda)',
    tag: 'inscripciones',
    access: 'public',
    params: idParams,
    body: quoteBodySchema,
    response: { 200: quoteAnswerSchema },
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/events/:id/registrations',
    summary: 'Inscribe a un atleta (cabecera Idempotency-Key: un reintento con la misma llave responde lo mismo)',
    tag: 'inscripciones',
    access: 'public',
    params: idParams,
    body: registrationBodySchema,
    response: { 201: z.object({ registration: registrationAnswerSchema }) },
  }),
  release: defineRoute({
    method: 'POST',
    path: '/api/events/:id/registrations/:key/release',
    summary: 'Libera una inscripción en efectivo pendiente (personal del evento): su lugar y su número vuelven a venderse',
    tag: 'inscripciones',
    access: 'eventStaff',
    params: idParams.extend({ key: registrationKey }),
    response: { 204: z.null() },
  }),
  confirmation: defineRoute({
    method: 'GET',
    path: '/api/registrations/:id',
    summary: 'Comprobante de una inscripción por su llave pública',
    tag: 'inscripciones',
    access: 'public',
    params: keyParams,
    querystring: eventQuery,
    response: { 200: z.object({ registration: confirmationSchema }) },
  }),
  bibImage: defineRoute({
    method: 'GET',
    path: '/api/registrations/:id/bib.png',
    summary: 'Número digital (PNG 1025 × 820)',
    tag: 'inscripciones',
    access: 'public',
    params: keyParams,
    querystring: bibQuery,
    response: { 200: file('PNG') },
    produces: ['image/png'],
  }),
  trackingQr: defineRoute({
    method: 'GET',
    path: '/api/registrations/:id/tracking-qr.svg',
    summary: 'Código QR (SVG) del enlace al comprobante',
    tag: 'inscripciones',
    access: 'public',
    params: keyParams,
    querystring: eventQuery,
    response: { 200: file('SVG') },
    produces: ['image/svg+xml'],
  }),
  confirmationPdf: defineRoute({
    method: 'GET',
    path: '/api/registrations/:id/confirmation.pdf',
    summary: 'Comprobante en PDF (carta) con número, orden, pago y carta responsiva',
    tag: 'inscripciones',
    access: 'public',
    params: keyParams,
    querystring: eventQuery,
    response: { 200: file('PDF') },
    produces: ['application/pdf'],
  }),
  sandboxPay: defineRoute({
    method: 'POST',
    path: '/api/registrations/:id/sandbox-pay',
    summary: 'Solo con el proveedor de prueba (desarrollo o eventos en modo prueba): simula el pago en OXXO de una ficha pendiente',
    tag: 'inscripciones',
    access: 'public',
    params: keyParams,
    querystring: eventQuery,
    response: { 200: z.object({ registration: confirmationSchema }) },
  }),
};

export const paymentsApi = {
  webhook: defineRoute({
    method: 'POST',
    path: '/api/payments/webhooks/:provider',
    summary: 'Avisos firmados del procesador de pagos (el cuerpo se verifica byte a byte; sin firma válida responde 401)',
    tag: 'pagos',
    access: 'signedWebhook',
    params: z.object({ provider: safeText().max(20) }),
    response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
  }),
};
