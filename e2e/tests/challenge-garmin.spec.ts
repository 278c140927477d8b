import { expect, test, type Page } from '@playwright/test';
import { toast, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';
import { openChallengeWithCode, signedUpContext } from '../support/challenges.ts';

const account = (firstNames: string, gender: 'F' | 'M') => ({ firstNames, lastNames: 'Garza Treviño', phone: '5511223344', gender, birthDate: '1990-03-15', email: uniqueEmail('reto-garmin'), password: 'corre2026' });

/** A fresh organizer's 10 km challenge that started a day ago, results admitted, with one code. */
async function organizerChallenge(baseURL: string) {
  const organizer = await signedUpContext(baseURL, account('Octavio', 'M'));
  const challenge = await openChallengeWithCode(organizer, { name: 'Reto Garmin 10K', description: 'Corre 10 km con tu reloj.' });
  await organizer.dispose();
  return challenge;
}

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();
const heading = (page: Page, name: string) => expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

test('the Garmin sandbox connects in a popup, lists the activities since the start (Aplicar / No Aplicable) and applying one passes step 2', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one desktop flow; the 360 px layout is captured inside it');
  test.setTimeout(180_000);
  const { challengeId, code } = await organizerChallenge(baseURL!);

  expect((await page.request.post('/api/accounts', { data: account('Gabriela', 'F') })).status()).toBe(201);
  await page.goto(`/retos/${challengeId}/code/${code}`);
  await heading(page, 'Finaliza tu registro');
  await page.getByRole('button', { name: 'Registrarme en evento' }).click();
  await expect(page.getByText('Registro completado. Tu número es 1.')).toBeVisible();
  await next(page);
  await heading(page, 'Línea de Salida');
  await page.getByLabel('Horas').fill('0');
  await page.getByLabel('Minutos').fill('58');
  await page.getByRole('button', { name: 'Guardar Meta' }).click();
  await expect(page.getByText('Tu meta: 00:58:00')).toBeVisible();
  await next(page);
  await heading(page, 'Realiza el reto');

  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('radio', { name: 'Garmin', exact: true }).check();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Conectar Garmin' }).click();
  const popup = await popupOpened;
  await popup.setViewportSize({ width: 360, height: 640 });
  await expect(popup.getByRole('heading', { name: 'Conectar con Garmin (sandbox)' })).toBeVisible();
  await expectNoSeriousA11yViolations(popup);
  await snap(popup, testInfo, 'challenge-garmin-consent-360');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Autorizar' }).click();
  await closed;

  const list = page.getByRole('list', { name: 'Actividades desde el inicio del evento' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('button', { name: 'Aplicar' })).toHaveCount(2);
  await expect(list.getByText('No Aplicable')).toHaveCount(1);
  await expect(list.getByText('Caminata')).toBeVisible();
  await expect(list.getByText('8.40 km · 00:50:24')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'challenge-garmin-activities-360');

  await list.getByRole('listitem').filter({ hasText: '10.13 km' }).getByRole('button', { name: 'Aplicar' }).click();
  await expect(toast(page, 'Actividad aplicada')).toBeVisible();
  await expect(list.getByText('Aplicada')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await next(page);
  await heading(page, 'Línea de meta');
  const me = await page.request.get(`/api/challenges/${challengeId}/me`);
  expect((await me.json()).participant).toMatchObject({ finishTime: '01:00:47', hasWearable: true });
});

test("the profile's 'Conectar cuentas' panel connects Garmin in a popup and disconnects it", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one desktop flow at 360 px');
  test.setTimeout(120_000);
  expect((await page.request.post('/api/accounts', { data: account('Hugo', 'M') })).status()).toBe(201);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/atletas');
  const garmin = page.getByRole('region', { name: 'Garmin' });
  await expect(garmin.getByText('Sin conectar')).toHaveCount(2);
  const popupOpened = page.waitForEvent('popup');
  await garmin.getByRole('button', { name: 'Conectar Actividades (Health API)' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Autorizar' }).click();
  await closed;
  await expect(garmin.getByText(/^Conectada desde el /)).toBeVisible();
  await expect(toast(page, 'Cuenta de Garmin conectada')).toBeVisible();
  await garmin.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'challenge-garmin-profile-360');
  await garmin.getByRole('button', { name: 'Desconectar' }).click();
  await expect(toast(page, 'Cuenta de Garmin desconectada')).toBeVisible();
  await expect(garmin.getByText('Sin conectar')).toHaveCount(2);
});
