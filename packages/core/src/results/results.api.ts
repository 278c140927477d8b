import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParam, idParams } from '../validation/id-param.ts';
import { safeText } from '../validation/safe-text.ts';
import { resultDetailSchema, resultViewSchema, winnersAnswerSchema } from './result-view.schemas.ts';
import {
  positionQuerySchema,
  resultsCsvQuerySchema,
  resultsPageQuerySchema,
  resultsPageSchema,
  rowPlaceQuerySchema,
  rowPlaceSchema,
} from './results-page.schemas.ts';

const bibParams = idParams.extend({ bib: idParam });

export const resultsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/events/:id/results',
    summary:
      'Una página de un reporte (general, por rama o por categoría) de una modalidad, en el orden del reporte (posición, sin posición al final, luego número); con ETag por versión de resultados',
    tag: 'resultados',
    access: 'public',
    params: idParams,
    querystring: resultsPageQuerySchema,
    response: { 200: resultsPageSchema },
  }),
  position: defineRoute({
    method: 'GET',
    path: '/api/events/:id/results/position',
    summary: 'Dónde cae en el reporte general de una modalidad el primer atleta con esa posición o la siguiente (para «Ir a la posición»)',
    tag: 'resultados',
    access: 'public',
    params: idParams,
    querystring: positionQuerySchema,
    response: { 200: rowPlaceSchema },
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/api/events/:id/results/mine',
    summary: 'Los números de la cuenta en los resultados del evento (de sus inscripciones en Dorsal), para «Ver mi posición»',
    tag: 'resultados',
    access: 'session',
    params: idParams,
    response: { 200: z.object({ bibs: z.array(z.number().int()) }) },
  }),
  place: defineRoute({
    method: 'GET',
    path: '/api/events/:id/results/:bib/page',
    summary: 'Dónde cae la fila de un atleta en un reporte de su modalidad (índice y página)',
    tag: 'resultados',
    access: 'public',
    params: bibParams,
    querystring: rowPlaceQuerySchema,
    response: { 200: rowPlaceSchema },
  }),
  csv: defineRoute({
    method: 'GET',
    path: '/api/events/:id/results.csv',
    summary: 'Los resultados publicados en CSV (el formato que el importador lee), enviados por partes desde la base de datos',
    tag: 'resultados',
    access: 'public',
    params: idParams,
    querystring: resultsCsvQuerySchema,
    response: { 200: z.unknown().meta({ type: 'string', description: 'text/csv; UTF-8 con BOM' }) },
    produces: ['text/csv'],
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/events/:id/results/export.csv',
    summary: 'Todos los resultados del evento para su staff (también los que el público no ve: DNF ocultos, borrados), en CSV del importador, por número',
    tag: 'resultados',
    access: 'eventStaff',
    params: idParams,
    response: { 200: z.unknown().meta({ type: 'string', description: 'text/csv; UTF-8 con BOM' }) },
    produces: ['text/csv'],
  }),
  winners: defineRoute({
    method: 'GET',
    path: '/api/events/:id/results/winners',
    summary: 'Ganadores por modalidad y categoría (absolutos fuera de su categoría)',
    tag: 'resultados',
    access: 'public',
    params: idParams,
    response: { 200: winnersAnswerSchema },
  }),
  search: defineRoute({
    method: 'GET',
    path: '/api/events/:id/results/search',
    summary: 'Busca por número exacto o por nombre (3 letras o más, sin distinguir acentos)',
    tag: 'resultados',
    access: 'public',
    params: idParams,
    querystring: z.object({ q: safeText().max(100).default('') }),
    response: { 200: z.object({ rows: z.array(resultViewSchema) }) },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/events/:id/results/:bib',
    summary: 'El resultado de un atleta: controles, video de meta y fotos',
    tag: 'resultados',
    access: 'public',
    params: bibParams,
    response: { 200: z.object({ result: resultDetailSchema }) },
  }),
  certificate: defineRoute({
    method: 'GET',
    path: '/api/events/:id/results/:bib/certificate.:format',
    summary: 'Certificado del atleta en JPG o PDF (no para DNF, DQ ni DNS)',
    tag: 'resultados',
    access: 'public',
    params: bibParams.extend({ format: z.enum(['jpg', 'pdf']) }),
    response: {
      200: z
        .custom<Uint8Array>((value) => value instanceof Uint8Array)
        .meta({ type: 'string', format: 'binary', description: 'JPG o PDF' }),
    },
    produces: ['image/jpeg', 'application/pdf'],
  }),
  stream: defineRoute({
    method: 'GET',
    path: '/api/events/:id/results/stream',
    summary: 'Eventos del servidor (SSE): la versión de los resultados al conectar y cada versión nueva (Last-Event-ID reanuda)',
    tag: 'resultados',
    access: 'public',
    params: idParams,
    response: { 200: z.string().meta({ description: 'text/event-stream: `data: {"version": n}`' }) },
    produces: ['text/event-stream'],
  }),
};
