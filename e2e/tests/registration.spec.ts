import { expect, test } from '@playwright/test';
import { fillRegistration, newAthlete, toast } from '../support/accounts.ts';
import { chooseModality, confirmEmailAndContinue, fillAthleteStep, openRegistration } from '../support/registration.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';

const MONTERREY = 'Medio Maratón de Monterrey 2027';
const VALLE = 'Gran Fondo Valle de Bravo 2027';

test('an anonymous adult pays by card and gets the confirmation and its PDF', async ({ page }, testInfo) => {
  const athlete = newAthlete({ firstNames: 'Ana', lastNames: 'Treviño Garza', year: '1990' });
  await openRegistration(page, MONTERREY);
  await snap(page, testInfo, 'inscripcion-datos');
  await fillAthleteStep(page, athlete);
  await page.getByRole('button', { name: 'Confirmar mis datos' }).click();

  await expect(page.getByText(`¡Excelente, ${athlete.firstNames}!`)).toBeVisible();
  await chooseModality(page, '10 km');
  await expect(page.getByTestId('order-total')).toContainText('MXN');
  await expect(page.getByTestId('order-line').filter({ hasText: 'Comisión OnLine' })).toBeVisible();
  await expect(page.getByLabel('Código de descuento')).toBeDisabled(); // the email is confirmed first
  await expectNoSeriousA11yViolations(page); // its instruction ('Confirma tu correo…') stays readable while it waits
  await page.getByRole('checkbox', { name: 'Mi correo es correcto' }).check();
  await page.getByLabel('Código de descuento').fill('DORSAL10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Código aplicado')).toBeVisible();
  await snap(page, testInfo, 'inscripcion-opciones');
  await confirmEmailAndContinue(page);

  await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
  await page.getByLabel('Número de tarjeta').fill('4000000000000002');
  await page.getByLabel('Nombre del titular').fill('ANA TREVINO');
  await page.getByLabel('Mes de expiración').fill('12');
  await page.getByLabel('Año de expiración').fill('2030');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(toast(page, /Error procesando el pago: /)).toBeVisible();

  await page.getByLabel('Número de tarjeta').fill('4242424242424242');
  await snap(page, testInfo, 'inscripcion-pago');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(toast(page, 'Pago exitoso')).toBeVisible();

  await expect(page).toHaveURL(/\/detalle-inscrito\?registry=.+&event=\d+/);
  await expect(page.getByTestId('confirmation-type')).toBeVisible();
  await expect(page.getByTestId('digital-bib')).toBeVisible();
  await expect(page.getByTestId('waiver-adult')).toBeVisible();
  await snap(page, testInfo, 'confirmacion-tarjeta');
  await expectNoSeriousA11yViolations(page);
  const pdfHref = await page.getByTestId('download-pdf').getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(20_000);
  const bibSrc = await page.getByTestId('digital-bib').getAttribute('src');
  const bib = await page.request.get(bibSrc!);
  expect(bib.headers()['content-type']).toBe('image/png');
  const qr = page.getByRole('img', { name: 'Código QR de tu confirmación' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a signed-in minor pays at OXXO, sees the voucher and the confirmation changes once paid', async ({ page }, testInfo) => {
  const minor = newAthlete({ firstNames: 'Diego', lastNames: 'Salinas Ochoa', gender: 'M', year: '2012', month: 'mayo', day: '20' });
  await page.goto('/registro');
  await fillRegistration(page, minor);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/atletas$/);

  await openRegistration(page, MONTERREY);
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('Diego');
  await expect(page.getByLabel('Correo')).toHaveValue(minor.email);
  await page.getByRole('button', { name: 'Confirmar mis datos' }).click();
  await chooseModality(page, '5 km');
  await expect(page.getByRole('radio', { name: /Juvenil/ }).first()).toBeChecked();
  await confirmEmailAndContinue(page);

  await page.getByRole('radio', { name: 'Efectivo en OXXO' }).check();
  await page.getByRole('button', { name: 'Finalizar Registro' }).click();
  await expect(page).toHaveURL(/\/detalle-inscrito\?/);
  await expect(page.getByTestId('cash-voucher')).toBeVisible();
  await expect(page.getByTestId('cash-reference')).toHaveText(/\d{4}/);
  await expect(page.getByTestId('cash-amount')).toContainText('MXN');
  await expect(page.getByTestId('cash-voucher')).toContainText('48 horas');
  await expect(page.getByTestId('cash-expires')).toHaveText(/^Paga antes del \d{1,2} de [a-z]+ de \d{4} a las \d\d:\d\d, hora del centro de México$/);
  await expect(page.getByTestId('waiver-minor')).toBeVisible();
  await snap(page, testInfo, 'ficha-oxxo');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Simular pago en OXXO (prueba)', exact: true }).click();
  await expect(page.getByTestId('cash-voucher')).toBeHidden();
  await expect(page.getByTestId('payment-status')).toContainText('Pagado en OXXO');
  await expect(page.getByTestId('digital-bib')).toBeVisible();
});

test('a free distance registers without payment', async ({ page }) => {
  const athlete = newAthlete({ firstNames: 'Lucía', lastNames: 'Bravo Rivas' });
  await openRegistration(page, VALLE);
  await fillAthleteStep(page, athlete);
  await page.getByRole('button', { name: 'Confirmar mis datos' }).click();
  await chooseModality(page, 'Rodada familiar 15 km');
  await confirmEmailAndContinue(page);
  await expect(page.getByRole('radio', { name: 'Efectivo en OXXO' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Finalizar Registro' }).click();
  await expect(page).toHaveURL(/\/detalle-inscrito\?/);
  await expect(page.getByTestId('confirmation-type')).toContainText('Inscripción confirmada');
  await expect(page.getByTestId('digital-bib')).toBeVisible();
});

test('a sold-out distance shows AGOTADO and cannot be chosen', async ({ page }, testInfo) => {
  await openRegistration(page, VALLE);
  await fillAthleteStep(page, newAthlete());
  await page.getByRole('button', { name: 'Confirmar mis datos' }).click();
  const soldOut = page.getByRole('radio', { name: /Gran Fondo 120 km/ });
  await expect(soldOut).toBeDisabled();
  await expect(page.getByText('AGOTADO').first()).toBeVisible();
  await snap(page, testInfo, 'agotado');
});

test('each validation message appears where the spec says', async ({ page }) => {
  await openRegistration(page, MONTERREY);
  await page.getByRole('button', { name: 'Confirmar mis datos' }).click();
  await expect(page.getByText('Campo requerido').first()).toBeVisible();
  await expect(toast(page, 'Revisa los campos requeridos')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Opciones del evento' })).toBeDisabled();

  await fillAthleteStep(page, newAthlete({ phone: '55123' }));
  await page.getByRole('button', { name: 'Confirmar mis datos' }).click();
  await expect(page.getByText('Mínimo 10 dígitos (solo números)')).toBeVisible();
  await page.getByLabel('Teléfono').fill('5512345678');
  await page.getByRole('button', { name: 'Confirmar mis datos' }).click();

  await expect(page.getByText('Selecciona el género y la fecha de nacimiento para continuar')).toHaveCount(0);
  await chooseModality(page, '10 km');
  await page.getByRole('checkbox', { name: 'Mi correo es correcto' }).check();
  await page.getByLabel('Código de descuento').fill('NOEXISTE');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(/Código inválido/)).toBeVisible();
  await confirmEmailAndContinue(page);

  await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
  await page.getByLabel('Número de tarjeta').fill('1234');
  await page.getByLabel('Nombre del titular').fill('PRUEBA');
  await page.getByLabel('Mes de expiración').fill('12');
  await page.getByLabel('Año de expiración').fill('2030');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByText('Mínimo 10 dígitos', { exact: true })).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill('4242424242424241'); // fails the card-number check
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(toast(page, '¡Revisa el número de tarjeta!')).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill('4242424242424242');
  await page.getByLabel('Mes de expiración').fill('13');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('tab', { name: 'Pago', selected: true })).toBeVisible();
});
