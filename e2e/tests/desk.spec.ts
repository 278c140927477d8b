import { expect, test, type Page } from '@playwright/test';
import { newAthlete, signIn } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { chooseModality, confirmEmailAndContinue, fillAthleteStep } from '../support/registration.ts';
import { snap } from '../support/screens.ts';
import { MONTERREY } from '../support/registrants.ts';

const SELLER = 'taquilla@dorsal.mx';
const SELLER_NAME = 'Tania Quiroga Salas';

/** Opens Ingresos of Monterrey from 'Mis eventos' and goes to the point of sale. */
async function openDesk(page: Page) {
  await page.goto('/admin/eventos');
  await page.getByTestId('managed-event').filter({ hasText: MONTERREY }).getByRole('link', { name: 'Ingresos' }).click();
  await page.getByRole('link', { name: 'Inscribir en punto de venta' }).click();
  await expect(page.getByRole('heading', { name: 'Inscripción en punto de venta' })).toBeVisible();
}

/** The desk wizard from the athlete's data to 'Cobrar en efectivo'; answers the bib it gave. */
async function registerAtDesk(page: Page, firstNames: string, lastNames: string) {
  const athlete = newAthlete({ firstNames, lastNames, year: '1991' });
  await expect(page.getByLabel('Nombre(s)')).toHaveValue(''); // nothing comes from the seller's account
  await fillAthleteStep(page, athlete);
  await page.getByRole('button', { name: 'Confirmar mis datos' }).click();
  await chooseModality(page, '10 km');
  await expect(page.getByTestId('order-total')).toBeVisible();
  await expect(page.getByTestId('order-line').filter({ hasText: 'Comisión OnLine' })).toHaveCount(0);
  await confirmEmailAndContinue(page);
  await expect(page.getByText(/^Recibe .+ en efectivo y confirma la inscripción\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Cobrar en efectivo' }).click();
  await expect(page.getByRole('heading', { name: 'Inscripción registrada' })).toBeVisible();
  const status = await page.getByRole('status').filter({ hasText: `Inscribiste a ${firstNames}` }).textContent();
  return Number(/número (\d+)/.exec(status ?? '')?.[1]);
}

test('a point of sale registers someone at the desk, charges cash, and sees only their own in Ingresos and the dashboard', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the phone runs the desk on its own below');
  await signIn(page, SELLER);
  await openDesk(page);
  await snap(page, testInfo, 'punto-de-venta');
  await expectNoSeriousA11yViolations(page);
  const bib = await registerAtDesk(page, 'Guadalupe Itzamná', 'Ordóñez Treviño');
  expect(bib).toBeGreaterThan(0);
  await snap(page, testInfo, 'punto-de-venta-listo');
  await expectNoSeriousA11yViolations(page);

  // The next person in line starts from a clean wizard.
  await page.getByRole('button', { name: 'Inscribir a otra persona' }).click();
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('');

  await page.getByRole('link', { name: 'Volver a Ingresos' }).click();
  const rows = page.getByTestId('registrant-row');
  await page.getByLabel('Buscar por nombre o número').fill('guadalupe itzamna');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(String(bib));
  await expect(rows.first()).toContainText('Pagado en efectivo');
  await expect(rows.first()).toContainText(SELLER_NAME);

  // Only their own: every registrant they see was registered under their account, and the dashboard counts the same.
  const eventId = Number(/eventos\/(\d+)/.exec(page.url())![1]);
  const own = await page.request.get(`/api/manage/events/${eventId}/registrants?filter=all`).then((r) => r.json());
  expect(own.registrants.length).toBeGreaterThan(0);
  expect(own.registrants.every((r: { registeredBy: string }) => r.registeredBy === SELLER_NAME)).toBe(true);
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('dashboard-registrants')).toHaveText(String(own.total));
  await expect(page.getByTestId('chart-per-user')).toContainText(SELLER_NAME);
  await expect(page.getByTestId('chart-per-user')).not.toContainText('No registrado');

  // The organizer sees the desk registration among everyone's, with who took it.
  await page.context().clearCookies();
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto(`/admin/eventos/${eventId}/ingresos`);
  await page.getByLabel('Buscar por nombre o número').fill(String(bib));
  await expect(rows.first()).toContainText('Guadalupe Itzamná');
  await rows.first().getByRole('button', { name: 'Guadalupe Itzamná' }).click();
  const dialog = page.getByTestId('registrant-dialog');
  await dialog.getByRole('tab', { name: 'Correos enviados' }).click();
  await expect(dialog).toContainText('Inscripción en punto de venta');
  await dialog.getByRole('tab', { name: 'Cambios' }).click();
  await expect(dialog.getByTestId('registrant-changes')).toContainText('en efectivo');
  await expect(dialog.getByTestId('registrant-changes')).toContainText(SELLER_NAME);
});

test('the point of sale works on a phone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'layout check for phones');
  await signIn(page, SELLER);
  await openDesk(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const bib = await registerAtDesk(page, 'Yolotl', 'Cuevas Ibarra');
  expect(bib).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await snap(page, testInfo, 'punto-de-venta-listo');
});
