import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { fakeConektaKeys } from '@dorsal/server/test/fake-conekta/fixed-keys';
import { uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { conektaBaseUrl, fakeConektaUrl } from '../support/conekta.ts';
import { snap } from '../support/screens.ts';

// Runs against the Dorsal server with PAYMENTS_PROVIDER=conekta and the fake Conekta (see registration-conekta.spec.ts).
test.use({ baseURL: conektaBaseUrl });

const tokensUrl = `${fakeConektaUrl}/tokens`;
const account = (firstNames: string) => ({ firstNames, lastNames: 'Villarreal Garza', phone: '8112233445', gender: 'F', birthDate: '1989-03-21', email: uniqueEmail('reto-conekta'), password: 'corre2026' });

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Nombre del titular').fill('SOFIA VILLARREAL');
  await page.getByLabel('Mes de expiración').fill('12');
  await page.getByLabel('Año de expiración').fill('2030');
  await page.getByLabel('CVC').fill('123');
}

/** Presses 'Pagar' and returns what Conekta.js sent to the fake's /tokens, and its answer. */
async function payAndCaptureToken(page: Page) {
  const tokenRequest = page.waitForRequest((request) => request.url() === tokensUrl && request.method() === 'POST');
  await page.getByRole('button', { name: 'Pagar' }).click();
  const sent = await tokenRequest;
  return { sent, answer: (await (await sent.response())!.json()) as Record<string, unknown> };
}

test('an athlete joins a priced challenge and pays by card through Conekta.js: a decline first, then paid', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one desktop flow; the 360 px layout is captured below');
  test.setTimeout(180_000);
  const organizer = await playwrightRequest.newContext({ baseURL: conektaBaseUrl });
  expect((await organizer.post('/api/accounts', { data: { ...account('Octavio'), gender: 'M' } })).status()).toBe(201);
  const created = await organizer.post('/api/manage/challenges', {
    data: { name: 'Reto Cumbres 21K', description: 'Corre 21 km donde quieras.', distanceKm: 21.1, startsAt: new Date(Date.now() - 86_400_000).toISOString(), endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(), kind: 'distance', price: 350, accessCodesAdmitted: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const challengeId = (await created.json()).challenge.id as string;
  const codes = await organizer.post(`/api/manage/challenges/${challengeId}/codes`, { data: { quantity: 1, uses: 2 } });
  const code = (await codes.json()).created[0].code as string;

  expect((await page.request.post('/api/accounts', { data: account('Sofía') })).status()).toBe(201);
  await page.goto(`/retos/${challengeId}/code/${code}`);
  await expect(page.getByRole('heading', { name: 'Reto Cumbres 21K', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Registrarme en evento' }).click();
  const payment = page.getByTestId('challenge-payment');
  await expect(payment).toContainText('Pago del reto');
  await expect(payment).toContainText('$350.00');
  await expect(page.getByTestId('test-cards')).toHaveCount(0); // the sandbox's test cards only show with the sandbox
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Completa tu registro para continuar')).toBeVisible();

  // A card Conekta declines: the card went to Conekta with the public key, only the token to Dorsal; still unpaid.
  await fillCard(page, '4000 0000 0000 0002');
  const declined = await payAndCaptureToken(page);
  expect(declined.sent.headers()['authorization']).toBe(`Basic ${Buffer.from(`${fakeConektaKeys.publicKey}:`).toString('base64')}`);
  expect(declined.sent.postDataJSON()).toEqual({ card: { number: '4000000000000002', name: 'SOFIA VILLARREAL', exp_year: '2030', exp_month: '12', cvc: '123' } });
  expect(declined.answer).toMatchObject({ object: 'token', id: expect.stringMatching(/^tok_/) });
  await expect(page.getByTestId('payment-failure')).toContainText('Error procesando el pago: Esta tarjeta fue declinada');
  expect((await (await page.request.get(`/api/challenges/${challengeId}/me`)).json()).participant.paymentStatus).toBe('none');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'challenge-conekta-declined');

  // A good card: a new token, paid at once.
  await fillCard(page, '4242 4242 4242 4242');
  const paid = await payAndCaptureToken(page);
  expect(paid.answer.id).not.toBe(declined.answer.id);
  await expect(page.getByText('Pago confirmado')).toBeVisible();
  expect((await (await page.request.get(`/api/challenges/${challengeId}/me`)).json()).participant.paymentStatus).toBe('paid');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: 'Línea de Salida', level: 2 })).toBeVisible();
  await snap(page, testInfo, 'challenge-conekta-paid');

  // The card form at 360 px, for a second athlete.
  const second = await page.context().browser()!.newContext({ baseURL: conektaBaseUrl, viewport: { width: 360, height: 780 } });
  const phone = await second.newPage();
  expect((await phone.request.post('/api/accounts', { data: account('Regina') })).status()).toBe(201);
  await phone.goto(`/retos/${challengeId}/code/${code}`);
  await phone.getByRole('button', { name: 'Registrarme en evento' }).click();
  await expect(phone.getByRole('button', { name: 'Pagar' })).toBeVisible();
  await phone.getByTestId('challenge-payment').scrollIntoViewIfNeeded();
  await snap(phone, testInfo, 'challenge-conekta-card-360');
  await second.close();
  await organizer.dispose();
});
