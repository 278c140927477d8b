import { expect, test } from '@playwright/test';
import { toast, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';

test.skip(({ isMobile }) => isMobile, 'staff set videos up on a laptop; the dialog is the results page the other specs check on phones');

/** Two finishers of a fresh event: 101 crosses at 08:02:03 and 102 at 09:10:00 (the event's clock). */
const resultsCsv = [
  'numero;nombre;modalidad;rama;categoria;tiempo_oficial;hora_llegada',
  '101;Ximena Aguilar Soto;10K;F;Libre;01:02:03;2026-03-01 08:02:03',
  '102;Rodrigo Fuentes Lara;10K;M;Libre;02:10:00;2026-03-01 09:10:00',
].join('\n');

test('staff add finish videos with their windows; an athlete sees theirs 5 s before arriving, never a hidden one', async ({ page }, testInfo) => {
  // A fresh account with its own event and results, so no demo data changes.
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const headers = { origin };
  const signUp = await page.request.post('/api/accounts', {
    headers,
    data: { firstNames: 'Lucía', lastNames: 'Meza Ortiz', phone: '5512340000', gender: 'F', birthDate: '1990-05-06', email: uniqueEmail('videos'), password: 'corre2026' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const created = await page.request.post('/api/manage/events', { headers, data: { name: `Carrera de la Meta ${Date.now()}`, eventDate: '2026-03-01', startTime: '07:00' } });
  expect(created.status(), await created.text()).toBe(201);
  const eventId: number = (await created.json()).event.id;
  const imported = await page.request.post(`/api/events/${eventId}/results/import`, {
    headers,
    multipart: { file: { name: 'resultados.csv', mimeType: 'text/csv', buffer: Buffer.from(resultsCsv) } },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect((await page.request.patch(`/api/events/${eventId}/status`, { headers, data: { status: 'results' } })).status()).toBe(200);

  // 'Videos de meta': a YouTube video from 08:00 to 08:30, and a hidden one from 09:00 to 09:30.
  await page.goto(`/admin/eventos/${eventId}/videos`);
  await expect(page.getByRole('heading', { name: 'Videos de meta', level: 2 })).toBeVisible();
  await expect(page.getByText('Este evento todavía no tiene videos de meta.')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo video de meta' });
  await dialog.getByLabel('Video de YouTube (enlace o id)').fill('no es un video');
  await dialog.getByLabel('Hora de inicio').fill('08:00:00');
  await dialog.getByLabel('Hora de fin').fill('08:30:00');
  await dialog.getByRole('button', { name: 'Guardar video' }).click();
  await expect(dialog.getByText('Escribe el enlace o el id de un video de YouTube')).toBeVisible();
  await dialog.getByLabel('Video de YouTube (enlace o id)').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await dialog.getByLabel('Título (opcional)').fill('Meta, cámara principal');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'videos-meta-dialogo');
  await dialog.getByRole('button', { name: 'Guardar video' }).click();
  await expect(toast(page, 'Video guardado')).toBeVisible();

  await page.getByRole('button', { name: 'Agregar video' }).click();
  const second = page.getByRole('dialog', { name: 'Nuevo video de meta' });
  await second.getByLabel('Video de YouTube (enlace o id)').fill('M7lc1UVf-VE');
  await second.getByLabel('Hora de inicio').fill('09:00');
  await second.getByLabel('Hora de fin').fill('09:30');
  await second.getByLabel('Oculto: no se muestra a los atletas').check();
  await second.getByRole('button', { name: 'Guardar video' }).click();
  await expect(second).toBeHidden();
  const rows = page.getByTestId('finish-video-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Meta, cámara principal');
  await expect(rows.first()).toContainText('08:00:00 a 08:30:00');
  await expect(rows.nth(1)).toContainText('Oculto');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'videos-meta');

  // The athlete's detail: 101 crossed 123 s into the first video, so it starts at 118 s.
  await page.goto(`/resultados/${eventId}`);
  const search = async (bib: string) => {
    await page.getByRole('button', { name: 'Buscar por nombre o número' }).click();
    const found = page.getByRole('dialog', { name: 'Buscar atleta' });
    await found.getByLabel('Nombre o número').fill(bib);
    await found.getByTestId('search-result').first().getByRole('button').first().click();
    return page.getByTestId('athlete-dialog');
  };
  let athlete = await search('101');
  const video = athlete.getByTestId('finish-video');
  await expect(video).toBeVisible();
  await expect(video.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=118');
  await expect(video).toContainText('El video empieza 5 segundos antes de la llegada del atleta.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'videos-meta-detalle');

  // 102 crossed during the hidden video only: no video at all.
  await page.goto(`/resultados/${eventId}`);
  athlete = await search('102');
  await expect(athlete.getByTestId('official-time')).toHaveText('02:10:00');
  await expect(athlete.getByTestId('finish-video')).toHaveCount(0);
});
