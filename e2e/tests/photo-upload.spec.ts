import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn, toast } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';

test.skip(({ isMobile }) => isMobile, 'staff upload race photos from a laptop');

test('staff upload a batch of race photos with a broken file (reported, the rest processed) and tag a photo with a bib', async ({ page }, testInfo) => {
  await signIn(page, 'organizador@dorsal.mx');
  const headers = { origin: new URL(page.url()).origin };
  const created = await page.request.post('/api/manage/events', { headers, data: { name: `Carrera de fotos ${Date.now()}`, eventDate: '2027-03-14', startTime: '07:00' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).event as { id: number };

  await page.goto(`/admin/eventos/${id}/fotos`);
  await expect(page.getByRole('heading', { name: 'Fotos', exact: true })).toBeVisible();
  await page.getByLabel('Desfase del reloj de la cámara (segundos)').fill('-15');
  const photo = fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'retrato.jpg'));
  await page.getByTestId('photo-files').setInputFiles([
    { name: 'meta-001.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'rota.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('esto no es una foto') },
    { name: 'meta-002.jpg', mimeType: 'image/jpeg', buffer: photo },
  ]);

  const row = (name: string) => page.getByTestId('upload-file').filter({ hasText: name });
  await expect(page.getByTestId('upload-total')).toContainText('3 de 3 fotos subidas', { timeout: 30_000 });
  await expect(row('rota.jpg')).toContainText('Rechazada', { timeout: 30_000 });
  await expect(row('rota.jpg')).toContainText('No es una imagen (sube fotos JPG, PNG, WebP, HEIC o TIFF)');
  await expect(row('meta-001.jpg')).toContainText('Lista', { timeout: 30_000 });
  await expect(row('meta-002.jpg')).toContainText('Lista', { timeout: 30_000 });
  await expect(page.getByTestId('photo-batch').first()).toContainText('Meta · 3 fotos · desfase -15 s');

  // The processed photo appears below with its thumbnail; staff type the bib seen on it.
  const tile = page.getByTestId('staff-photo').filter({ hasText: 'meta-001.jpg' });
  await expect(tile.getByRole('img', { name: 'Foto meta-001.jpg' })).toBeVisible({ timeout: 15_000 });
  await tile.getByLabel('Números en la foto').fill('1234, doce');
  await expect(tile).toContainText('El número "doce" no es válido');
  await tile.getByLabel('Números en la foto').fill('1234');
  await tile.getByRole('button', { name: 'Guardar números' }).click();
  await expect(toast(page, 'Números guardados')).toBeVisible();
  await expect(page.getByTestId('staff-photo').filter({ hasText: 'rota.jpg' })).toContainText('No es una imagen');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'fotos-subida');

  const listed = (await (await page.request.get(`/api/manage/events/${id}/photos`)).json()) as { photos: { fileName: string; bibs: number[]; status: string }[] };
  expect(listed.photos.find((candidate) => candidate.fileName === 'meta-001.jpg')).toMatchObject({ bibs: [1234], status: 'ready' });
});
