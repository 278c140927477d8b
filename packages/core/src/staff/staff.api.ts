import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParams } from '../validation/id-param.ts';
import {
  addStaffAnswerSchema,
  addStaffSchema,
  eventStaffSchema,
  invitationTokenParams,
  invitationViewSchema,
  platformStaffSchema,
  staffInvitationParams,
  staffMemberParams,
} from './staff.schemas.ts';

/** Authorised users: the people an organizer lets into their event's admin area, each with a role. */
export const staffApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/staff',
    summary: 'Usuarios autorizados del evento y las invitaciones pendientes',
    tag: 'usuarios autorizados',
    access: 'eventStaff',
    params: idParams,
    response: { 200: eventStaffSchema },
  }),
  add: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/staff',
    summary: 'Autoriza a alguien por su correo con un perfil (punto de venta, MasterCliente, MasterOrganizador). Sin cuenta con ese correo, le llega una invitación',
    tag: 'usuarios autorizados',
    access: 'eventStaff',
    params: idParams,
    body: addStaffSchema,
    response: { 200: addStaffAnswerSchema },
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/manage/events/:id/staff/:userId',
    summary: 'Quita la autorización de un usuario (no la del dueño del evento)',
    tag: 'usuarios autorizados',
    access: 'eventStaff',
    params: staffMemberParams,
    response: { 200: eventStaffSchema },
  }),
  revokeInvitation: defineRoute({
    method: 'DELETE',
    path: '/api/manage/events/:id/staff-invitations/:invitationId',
    summary: 'Cancela una invitación pendiente',
    tag: 'usuarios autorizados',
    access: 'eventStaff',
    params: staffInvitationParams,
    response: { 200: eventStaffSchema },
  }),
  invitation: defineRoute({
    method: 'GET',
    path: '/api/staff-invitations/:token',
    summary: 'Una invitación por su enlace: evento, perfil y estado',
    tag: 'usuarios autorizados',
    access: 'public',
    params: invitationTokenParams,
    response: { 200: invitationViewSchema },
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/api/staff-invitations/:token/accept',
    summary: 'Acepta una invitación con la cuenta en sesión: el perfil queda en el evento',
    tag: 'usuarios autorizados',
    access: 'session',
    params: invitationTokenParams,
    response: { 200: z.object({ message: z.string(), eventId: z.number().int() }) },
  }),
  platform: defineRoute({
    method: 'GET',
    path: '/api/admin/staff',
    summary: 'Para el administrador de la plataforma: cada evento con sus usuarios autorizados',
    tag: 'usuarios autorizados',
    access: 'admin',
    response: { 200: platformStaffSchema },
  }),
};
