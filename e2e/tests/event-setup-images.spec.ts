import path from 'node:path';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { newAthlete, signIn, toast } from '../support/accounts.ts';
import { chooseModality, fillAthleteStep } from '../support/registration.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';

const MONTERREY = 'Medio Maratón de Monterrey 2027';

/** Whether the image has loaded (its natural width, 0 while it has not). */
const loadedWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

/** The organizer's screens at 360 px for a moment (the flow itself runs on the desktop project). */
async function atPhoneWidth(page: Page, look: () => Promise<unknown>) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await look();
  await page.setViewportSize(desktop);
}
const noToasts = '.notistack-SnackbarContainer { visibility: hidden !important; }';
const screenshotPath = (testInfo: TestInfo, name: string) => path.join(import.meta.dirname, '..', 'screenshots', `${testInfo.project.name}-${name}.png`);

/** A copy of the demo event (same dates, so its prices are open), published: the flow changes it without touching the demo. */
async function copyOfMonterrey(page: Page): Promise<{ id: number; name: string }> {
  const origin = new URL(page.url()).origin;
  const headers = { origin };
  const managed = await (await page.request.get('/api/manage/events')).json();
  const source = managed.events.find((event: { name: string }) => event.name === MONTERREY);
  const name = `Medio Maratón de Monterrey con imágenes ${Date.now()}`;
  const copy = await page.request.post(`/api/manage/events/${source.id}/duplicate`, { headers, data: { name, eventDate: '2027-02-21' } });
  expect(copy.status(), await copy.text()).toBe(201);
  const { id } = (await copy.json()).event;
  const published = await page.request.patch(`/api/events/${id}/status`, { headers, data: { status: 'registration' } });
  expect(published.status(), await published.text()).toBe(200);
  return { id, name };
}

test('an organizer uploads a product picture and a convocatoria image, and athletes see both', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the admin setup screens are desktop work (as event-setup.spec.ts)');
  await signIn(page, 'organizador@dorsal.mx');
  const event = await copyOfMonterrey(page);

  // The product dialog: a file that is not an image is refused in Spanish and changes nothing; a photo is previewed.
  await page.goto(`/admin/eventos/${event.id}/productos`);
  await page.getByTestId('event-product').first().getByRole('button', { name: /^Editar / }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar producto' });
  const productName = await dialog.getByLabel('Nombre').inputValue();
  const preview = dialog.getByTestId('product-image').getByRole('img', { name: `Imagen de ${productName}` });
  await dialog.getByLabel('Subir imagen').setInputFiles({ name: 'talla.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy una imagen') });
  await expect(toast(page, 'La imagen debe ser JPG, PNG o WebP')).toBeVisible();
  await expect(preview).toHaveCount(0);
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#E8590C' } }).jpeg().toBuffer();
  await dialog.getByLabel('Subir imagen').setInputFiles({ name: 'playera.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(toast(page, 'Imagen lista: aplica y guarda los productos para publicarla')).toBeVisible();
  await expect.poll(() => loadedWidth(preview)).toBe(800);
  const imageUrl = (await preview.getAttribute('src'))!;
  expect(imageUrl).toMatch(new RegExp(`^/files/products/event-${event.id}-[0-9a-f]{12}\\.jpg$`));
  await expect(dialog.getByLabel('Cambiar imagen')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Quitar imagen' })).toBeVisible();
  await snap(page, testInfo, 'producto-imagen');
  await expectNoSeriousA11yViolations(page);
  await atPhoneWidth(page, async () => {
    await dialog.getByTestId('product-image').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(testInfo, 'producto-imagen-360'), style: noToasts });
  });
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await page.getByRole('button', { name: 'Guardar productos' }).click();
  await expect(toast(page, 'Productos guardados')).toBeVisible();
  await expect(page.getByTestId('event-product').first().locator(`img[src="${imageUrl}"]`)).toBeVisible();

  // The convocatoria: an image block uploaded from the device, with its description, saved.
  await page.goto(`/admin/eventos/${event.id}/convocatoria`);
  await page.getByRole('button', { name: 'Agregar bloque' }).click();
  const block = page.getByTestId('call-block').last();
  await block.getByLabel('Tipo de bloque').selectOption('image');
  const routeMap = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#1B4F9C' } }).png().toBuffer();
  await block.getByLabel('Subir imagen').setInputFiles({ name: 'recorrido.png', mimeType: 'image/png', buffer: routeMap });
  await expect(toast(page, 'Imagen lista: guarda la convocatoria para publicarla')).toBeVisible();
  const address = block.getByLabel('Dirección (https://…)');
  await expect(address).toHaveValue(new RegExp(`^/files/call-documents/event-${event.id}-[0-9a-f]{12}\\.jpg$`));
  const callImageUrl = await address.inputValue();
  await block.getByLabel('Descripción de la imagen').fill('Mapa del recorrido de 21 km por el Parque Fundidora');
  await expect(page.getByTestId('call-document-preview').getByRole('img', { name: 'Mapa del recorrido de 21 km por el Parque Fundidora' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar convocatoria' }).click();
  await expect(toast(page, 'Convocatoria guardada')).toBeVisible();
  await snap(page, testInfo, 'convocatoria-imagen');
  await expectNoSeriousA11yViolations(page);
  await atPhoneWidth(page, () => block.screenshot({ path: screenshotPath(testInfo, 'convocatoria-bloque-imagen-360'), style: noToasts }));

  // Athletes, on a phone: the convocatoria shows the image lazily with its description; the wizard shows the product's picture.
  const phone = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'es-MX' });
  const athlete = await phone.newPage();
  await athlete.goto(`/proximos-eventos/${event.id}/convocatoria`);
  const callImage = athlete.getByRole('img', { name: 'Mapa del recorrido de 21 km por el Parque Fundidora' });
  await expect(callImage).toHaveAttribute('src', callImageUrl);
  await expect(callImage).toHaveAttribute('loading', 'lazy');
  await callImage.scrollIntoViewIfNeeded();
  await expect.poll(() => loadedWidth(callImage)).toBe(1600);
  expect(await callImage.evaluate((img) => img.getBoundingClientRect().width)).toBeLessThanOrEqual(360);
  await snap(athlete, testInfo, 'convocatoria-publica-360');
  await expectNoSeriousA11yViolations(athlete);

  await athlete.goto(`/evento_${event.id}/inscripcion`);
  await fillAthleteStep(athlete, newAthlete({ firstNames: 'Lucía', lastNames: 'Garza Treviño', year: '1992' }));
  await athlete.getByRole('button', { name: 'Confirmar mis datos' }).click();
  await chooseModality(athlete, '10 km');
  const product = athlete.getByTestId('product').filter({ hasText: productName });
  const thumbnail = product.getByTestId('product-image');
  await expect(thumbnail).toHaveAttribute('src', imageUrl);
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => loadedWidth(thumbnail)).toBe(800);
  expect(await thumbnail.evaluate((img) => img.getBoundingClientRect().width)).toBe(64);
  await product.scrollIntoViewIfNeeded();
  // As registration.spec.ts: the discount code's hint is greyed out until the e-mail is confirmed (axe counts it as low contrast).
  await athlete.getByRole('checkbox', { name: 'Mi correo es correcto' }).check();
  await snap(athlete, testInfo, 'inscripcion-productos-360');
  await expectNoSeriousA11yViolations(athlete);
  await phone.close();
});
