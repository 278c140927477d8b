import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParams } from '../validation/id-param.ts';
import {
  changeLogPageSchema,
  changeLogQuerySchema,
  deletedBibsSchema,
  paymentActionSchema,
  paymentParams,
  registrantDetailSchema,
  registrantEditAnswerSchema,
  registrantEditSchema,
  registrantParams,
  registrantsPageSchema,
  registrantsQuerySchema,
} from './registrants.schemas.ts';
import { registrantReportKinds } from './registrant-csv.ts';

const action = (path: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/api/manage/events/:id/registrants/:registrantId/${path}`,
    summary,
    tag: 'inscritos',
    access: 'eventStaff',
    params: registrantParams,
    response: { 200: z.object({ message: z.string(), detail: registrantDetailSchema }) },
  });

/** Ingresos: the registrants of an event for its staff (document 3 "Event admin area"). */
export const registrantsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/registrants',
    summary:
      'Inscritos del evento, los más recientes primero (50, o hasta 200 con «before»). Filtro complete / incomplete / all; búsqueda por nombre (3 letras o más, sin importar acentos) o por número. Un punto de venta ve solo a quienes inscribió',
    tag: 'inscritos',
    access: 'eventStaff',
    params: idParams,
    querystring: registrantsQuerySchema,
    response: { 200: registrantsPageSchema },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/registrants/:registrantId',
    summary: 'Un inscrito: datos, compra, pagos, correos enviados y cambios',
    tag: 'inscritos',
    access: 'eventStaff',
    params: registrantParams,
    response: { 200: registrantDetailSchema },
  }),
  edit: defineRoute({
    method: 'PATCH',
    path: '/api/manage/events/:id/registrants/:registrantId',
    summary:
      'Corrige datos de un inscrito (nombre, apellidos, correo, fecha de nacimiento, teléfono, campos adicionales, modalidad, rama, categoría); cada cambio queda en su bitácora',
    tag: 'inscritos',
    access: 'eventStaff',
    params: registrantParams,
    body: registrantEditSchema,
    response: { 200: registrantEditAnswerSchema },
  }),
  remove: action('delete', 'Borra un inscrito: conserva su lugar y su número hasta que se libere el número'),
  restore: action('restore', 'Reversa el borrado de un inscrito (no si su número ya fue liberado)'),
  releaseBib: action('release-bib', 'Libera el número de un inscrito borrado: vuelve a la modalidad para la siguiente inscripción'),
  resendMail: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/registrants/:registrantId/mails/:mailId/resend',
    summary: 'Reenvía un correo ya enviado al inscrito',
    tag: 'inscritos',
    access: 'eventStaff',
    params: registrantParams.extend({ mailId: registrantParams.shape.registrantId }),
    response: { 200: z.object({ message: z.string(), detail: registrantDetailSchema }) },
  }),
  markPaid: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/registrants/:registrantId/payments/:paymentId/paid',
    summary: 'Registra como cobrado un pago en efectivo u OXXO pendiente o vencido (quién, cuándo y la referencia): confirma la inscripción',
    tag: 'inscritos',
    access: 'eventStaff',
    params: paymentParams,
    body: paymentActionSchema,
    response: { 200: z.object({ message: z.string(), detail: registrantDetailSchema }) },
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/registrants/:registrantId/payments/:paymentId/refund',
    summary: 'Registra el reembolso de un pago cobrado o con reembolso pendiente (quién, cuándo y la referencia)',
    tag: 'inscritos',
    access: 'eventStaff',
    params: paymentParams,
    body: paymentActionSchema,
    response: { 200: z.object({ message: z.string(), detail: registrantDetailSchema }) },
  }),
  changeLog: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/registrant-changes',
    summary: 'Bitácora de cambios de los inscritos del evento, los más recientes primero (100 por página)',
    tag: 'inscritos',
    access: 'eventStaff',
    params: idParams,
    querystring: changeLogQuerySchema,
    response: { 200: changeLogPageSchema },
  }),
  stream: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/registrants/stream',
    summary: 'Eventos del servidor (SSE): avisa cada vez que alguien se inscribe, paga o un inscrito cambia, para volver a leer la página',
    tag: 'inscritos',
    access: 'eventStaff',
    params: idParams,
    response: { 200: z.string().meta({ description: 'text/event-stream: `data: {"changed": true}`' }) },
    produces: ['text/event-stream'],
  }),
  report: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/registrant-reports/:kind',
    summary:
      'Reporte CSV (UTF-8 con BOM): full = datos completos (todos los registros), data = Data inscritos (inscripciones completas), income = Ingresos cobrados (un punto de venta: solo lo suyo)',
    tag: 'inscritos',
    access: 'eventStaff',
    params: idParams.extend({ kind: z.enum(registrantReportKinds) }),
    response: { 200: z.unknown().meta({ type: 'string', description: 'text/csv; UTF-8 con BOM' }) },
    produces: ['text/csv'],
  }),
  deletedBibs: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/deleted-bibs',
    summary: 'Inscritos borrados que aún tienen número (folios por liberar)',
    tag: 'inscritos',
    access: 'eventStaff',
    params: idParams,
    response: { 200: deletedBibsSchema },
  }),
};
