import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn, toast } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';

const modality = (code: string, name: string, sortOrder: number) => ({
  code,
  name,
  description: '',
  sortOrder,
  hidden: false,
  waves: [{ name: 'Salida general', start: '2027-09-12T07:00' }],
  capacity: null,
  firstBib: sortOrder * 1000,
  priceWindows: [{ from: '2027-01-01', to: '2027-09-10', prices: { precio_1: 40_000 } }],
  categories: [],
});

/** A new draft event of the demo organizer with a 10 km and a half marathon, made through the API (the flow is the setup after). */
async function draftWithModalities(page: Page): Promise<number> {
  const headers = { origin: new URL(page.url()).origin };
  const created = await page.request.post('/api/manage/events', { headers, data: { name: `Medio Maratón de Puebla ${Date.now()}`, eventDate: '2027-09-12', startTime: '07:00' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).event;
  for (const body of [modality('10K', '10 km', 1), modality('21K', 'Medio maratón', 2)]) {
    const answer = await page.request.post(`/api/manage/events/${id}/modalities`, { headers, data: body });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  return id;
}

/** What a phone shows of an open dialog (a full-page picture would leave the fixed dialog at the top of a long page). */
async function snapScreen(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `${testInfo.project.name}-${name}.png`), animations: 'disabled' });
}

/** The organizer's screens at 360 px for a moment (the flow itself runs on the desktop project). */
async function atPhoneWidth(page: Page, look: () => Promise<unknown>) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await look();
  await page.setViewportSize(desktop);
}

test('an organizer names the start waves of a modality and sets up the checkpoints with their laps', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the admin setup screens are desktop work (as event-setup.spec.ts); 360 px is looked at inside the flow');
  await signIn(page, 'organizador@dorsal.mx');
  const eventId = await draftWithModalities(page);
  await page.goto(`/admin/eventos/${eventId}/modalidades`);

  // Waves: the first is the start; a repeated name is refused, then an elite wave and a general one 15 minutes later.
  await page.getByRole('button', { name: 'Editar 10 km' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modalidad 10 km' });
  const waves = dialog.getByTestId('wave-row');
  await expect(waves).toHaveCount(1);
  await waves.first().getByLabel('Nombre de la oleada').fill('Élite');
  await dialog.getByRole('button', { name: 'Agregar oleada' }).click();
  await expect(waves).toHaveCount(2);
  await expect(waves.nth(1).getByLabel('Fecha y hora de salida')).toHaveValue('2027-09-12T07:00');
  await waves.nth(1).getByLabel('Nombre de la oleada').fill('élite');
  await dialog.getByRole('button', { name: 'Guardar modalidad' }).click();
  await expect(dialog.getByText('Ya hay una oleada con ese nombre en esta modalidad')).toBeVisible();
  await waves.nth(1).getByLabel('Nombre de la oleada').fill('General');
  await waves.nth(1).getByLabel('Fecha y hora de salida').fill('2027-09-12T07:15');
  // The general wave takes bibs 1000–1999 (a half range is refused first); everyone else starts with the elite.
  await waves.nth(1).getByLabel('Del número').fill('1000');
  await dialog.getByRole('button', { name: 'Guardar modalidad' }).click();
  await expect(dialog.getByText('Escribe el primer y el último número del rango, o deja ambos vacíos')).toBeVisible();
  await waves.nth(1).getByLabel('Al número').fill('1999');
  await atPhoneWidth(page, async () => {
    await waves.nth(1).scrollIntoViewIfNeeded();
    await snapScreen(page, testInfo, 'oleadas-360');
  });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Guardar modalidad' }).click();
  await expect(toast(page, 'Modalidad guardada: 10 km')).toBeVisible();
  await expect(page.getByRole('article', { name: '10 km' })).toContainText('2 oleadas');
  const saved = (await (await page.request.get(`/api/manage/events/${eventId}/modalities`)).json()).modalities[0];
  expect(saved.waves).toEqual([
    { name: 'Élite', start: '2027-09-12T07:00', bibFrom: null, bibTo: null },
    { name: 'General', start: '2027-09-12T07:15', bibFrom: 1000, bibTo: 1999 },
  ]);

  // Checkpoints: KM 5 in both modalities (lap 1 of each, as offered), then the finish of the 10 km.
  const section = page.getByRole('region', { name: 'Puntos de control' });
  await expect(section.getByText('El evento aún no tiene puntos de control. Agrega el primero.')).toBeVisible();
  await section.getByRole('button', { name: 'Agregar punto de control' }).click();
  const checkpoint = page.getByRole('dialog', { name: 'Nuevo punto de control' });
  await expect(checkpoint.getByLabel('Número')).toHaveValue('1');
  await expect(checkpoint.getByTestId('lap-row')).toHaveCount(2);
  await checkpoint.getByLabel('Descripción').fill('KM 5');
  await checkpoint.getByLabel('Distancia (km)').fill('5');
  await checkpoint.getByRole('button', { name: 'Guardar punto' }).click();
  await expect(toast(page, 'Punto de control guardado: 1')).toBeVisible();
  await expect(section.getByTestId('checkpoint')).toHaveCount(1);
  await expect(section.getByTestId('checkpoint').first()).toContainText('10 km, vuelta 1: Control intermedio (código 1001)');

  await section.getByRole('button', { name: 'Agregar punto de control' }).click();
  const finish = page.getByRole('dialog', { name: 'Nuevo punto de control' });
  await finish.getByLabel('Número').fill('1');
  await finish.getByLabel('Descripción').fill('Meta');
  const laps = finish.getByTestId('lap-row');
  await laps.nth(0).getByLabel('Tipo').selectOption({ label: 'Control de meta' });
  await laps.nth(1).getByLabel('Modalidad').selectOption('10K');
  await finish.getByRole('button', { name: 'Guardar punto' }).click();
  await expect(finish.getByText('Esa modalidad ya tiene esta vuelta en el punto')).toBeVisible();
  await laps.nth(1).getByLabel('Vuelta').fill('2');
  await laps.nth(1).getByLabel('Tipo').selectOption({ label: 'No se muestra en resultados' });
  await finish.getByRole('button', { name: 'Guardar punto' }).click();
  // The server's refusal: the number is taken.
  await expect(finish.getByText('Ya hay un punto de control con el número 1')).toBeVisible();
  await finish.getByLabel('Número').fill('9');
  await atPhoneWidth(page, async () => {
    await laps.nth(0).scrollIntoViewIfNeeded();
    await snapScreen(page, testInfo, 'punto-de-control-360');
  });
  await snap(page, testInfo, 'punto-de-control');
  await expectNoSeriousA11yViolations(page);
  await finish.getByRole('button', { name: 'Guardar punto' }).click();
  await expect(toast(page, 'Punto de control guardado: 9')).toBeVisible();
  await expect(section.getByTestId('checkpoint')).toHaveCount(2);
  await expect(section.getByTestId('checkpoint').nth(1)).toContainText('10 km, vuelta 2: No se muestra en resultados (código 9002)');
  await atPhoneWidth(page, () => snap(page, testInfo, 'puntos-de-control-360'));
  await snap(page, testInfo, 'puntos-de-control');
  await expectNoSeriousA11yViolations(page);

  // Removing asks first; the checkpoint goes (timing has not read at it).
  await section.getByRole('button', { name: 'Quitar punto 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Quitar punto 1' });
  await expect(confirm).toContainText('¿Quitar el punto de control 1 (KM 5)?');
  await confirm.getByRole('button', { name: 'Quitar' }).click();
  await expect(toast(page, 'Punto de control quitado: 1')).toBeVisible();
  await expect(section.getByTestId('checkpoint')).toHaveCount(1);
  const stored = (await (await page.request.get(`/api/manage/events/${eventId}/checkpoints`)).json()).checkpoints;
  expect(stored).toEqual([
    { number: 9, description: 'Meta', distanceKm: null, laps: [{ modalityCode: '10K', lap: 1, kind: 2 }, { modalityCode: '10K', lap: 2, kind: 3 }] },
  ]);
});
