import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';
import { callers, cookieOfCaller, type Caller } from '../../test/event-callers.ts';
import { createRegistrationEvent, postRegistration, registrationBody } from '../registration/registration.fixtures.ts';

type Route =
  | 'list' | 'detail' | 'edit' | 'delete' | 'restore' | 'releaseBib' | 'resendMail' | 'changeLog' | 'deletedBibs' | 'ownDetail' | 'reportFull'
  | 'reportData' | 'reportIncome' | 'dashboard' | 'markPaid' | 'refund' | 'deskOptions' | 'deskQuote' | 'deskRegister';

// Document 3 §6. Everyone not listed gets the 404 of a missing event or registrant (a guest: 401, sign in).
const allowed: Record<Route, Caller[]> = {
  list: ['admin', 'owner', 'organizerManager', 'clientManager', 'pointOfSale'],
  detail: ['admin', 'owner', 'organizerManager', 'clientManager'], // a point of sale sees only their own
  ownDetail: ['admin', 'owner', 'organizerManager', 'clientManager', 'pointOfSale'],
  edit: ['admin', 'owner', 'organizerManager', 'clientManager'],
  delete: ['admin', 'owner', 'organizerManager', 'clientManager'],
  restore: ['admin', 'owner', 'organizerManager', 'clientManager'],
  releaseBib: ['admin', 'owner', 'organizerManager'],
  resendMail: ['admin', 'owner', 'organizerManager', 'clientManager'],
  changeLog: ['admin', 'owner', 'organizerManager'],
  deletedBibs: ['admin', 'owner', 'organizerManager'],
  reportFull: ['admin', 'owner', 'organizerManager'],
  reportData: ['admin', 'owner', 'organizerManager', 'clientManager'],
  reportIncome: ['admin', 'owner', 'organizerManager', 'clientManager', 'pointOfSale'],
  dashboard: ['admin', 'owner', 'organizerManager', 'clientManager', 'pointOfSale'],
  markPaid: ['admin', 'owner', 'organizerManager', 'clientManager'], // a point of sale: only on their own registrants
  refund: ['admin', 'owner', 'organizerManager'],
  deskOptions: ['admin', 'owner', 'organizerManager', 'clientManager', 'pointOfSale'],
  deskQuote: ['admin', 'owner', 'organizerManager', 'clientManager', 'pointOfSale'],
  deskRegister: ['admin', 'owner', 'organizerManager', 'clientManager', 'pointOfSale'],
};

describe.each(testDatabases)('who may do what in Ingresos (every route × every caller) on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let online: number;
  let atDesk: number;
  let mailId: number;
  let onlinePayment: number;
  let athleteId: string;

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = await createRegistrationEvent(t);
    await t.db.insertInto('eventStaff').values({ eventId, userId: t.demo.accounts['organizador@dorsal.mx']!, role: 'owner' }).execute();
    const strangerId = (await t.db.selectFrom('users').select('id').where('email', 'not in', ['organizador@dorsal.mx', 'admin@dorsal.mx', 'atleta@dorsal.mx']).orderBy('createdAt', 'desc').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('eventStaff').values({ eventId: t.demo.events.monterrey!, userId: strangerId, role: 'owner' }).onConflict((c) => c.doNothing()).execute();
    athleteId = t.demo.accounts['atleta@dorsal.mx']!;
    const first = await postRegistration(t, eventId, registrationBody());
    expect(first.statusCode, first.body).toBe(201);
    online = (await t.db.selectFrom('registrations').select('id').where('publicKey', '=', first.json().registration.id).executeTakeFirstOrThrow()).id;
    await t.db.insertInto('eventStaff').values({ eventId, userId: athleteId, role: 'pointOfSale' }).execute();
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/manage/events/${eventId}/desk/registrations`,
      headers: { 'idempotency-key': `desk-${Date.now()}`, cookie: t.cookies.athlete },
      payload: registrationBody({ payment: { method: 'cash' } }),
    });
    expect(second.statusCode, second.body).toBe(201);
    await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
    atDesk = (await t.db.selectFrom('registrations').select('id').where('publicKey', '=', second.json().registration.id).executeTakeFirstOrThrow()).id;
    onlinePayment = (await t.db.selectFrom('payments').select('id').where('registrationId', '=', online).executeTakeFirstOrThrow()).id;
    mailId = (await t.db.selectFrom('registrationMails').select('id').where('registrationId', '=', online).executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const cookieOf = (caller: Caller) => cookieOfCaller(t, eventId, caller);


  const request = (route: Route, cookie: string | undefined) => {
    const base = `/api/manage/events/${eventId}`;
    const calls: Record<Route, { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: Record<string, unknown> }> = {
      list: { method: 'GET', url: `${base}/registrants` },
      detail: { method: 'GET', url: `${base}/registrants/${online}` },
      ownDetail: { method: 'GET', url: `${base}/registrants/${atDesk}` },
      edit: { method: 'PATCH', url: `${base}/registrants/${online}`, payload: { phone: `55${String(Date.now()).slice(-8)}` } },
      delete: { method: 'POST', url: `${base}/registrants/${online}/delete` },
      restore: { method: 'POST', url: `${base}/registrants/${online}/restore` },
      releaseBib: { method: 'POST', url: `${base}/registrants/${online}/release-bib` },
      resendMail: { method: 'POST', url: `${base}/registrants/${online}/mails/${mailId}/resend` },
      changeLog: { method: 'GET', url: `${base}/registrant-changes` },
      deletedBibs: { method: 'GET', url: `${base}/deleted-bibs` },
      reportFull: { method: 'GET', url: `${base}/registrant-reports/full` },
      reportData: { method: 'GET', url: `${base}/registrant-reports/data` },
      reportIncome: { method: 'GET', url: `${base}/registrant-reports/income` },
      dashboard: { method: 'GET', url: `${base}/dashboard` },
      markPaid: { method: 'POST', url: `${base}/registrants/${online}/payments/${onlinePayment}/paid`, payload: { reference: 'TICKET-1' } },
      refund: { method: 'POST', url: `${base}/registrants/${online}/payments/${onlinePayment}/refund`, payload: { reference: 'SPEI-1' } },
      deskOptions: { method: 'GET', url: `${base}/desk/registration` },
      deskQuote: { method: 'POST', url: `${base}/desk/registration/quote`, payload: { modalityCode: '10K', categoryCode: 'LIB' } },
      // An unknown modality: an allowed caller reaches validation (400) and nothing is written either way.
      deskRegister: { method: 'POST', url: `${base}/desk/registrations`, payload: registrationBody({ modalityCode: 'NOPE', payment: { method: 'cash' } }) },
    };
    const { payload, ...rest } = calls[route];
    const headers = { ...(cookie ? { cookie } : {}), ...(route === 'deskRegister' ? { 'idempotency-key': `matrix-${Math.random().toString(36).slice(2)}` } : {}) };
    return t.app.inject({ ...rest, headers, ...(payload ? { payload } : {}) });
  };

  const state = async () => ({
    registration: await t.db.selectFrom('registrations').select(['phone', 'deletedAt', 'bib', 'bibReleasedAt', 'updatedAt']).where('id', '=', online).executeTakeFirstOrThrow(),
    payment: await t.db.selectFrom('payments').select(['status', 'operationId', 'updatedAt']).where('registrationId', '=', online).executeTakeFirstOrThrow(),
    changes: (await t.db.selectFrom('registrationChanges').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n,
    mails: (await t.db.selectFrom('registrationMails').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n,
    registrations: (await t.db.selectFrom('registrations').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n,
  });

  for (const caller of callers) {
    it(`${caller}: gets exactly what the policy allows, and a refusal changes nothing`, async () => {
      const cookie = await cookieOf(caller);
      // delete before restore, release on a registrant that is not deleted: allowed callers reach the rule (409), others the 404
      for (const route of Object.keys(allowed) as Route[]) {
        const before = await state();
        const response = await request(route, cookie);
        const may = allowed[route].includes(caller);
        if (caller === 'guest') {
          expect(response.statusCode, `${caller} ${route}`).toBe(401);
        } else if (!may) {
          expect(response.statusCode, `${caller} ${route}: ${response.body}`).toBe(404);
        } else {
          // Allowed callers reach the rule: releasing a bib not deleted, marking a card payment paid or refunding one
          // already refunded is a 409; everyone else never gets that far.
          const expected = route === 'releaseBib' || route === 'markPaid' ? [409] : route === 'refund' ? [200, 409] : route === 'deskRegister' ? [400] : [200];
          expect(expected, `${caller} ${route}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
        }
        if (!may || route === 'deskRegister') expect(await state(), `${caller} ${route} changed nothing`).toEqual(before);
      }
    });
  }

  it('shows a point of sale only the registrations made under their account', async () => {
    const cookie = await cookieOf('pointOfSale');
    const page = (await t.app.inject({ url: `/api/manage/events/${eventId}/registrants`, headers: { cookie: cookie! } })).json();
    expect(page.registrants.map((r: { id: number }) => r.id)).toEqual([atDesk]);
    expect(page.total).toBe(1);
    const organizer = (await t.app.inject({ url: `/api/manage/events/${eventId}/registrants`, headers: { cookie: t.cookies.organizer } })).json();
    expect(organizer.registrants.map((r: { id: number }) => r.id)).toEqual([atDesk, online]);
    const income = await t.app.inject({ url: `/api/manage/events/${eventId}/registrant-reports/income`, headers: { cookie: cookie! } });
    expect(income.body.trim().split('\r\n')).toHaveLength(2); // the header and the one payment they collected
    const dashboard = (await t.app.inject({ url: `/api/manage/events/${eventId}/dashboard`, headers: { cookie: cookie! } })).json();
    expect(dashboard.registrants).toBe(1);
    expect(dashboard.payments.reduce((sum: number, p: { paidCount: number }) => sum + p.paidCount, 0)).toBe(1);
    await cookieOf('athlete');
  });
});
