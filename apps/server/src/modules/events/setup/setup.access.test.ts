import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../test/demo-app.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { testDatabases } from '../../../test/test-app.ts';
import { callers, cookieOfCaller, type Caller } from '../../../test/event-callers.ts';
import { createRegistrationEvent } from '../../registration/registration.fixtures.ts';

const everyRole: Caller[] = ['admin', 'owner', 'organizerManager', 'clientManager', 'pointOfSale'];
const editors: Caller[] = ['admin', 'owner', 'organizerManager'];

// Event setup (issue 10) over the events policy: any role of the event reads, owners and organizer managers change,
// only the owner (and the platform admin) hands the event over; everyone else gets the 404 of a missing event (a guest: 401).
const allowed = {
  settings: everyRole,
  saveSettings: editors,
  logo: editors,
  callDocument: everyRole,
  saveCallDocument: editors,
  callDocumentImage: editors,
  modalities: everyRole,
  saveModality: editors,
  createModality: editors,
  discountCodes: everyRole,
  createDiscountCode: editors,
  updateDiscountCode: editors,
  switchDiscountCode: editors,
  registrationRules: everyRole,
  saveRegistrationRules: editors,
  formFields: everyRole,
  saveFormFields: editors,
  products: everyRole,
  saveProducts: editors,
  productImage: editors,
  currencies: everyRole,
  saveCurrencies: editors,
  bibDesign: everyRole,
  saveBibDesign: editors,
  bibImage: editors,
  bibPreview: everyRole,
  checkpoints: everyRole,
  createCheckpoint: editors,
  updateCheckpoint: editors,
  removeCheckpoint: editors,
  duplicate: editors,
  transferOwnership: ['admin', 'owner'],
} satisfies Record<string, Caller[]>;
type Route = keyof typeof allowed;

describe.each(testDatabases)('who may set up an event (every setup route × every caller) on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  const answers: Record<string, Record<string, unknown>> = {};
  let png: Buffer;

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = await createRegistrationEvent(t, { codes: [{ code: 'MATRIZ10', kind: 'percent', value: 10, maxUses: 5 }] });
    await t.db.insertInto('eventStaff').values({ eventId, userId: t.demo.accounts['organizador@dorsal.mx']!, role: 'owner' }).execute();
    const read = async (path: string) => (await t.app.inject({ url: `/api/manage/events/${eventId}${path}`, headers: { cookie: t.cookies.admin } })).json();
    answers.settings = (await read('')).event;
    answers.modality = (await read('/modalities')).modalities[0];
    answers.rules = (await read('/registration-rules')).rules;
    answers.form = await read('/form-fields');
    answers.products = await read('/products');
    answers.currencies = await read('/currencies');
    answers.code = (await read('/discount-codes')).codes[0];
    // Checkpoint 1, read at by timing: removing it is refused (400) for those allowed, so every caller finds it.
    answers.checkpoint = { number: 1, description: 'KM 5', distanceKm: 5, laps: [{ modalityCode: '10K', lap: 1, kind: 1 }] };
    await t.db.insertInto('checkpoints').values({ eventId, number: 1, description: 'KM 5', distanceKm: 5, laps: JSON.stringify([{ modalityCode: '10K', lap: 1, kind: 1 }]) }).execute();
    await t.db
      .insertInto('passings')
      .values({ eventId, bib: 1, controlCode: 1001, passedAt: new Date(), readerId: 'matriz', readId: '1', source: 'api', status: 'accepted', modalityCode: '10K' })
      .execute();
    png = await sharp({ create: { width: 60, height: 48, channels: 3, background: '#0E7C66' } }).png().toBuffer();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const cookieOf = (caller: Caller) => cookieOfCaller(t, eventId, caller);


  function request(route: Route, cookie: string | undefined) {
    const base = `/api/manage/events/${eventId}`;
    const { used: _used, active: _active, ...code } = answers.code!;
    const upload = (field: string) => multipartFile(field, 'imagen.png', 'image/png', png);
    const calls: Record<Route, { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> }> = {
      settings: { method: 'GET', url: base },
      saveSettings: { method: 'PUT', url: base, payload: answers.settings },
      logo: { method: 'POST', url: `${base}/logo`, ...upload('logo') },
      callDocument: { method: 'GET', url: `${base}/call-document` },
      saveCallDocument: { method: 'PUT', url: `${base}/call-document`, payload: { title: 'Convocatoria', blocks: [{ kind: 'text', text: 'Salida a las 7:00' }] } },
      callDocumentImage: { method: 'POST', url: `${base}/call-document/image`, ...upload('image') },
      modalities: { method: 'GET', url: `${base}/modalities` },
      saveModality: { method: 'PUT', url: `${base}/modalities/10K`, payload: answers.modality },
      createModality: { method: 'POST', url: `${base}/modalities`, payload: answers.modality }, // its code is taken: 400 once allowed
      discountCodes: { method: 'GET', url: `${base}/discount-codes` },
      // A code already there: an allowed caller reaches the rule (400), nothing is written either way.
      createDiscountCode: { method: 'POST', url: `${base}/discount-codes`, payload: code },
      updateDiscountCode: { method: 'PUT', url: `${base}/discount-codes/MATRIZ10`, payload: code },
      switchDiscountCode: { method: 'PATCH', url: `${base}/discount-codes/MATRIZ10`, payload: { active: true } },
      registrationRules: { method: 'GET', url: `${base}/registration-rules` },
      saveRegistrationRules: { method: 'PUT', url: `${base}/registration-rules`, payload: answers.rules },
      formFields: { method: 'GET', url: `${base}/form-fields` },
      saveFormFields: { method: 'PUT', url: `${base}/form-fields`, payload: answers.form },
      products: { method: 'GET', url: `${base}/products` },
      saveProducts: { method: 'PUT', url: `${base}/products`, payload: answers.products },
      productImage: { method: 'POST', url: `${base}/products/image`, ...upload('image') },
      currencies: { method: 'GET', url: `${base}/currencies` },
      saveCurrencies: { method: 'PUT', url: `${base}/currencies`, payload: answers.currencies },
      bibDesign: { method: 'GET', url: `${base}/bib-design` },
      saveBibDesign: { method: 'PUT', url: `${base}/bib-design`, payload: { fontColor: '#1B1B3A', whiteBack: true } },
      bibImage: { method: 'POST', url: `${base}/bib-design/image`, ...upload('image') },
      bibPreview: { method: 'GET', url: `${base}/bib-design/preview.png` },
      checkpoints: { method: 'GET', url: `${base}/checkpoints` },
      createCheckpoint: { method: 'POST', url: `${base}/checkpoints`, payload: answers.checkpoint }, // its number is taken: 400 once allowed
      updateCheckpoint: { method: 'PUT', url: `${base}/checkpoints/1`, payload: answers.checkpoint },
      removeCheckpoint: { method: 'DELETE', url: `${base}/checkpoints/1` }, // timing read at it: 400 once allowed
      duplicate: { method: 'POST', url: `${base}/duplicate`, payload: { name: 'Edición siguiente', eventDate: '2028-06-11' } },
      // To the owner already there: an allowed caller reaches the rule (409).
      transferOwnership: { method: 'POST', url: `${base}/owner`, payload: { email: 'organizador@dorsal.mx' } },
    };
    const { payload, headers, ...rest } = calls[route];
    return t.app.inject({ ...rest, headers: { ...headers, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  }

  const state = async () => ({
    event: await t.db.selectFrom('events').select(['name', 'logoUrl', 'callDocument']).where('id', '=', eventId).executeTakeFirstOrThrow(),
    settings: await t.db.selectFrom('eventRegistrationSettings').select(['formFields', 'currencies', 'bibDesign', 'paymentMethods']).where('eventId', '=', eventId).executeTakeFirstOrThrow(),
    codes: await t.db.selectFrom('discountCodes').select(['code', 'value', 'active']).where('eventId', '=', eventId).execute(),
    checkpoints: await t.db.selectFrom('checkpoints').select(['number', 'description', 'laps']).where('eventId', '=', eventId).execute(),
    staff: await t.db.selectFrom('eventStaff').select(['userId', 'role']).where('eventId', '=', eventId).orderBy('userId').execute(),
    events: (await t.db.selectFrom('events').select('id').execute()).length,
  });

  for (const caller of callers) {
    it(`${caller}: gets exactly what the policy allows, and a refusal changes nothing`, async () => {
      const cookie = await cookieOf(caller);
      for (const route of Object.keys(allowed) as Route[]) {
        const before = await state();
        const response = await request(route, cookie);
        const may = (allowed[route] as Caller[]).includes(caller);
        if (caller === 'guest') expect(response.statusCode, `${caller} ${route}`).toBe(401);
        else if (!may) expect(response.statusCode, `${caller} ${route}: ${response.body}`).toBe(404);
        else {
          const expected = route === 'createDiscountCode' || route === 'createModality' || route === 'createCheckpoint' || route === 'removeCheckpoint' ? 400 : route === 'transferOwnership' ? 409 : route === 'duplicate' ? 201 : 200;
          expect(response.statusCode, `${caller} ${route}: ${response.body}`).toBe(expected);
        }
        if (!may) expect(await state(), `${caller} ${route} changed nothing`).toEqual(before);
      }
    });
  }
});
