import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { signIn, toast } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';
import { freePort, startServer } from '../support/server-process.ts';
import { createTimingKey, liveEventId, sendReadings, signInOrganizer, unfinishedBib } from '../support/timing.ts';

test('the live page runs its clock, shows the simulated race and a new finish without a reload', async ({ page, request, baseURL }, testInfo) => {
  const base = baseURL!;
  const eventId = await liveEventId(request);
  await signInOrganizer(request, base);
  const key = await createTimingKey(request, base, eventId, `e2e ${testInfo.project.name}`);

  await page.goto(`/live/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Trail Nevado de Toluca 2026 (PRELIMINARES)' })).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveText('En vivo');
  const clock = page.getByTestId('live-clock');
  const shown = await clock.textContent();
  await expect(clock).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(clock).not.toHaveText(shown!, { timeout: 3_000 });
  // The demo's simulator has been sending the race's readings since the server started.
  const rows = page.getByTestId('live-passings').locator('tbody tr');
  await expect(rows).toHaveCount(10);

  await page.getByLabel('Modalidad').click();
  await page.getByRole('option', { name: 'Trail 10 km' }).click();
  const finishers = page.getByTestId('finishers-count');
  const before = Number((await finishers.textContent())!.replace(/\D/g, ''));
  const bib = await unfinishedBib(request, base, eventId, testInfo.project.name === 'phone' ? 2899 : 2900);
  const sent = await sendReadings(request, base, eventId, key, [{ bib, checkpoint: 'meta', readerId: `meta-${testInfo.project.name}` }]);
  expect(sent.body.accepted).toBe(1);
  await expect(rows.filter({ hasText: new RegExp(`^${bib}\\D`) }).first()).toContainText('Meta');
  await expect.poll(async () => Number((await finishers.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(before);
  await page.getByRole('button', { name: 'Todos' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(20);

  // Following a trail runner seen at the first aid station: where they are and when they should finish, kept after a reload.
  const runner = await unfinishedBib(request, base, eventId, testInfo.project.name === 'phone' ? 1099 : 1100);
  expect((await sendReadings(request, base, eventId, key, [{ bib: runner, checkpoint: 1001, readerId: `cruces-${testInfo.project.name}` }])).body.accepted).toBe(1);
  await page.getByLabel('Número a seguir').fill('99999');
  await page.getByRole('button', { name: 'Seguir' }).click();
  await expect(page.getByText('El número 99999 no está en este evento')).toBeVisible();
  await page.getByLabel('Número a seguir').fill(String(runner));
  await page.getByRole('button', { name: 'Seguir' }).click();
  const followed = page.getByTestId(`followed-${runner}`);
  await expect(followed).toContainText('Puesto Las Cruces');
  await expect(followed.getByTestId('predicted-finish')).toHaveText(/^Llega a la meta hacia las \d{2}:\d{2}$/);
  await page.reload();
  await expect(page.getByTestId(`followed-${runner}`).getByTestId('predicted-finish')).toBeVisible();
  // The athlete's page shows their progress along the course while the race is on.
  await page.getByTestId(`followed-${runner}`).getByRole('button').first().click();
  const progress = page.getByRole('dialog').getByTestId('course-progress');
  await expect(progress).toContainText('Puesto Las Cruces · 7.5 km');
  await expect(progress).toContainText(/Meta · 25 km\s*hacia las \d{2}:\d{2}/);
  await snap(page, testInfo, 'live-atleta');
  await page.keyboard.press('Escape');
  await snap(page, testInfo, 'live');
  await expectNoSeriousA11yViolations(page);

  // The family asks for a mail when the runner finishes: it arrives once, with a link that cancels further ones.
  const card = page.getByTestId(`followed-${runner}`);
  await card.getByRole('button', { name: 'Avísame por correo cuando llegue' }).click();
  const family = `familia.${testInfo.project.name}.${Date.now()}@ejemplo.mx`;
  await card.getByLabel('Tu correo').fill(family);
  await card.getByRole('button', { name: 'Avisarme' }).click();
  await expect(toast(page, `Te escribiremos a ${family} cuando`)).toBeVisible();
  // Reading stamped 90 minutes on: 25 km an hour after the gun would be faster than the pace floor (held for review).
  const finishAt = new Date(Date.now() + 90 * 60_000).toISOString();
  expect((await sendReadings(request, base, eventId, key, [{ bib: runner, checkpoint: 'meta', time: finishAt, readerId: `meta-${testInfo.project.name}` }])).body.accepted).toBe(1);
  await expect(card).toContainText('Llegó a la meta');
  await page.goto('/buzon');
  const mail = page.getByTestId('mailbox-item').filter({ hasText: family }).first();
  await expect(mail).toContainText('llegó a la meta de Trail Nevado de Toluca 2026');
  await mail.getByRole('link', { name: /\/live\/aviso\// }).first().click();
  await expect(page.getByText('Ya no te escribiremos cuando llegue este atleta.')).toBeVisible();
});

test('the organizer creates a timing key, gives an unknown bib the right number, and revokes the key', async ({ page, request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'an organizer screen: its layout is checked on desktop');
  const base = baseURL!;
  const eventId = await liveEventId(request);
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto(`/admin/eventos/${eventId}/cronometraje`);
  await expect(page.getByRole('heading', { name: 'Salidas' })).toBeVisible();
  await expect(page.getByTestId('wave-start-10K')).toContainText('Salida: ');

  await page.getByRole('button', { name: 'Crear clave' }).click();
  await expect(page.getByText('Escribe un nombre para la clave')).toBeVisible();
  await page.getByLabel('Nombre de la clave').fill('Lector retorno 10 km');
  await page.getByRole('button', { name: 'Crear clave' }).click();
  const secret = (await page.getByTestId('timing-key-secret').textContent())!;
  expect(secret).toMatch(/^dt_/);
  await expect(page.getByText('Lector retorno 10 km')).toBeVisible();

  const unknown = await sendReadings(request, base, eventId, secret, [{ bib: 99999, checkpoint: 3001, readerId: 'retorno' }]);
  expect(unknown.body.unmatched).toBe(1);
  await page.reload();
  const review = page.getByRole('region', { name: 'Pasos por revisar' });
  const row = review.getByRole('row').filter({ hasText: '99999' });
  await expect(row).toContainText('Número desconocido');
  await snap(page, testInfo, 'cronometraje');
  await expectNoSeriousA11yViolations(page);
  const bib = await unfinishedBib(request, base, eventId, 2800);
  await row.getByLabel('Número correcto (99999)').fill(String(bib));
  await row.getByRole('button', { name: 'Asignar a otro número' }).click();
  await expect(toast(page, `Paso asignado al número ${bib}`)).toBeVisible();
  await expect(review.getByRole('row').filter({ hasText: '99999' })).toHaveCount(0);

  // A timing system's CSV export: a bad line refuses the file and says where; the good file is taken once.
  const csvBib = await unfinishedBib(request, base, eventId, bib - 1);
  const upload = page.getByLabel('Subir archivo de pasos');
  await upload.setInputFiles({ name: 'pasos.csv', mimeType: 'text/csv', buffer: Buffer.from(`número;punto;hora\n${csvBib};3001;${new Date().toISOString()}\n${csvBib};9001;${new Date().toISOString()}\n`) });
  await expect(page.getByTestId('import-problems')).toContainText('El punto de control 9001 no existe en el evento.');
  await upload.setInputFiles({ name: 'pasos.csv', mimeType: 'text/csv', buffer: Buffer.from(`número;punto;hora\n${csvBib};3001;${new Date().toISOString()}\n`) });
  await expect(toast(page, 'Pasos tomados en cuenta: 1; ya estaban: 0; por revisar: 0')).toBeVisible();

  const keys = page.getByRole('region', { name: 'Claves de la API de cronometraje' });
  await keys.locator('div').filter({ hasText: /^Lector retorno 10 km/ }).getByRole('button', { name: 'Revocar' }).click();
  await expect(keys.getByText('Revocada').first()).toBeVisible();
  expect((await sendReadings(request, base, eventId, secret, [{ bib, checkpoint: 'meta' }])).status).toBe(401);
});

test('staff record a bib at the finish line on a phone, correct it and delete it', async ({ page, request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a screen made for the phone in the hand of a finish-line volunteer');
  const base = baseURL!;
  const eventId = await liveEventId(request);
  const bib = await unfinishedBib(request, base, eventId, 2700);
  const other = await unfinishedBib(request, base, eventId, bib - 1);
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto(`/admin/eventos/${eventId}/cronometraje`);
  await page.getByRole('link', { name: 'Registro manual en meta' }).click();
  await expect(page.getByRole('heading', { name: 'Registro manual en meta' })).toBeVisible();

  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Teclea el número del atleta')).toBeVisible();
  await page.getByLabel('Número del atleta').fill(String(bib));
  await expect(page.getByText(/^Hora tomada: \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(toast(page, `Número ${bib} registrado`)).toBeVisible();
  const recent = page.getByTestId('manual-passings');
  await expect(recent).toContainText(String(bib));
  await expect(recent).toContainText('Registrado');
  await snap(page, testInfo, 'registro-meta');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Corregir ${bib}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Corregir paso' });
  await dialog.getByLabel('Número del atleta').fill(String(other));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Paso corregido')).toBeVisible();
  await expect(recent.getByText(String(other), { exact: true })).toBeVisible();
  const result = await request.get(`${base}/api/events/${eventId}/results/${other}`);
  expect(((await result.json()) as { result: { officialTime: string | null } }).result.officialTime).not.toBeNull();

  await page.getByRole('button', { name: `Eliminar ${other}` }).click();
  await expect(toast(page, 'Paso eliminado')).toBeVisible();
  await expect(recent).toContainText('Eliminado');
});

test('after the server restarts, the live page reconnects and its table is still right', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a server-level check: once, not per screen size');
  test.setTimeout(240_000);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-e2e-restart-'));
  const env = { SEED_DEMO: 'true', DEMO_RACE_SPEED: '0', SMTP_URL: '', DATA_DIR: dataDir, HOST: '127.0.0.1' };
  let server = await startServer(port, env);
  const api = await playwrightRequest.newContext();
  try {
    const eventId = await liveEventId(api, server.url);
    await signInOrganizer(api, server.url);
    const started = await api.post(`${server.url}/api/manage/events/${eventId}/timing/start`, {
      data: { modalityCode: '25K', startAt: new Date(Date.now() - 90 * 60_000).toISOString() },
      headers: { origin: server.url },
    });
    expect(started.status()).toBe(200);
    const key = await createTimingKey(api, server.url, eventId, 'Reinicio');

    await page.goto(`${server.url}/live/${eventId}`);
    await expect(page.getByTestId('live-status')).toHaveText('En vivo');
    const rows = page.getByTestId('live-passings').locator('tbody tr');
    expect((await sendReadings(api, server.url, eventId, key, [{ bib: 501, checkpoint: 1001 }])).body.accepted).toBe(1);
    await expect(rows.first()).toContainText('501');

    await server.stop();
    await expect(page.getByTestId('live-status')).toHaveText('Reconectando…');
    server = await startServer(port, env);
    await expect(page.getByTestId('live-status')).toHaveText('En vivo', { timeout: 30_000 });
    expect((await sendReadings(api, server.url, eventId, key, [{ bib: 502, checkpoint: 1001 }])).body.accepted).toBe(1);
    await expect(rows.first()).toContainText('502');
    await expect(rows.filter({ hasText: /^501/ })).toHaveCount(1);
  } finally {
    await api.dispose();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
