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

  // A custom view of the event, at /{shortPath}/{view}/{number} (the generic three-segment route).
  const canvas = { width: 1080, height: 1080, padding: 40, boxPadding: 8, background: '#0D3B8C', backgroundImage: null, fontFamily: 'roboto', fontSize: 48, color: '#FFFFFF' };
  const boxes = [{ text: 'Tarjeta de Monterrey', x: 5, y: 8, width: 90, fontSize: 40, color: null, background: null, backgroundImage: null }];
  const created = await page.request.post(`/api/manage/events/${eventId}/views`, { headers: { origin: new URL(page.url()).origin }, data: { name: 'Tarjeta corta', canvas, boxes } });
  expect(created.status(), await created.text()).toBe(201);
  const { viewIndex } = (await created.json()).view as { viewIndex: number };

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/maratonmty');
  await expect(visitor.getByRole('heading', { name: MONTERREY }).first()).toBeVisible();
  await visitor.goto('/maratonmty/inscripcion');
  await expect(visitor.getByRole('heading', { name: MONTERREY })).toBeVisible();
  await visitor.goto(`/maratonmty/${viewIndex}/7`);
  await expect(visitor.getByTestId('view-box').first()).toHaveText('Tarjeta de Monterrey');
  await visitor.goto('/maratonmty/no-es-vista');
  await expect(visitor.getByText('PÁGINA NO ENCONTRADA')).toBeVisible();
  await visitor.goto('/nadie-reclamo-esta');
  await expect(visitor.getByText('PÁGINA NO ENCONTRADA')).toBeVisible();
  await visitor.context().close();
});

test("the organizer's site holds a short path on Dorsal's host too: /corremexico sends visitors to the site's own host", async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a redirect and a form field: nothing differs on a phone');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/corremexico');
  await expect(visitor).toHaveURL(/^http:\/\/corremexico\.localhost:\d+\/$/);
  await expect(visitor.getByTestId('organizer-site')).toBeVisible();
  await visitor.context().close();

  // The editor shows it under the host name, checked as the organizer types.
  await signIn(page, 'organizador@dorsal.mx');
  const organizers = (await (await page.request.get('/api/manage/organizers')).json()) as { organizers: { id: number; name: string }[] };
  const organizerId = organizers.organizers.find((o) => o.name === 'Corre México Eventos')!.id;
  const sites = (await (await page.request.get(`/api/manage/organizers/${organizerId}/sites`)).json()) as { sites: { id: number; host: string }[] };
  const siteId = sites.sites.find((s) => s.host === 'corremexico.localhost')!.id;
  await page.goto(`/admin/organizadores/${organizerId}/sitios/${siteId}`);
  const field = page.getByLabel('Ruta corta');
  await expect(field).toHaveValue('corremexico');
  await expect(page.getByText(/tu sitio también se abrirá en http:\/\/localhost:\d+\/corremexico/)).toBeVisible();
  await field.fill('resultados');
  await expect(page.getByText('Esa ruta es de Dorsal: elige otra')).toBeVisible();
});
