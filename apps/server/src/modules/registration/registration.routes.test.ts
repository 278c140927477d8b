import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';
import { mailTypesOf, postRegistration, registrationBody } from './registration.fixtures.ts';

/** What a phone camera reads from an image (PNG, SVG…): the QR's text. */
async function decodeQr(image: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

const demoBody = (overrides: Record<string, unknown> = {}) =>
  registrationBody({ categoryCode: 'LIB', fields: { contactoEmergencia: 'Pedro Torres' }, ...overrides });

describe.each(testDatabases)('registration API on the demo events (%s)', (kind) => {
  let t: DemoApp;
  let monterrey: number;
  let valle: number;
  beforeAll(async () => {
    t = await createDemoApp(kind);
    monterrey = t.demo.events.monterrey!;
    valle = t.demo.events['valle-bravo']!;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('offers modalities with today’s price per currency, products, fields, methods and the AGOTADO flag', async () => {
    const response = await t.app.inject({ url: `/api/events/${monterrey}/registration` });
    expect(response.statusCode).toBe(200);
    const { registration } = response.json();
    expect(registration.currencies.map((c: { code: string }) => c.code)).toEqual(['MXN', 'USD']);
    expect(registration.paymentMethods).toEqual(['card', 'oxxo_cash']);
    expect(registration.event.analytics).toEqual({ gaId: 'G-DORSAL2027', facebookPixel: '102030405060708' });
    const tenK = registration.modalities.find((m: { code: string }) => m.code === '10K');
    expect(tenK.price.MXN).toEqual({ cents: 55_000, text: '$550.00 MXN' }); // preventa until 2026-12-31
    expect(tenK.price.USD.text).toBe('$29.72 USD');
    expect(tenK.products.map((p: { code: string; maxQuantity: number }) => [p.code, p.maxQuantity])).toEqual([['playera', 1], ['medalla', 3]]);
    expect(tenK.categories.every((c: { code: string }) => c.code !== 'ABS')).toBe(true);
    const soldOut = (await t.app.inject({ url: `/api/events/${valle}/registration` })).json().registration.modalities.find((m: { code: string }) => m.code === 'GF');
    expect(soldOut).toMatchObject({ soldOut: true, soldOutLabel: 'AGOTADO', open: false });
  });

  it('refuses events without registration with the spec’s message', async () => {
    for (const id of [t.demo.events.past, 99_999]) {
      const response = await t.app.inject({ url: `/api/events/${id}/registration` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('No hay inscripciones disponibles para este evento');
    }
    const post = await postRegistration(t, t.demo.events.past!, demoBody());
    expect(post.statusCode).toBe(409);
    expect(post.json().error.message).toBe('No hay inscripciones disponibles para este evento');
  });

  it('counts visits per tracking tag and keeps the tag on the registration', async () => {
    await t.app.inject({ url: `/api/events/${monterrey}/registration?tkl=facebook-feb` });
    await t.app.inject({ url: `/api/events/${monterrey}/registration?tkl=facebook-feb` });
    const row = await t.db.selectFrom('trackingCounters').selectAll().where('eventId', '=', monterrey).where('tag', '=', 'facebook-feb').executeTakeFirstOrThrow();
    expect(row.count).toBe(2);
    const response = await postRegistration(t, monterrey, demoBody({ tkl: 'facebook-feb' }));
    const stored = await t.db.selectFrom('registrations').select('tkl').where('publicKey', '=', response.json().registration.id).executeTakeFirstOrThrow();
    expect(stored.tkl).toBe('facebook-feb');
  });

  it('quotes an order with the discount code and the 7 % commission', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${monterrey}/registration/quote`,
      payload: { modalityCode: '10K', products: [{ code: 'playera', quantity: 1, fields: { talla: 'M' } }], discountCode: 'dorsal10' },
    });
    expect(response.statusCode).toBe(200);
    const { order, discount } = response.json();
    expect(discount).toEqual({ applied: true, message: 'Código aplicado' });
    expect(order.lines.map((l: { code: string; unit: { cents: number } }) => [l.code, l.unit.cents])).toEqual([
      ['insc', 55_000], ['producto-playera', 25_000], ['descuento', -8_000], ['comision', 5_040],
    ]);
    expect(order.total.text).toBe('$770.40 MXN');
  });

  it('registers and pays by card: confirmed, a bib, mails 1 and 4, a change log', async () => {
    const response = await postRegistration(t, monterrey, demoBody({ modalityCode: '21K', products: [{ code: 'medalla', quantity: 2 }] }));
    expect(response.statusCode).toBe(201);
    const { registration } = response.json();
    expect(registration).toMatchObject({ state: 'confirmed', type: 3, message: 'Pago exitoso', payment: { status: 'paid', method: 'card', card: { last4: '4242' } } });
    expect(registration.bib).toBeGreaterThanOrEqual(5001);
    expect(await mailTypesOf(t, registration.id)).toEqual([1, 4]);
    const row = await t.db.selectFrom('registrations').select('id').where('publicKey', '=', registration.id).executeTakeFirstOrThrow();
    const changes = await t.services.registration.registrations.changes(row.id);
    expect(changes.map((c) => c.action)).toEqual(['created', 'payment_received']);
  });

  it('charges the peso equivalent when the athlete pays in dollars', async () => {
    const response = await postRegistration(t, monterrey, demoBody({ currency: 'USD' }));
    expect(response.statusCode).toBe(201);
    const { registration } = response.json();
    // 550.00 MXN at 18.5 → 29.72 USD, + 7 % = 31.80 USD; charged ⌊31.80 × 18.5⌋ = 588.30 MXN
    expect(registration.total).toEqual({ cents: 3_180, currency: 'USD', text: '$31.80 USD' });
    expect(registration.payment).toMatchObject({ status: 'paid', amountCents: 58_830, amount: '$588.30 MXN' });
  });

  it('registers with OXXO: a slip valid 48 h, mail 5; the sandbox button pays it and mails 4', async () => {
    const response = await postRegistration(t, monterrey, demoBody({ payment: { method: 'oxxo_cash' } }));
    expect(response.statusCode).toBe(201);
    const { registration } = response.json();
    expect(registration).toMatchObject({ state: 'pending_payment', type: 2, payment: { status: 'pending', statusLabel: 'Pendiente de pago en OXXO' } });
    expect(registration.cashSlip.reference).toMatch(/^\d{14}$/);
    expect(registration.cashSlip.instructions).toHaveLength(5);
    expect(Date.parse(registration.cashSlip.expiresAt) - Date.now()).toBeGreaterThan(47.9 * 3_600_000);
    expect(await mailTypesOf(t, registration.id)).toEqual([1, 5]);
    const paid = await t.app.inject({ method: 'POST', url: `/api/registrations/${registration.id}/sandbox-pay` });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().registration).toMatchObject({ state: 'confirmed', type: 3, payment: { status: 'paid', statusLabel: 'Pagado en OXXO' }, cashSlip: null });
    expect(await mailTypesOf(t, registration.id)).toEqual([1, 5, 4]);
    const again = await t.app.inject({ method: 'POST', url: `/api/registrations/${registration.id}/sandbox-pay` });
    expect(again.statusCode).toBe(409);
  });

  it('confirms a zero total at once (the free family ride): paid in cash, online, operation 0', async () => {
    const response = await postRegistration(t, valle, demoBody({ modalityCode: 'RF', categoryCode: 'UNI', payment: { method: 'none' } }));
    expect(response.statusCode).toBe(201);
    expect(response.json().registration).toMatchObject({ state: 'confirmed', type: 1, payment: { status: 'paid', method: 'cash', channel: 'online', amountCents: 0, operationId: '0' } });
    expect(await mailTypesOf(t, response.json().registration.id)).toEqual([1]);
  });

  it('takes a 100 % code once: the second athlete is told it is used up', async () => {
    const first = await postRegistration(t, monterrey, demoBody({ discountCode: 'CORTESIA', payment: { method: 'none' } }));
    expect(first.json().registration).toMatchObject({ state: 'confirmed', total: { cents: 0 } });
    const second = await postRegistration(t, monterrey, demoBody({ discountCode: 'CORTESIA', payment: { method: 'none' } }));
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe('Este código ya alcanzó su límite de usos');
  });

  it('answers AGOTADO for the sold-out modality', async () => {
    const response = await postRegistration(t, valle, demoBody({ modalityCode: 'GF' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'sold_out', message: 'AGOTADO' });
  });

  it('shows the confirmation document: order, waiver, tracking link; 404 for another event', async () => {
    const created = (await postRegistration(t, monterrey, demoBody({ athlete: { ...demoBody().athlete, birthDate: '2012-01-09' }, categoryCode: 'JUV', payment: { method: 'oxxo_cash' } }))).json().registration;
    const response = await t.app.inject({ url: `/api/registrations/${created.id}?event=${monterrey}` });
    expect(response.statusCode).toBe(200);
    const doc = response.json().registration;
    expect(doc).toMatchObject({ type: 2, typeLabel: 'Datos registrados', bib: created.bib, modality: { code: '10K' }, branch: { label: 'Femenil' }, category: { name: 'Juvenil' } });
    expect(doc.waiver.kind).toBe('minor');
    expect(doc.order.total.text).toMatch(/MXN$/);
    expect(doc.cashSlip.mapsUrl).toContain('google.com/maps');
    // The deadline names the event's time zone, on the page, the PDF (the same text) and the mail.
    expect(doc.cashSlip.expiresAtText).toMatch(/^\d{1,2} de [a-z]+ de \d{4} a las \d\d:\d\d, hora del centro de México$/);
    const mail = await t.db.selectFrom('outboxMails').select('textBody').where('toAddress', '=', doc.athlete.email).where('subject', 'like', '%OXXO%').executeTakeFirstOrThrow();
    expect(mail.textBody).toContain(doc.cashSlip.expiresAtText);
    expect(doc.trackingUrl).toContain(`/detalle-inscrito?registry=${created.id}&event=${monterrey}`);
    const qr = await t.app.inject({ url: doc.trackingQrUrl });
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(await decodeQr(qr.rawPayload)).toBe(doc.trackingUrl);
    expect((await t.app.inject({ url: `/api/registrations/${created.id}?event=${valle}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/registrations/AAAAAAAAAAAAAAAAAAAAAA' })).json().error.message).toBe('No encontramos esta inscripción');
  });

  it('draws the digital bib (1025 × 820 PNG) and the letter-size PDF, the same bytes every time', async () => {
    const created = (await postRegistration(t, monterrey, demoBody())).json().registration;
    const [png, png2] = await Promise.all([1, 2].map(() => t.app.inject({ url: created.bibImageUrl })));
    expect(png!.headers['content-type']).toBe('image/png');
    expect(await sharp(png!.rawPayload).metadata()).toMatchObject({ width: 1025, height: 820 });
    expect(png!.rawPayload.equals(png2!.rawPayload)).toBe(true);
    const pdf = await t.app.inject({ url: created.pdfUrl });
    const pdf2 = await t.app.inject({ url: created.pdfUrl });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
    expect(pdf.rawPayload.equals(pdf2.rawPayload)).toBe(true);
  });
});
