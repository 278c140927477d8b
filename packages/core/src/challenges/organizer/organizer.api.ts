import { z } from 'zod';
import { defineRoute } from '../../http/api-route.ts';
import { staffEmailSchema } from '../../staff/staff.schemas.ts';
import { challengeIdParams } from '../athlete/athlete.schemas.ts';
import { challengeCategoriesSchema } from './categories.ts';
import { challengeInputSchema, challengeToggleSchema } from './challenge-input.ts';
import { codeToggleSchema, generateCodesSchema } from './access-codes.ts';
import { challengeFormDefinitionSchema } from './form-definition.ts';
import {
  accessCodeSchema,
  accessCodesAnswerSchema,
  adminChallengeRowSchema,
  challengeCodeParams,
  challengeConfigSchema,
  challengeParticipantRowSchema,
  participantsQuerySchema,
  challengeStaffMemberSchema,
  challengeStaffParams,
  codesQuerySchema,
  organizerChallengeCardSchema,
} from './organizer.schemas.ts';
import { challengePhotoConfigSchema } from './photo-config.ts';

const tag = 'retos-organizador';
const config = z.object({ challenge: challengeConfigSchema });
const staff = z.object({ staff: z.array(challengeStaffMemberSchema) });
const participantsPage = z.object({ participants: z.array(challengeParticipantRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
const audioParams = challengeIdParams.extend({ kind: z.enum(['start', 'finish']) });
const base = '/api/manage/challenges';

/** The organizer's side of virtual challenges: dashboard, configuration, access codes, participants, staff, admin panels. */
export const challengeOrganizerApi = {
  mine: defineRoute({ method: 'GET', path: base, summary: 'Eventos virtuales organizados por mí', tag, access: 'session', response: { 200: z.object({ challenges: z.array(organizerChallengeCardSchema) }) } }),
  create: defineRoute({ method: 'POST', path: base, summary: 'Crea un reto virtual; quien lo crea queda como titular', tag, access: 'session', body: challengeInputSchema, response: { 201: config } }),
  config: defineRoute({ method: 'GET', path: `${base}/:challengeId`, summary: 'La configuración de un reto', tag, access: 'challengeStaff', params: challengeIdParams, response: { 200: config } }),
  update: defineRoute({ method: 'PUT', path: `${base}/:challengeId`, summary: 'Guarda los detalles del reto', tag, access: 'challengeStaff', params: challengeIdParams, body: challengeInputSchema, response: { 200: config } }),
  toggle: defineRoute({
    method: 'PATCH',
    path: `${base}/:challengeId/status`,
    summary: 'Permite o bloquea el registro de resultados; abre o cierra el evento',
    tag,
    access: 'challengeStaff',
    params: challengeIdParams,
    body: challengeToggleSchema,
    response: { 200: config },
  }),
  uploadPhoto: defineRoute({
    method: 'POST',
    path: `${base}/:challengeId/photo`,
    summary: 'Sube la foto del reto (se reduce a 800 px)',
    tag,
    access: 'challengeStaff',
    params: challengeIdParams,
    consumes: ['multipart/form-data'],
    response: { 200: config },
  }),
  uploadAudio: defineRoute({
    method: 'POST',
    path: `${base}/:challengeId/audio/:kind`,
    summary: 'Sube el audio de salida o de meta (menos de 3000 kb)',
    tag,
    access: 'challengeStaff',
    params: audioParams,
    consumes: ['multipart/form-data'],
    response: { 200: config },
  }),
  removeAudio: defineRoute({ method: 'DELETE', path: `${base}/:challengeId/audio/:kind`, summary: 'Quita el audio de salida o de meta', tag, access: 'challengeStaff', params: audioParams, response: { 200: config } }),
  codes: defineRoute({
    method: 'GET',
    path: `${base}/:challengeId/codes`,
    summary: 'Los códigos de acceso (los 10 primeros, o todos con ?all=true)',
    tag,
    access: 'challengeStaff',
    params: challengeIdParams,
    querystring: codesQuerySchema,
    response: { 200: accessCodesAnswerSchema },
  }),
  generateCodes: defineRoute({
    method: 'POST',
    path: `${base}/:challengeId/codes`,
    summary: 'Genera códigos de acceso (nunca repetidos, dentro de los accesos permitidos)',
    tag,
    access: 'challengeStaff',
    params: challengeIdParams,
    body: generateCodesSchema,
    response: { 201: accessCodesAnswerSchema.extend({ created: z.array(accessCodeSchema) }) },
  }),
  toggleCode: defineRoute({
    method: 'PATCH',
    path: `${base}/:challengeId/codes/:code`,
    summary: 'Desactiva o reactiva un código (no si está agotado)',
    tag,
    access: 'challengeStaff',
    params: challengeCodeParams,
    body: codeToggleSchema,
    response: { 200: z.object({ code: accessCodeSchema }) },
  }),
  codesCsv: defineRoute({ method: 'GET', path: `${base}/:challengeId/codes.csv`, summary: 'Los códigos en CSV', tag, access: 'challengeStaff', params: challengeIdParams, produces: ['text/csv'], response: { 200: z.string() } }),
  participants: defineRoute({
    method: 'GET',
    path: `${base}/:challengeId/participants`,
    summary: 'Los participantes con su paso y sus evidencias, por páginas (el CSV los trae todos)',
    tag,
    access: 'challengeStaff',
    params: challengeIdParams,
    querystring: participantsQuerySchema,
    response: { 200: participantsPage },
  }),
  participantsCsv: defineRoute({
    method: 'GET',
    path: `${base}/:challengeId/participants.csv`,
    summary: 'Los participantes en CSV',
    tag,
    access: 'challengeStaff',
    params: challengeIdParams,
    produces: ['text/csv'],
    response: { 200: z.string() },
  }),
  staff: defineRoute({ method: 'GET', path: `${base}/:challengeId/staff`, summary: 'Quién administra el reto', tag, access: 'challengeStaff', params: challengeIdParams, response: { 200: staff } }),
  addStaff: defineRoute({
    method: 'POST',
    path: `${base}/:challengeId/staff`,
    summary: 'Autoriza una cuenta existente a administrar el reto (solo el titular)',
    tag,
    access: 'challengeStaff',
    params: challengeIdParams,
    body: z.object({ email: staffEmailSchema }).strict(),
    response: { 200: staff },
  }),
  removeStaff: defineRoute({
    method: 'DELETE',
    path: `${base}/:challengeId/staff/:userId`,
    summary: 'Quita la autorización de una cuenta (solo el titular)',
    tag,
    access: 'challengeStaff',
    params: challengeStaffParams,
    response: { 200: staff },
  }),
  photoConfig: defineRoute({
    method: 'PUT',
    path: `${base}/:challengeId/photo-config`,
    summary: 'Logos y marcos de las fotos (administrador)',
    tag,
    access: 'admin',
    params: challengeIdParams,
    body: challengePhotoConfigSchema,
    response: { 200: config },
  }),
  categories: defineRoute({
    method: 'PUT',
    path: `${base}/:challengeId/categories`,
    summary: 'Categorías por género (administrador)',
    tag,
    access: 'admin',
    params: challengeIdParams,
    body: challengeCategoriesSchema,
    response: { 200: config },
  }),
  form: defineRoute({
    method: 'PUT',
    path: `${base}/:challengeId/form`,
    summary: 'Campos del formulario del evento (administrador)',
    tag,
    access: 'admin',
    params: challengeIdParams,
    body: challengeFormDefinitionSchema,
    response: { 200: config },
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/challenges',
    summary: 'Eventos virtuales organizados por los usuarios (administrador)',
    tag,
    access: 'admin',
    response: { 200: z.object({ challenges: z.array(adminChallengeRowSchema) }) },
  }),
  adminParticipants: defineRoute({
    method: 'GET',
    path: '/api/admin/challenges/:challengeId/participants',
    summary: 'Los participantes de un reto, por páginas (administrador)',
    tag,
    access: 'admin',
    params: challengeIdParams,
    querystring: participantsQuerySchema,
    response: { 200: participantsPage.extend({ challenge: adminChallengeRowSchema }) },
  }),
} as const;
