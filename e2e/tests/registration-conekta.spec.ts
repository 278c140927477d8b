import { expect, test, type Page } from '@playwright/test';
import { fakeConektaKeys } from '@dorsal/server/test/fake-conekta/fixed-keys';
import { newAthlete, toast } from '../support/accounts.ts';
import { conektaBaseUrl, fakeConektaUrl } from '../support/conekta.ts';
import { chooseModality, confirmEmailAndContinue, fillAthleteStep, openRegistration } from '../support/registration.ts';
import { snap } from '../support/screens.ts';

// Every test here runs against the Dorsal server with PAYMENTS_PROVIDER=conekta and the fake Conekta.
test.use({ baseURL: conektaBaseUrl });

const MONTERREY = 'Medio Maratón de Monterrey 2027';
const scriptUrl = `${fakeConektaUrl}/js/conekta.js`;
const tokensUrl = `${fakeConektaUrl}/tokens`;

async function fillCard(page: Page, number: string, cvc = '123') {
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Nombre del titular').fill('MARIANA GARZA');
  await page.getByLabel('Mes de expiración').fill('12');
  await page.getByLabel('Año de expiración').fill('2030');
  await page.getByLabel('CVC').fill(cvc);
}

/** Presses 'Pagar' and returns the card Conekta.js sent to the fake's /tokens, with the answer. */
async function payAndCaptureToken(page: Page) {
  const tokenRequest = page.waitForRequest((request) => request.url() === tokensUrl && request.method() === 'POST');
  await page.getByRole('button', { name: 'Pagar' }).click();
  const sent = await tokenRequest;
  const answer = await sent.response();
  return { sent, answer: (await answer!.json()) as Record<string, unknown> };
}

test('Conekta.js from the processor tokenizes the card: a load failure, a field refusal, a decline, then a paid registration', async ({ page }, testInfo) => {
  let scriptReachable = false;
  await page.route(scriptUrl, (route) => (scriptReachable ? route.continue() : route.abort('connectionrefused')));

  const athlete = newAthlete({ firstNames: 'Mariana', lastNames: 'Garza Leal', year: '1988' });
  await openRegistration(page, MONTERREY);
  await fillAthleteStep(page, athlete);
  await page.getByRole('button', { name: 'Confirmar mis datos' }).click();
  await chooseModality(page, '10 km');
  await confirmEmailAndContinue(page);

  await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
  await expect(page.getByTestId('test-cards')).toHaveCount(0); // the sandbox hint only shows with the sandbox

  // The processor's library cannot be reached: the buyer is told, and may try again.
  await fillCard(page, '3782 8224 6310 005', '123');
  await page.getByRole('button', { name: 'Pagar' }).click();
  const unreachable = 'No pudimos conectar con el procesador de pagos. Revisa tu conexión e intenta de nuevo.';
  await expect(page.getByTestId('card-failure')).toHaveText(unreachable);
  await snap(page, testInfo, 'conekta-sin-conexion');

  // Now it loads from the fake; Conekta refuses a 3-digit CVC on an American Express, on that field.
  scriptReachable = true;
  const script = page.waitForResponse(scriptUrl);
  const refusal = await payAndCaptureToken(page);
  expect((await script).status()).toBe(200);
  expect(await page.evaluate(() => typeof (window as { Conekta?: unknown }).Conekta)).toBe('object');
  expect(refusal.sent.headers()['authorization']).toBe(`Basic ${Buffer.from(`${fakeConektaKeys.publicKey}:`).toString('base64')}`);
  expect(refusal.sent.headers()['accept']).toBe('application/vnd.conekta-v0.3.0+json');
  expect(refusal.answer).toMatchObject({ object: 'error', param: 'card[cvc]' });
  await expect(page.getByText('El código de seguridad (CVC) es inválido.').first()).toBeVisible();
  await expect(page.getByTestId('card-failure')).toHaveCount(0);

  // A card Conekta declines when charged.
  await fillCard(page, '4000 0000 0000 0002');
  const declinedToken = await payAndCaptureToken(page);
  expect(declinedToken.sent.postDataJSON()).toEqual({ card: { number: '4000000000000002', name: 'MARIANA GARZA', exp_year: '2030', exp_month: '12', cvc: '123' } });
  expect(declinedToken.answer).toMatchObject({ object: 'token', id: expect.stringMatching(/^tok_/) });
  await expect(page.getByTestId('payment-failure')).toContainText('Error procesando el pago: Esta tarjeta fue declinada');
  await expect(toast(page, /Esta tarjeta fue declinada/)).toBeVisible();
  await snap(page, testInfo, 'conekta-declinada');

  // A good card: a new token, a new attempt, the confirmation.
  await fillCard(page, '4242 4242 4242 4242');
  const paidToken = await payAndCaptureToken(page);
  expect(paidToken.answer.id).not.toBe(declinedToken.answer.id);
  await expect(toast(page, 'Pago exitoso')).toBeVisible();
  await expect(page).toHaveURL(/\/detalle-inscrito\?registry=.+&event=\d+/);
  await expect(page.getByTestId('payment-status')).toHaveText('Pagado con tarjeta');
  await expect(page.getByTestId('payment-facts')).toContainText('VISA terminación 4242');
  await expect(page.getByTestId('digital-bib')).toBeVisible();
  await expect.poll(() => page.getByTestId('digital-bib').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await snap(page, testInfo, 'conekta-confirmacion');
});

test('an OXXO slip from Conekta names the deadline\'s time zone and offers no simulated payment', async ({ page }) => {
  await openRegistration(page, MONTERREY);
  await fillAthleteStep(page, newAthlete({ firstNames: 'Itzel', lastNames: 'Cantú Garza', year: '1993' }));
  await page.getByRole('button', { name: 'Confirmar mis datos' }).click();
  await chooseModality(page, '10 km');
  await confirmEmailAndContinue(page);
  await page.getByRole('radio', { name: 'Efectivo en OXXO' }).check();
  await page.getByRole('button', { name: 'Finalizar Registro' }).click();
  await expect(page).toHaveURL(/\/detalle-inscrito\?/);
  await expect(page.getByTestId('cash-reference')).toBeVisible();
  await expect(page.getByTestId('cash-expires')).toContainText('hora del centro de México');
  await expect(page.getByRole('button', { name: /Simular pago/ })).toHaveCount(0); // only the sandbox simulates
});
