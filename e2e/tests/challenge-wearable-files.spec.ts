import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { toast, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';
import { openChallengeWithCode, signedUpContext } from '../support/challenges.ts';

const account = (firstNames: string, gender: 'F' | 'M') => ({ firstNames, lastNames: 'Robles Ibarra', phone: '5511223344', gender, birthDate: '1989-04-21', email: uniqueEmail('reto-archivo'), password: 'corre2026' });
/** The ride the server's fixture script makes with Garmin's FIT SDK: 25 minutes, 12 km, power at 1 Hz, 20 Nov 2026. */
const rideFit = fs.readFileSync(new URL('../../apps/server/src/modules/challenges/wearables/fixtures/ride-power.fit', import.meta.url));

/** A GPX run due north, a point every 10 s, as a watch exports it. */
function gpxRun(start: Date, meters: number, seconds: number): Buffer {
  const steps = seconds / 10;
  const degrees = meters / steps / 111_195.08;
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const time = new Date(start.getTime() + i * 10_000).toISOString();
    return `<trkpt lat="${(19.3 + i * degrees).toFixed(7)}" lon="-99.1800000"><time>${time}</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${152 + (i % 5)}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>`;
  });
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="Reloj" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk><type>running</type><trkseg>${points.join('')}</trkseg></trk></gpx>`,
  );
}

/** A fresh organizer's open 10 km challenge (results admitted) that started on 19 Nov 2026, with one code. */
async function organizerChallenge(baseURL: string) {
  const organizer = await signedUpContext(baseURL, account('Octavio', 'M'));
  const challenge = await openChallengeWithCode(organizer, { name: 'Reto Archivo 10K', description: 'Corre 10 km y sube tu actividad.', startsAt: '2026-11-19T06:00:00.000Z', codeUses: 5 });
  await organizer.dispose();
  return challenge;
}

/** Signs the page up, joins with the code and sets a goal through the API, then opens step 2 'Realiza el reto'. */
async function atStepTwo(page: Page, challengeId: string, code: string, firstNames: string) {
  expect((await page.request.post('/api/accounts', { data: account(firstNames, 'F') })).status()).toBe(201);
  expect((await page.request.post(`/api/challenges/${challengeId}/join`, { data: { code } })).status()).toBe(201);
  expect((await page.request.put(`/api/challenges/${challengeId}/me/goal`, { data: { time: { hours: 0, minutes: 55 } } })).status()).toBe(200);
  expect((await page.request.put(`/api/challenges/${challengeId}/me/step`, { data: { step: 2 } })).status()).toBe(200);
}

const openStepTwo = async (page: Page, challengeId: string) => {
  await page.goto(`/retos/${challengeId}`);
  await expect(page.getByRole('heading', { name: 'Realiza el reto', level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: 'Archivo de actividad (GPX, TCX o FIT)' }).check();
};
const upload = (page: Page, name: string, buffer: Buffer) => page.getByLabel('Subir archivo').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });

test("an athlete uploads a GPX of the distance and applies it: finish time and evidence set, step 2 passes; one 1 km short is 'No Aplicable'", async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one desktop flow; the 360 px layout is captured inside it');
  test.setTimeout(180_000);
  const { challengeId, code } = await organizerChallenge(baseURL!);
  await atStepTwo(page, challengeId, code, 'Renata');
  await openStepTwo(page, challengeId);
  await expect(page.getByText('No hay actividades desde el inicio del evento')).toBeVisible();

  await upload(page, 'corto.txt', gpxRun(new Date(Date.now() - 3 * 3_600_000), 10_000, 3000));
  await expect(toast(page, 'Sube un archivo GPX, TCX o FIT')).toBeVisible();
  await upload(page, 'roto.gpx', Buffer.from('<gpx><trk>'));
  await expect(toast(page, 'No pudimos leer el archivo: sube una actividad GPX, TCX o FIT válida')).toBeVisible();

  await upload(page, 'corto.gpx', gpxRun(new Date(Date.now() - 5 * 3_600_000), 9_000, 2700));
  const list = page.getByRole('list', { name: 'Mis actividades' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('No Aplicable')).toBeVisible();
  await expect(list.getByText('9.00 km')).toBeVisible();

  await upload(page, 'carrera.gpx', gpxRun(new Date(Date.now() - 3 * 3_600_000), 10_000, 3000));
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const run = list.getByRole('listitem').filter({ hasText: '10.00 km' });
  await expect(run.getByText('00:50:00')).toBeVisible();
  await expect(run.getByText('154 lpm')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'challenge-wearable-files-step2');
  await page.setViewportSize({ width: 360, height: 800 });
  await snap(page, testInfo, 'challenge-wearable-files-step2-360');
  await page.setViewportSize({ width: 1280, height: 800 });

  await run.getByRole('button', { name: 'Aplicar' }).click();
  await expect(toast(page, 'Actividad aplicada: tu tiempo y tu evidencia quedaron registrados')).toBeVisible();
  await expect(run.getByText('Aplicada')).toBeVisible();
  await expect(page.getByText('Tu tiempo: 00:50:00')).toBeVisible();
  const me = await page.request.get(`/api/challenges/${challengeId}/me`);
  expect((await me.json()).participant).toMatchObject({ finishTime: '00:50:00', hasWearable: true, evidencePhotos: [] });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: 'Línea de meta', level: 2 })).toBeVisible();
});

test('with an FTP set in the profile, a FIT file with power shows NP, IF and TSS', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one desktop flow');
  test.setTimeout(180_000);
  const { challengeId, code } = await organizerChallenge(baseURL!);
  await atStepTwo(page, challengeId, code, 'Valeria');

  await page.goto('/atletas');
  await expect(page.getByRole('heading', { name: 'Conectar cuentas', level: 2 })).toBeVisible();
  await expect(page.getByText('Registra tu FTP para ver tus zonas.')).toBeVisible();
  await page.getByLabel('FTP (watts)').fill('0');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Escribe un FTP entre 1 y 2000 watts')).toBeVisible();
  await page.getByLabel('FTP (watts)').fill('250');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(page, 'Datos ajustados exitosamente')).toBeVisible();
  const zones = page.getByRole('table', { name: 'Zonas de entrenamiento' });
  await expect(zones.getByRole('row')).toHaveCount(8);
  await expect(zones.getByRole('row', { name: /Umbral/ })).toContainText('226–263 W');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'challenge-wearable-files-profile');

  await openStepTwo(page, challengeId);
  await upload(page, 'rodada.fit', rideFit);
  const ride = page.getByRole('list', { name: 'Mis actividades' }).getByRole('listitem');
  await expect(ride).toHaveCount(1);
  await expect(ride.getByText('Ciclismo').first()).toBeVisible();
  await expect(ride.getByText('12.00 km')).toBeVisible();
  await expect(ride.getByText('NP', { exact: true })).toBeVisible();
  await expect(ride.getByText('IF', { exact: true })).toBeVisible();
  await expect(ride.getByText('TSS', { exact: true })).toBeVisible();
  await expect(ride.getByText(/^\d{3} W$/)).toBeVisible();
  await expect(ride.getByRole('button', { name: 'Aplicar' })).toBeVisible();
  await snap(page, testInfo, 'challenge-wearable-files-fit');
});
