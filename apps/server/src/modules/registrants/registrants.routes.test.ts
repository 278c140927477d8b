import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { openSse } from '../../test/sse-client.ts';
import { sql } from 'kysely';
import { readCsv } from '@dorsal/core';
import { testDatabases } from '../../test/test-app.ts';
import { counterOf, createRegistrationEvent, postRegistration, registrationBody } from '../registration/registration.fixtures.ts';

describe.each(testDatabases)('Ingresos: the registrants of an event for its staff on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let base: string;
  const keys: Record<string, number> = {};

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown, cookie: string | undefined = t.cookies.organizer) =>
    t.app.inject({ method, url: `/api/manage/events/${eventId}${path}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const list = async (query = '') => {
    const response = await call('GET', `/registrants${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const register = async (athlete: Record<string, string>) => {
    const body = registrationBody();
    const response = await postRegistration(t, eventId, { ...body, athlete: { ...body.athlete, ...athlete }, products: [{ code: 'playera', quantity: 1, fields: { talla: 'M' } }] });
    expect(response.statusCode, response.body).toBe(201);
    return (await t.db.selectFrom('registrations').select(['id', 'bib']).where('publicKey', '=', response.json().registration.id).executeTakeFirstOrThrow());
  };
  const registrant = (id: number) => t.db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = await createRegistrationEvent(t);
    const organizerId = t.demo.accounts['organizador@dorsal.mx']!;
    await t.db.insertInto('eventStaff').values({ eventId, userId: organizerId, role: 'owner' }).execute();
    const optionalClub = { id: 'club', label: 'Club', type: 'text', required: false };
    await t.db.updateTable('eventRegistrationSettings').set({ formFields: sql`form_fields || ${JSON.stringify([optionalClub])}::jsonb` }).where('eventId', '=', eventId).execute();
    t.services.registration.forgetConfig(eventId);
    keys.jose = (await register({ firstNames: 'José Ángel', lastNames: 'Núñez Peña', gender: 'M' })).id;
    keys.lucia = (await register({ firstNames: 'Lucía', lastNames: 'Torres Gómez' })).id;
    keys.maria = (await register({ firstNames: 'María', lastNames: 'Ibáñez Ruiz' })).id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists confirmed registrants newest first with every column: form fields, products, status and who registered', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.hasMore).toBe(false);
    expect(page.registrants.map((r: { id: number }) => r.id)).toEqual([keys.maria, keys.lucia, keys.jose]);
    expect(page.registrants[0]).toMatchObject({
      firstNames: 'María',
      lastNames: 'Ibáñez Ruiz',
      modalityName: '10 km',
      branch: 'F',
      status: 'Pagado con tarjeta',
      registeredBy: 'No registrado',
      chargeCents: expect.any(Number),
      formValues: { contactoEmergencia: 'Pedro Torres' },
      products: [{ code: 'playera', name: 'Playera', quantity: 1, unitCents: 25_000, totalCents: 25_000, formValues: { talla: 'M' } }],
      deleted: false,
    });
    expect(page.registrants[0].bib).toBeGreaterThanOrEqual(101);
    expect(page.columns).toEqual({
      separateSurnames: false,
      teamSize: 1,
      fields: [{ id: 'contactoEmergencia', label: 'Contacto de emergencia' }, { id: 'club', label: 'Club' }],
      products: [{ code: 'playera', name: 'Playera', fields: [{ id: 'talla', label: 'Talla' }] }],
    });
  });

  it('pages with before, finds by name without accents and by bib, and waits for 3 letters', async () => {
    const first = await list('?limit=2');
    expect(first.registrants).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const older = await list(`?limit=2&before=${first.registrants[1].id}`);
    expect(older.registrants.map((r: { id: number }) => r.id)).toEqual([keys.jose]);
    expect(older.hasMore).toBe(false);
    expect((await list(`?q=${encodeURIComponent('jose nunez')}`)).registrants.map((r: { id: number }) => r.id)).toEqual([keys.jose]);
    expect((await list('?q=IBANEZ')).registrants.map((r: { id: number }) => r.id)).toEqual([keys.maria]);
    expect((await list('?q=lu')).registrants).toEqual([]);
    const { bib } = await registrant(keys.lucia!);
    expect((await list(`?q=${bib}`)).registrants.map((r: { id: number }) => r.id)).toEqual([keys.lucia]);
    expect((await list('?q=100%25')).registrants).toEqual([]);
  });

  it('edits the phone with a change-log row (action 6, the organizer), says "No hubo cambios" for the same value and refuses a bad one', async () => {
    const edited = await call('PATCH', `/registrants/${keys.lucia}`, { phone: '5598765432' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ changed: true, message: 'Cambios guardados', detail: { registrant: { phone: '5598765432' } } });
    expect(edited.json().detail.changes[0]).toMatchObject({ code: 6, action: 'phone', by: 'Rosa María Villaseñor Cano', description: 'Teléfono: «5512345678» → «5598765432»' });
    const same = await call('PATCH', `/registrants/${keys.lucia}`, { phone: '5598765432' });
    expect(same.json()).toMatchObject({ changed: false, message: 'No hubo cambios' });
    const bad = await call('PATCH', `/registrants/${keys.lucia}`, { phone: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.phone).toBe('Mínimo 10 dígitos (solo números)');
    expect((await registrant(keys.lucia!)).phone).toBe('5598765432');
    const logged = await t.db.selectFrom('registrationChanges').select('action').where('registrationId', '=', keys.lucia!).where('action', '=', 'phone').execute();
    expect(logged).toHaveLength(1);
  });

  it('edits names, the e-mail, additional fields and the branch, each with its action code', async () => {
    const edited = await call('PATCH', `/registrants/${keys.jose}`, {
      firstNames: 'José Angel',
      email: 'jose.nunez@ejemplo.mx',
      formValues: { contactoEmergencia: 'Ana Peña' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const codes = edited.json().detail.changes.map((c: { code: number }) => c.code);
    expect(codes.slice(0, 3).sort((a: number, b: number) => a - b)).toEqual([3, 4, 11]);
    expect(edited.json().detail.registrant.formValues).toEqual({ contactoEmergencia: 'Ana Peña' });
    const club = await call('PATCH', `/registrants/${keys.jose}`, { formValues: { club: 'Corredores Regios' } });
    expect(club.json().detail.registrant.formValues).toEqual({ contactoEmergencia: 'Ana Peña', club: 'Corredores Regios' });
    const cleared = await call('PATCH', `/registrants/${keys.jose}`, { formValues: { club: '' } });
    expect(cleared.json().detail.registrant.formValues).toEqual({ contactoEmergencia: 'Ana Peña' });
    const empty = await call('PATCH', `/registrants/${keys.jose}`, { formValues: { contactoEmergencia: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.contactoEmergencia).toBe('Campo requerido');
    const moved = await call('PATCH', `/registrants/${keys.jose}`, { branch: 'F', categoryCode: 'LIB' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().detail.registrant.branch).toBe('F');
    expect(moved.json().detail.changes[0].code).toBe(9);
    const unknown = await call('PATCH', `/registrants/${keys.jose}`, { categoryCode: 'NOEXISTE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('La categoría NOEXISTE no existe en la modalidad y rama elegidas.');
    expect((await call('PATCH', `/registrants/${keys.jose}`, { paternalSurname: 'Núñez' })).json().error.message).toBe('Este evento pide los apellidos en un solo campo.');
  });

  it('deletes, restores, deletes and releases the bib, which the next registration takes; a released deletion cannot be reversed', async () => {
    const { bib } = await registrant(keys.maria!);
    const deleted = await call('POST', `/registrants/${keys.maria}/delete`);
    expect(deleted.json()).toMatchObject({ message: 'Registro Borrado', detail: { registrant: { deleted: true, bib } } });
    expect((await list()).registrants.map((r: { id: number }) => r.id)).not.toContain(keys.maria);
    expect((await list('?filter=incomplete')).registrants.map((r: { id: number }) => r.id)).toEqual([keys.maria]);
    expect((await call('PATCH', `/registrants/${keys.maria}`, { phone: '5511112222' })).statusCode).toBe(409);
    expect((await call('POST', `/registrants/${keys.maria}/restore`)).json().message).toBe('Borrado reversado');
    expect((await call('POST', `/registrants/${keys.maria}/release-bib`)).json().error.message).toBe('Solo se puede liberar el número de un registro borrado.');
    await call('POST', `/registrants/${keys.maria}/delete`);
    expect((await call('GET', '/deleted-bibs')).json().registrants).toEqual([expect.objectContaining({ id: keys.maria, bib, name: 'María Ibáñez Ruiz' })]);
    const takenBefore = (await counterOf(t, eventId)).taken;
    const released = await call('POST', `/registrants/${keys.maria}/release-bib`);
    expect(released.json()).toMatchObject({ message: 'Folio Liberado', detail: { registrant: { bib: null, bibReleased: true } } });
    expect((await counterOf(t, eventId)).taken).toBe(takenBefore - 1);
    expect((await call('GET', '/deleted-bibs')).json().registrants).toEqual([]);
    const restore = await call('POST', `/registrants/${keys.maria}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().error.message).toBe('Folio Liberado: el borrado ya no puede reversarse.');
    const next = await register({ firstNames: 'Renata', lastNames: 'Ávila' });
    expect(next.bib).toBe(bib);
    const log = (await call('GET', '/registrant-changes')).json();
    const maria = log.changes.filter((c: { registrantId: number }) => c.registrantId === keys.maria).map((c: { code: number | null }) => c.code);
    expect(maria.slice(0, 4)).toEqual([20, 1, 2, 1]);
  });

  it('resends a mail already sent, recorded under "Correos enviados"', async () => {
    const detail = (await call('GET', `/registrants/${keys.lucia}`)).json();
    const [mail] = detail.mails;
    const resent = await call('POST', `/registrants/${keys.lucia}/mails/${mail.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe('¡Correo reenviado exitosamente!');
    expect(resent.json().detail.mails).toHaveLength(detail.mails.length + 1);
    expect(resent.json().detail.mails.at(-1)).toMatchObject({ type: mail.type, subject: mail.subject });
    expect((await call('POST', `/registrants/${keys.jose}/mails/${mail.id}/resend`)).statusCode).toBe(404);
  });

  it('records an OXXO payment taken by hand (who, when, reference) and a refund; a card payment cannot be marked', async () => {
    const body = registrationBody({ payment: { method: 'oxxo_cash' } });
    const posted = await postRegistration(t, eventId, { ...body, athlete: { ...body.athlete, firstNames: 'Citlali', lastNames: 'Ortiz' } });
    expect(posted.statusCode, posted.body).toBe(201);
    const { id } = await t.db.selectFrom('registrations').select('id').where('publicKey', '=', posted.json().registration.id).executeTakeFirstOrThrow();
    const [payment] = (await call('GET', `/registrants/${id}`)).json().payments;
    expect(payment.statusLabel).toBe('Pendiente de pago en OXXO');
    expect((await call('POST', `/registrants/${id}/payments/${payment.id}/paid`, { reference: ' ' })).json().error.fields.reference).toBe('Escribe la referencia del pago');
    const marked = await call('POST', `/registrants/${id}/payments/${payment.id}/paid`, { reference: 'OXXO 4471' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ message: 'Pago registrado', detail: { registrant: { state: 'confirmed', status: 'Pagado en OXXO' }, payments: [{ operationId: 'OXXO 4471' }] } });
    expect(marked.json().detail.changes[0]).toMatchObject({ action: 'payment_marked', by: 'Rosa María Villaseñor Cano', description: expect.stringContaining('referencia OXXO 4471') });
    expect((await call('POST', `/registrants/${id}/payments/${payment.id}/paid`, { reference: 'otra' })).statusCode).toBe(409);
    const [card] = (await call('GET', `/registrants/${keys.lucia}`)).json().payments;
    expect((await call('POST', `/registrants/${keys.lucia}/payments/${card.id}/paid`, { reference: 'x' })).json().error.message).toBe(
      'Solo un pago en efectivo u OXXO pendiente o vencido puede marcarse como pagado.',
    );
    expect((await call('POST', `/registrants/${keys.lucia}/payments/${payment.id}/paid`, { reference: 'x' })).statusCode).toBe(404); // not Lucía's
    const refunded = await call('POST', `/registrants/${id}/payments/${payment.id}/refund`, { reference: 'SPEI 99' });
    expect(refunded.json()).toMatchObject({ message: 'Reembolso registrado', detail: { payments: [{ status: 'refunded', statusLabel: 'Reembolsado' }] } });
    expect((await call('POST', `/registrants/${id}/payments/${payment.id}/refund`, { reference: 'SPEI 99' })).statusCode).toBe(409);
    await call('POST', `/registrants/${id}/delete`); // out of the figures the later tests count
  });

  it('downloads each report as CSV with a BOM, named by event, kind and date, with the right columns and accents', async () => {
    const download = async (kind: string) => {
      const response = await call('GET', `/registrant-reports/${kind}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="Carrera-de-prueba-.+-${kind === 'data' ? 'Data-inscritos' : kind === 'full' ? 'Datos-completos' : 'Ingresos-cobrados'}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      return readCsv(response.body).records.map((record) => record.fields);
    };
    const data = await download('data');
    expect(data[0]).toEqual([
      'Número', 'Nombre(s)', 'Apellidos', 'Correo', 'Teléfono', 'Fecha de nacimiento', 'Modalidad', 'Rama', 'Categoría', 'Usuario', 'Precio cobrado',
      'Fecha de registro', 'Contacto de emergencia', 'Club', 'Playera: cantidad', 'Playera: precio', 'Playera: total', 'Playera: Talla', 'Estatus',
    ]);
    const jose = data.find((record) => record[1] === 'José Angel')!;
    expect(jose).toEqual(expect.arrayContaining(['Núñez Peña', '10 km', 'Femenil', 'Libre', 'No registrado', 'Ana Peña', '1', '250.00', 'M', 'Pagado con tarjeta']));
    expect(data.some((record) => record[1] === 'María')).toBe(false); // deleted: only in the full report
    const full = await download('full');
    expect(full[0]!.slice(-2)).toEqual(['Borrado', 'Clave']);
    expect(full.find((record) => record[1] === 'María')!.slice(-2)[0]).toBe('Sí, número liberado');
    const income = await download('income');
    expect(income[0]).toEqual(['Número', 'Nombre', 'Modalidad', 'Forma de pago', 'Forma de inscripción', 'Monto', 'Fecha de pago', 'Operación', 'Usuario']);
    expect(income.length).toBeGreaterThan(3);
    expect(income[1]![3]).toBe('Tarjeta');
    expect(income[1]![5]).toMatch(/^\d+\.\d{2}$/);
    expect((await call('GET', '/registrant-reports/otro')).statusCode).toBe(400);
  });

  it('adds up the dashboard in SQL: payments by method, modality and category, per day, per user, products and their fields', async () => {
    const answer = await call('GET', '/dashboard');
    expect(answer.statusCode, answer.body).toBe(200);
    const dashboard = answer.json();
    const paid = await t.db.selectFrom('payments').innerJoin('registrations', 'registrations.id', 'payments.registrationId')
      .select(sql<number>`sum(amount_cents)::bigint`.as('cents')).where('registrations.eventId', '=', eventId).where('payments.status', '=', 'paid').executeTakeFirstOrThrow();
    expect(dashboard).toMatchObject({
      registrants: 3,
      incomplete: 2, // María (deleted, bib released) and Citlali (deleted after her refund)
      payments: [{ method: 'card', label: 'Tarjeta', paidCount: 4, paidCents: Number(paid.cents), pendingCount: 0, pendingCents: 0 }],
      modalities: [{ code: '10K', name: '10 km', count: 3, categories: [{ branch: 'F', code: 'LIB', count: 3 }] }],
      perUser: [{ user: 'No registrado', count: 3 }],
      fields: [],
      products: [{ code: 'playera', name: 'Playera', quantity: 3, revenueCents: 75_000, fields: [{ id: 'talla', label: 'Talla', values: [{ value: 'M', count: 3 }] }] }],
    });
    expect(dashboard.perDay.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(3);
    expect(dashboard.perDay[0].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('tells a following browser when someone registers', async () => {
    const stream = openSse(`${base}/api/manage/events/${eventId}/registrants/stream`, { cookie: t.cookies.organizer });
    await stream.opened;
    expect(stream.status).toBe(200);
    const counted = (await call('GET', '/dashboard')).json().registrants;
    await register({ firstNames: 'Emiliano', lastNames: 'Castillo' });
    await stream.until(() => stream.messages().length >= 1);
    expect(stream.messages()[0]).toEqual({ changed: true });
    // The dashboard kept in memory is dropped by the same announcement.
    await expect.poll(async () => (await call('GET', '/dashboard')).json().registrants).toBe(counted + 1);
    stream.close();
    const stranger = openSse(`${base}/api/manage/events/${eventId}/registrants/stream`, { cookie: t.cookies.stranger });
    await stranger.opened;
    expect(stranger.status).toBe(404);
    stranger.close();
  });
});
