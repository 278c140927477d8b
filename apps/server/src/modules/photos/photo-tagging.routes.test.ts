import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';

describe.each(testDatabases)('race photo bib tags on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let base: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.past!;
    base = `/api/manage/events/${eventId}/photos`;
    const batch = await t.db.insertInto('photoBatches').values({ eventId, point: 'meta' }).returning('id').executeTakeFirstOrThrow();
    for (const fileName of ['IMG_001.jpg', 'IMG_002.jpg', 'IMG_003.jpg']) {
      const row = await t.db
        .insertInto('racePhotos')
        .values({ eventId, batchId: batch.id, point: 'meta', fileName, uploadId: fileName, status: 'ready', thumbUrl: `/files/x/${fileName}`, displayUrl: `/files/x/${fileName}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[fileName] = row.id;
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { cookie: t.cookies.organizer }, ...(payload ? { payload } : {}) });
  const bibsOf = async (photoId: number) => (await t.db.selectFrom('racePhotoBibs').select('bib').where('photoId', '=', photoId).orderBy('bib').execute()).map((row) => row.bib);

  it('staff type the bibs on a photo (repeats dropped, sorted); a bad bib is refused in Spanish and changes nothing', async () => {
    const saved = await send('PUT', `${base}/${ids['IMG_001.jpg']}/bibs`, { bibs: '12, 7 7;301' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().photo).toMatchObject({ fileName: 'IMG_001.jpg', bibs: [7, 12, 301] });
    const bad = await send('PUT', `${base}/${ids['IMG_001.jpg']}/bibs`, { bibs: '12, doce' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.bibs).toBe('El número "doce" no es válido');
    expect(await bibsOf(ids['IMG_001.jpg']!)).toEqual([7, 12, 301]);
    expect((await send('PUT', `${base}/999999/bibs`, { bibs: '1' })).statusCode).toBe(404);
    const cleared = await send('PUT', `${base}/${ids['IMG_001.jpg']}/bibs`, { bibs: '' });
    expect(cleared.json().photo.bibs).toEqual([]);
  });

  it('lists the photos with their bibs, newest first, and hides or shows one', async () => {
    await send('PUT', `${base}/${ids['IMG_002.jpg']}/bibs`, { bibs: '5' });
    const list = await send('GET', `${base}?page=1&point=meta`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, pages: 1, total: 3 });
    expect(list.json().photos.map((photo: { fileName: string }) => photo.fileName)).toEqual(['IMG_003.jpg', 'IMG_002.jpg', 'IMG_001.jpg']);
    expect(list.json().photos[1].bibs).toEqual([5]);
    const hidden = await send('PUT', `${base}/${ids['IMG_003.jpg']}/visible`, { visible: false });
    expect(hidden.json().photo.visible).toBe(false);
  });

  it('imports a CSV of file name → bibs all or nothing, with Spanish problems line by line', async () => {
    const bad = await send('POST', `${base}/tags`, { csv: 'archivo,numeros\nIMG_001.jpg,10 11\nIMG_009.jpg,4\nIMG_002.jpg,x1\nIMG_001.jpg,3\n' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBe('No se importó nada: corrige estas líneas');
    expect(bad.json().error.problems.map((problem: { message: string }) => problem.message)).toEqual([
      'Línea 4: el número "x1" no es válido',
      'Línea 5: la foto "IMG_001.jpg" ya viene en la línea 2',
    ]);
    const unknown = await send('POST', `${base}/tags`, { csv: 'IMG_001.jpg,10 11\nIMG_009.jpg,4\n' });
    expect(unknown.json().error.problems).toEqual([{ row: 2, message: 'Línea 2: no hay ninguna foto llamada "IMG_009.jpg" en este evento' }]);
    expect(await bibsOf(ids['IMG_001.jpg']!)).toEqual([]);

    const good = await send('POST', `${base}/tags`, { csv: 'archivo;numeros\nIMG_001.jpg;10 11\nIMG_002.jpg;4;8\n' });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ photos: 2 });
    expect(await bibsOf(ids['IMG_001.jpg']!)).toEqual([10, 11]);
    expect(await bibsOf(ids['IMG_002.jpg']!)).toEqual([4, 8]);
    expect((await send('POST', `${base}/tags`, { csv: '' })).json().error.problems[0].message).toBe('El archivo está vacío');
  });
});
