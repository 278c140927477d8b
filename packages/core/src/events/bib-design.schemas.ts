import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { defineRoute } from '../http/api-route.ts';
import { idParams } from '../validation/id-param.ts';

const t = messages.eventSetup.bibDesign;

/** A colour as the bib's text takes it: '#RRGGBB'. */
export const hexColorSchema = z.string({ error: t.badColor }).trim().regex(/^#[0-9A-Fa-f]{6}$/, t.badColor);

/** The digital bib's look (raceNumberFontColor, raceNumberWhiteBack); the image has its own upload. */
export const bibDesignSetupSchema = z.object({
  fontColor: hexColorSchema.nullable(),
  whiteBack: z.boolean(),
});
export type BibDesignSetup = z.infer<typeof bibDesignSetupSchema>;

export const bibDesignViewSchema = z.object({
  /** raceNumberImage: the organizer's background, or null for Dorsal's design. */
  imageUrl: z.string().nullable(),
  fontColor: z.string().nullable(),
  whiteBack: z.boolean(),
});
export type BibDesignView = z.infer<typeof bibDesignViewSchema>;

/** The preview's query: the look being edited, drawn over the image saved. */
export const bibPreviewQuerySchema = z.object({
  color: hexColorSchema.optional(),
  whiteBack: z.enum(['true', 'false']).optional(),
});

const answer = { 200: z.object({ bibDesign: bibDesignViewSchema }) };

/** 'Número digital': the bib each athlete gets with their confirmation (document 3 §3 dorsal, §9 canvas 1025 × 820). */
export const bibDesignApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/bib-design',
    summary: 'El diseño del número digital del evento (cualquier rol del evento)',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    response: answer,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/manage/events/:id/bib-design',
    summary: 'Guarda el color del texto y el fondo blanco del número digital (propietario u organizador)',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    body: bibDesignSetupSchema,
    response: answer,
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/bib-design/image',
    summary: 'Sube la imagen de fondo del número (campo multipart "image"; JPG, PNG o WebP hasta 10 MB, se guarda en JPEG de 2050 × 1640 px como máximo)',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    consumes: ['multipart/form-data'],
    response: answer,
  }),
  removeImage: defineRoute({
    method: 'DELETE',
    path: '/api/manage/events/:id/bib-design/image',
    summary: 'Quita la imagen de fondo: el número vuelve al diseño de Dorsal',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    response: answer,
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/bib-design/preview.png',
    summary: 'Vista previa del número digital (PNG 1025 × 820) con un atleta de ejemplo, con el color y el fondo indicados',
    tag: 'eventos',
    access: 'eventStaff',
    params: idParams,
    querystring: bibPreviewQuerySchema,
    response: { 200: z.custom<Uint8Array>((value) => value instanceof Uint8Array).meta({ type: 'string', format: 'binary', description: 'PNG' }) },
    produces: ['image/png'],
  }),
};
