import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { accountViewSchema, passwordResetRequestSchema, passwordResetSchema, profileUpdateSchema, signInSchema, signUpSchema } from './account.schema.ts';

const userAnswer = z.object({ user: accountViewSchema });

export const accountsApi = {
  session: defineRoute({
    method: 'GET',
    path: '/api/session',
    summary: 'La cuenta con sesión iniciada, o null',
    tag: 'cuentas',
    access: 'public',
    response: { 200: z.object({ user: accountViewSchema.nullable() }) },
  }),
  signUp: defineRoute({
    method: 'POST',
    path: '/api/accounts',
    summary: 'Crea una cuenta de atleta e inicia su sesión',
    tag: 'cuentas',
    access: 'public',
    body: signUpSchema,
    response: { 201: userAnswer },
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/api/session',
    summary: 'Inicia sesión con correo y contraseña',
    tag: 'cuentas',
    access: 'public',
    body: signInSchema,
    response: { 200: userAnswer },
  }),
  signOut: defineRoute({
    method: 'DELETE',
    path: '/api/session',
    summary: 'Cierra la sesión',
    tag: 'cuentas',
    access: 'public',
    response: { 204: z.null() },
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/password-reset-requests',
    summary: 'Envía por correo un enlace para restablecer la contraseña (responde igual exista o no la cuenta)',
    tag: 'cuentas',
    access: 'public',
    body: passwordResetRequestSchema,
    response: { 202: z.object({ message: z.string() }) },
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/password-resets',
    summary: 'Cambia la contraseña con el token del enlace (de un solo uso)',
    tag: 'cuentas',
    access: 'public',
    body: passwordResetSchema,
    response: { 204: z.null() },
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/me',
    summary: 'El perfil de la cuenta',
    tag: 'cuentas',
    access: 'session',
    response: { 200: userAnswer },
  }),
  updateProfile: defineRoute({
    method: 'PATCH',
    path: '/api/me',
    summary: 'Actualiza el perfil (cambiar el correo pide la contraseña actual)',
    tag: 'cuentas',
    access: 'session',
    body: profileUpdateSchema,
    response: { 200: userAnswer },
  }),
  updatePhoto: defineRoute({
    method: 'POST',
    path: '/api/me/photo',
    summary: 'Sube la foto de perfil (campo multipart "photo"; JPEG, PNG o WebP hasta 10 MB, se guarda a 800 px)',
    tag: 'cuentas',
    access: 'session',
    consumes: ['multipart/form-data'],
    response: { 200: userAnswer },
  }),
};

export const hostApi = {
  host: defineRoute({
    method: 'GET',
    path: '/api/host',
    summary: 'Qué sirve este nombre de host: la plataforma o el sitio de un organizador',
    tag: 'sitios',
    access: 'public',
    response: {
      200: z.discriminatedUnion('kind', [z.object({ kind: z.literal('app') }), z.object({ kind: z.literal('site'), published: z.boolean() })]),
    },
  }),
};

export const mailboxApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/dev/mailbox',
    summary: 'Solo en desarrollo: los últimos 100 correos de la bandeja de salida (desde esta máquina o para administradores)',
    tag: 'correo',
    access: 'public',
    response: {
      200: z.object({
        mails: z.array(
          z.object({
            id: z.number().int(),
            kind: z.string(),
            to: z.string(),
            subject: z.string(),
            text: z.string(),
            html: z.string(),
            createdAt: z.string(),
            sentAt: z.string().nullable(),
          }),
        ),
      }),
    },
  }),
};
