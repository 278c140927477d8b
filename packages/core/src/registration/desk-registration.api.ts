import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParams } from '../validation/id-param.ts';
import { deskRegistrationBodySchema, quoteBodySchema } from './registration-request.schema.ts';
import { quoteAnswerSchema, registrationAnswerSchema, registrationOptionsSchema } from './registration.schemas.ts';

/**
 * Registration at the point of sale (spec §4 type 2): staff with the `registerAtDesk` policy row register someone
 * from the same wizard; fields and products hidden from the public are offered, no online commission, paid in cash,
 * and the registration is theirs (a point of sale sees only their own).
 */
export const deskRegistrationApi = {
  options: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/desk/registration',
    summary: 'Opciones de inscripción en punto de venta: las del público más los campos y productos solo para el personal',
    tag: 'inscripciones',
    access: 'eventStaff',
    params: idParams,
    response: { 200: z.object({ registration: registrationOptionsSchema }) },
  }),
  quote: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/desk/registration/quote',
    summary: 'Resumen de la orden en punto de venta (sin comisión en línea)',
    tag: 'inscripciones',
    access: 'eventStaff',
    params: idParams,
    body: quoteBodySchema,
    response: { 200: quoteAnswerSchema },
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/desk/registrations',
    summary: 'Inscribe a alguien en punto de venta, cobrado en efectivo (cabecera Idempotency-Key)',
    tag: 'inscripciones',
    access: 'eventStaff',
    params: idParams,
    body: deskRegistrationBodySchema,
    response: { 201: z.object({ registration: registrationAnswerSchema }) },
  }),
};
