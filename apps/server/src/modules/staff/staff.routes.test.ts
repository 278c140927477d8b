import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { signUpBody } from '../../test/fixtures.ts';
import { cookieHeader, testDatabases } from '../../test/test-app.ts';

describe.each(testDatabases)('authorised users of an event on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let athleteId: string;

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, cookie: string | null = t.cookies.organizer) =>
    t.app.inject({ method, url: path, headers: cookie ? { cookie } : {}, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const staffRows = () => t.db.selectFrom('eventStaff').select(['userId', 'role']).where('eventId', '=', eventId).orderBy('userId').execute();

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.monterrey!;
    athleteId = t.demo.accounts['atleta@dorsal.mx']!;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('authorises an account by its e-mail with a role, which opens Ingresos to them; a role can change', async () => {
    expect((await call('GET', `/api/manage/events/${eventId}/registrants`, undefined, t.cookies.athlete)).statusCode).toBe(404);
    const added = await call('POST', `/api/manage/events/${eventId}/staff`, { email: 'ATLETA@dorsal.mx', role: 'pointOfSale' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ status: 'ok', message: 'Agregado exitosamente' });
    expect(added.json().staff.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: athleteId, role: 'pointOfSale', name: 'Carlos Hernández López', invitedBy: 'Rosa María Villaseñor Cano' })]),
    );
    expect((await call('GET', `/api/manage/events/${eventId}/registrants`, undefined, t.cookies.athlete)).statusCode).toBe(200);
    expect((await call('GET', `/api/manage/events/${eventId}/staff`, undefined, t.cookies.athlete)).statusCode).toBe(404); // a point of sale does not manage staff
    await call('POST', `/api/manage/events/${eventId}/staff`, { email: 'atleta@dorsal.mx', role: 'clientManager' });
    expect((await staffRows()).find((row) => row.userId === athleteId)?.role).toBe('clientManager');
  });

  it('refuses a bad address or role in Spanish and changes nothing; the owner keeps their role', async () => {
    const before = await staffRows();
    const bad = await call('POST', `/api/manage/events/${eventId}/staff`, { email: 'no es correo', role: 'pointOfSale' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe('Ingresa una dirección de correo válida');
    expect((await call('POST', `/api/manage/events/${eventId}/staff`, { email: 'x@y.mx', role: 'owner' })).json().error.fields.role).toBe('Elige un perfil');
    const owner = await call('POST', `/api/manage/events/${eventId}/staff`, { email: 'organizador@dorsal.mx', role: 'pointOfSale' });
    expect(owner.statusCode).toBe(409);
    const organizerId = t.demo.accounts['organizador@dorsal.mx']!;
    expect((await call('DELETE', `/api/manage/events/${eventId}/staff/${organizerId}`)).json().error.message).toBe('El dueño del evento no se puede quitar.');
    expect(await staffRows()).toEqual(before);
  });

  it('invites an address without an account: a mail with a link whose acceptance, signed in, gives the role once', async () => {
    const invited = await call('POST', `/api/manage/events/${eventId}/staff`, { email: 'taquilla@ejemplo.mx', role: 'pointOfSale' });
    expect(invited.json()).toMatchObject({ status: 'invited', message: 'Le enviamos una invitación a taquilla@ejemplo.mx: tendrá el perfil al crear su cuenta desde el enlace.' });
    expect(invited.json().staff.invitations).toEqual([expect.objectContaining({ email: 'taquilla@ejemplo.mx', role: 'pointOfSale', invitedBy: 'Rosa María Villaseñor Cano' })]);
    const mail = await t.db.selectFrom('outboxMails').selectAll().where('toAddress', '=', 'taquilla@ejemplo.mx').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Te invitaron a colaborar en Medio Maratón de Monterrey 2027');
    const token = /\/invitacion\/([\w-]+)/.exec(mail.textBody)![1]!;
    expect(await t.db.selectFrom('eventInvitations').select('tokenHash').where('tokenHash', '=', token).executeTakeFirst()).toBeUndefined(); // only its hash is kept

    const view = await call('GET', `/api/staff-invitations/${token}`, undefined, null);
    expect(view.json()).toEqual({ eventName: 'Medio Maratón de Monterrey 2027', role: 'pointOfSale', email: 'taquilla@ejemplo.mx', status: 'open' });
    expect((await call('POST', `/api/staff-invitations/${token}/accept`, undefined, null)).statusCode).toBe(401);
    const signUp = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: signUpBody({ email: 'taquilla@ejemplo.mx' }) });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const cookie = cookieHeader(signUp.headers['set-cookie']);
    const accepted = await call('POST', `/api/staff-invitations/${token}/accept`, undefined, cookie);
    expect(accepted.json()).toEqual({ message: 'Agregado exitosamente', eventId });
    expect((await call('GET', `/api/manage/events/${eventId}/registrants`, undefined, cookie)).statusCode).toBe(200);
    const again = await call('POST', `/api/staff-invitations/${token}/accept`, undefined, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Esta invitación ya fue aceptada.');
    expect((await call('GET', `/api/staff-invitations/${token}`, undefined, null)).json().status).toBe('accepted');
    expect((await call('GET', `/api/manage/events/${eventId}/staff`)).json().invitations).toEqual([]);
  });

  it('cancels an invitation and takes a role back', async () => {
    const invited = (await call('POST', `/api/manage/events/${eventId}/staff`, { email: 'voluntario@ejemplo.mx', role: 'clientManager' })).json();
    const [invitation] = invited.staff.invitations;
    const canceled = await call('DELETE', `/api/manage/events/${eventId}/staff-invitations/${invitation.id}`);
    expect(canceled.json().invitations).toEqual([]);
    const revoked = await call('DELETE', `/api/manage/events/${eventId}/staff/${athleteId}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().members.map((m: { userId: string }) => m.userId)).not.toContain(athleteId);
    expect((await call('GET', `/api/manage/events/${eventId}/registrants`, undefined, t.cookies.athlete)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/manage/events/${eventId}/staff/${athleteId}`)).statusCode).toBe(404);
  });

  it('lets only owners, organizer managers and admins manage staff; every event with its staff for the platform admin', async () => {
    for (const cookie of [t.cookies.athlete, t.cookies.stranger]) {
      expect((await call('GET', `/api/manage/events/${eventId}/staff`, undefined, cookie)).statusCode).toBe(404);
      expect((await call('POST', `/api/manage/events/${eventId}/staff`, { email: 'a@b.mx', role: 'pointOfSale' }, cookie)).statusCode).toBe(404);
    }
    await t.db.insertInto('eventStaff').values({ eventId, userId: athleteId, role: 'organizerManager' }).execute();
    expect((await call('GET', `/api/manage/events/${eventId}/staff`, undefined, t.cookies.athlete)).statusCode).toBe(200);
    await t.db.updateTable('eventStaff').set({ role: 'clientManager' }).where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
    expect((await call('GET', `/api/manage/events/${eventId}/staff`, undefined, t.cookies.athlete)).statusCode).toBe(404);
    expect((await call('GET', `/api/manage/events/${eventId}/staff`, undefined, t.cookies.admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/staff', undefined, t.cookies.organizer)).statusCode).toBe(403);
    const platform = (await call('GET', '/api/admin/staff', undefined, t.cookies.admin)).json();
    const monterrey = platform.events.find((e: { id: number }) => e.id === eventId);
    // the demo's taquilla@dorsal.mx is a point of sale of Monterrey too
    expect(monterrey.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'clientManager', 'pointOfSale', 'pointOfSale']);
  });

  it('hands an event to another account: the owner or an admin only; the previous owner stays as organizer manager', async () => {
    const valle = t.demo.events['valle-bravo']!;
    const organizerId = t.demo.accounts['organizador@dorsal.mx']!;
    const url = `/api/manage/events/${valle}/owner`;
    const rows = () => t.db.selectFrom('eventStaff').select(['userId', 'role']).where('eventId', '=', valle).orderBy('userId').execute();
    const before = await rows();
    expect((await call('POST', url, { email: 'atleta@dorsal.mx' }, t.cookies.athlete)).statusCode).toBe(404);
    const unknown = await call('POST', url, { email: 'nadie@ejemplo.mx' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.email).toBe('No hay una cuenta con ese correo: pídele que se registre en Dorsal primero.');
    expect((await call('POST', url, { email: 'organizador@dorsal.mx' })).json().error.message).toBe('Esa cuenta ya es la dueña del evento.');
    expect(await rows()).toEqual(before);

    const moved = await call('POST', url, { email: 'ATLETA@dorsal.mx' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe('Evento transferido a Carlos Hernández López');
    const after = await rows();
    expect(after.find((row) => row.userId === athleteId)?.role).toBe('owner');
    expect(after.find((row) => row.userId === organizerId)?.role).toBe('organizerManager');
    expect(after.filter((row) => row.role === 'owner')).toHaveLength(1);
    const logged = await t.db.selectFrom('eventChanges').select(['action', 'changes', 'userId']).where('eventId', '=', valle).where('action', '=', 'owner').execute();
    expect(logged).toEqual([{ action: 'owner', userId: organizerId, changes: { owner: { before: [organizerId], after: athleteId } } }]);

    expect((await call('POST', url, { email: 'organizador@dorsal.mx' })).statusCode).not.toBe(200); // no longer the owner
    const back = await call('POST', url, { email: 'organizador@dorsal.mx' }, t.cookies.admin);
    expect(back.statusCode, back.body).toBe(200);
    expect((await rows()).find((row) => row.userId === organizerId)?.role).toBe('owner');
  });
});
