import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { logoBox, type PhotoConfig } from '@dorsal/core';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';

test.skip(({ isMobile }) => isMobile, 'the editor is the same full-screen dialog on phones; this flow checks it at 360 px itself');

const EVENT = 'Carrera Bosque de Chapultepec 2026';
/** The demo sponsor logo's colour (apps/server/src/db/seed/demo-race-photos.ts). */
const LOGO = { r: 0xf2, g: 0x6b, b: 0x1d };

/** The smallest box holding the pixels of the logo's colour (JPEG noise tolerated). */
async function logoBounds(file: string) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const at = (y * info.width + x) * info.channels;
      if (Math.abs(data[at]! - LOGO.r) + Math.abs(data[at + 1]! - LOGO.g) + Math.abs(data[at + 2]! - LOGO.b) > 60) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  }
  return { size: { width: info.width, height: info.height }, box: { left, top, width: right - left + 1, height: bottom - top + 1 } };
}

test('an athlete opens their result, sees their photos, crops to square, adds a frame and downloads it with the logo in its corner', async ({ page, request }, testInfo) => {
  // The demo's past event has finish-line photos near its first finishers and a sponsor logo bottom-right.
  const { events } = (await (await request.get('/api/events?status=results')).json()) as { events: { id: number; name: string }[] };
  const eventId = events.find((event) => event.name === EVENT)!.id;
  const config = ((await (await request.get(`/api/events/${eventId}/photo-config`)).json()) as { config: PhotoConfig }).config;
  expect(config.logos[0]).toMatchObject({ width: 0.25, margin: 15, corner: 4 });
  const { rows } = (await (await request.get(`/api/events/${eventId}/results?limit=30`)).json()) as { rows: { bib: number }[] };
  let bib = 0;
  for (const row of rows) {
    const found = (await (await request.get(`/api/events/${eventId}/results/${row.bib}/photos`)).json()) as { total: number };
    if (found.total > 0) {
      bib = row.bib;
      break;
    }
  }
  expect(bib, 'a demo finisher with photos').toBeGreaterThan(0);

  await page.goto(`/resultados/${eventId}`);
  await page.getByRole('button', { name: 'Buscar por nombre o número' }).click();
  const search = page.getByRole('dialog', { name: 'Buscar atleta' });
  await search.getByLabel('Nombre o número').fill(String(bib));
  await search.getByTestId('search-result').first().getByRole('button').first().click();
  const athlete = page.getByTestId('athlete-dialog');
  const slides = athlete.getByTestId('photo-slide');
  await expect(slides.first()).toBeVisible();
  await slides.first().scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'fotos-carrusel');

  // Full screen, then the editor.
  await slides.first().getByRole('button').click();
  const viewer = page.getByTestId('photo-viewer');
  await expect(viewer.getByRole('img')).toBeVisible();
  await viewer.getByRole('button', { name: 'Editar y descargar' }).click();
  const editor = page.getByTestId('photo-editor');
  const preview = editor.getByTestId('photo-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('data-width', '800');

  // Square crop, confirmed.
  await editor.getByRole('button', { name: 'Recortar' }).click();
  await expect(editor.getByTestId('photo-cropper')).toBeVisible();
  await editor.getByRole('button', { name: 'Cuadrada' }).click();
  await editor.getByRole('button', { name: 'Aplicar recorte' }).click();
  await expect(preview).toBeVisible();
  const side = await preview.getAttribute('data-width');
  await expect(preview).toHaveAttribute('data-height', side!);
  expect(Number(side)).toBeGreaterThan(400);

  // A frame of the event's.
  await editor.getByLabel('Marco').click();
  await page.getByRole('option', { name: 'Marco de meta' }).click();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'fotos-editor');

  const downloading = page.waitForEvent('download');
  await editor.getByRole('button', { name: 'Descargar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^foto-[a-z0-9-]+\.jpg$/);
  const file = testInfo.outputPath('foto.jpg');
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

  // The logo sits where core's layout puts it on the square picture: bottom-right, 25 % wide, 15 px in. The canvas
  // scales the logo with smoothing and the JPEG halves colour resolution, so an edge may soften by a pixel or two (the
  // server's render is checked to the pixel in finding.routes.test.ts).
  const { size, box } = await logoBounds(file);
  expect(size).toEqual({ width: Number(side), height: Number(side) });
  const logo = await sharp(await (await request.get(config.logos[0]!.url)).body()).metadata();
  const expected = logoBox(size, { width: logo.width!, height: logo.height! }, config.logos[0]!);
  for (const key of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(box[key] - expected[key]), `${key}: ${box[key]} vs ${expected[key]}`).toBeLessThanOrEqual(2);
  expect(expected.left + expected.width).toBe(size.width - 15);
  expect(expected.top + expected.height).toBe(size.height - 15);

  // The same editor on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(editor.getByRole('button', { name: 'Descargar' })).toBeInViewport();
  await snap(page, testInfo, 'fotos-editor-360');
});
