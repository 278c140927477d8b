import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';

const account = (firstNames: string, gender: 'F' | 'M') => ({ firstNames, lastNames: 'Vega Ruiz', phone: '5511223344', gender, birthDate: '1990-04-12', email: uniqueEmail('reto-chat'), password: 'corre2026' });

test('the organizer posts to everyone and it appears on the athlete’s open page; the athlete writes and the organizer sees it live; a hidden message disappears', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one desktop flow with two browsers; the 360 px drawer is captured inside');
  test.setTimeout(180_000);

  // The organizer: an account, a challenge and a code, through the API of their own browser.
  const organizerContext = await browser.newContext();
  const organizer = await organizerContext.newPage();
  expect((await organizer.request.post('/api/accounts', { data: account('Octavio', 'M') })).status()).toBe(201);
  const created = await organizer.request.post('/api/manage/challenges', {
    data: { name: 'Reto Chat 5K', description: 'Corre 5 km donde quieras.', distanceKm: 5, startsAt: new Date(Date.now() - 86_400_000).toISOString(), endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(), kind: 'distance', price: 0, accessCodesAdmitted: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const challengeId = (await created.json()).challenge.id as string;
  const codes = await organizer.request.post(`/api/manage/challenges/${challengeId}/codes`, { data: { quantity: 1, uses: 2 } });
  const code = (await codes.json()).created[0].code as string;

  // The athlete joins and opens the challenge page on a phone-sized screen.
  expect((await page.request.post('/api/accounts', { data: account('Ximena', 'F') })).status()).toBe(201);
  expect((await page.request.post(`/api/challenges/${challengeId}/join`, { data: { code } })).status()).toBe(201);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/retos/${challengeId}`);
  await expect(page.getByRole('heading', { name: 'Reto Chat 5K', level: 1 })).toBeVisible({ timeout: 30_000 });
  const chatButton = page.getByRole('button', { name: /^Mensajes/ });
  await expect(chatButton).toBeVisible();

  // The organizer opens 'Mensajes' on their challenge.
  await organizer.setViewportSize({ width: 1280, height: 900 });
  await organizer.goto(`/retos-organizador/${challengeId}`);
  await expect(organizer.getByRole('heading', { name: 'Reto Chat 5K', level: 1 })).toBeVisible({ timeout: 30_000 });
  await organizer.getByRole('button', { name: 'Mensajes', exact: true }).click();
  await expect(organizer.getByRole('heading', { name: 'Mensajes', level: 2 })).toBeVisible();
  await expect(organizer.getByText('Ningún atleta ha escrito todavía.')).toBeVisible();

  // A public message: the athlete's open page shows the unread badge, then the message, without a reload.
  const publicBox = organizer.getByRole('textbox', { name: 'Envía mensajes a los participantes del evento' });
  await organizer.getByRole('button', { name: 'Enviar' }).click();
  await expect(organizer.getByText('Escribe un mensaje', { exact: true })).toBeVisible();
  await publicBox.fill('¡Bienvenidos! El reto termina el domingo. <script>alert(1)</script>');
  await organizer.getByRole('button', { name: 'Enviar' }).click();
  await expect(organizer.getByTestId('chat-message')).toHaveCount(1);
  await expect(chatButton).toHaveAccessibleName('Mensajes (1 sin leer)', { timeout: 15_000 });
  await snap(page, testInfo, 'challenge-chat-athlete-button-360');
  await chatButton.click();
  const drawer = page.getByRole('dialog', { name: 'Mensajes del evento' });
  await expect(drawer.getByRole('log', { name: 'Mensajes del organizador' })).toContainText('<script>alert(1)</script>'); // shown as text
  await expect(drawer.getByRole('textbox')).toHaveCount(0); // read-only
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'challenge-chat-athlete-public-360');

  // The athlete writes to the organizer: too long first, then a real question.
  await drawer.getByRole('tab', { name: /Escribir al organizador/ }).click();
  const box = drawer.getByRole('textbox', { name: 'Mensaje' });
  await box.fill('a'.repeat(1001));
  await drawer.getByRole('button', { name: 'Enviar' }).click();
  await expect(drawer.getByText('El mensaje puede tener como máximo 1000 caracteres').first()).toBeVisible();
  await box.fill('¿Puedo correr en dos partes?\nGracias');
  await drawer.getByRole('button', { name: 'Enviar' }).click();
  await expect(drawer.getByRole('log', { name: 'Escribir al organizador' })).toContainText('¿Puedo correr en dos partes?');
  await expect(box).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'challenge-chat-athlete-conversation-360');

  // The organizer's open view lists the conversation live, unread, and answers.
  const conversation = organizer.getByTestId('chat-conversation');
  await expect(conversation).toContainText('Ximena Vega Ruiz', { timeout: 15_000 });
  await expect(conversation).toContainText('¿Puedo correr en dos partes?');
  await expect(organizer.getByRole('button', { name: 'Mensajes, 1 sin leer' })).toBeVisible(); // the badge on the view button
  await snap(organizer, testInfo, 'challenge-chat-organizer-unread');
  // 'Escribir a un atleta' by race number opens the same conversation (an unknown number is refused in Spanish).
  await organizer.getByLabel('Número del atleta').fill('7');
  await organizer.getByRole('button', { name: 'Escribir', exact: true }).click();
  await expect(organizer.getByText('No hay ningún participante con ese número')).toBeVisible();
  await organizer.getByLabel('Número del atleta').fill('1');
  await organizer.getByRole('button', { name: 'Escribir', exact: true }).click();
  await expect(conversation).toHaveAttribute('aria-current', 'true');
  await expect(organizer.getByRole('log', { name: 'Ximena Vega Ruiz' })).toContainText('¿Puedo correr en dos partes?');
  await expect(organizer.getByRole('button', { name: 'Mensajes', exact: true })).toBeVisible(); // read: no badge
  await organizer.getByRole('textbox', { name: 'Responder a Ximena Vega Ruiz' }).fill('Sí, mientras sumes 5 km el mismo día.');
  await organizer.getByRole('button', { name: 'Enviar' }).click();
  await expect(drawer.getByRole('log', { name: 'Escribir al organizador' })).toContainText('Sí, mientras sumes 5 km el mismo día.', { timeout: 15_000 });

  // Moderation: the organizer hides the athlete's message; it disappears from the athlete's open drawer.
  await organizer.getByRole('button', { name: 'Ocultar' }).first().click();
  const confirm = organizer.getByRole('dialog', { name: '¿Ocultar este mensaje a los participantes?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(organizer);
  await confirm.getByRole('button', { name: 'Ocultar' }).click();
  await expect(organizer.getByText('Oculto a los participantes')).toBeVisible();
  await expect(drawer.getByRole('log', { name: 'Escribir al organizador' })).not.toContainText('¿Puedo correr en dos partes?', { timeout: 15_000 });
  await expect(drawer.getByRole('log', { name: 'Escribir al organizador' })).toContainText('Sí, mientras sumes 5 km');
  await expectNoSeriousA11yViolations(organizer);
  await snap(organizer, testInfo, 'challenge-chat-organizer');
  await organizerContext.close();
});
