import { expect, test } from '@playwright/test';
import { signIn, toast } from '../support/accounts.ts';
import { MONTERREY, eventIdByName } from '../support/registrants.ts';

test("an organizer gives the event a short path on Dorsal's host; it opens the event and its registration, the product's paths stay Dorsal's", async ({ page, browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the settings form is the same on a phone; the public page is checked in registration.spec.ts');
  const eventId = await eventIdByName(request, MONTERREY);
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto(`/admin/eventos/${eventId}`);
  const form = page.getByTestId('event-settings-form');
  await form.getByLabel('Ruta corta').fill('resultados');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Esa ruta es de Dorsal: elige otra')).toBeVisible();
  await form.getByLabel('Ruta corta').fill('MaratonMTY');
  await expect(form.getByText(/también se abrirá en http:\/\/localhost:\d+\/maratonmty/)).toBeVisible();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cambios guardados')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/maratonmty');
  await expect(visitor.getByRole('heading', { name: MONTERREY }).first()).toBeVisible();
  await visitor.goto('/maratonmty/inscripcion');
  await expect(visitor.getByRole('heading', { name: MONTERREY })).toBeVisible();
  await visitor.goto('/nadie-reclamo-esta');
  await expect(visitor.getByText('PÁGINA NO ENCONTRADA')).toBeVisible();
  await visitor.context().close();
});
