import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParams } from '../validation/id-param.ts';
import {
  addOrganizerMemberSchema,
  organizerInputSchema,
  organizerMemberParams,
  organizerMemberSchema,
  organizerViewSchema,
} from './organizer.schemas.ts';

const members = z.object({ members: z.array(organizerMemberSchema) });

/** Organizers (businesses): their settings and their team, who run every event of the organizer. */
export const organizersApi = {
  mine: defineRoute({
    method: 'GET',
    path: '/api/manage/organizers',
    summary: 'Organizadores de la cuenta (todos para un administrador)',
    tag: 'organizadores',
    access: 'session',
    response: { 200: z.object({ organizers: z.array(organizerViewSchema) }) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/manage/organizers',
    summary: 'Crea un organizador; quien lo crea queda como titular',
    tag: 'organizadores',
    access: 'session',
    body: organizerInputSchema,
    response: { 201: z.object({ organizer: organizerViewSchema }) },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/manage/organizers/:id',
    summary: 'Un organizador para su equipo',
    tag: 'organizadores',
    access: 'organizerStaff',
    params: idParams,
    response: { 200: z.object({ organizer: organizerViewSchema }) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/manage/organizers/:id',
    summary: 'Guarda nombre, color y aviso de privacidad del organizador',
    tag: 'organizadores',
    access: 'organizerStaff',
    params: idParams,
    body: organizerInputSchema,
    response: { 200: z.object({ organizer: organizerViewSchema }) },
  }),
  uploadLogo: defineRoute({
    method: 'POST',
    path: '/api/manage/organizers/:id/logo',
    summary: 'Sube el logo del organizador (JPEG, PNG o WebP; se reduce con sharp)',
    tag: 'organizadores',
    access: 'organizerStaff',
    params: idParams,
    consumes: ['multipart/form-data'],
    response: { 200: z.object({ organizer: organizerViewSchema }) },
  }),
  members: defineRoute({
    method: 'GET',
    path: '/api/manage/organizers/:id/members',
    summary: 'El equipo del organizador',
    tag: 'organizadores',
    access: 'organizerStaff',
    params: idParams,
    response: { 200: members },
  }),
  addMember: defineRoute({
    method: 'POST',
    path: '/api/manage/organizers/:id/members',
    summary: 'Agrega una cuenta existente al equipo del organizador (solo titulares)',
    tag: 'organizadores',
    access: 'organizerStaff',
    params: idParams,
    body: addOrganizerMemberSchema,
    response: { 200: members.extend({ message: z.string() }) },
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/api/manage/organizers/:id/members/:userId',
    summary: 'Quita a alguien del equipo del organizador (siempre queda un titular)',
    tag: 'organizadores',
    access: 'organizerStaff',
    params: organizerMemberParams,
    response: { 200: members },
  }),
} as const;
