import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../../test/demo-app.ts';
import { multipartFile } from '../../../../test/multipart.ts';
import { testDatabases } from '../../../../test/test-app.ts';

const playera = { code: 'playera', name: 'Playera técnica', description: 'Dry-fit', unitCents: 30_000, maxQuantity: 1, color: null, hideInPublic: false, modalityCodes: ['5K', '10K', '21K'], formFields: [] };

describe.each(testDatabases)('images of products and of the convocatoria on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let wide: Buffer;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.monterrey!;
    // A transparent PNG wider than any page needs: stored as a JPEG on white, fitted inside the kind's box.
    wide = await sharp({ create: { width: 2400, height: 1200, channels: 4, background: { r: 255, g: 102, b: 0, alpha: 0.5 } } }).png().toBuffer();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const base = () => `/api/manage/events/${eventId}`;
  /** One multipart body per request (the helper's boundary is per call). */
  const upload = (what: 'products' | 'call-document', cookie: string | null | undefined, data: Buffer = wide, field = 'image', type = 'image/png') => {
    const { payload, headers } = multipartFile(field, 'imagen.png', type, data);
    return t.app.inject({ method: 'POST', url: `${base()}/${what}/image`, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  };
  const storedFiles = (folder: string) => {
    const dir = path.join(t.dataDir, 'files', folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const state = async () => ({
    products: await t.db.selectFrom('modalityRegistrationSettings').select(['modalityId', 'products']).where('eventId', '=', eventId).orderBy('modalityId').execute(),
    document: (await t.db.selectFrom('events').select('callDocument').where('id', '=', eventId).executeTakeFirstOrThrow()).callDocument,
    log: (await t.db.selectFrom('eventChanges').select('id').where('eventId', '=', eventId).execute()).length,
    files: [...storedFiles('products'), ...storedFiles('call-documents')],
  });
  const saveProducts = (products: unknown[]) => t.app.inject({ method: 'PUT', url: `${base()}/products`, headers: { cookie: t.cookies.organizer }, payload: { products } });
  const offeredImage = async (modalityCode: string) => {
    const options = (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json().registration;
    return options.modalities.find((m: { code: string }) => m.code === modalityCode).products.find((p: { code: string }) => p.code === 'playera')?.imageUrl;
  };
  const lastChange = () => t.db.selectFrom('eventChanges').selectAll().where('eventId', '=', eventId).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it("stores a product's image as a JPEG of 800 px, logged; saved with the product, athletes see it in the wizard", async () => {
    const answer = await upload('products', t.cookies.organizer);
    expect(answer.statusCode, answer.body).toBe(200);
    const { imageUrl } = answer.json();
    expect(imageUrl).toMatch(new RegExp(`^/files/products/event-${eventId}-[0-9a-f]{12}\\.jpg$`));
    const file = await t.app.inject({ url: imageUrl });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 400, hasAlpha: false });
    expect(await lastChange()).toMatchObject({ action: 'productImage', changes: { imageUrl } });

    // Uploading alone changes no product; saving the products with the address does.
    expect(await offeredImage('10K')).toBeNull();
    const saved = await saveProducts([{ ...playera, imageUrl }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().products[0]).toMatchObject({ code: 'playera', imageUrl });
    expect(await offeredImage('10K')).toBe(imageUrl);

    // Left out, the image stays (older clients, imports); null takes it away.
    expect((await saveProducts([{ ...playera, name: 'Playera oficial' }])).json().products[0].imageUrl).toBe(imageUrl);
    expect((await saveProducts([{ ...playera, imageUrl: null }])).json().products[0].imageUrl).toBeNull();
    expect(await offeredImage('21K')).toBeNull();
  });

  it.each([
    ['an address from elsewhere', 'https://imagenes.example.com/playera.jpg'],
    ["another event's upload", '/files/products/event-999999-0123456789ab.jpg'],
    ['a stored file of another kind', '/files/logos/event-1-0123456789ab.png'],
  ])('refuses a product image that is %s, and changes nothing', async (_name, imageUrl) => {
    const before = await state();
    const refused = await saveProducts([{ ...playera, imageUrl }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['products.0.imageUrl']).toBe('Sube la imagen del producto desde tu dispositivo');
    expect(await state()).toEqual(before);
  });

  it('stores an image of the convocatoria as a JPEG of 1600 px, logged; the public event page shows the block', async () => {
    const answer = await upload('call-document', t.cookies.organizer);
    expect(answer.statusCode, answer.body).toBe(200);
    const { imageUrl } = answer.json();
    expect(imageUrl).toMatch(new RegExp(`^/files/call-documents/event-${eventId}-[0-9a-f]{12}\\.jpg$`));
    expect(await sharp((await t.app.inject({ url: imageUrl })).rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
    expect(await lastChange()).toMatchObject({ action: 'callDocumentImage', changes: { imageUrl } });

    const block = { kind: 'image', url: imageUrl, alt: 'Mapa del recorrido de 10 km' };
    const saved = await t.app.inject({ method: 'PUT', url: `${base()}/call-document`, headers: { cookie: t.cookies.organizer }, payload: { title: 'Convocatoria', blocks: [block] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ url: `/api/events/${eventId}` })).json().event.callDocument.blocks).toEqual([block]);
  });

  it.each(['products', 'call-document'] as const)('%s: refuses what is not an image, an image over 10 MB and another field, in Spanish, storing nothing', async (what) => {
    const before = await state();
    const notImage = await upload(what, t.cookies.organizer, Buffer.from('no soy una imagen'), 'image', 'image/jpeg');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error).toMatchObject({ code: 'not_an_image', message: 'La imagen debe ser JPG, PNG o WebP' });
    const tooLarge = await upload(what, t.cookies.organizer, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('La imagen no debe pesar más de 10 MB');
    const otherField = await upload(what, t.cookies.organizer, wide, 'logo');
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().error.message).toBe('La imagen debe ser JPG, PNG o WebP');
    expect(await state()).toEqual(before);
  });

  it.each(['products', 'call-document'] as const)("%s: another organizer's event is a 404 and a guest a 401, storing nothing", async (what) => {
    const before = await state();
    for (const cookie of [t.cookies.stranger, t.cookies.athlete]) {
      const refused = await upload(what, cookie);
      expect(refused.statusCode, refused.body).toBe(404);
    }
    expect((await upload(what, null)).statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });
});
