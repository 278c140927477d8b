import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openMenu, signIn, toast } from '../support/accounts.ts';
import { snap } from '../support/screens.ts';

// The Gran Fondo's Medio Fondo 70 km (MF).
const goodCsv = ['numero;nombre;modalidad;rama;categoria;tiempo_oficial;parcial_2', '7001;Ana Pérez Núñez;MF;F;LIB;02:45:10;01:22:00', '7002;Jorge Ávila;MF;M;MAS;02:41:02;01:20:30'].join('\r\n');
const badCsv = ['numero;nombre;modalidad;rama;categoria;tiempo_oficial', '12a;Sin Número;MF;F;LIB;02:45:10', '7003;Tiempo Malo;MF;F;LIB;1:61:00'].join('\r\n');

test('an organizer imports results with progress, sees a broken file refused, and publishes the results', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'changes the shared demo data once');
  await signIn(page, 'organizador@dorsal.mx');
  const drawer = await openMenu(page);
  await drawer.getByRole('link', { name: 'Administrar eventos' }).click();
  await expect(page).toHaveURL(/\/admin\/eventos$/);
  const event = page.getByTestId('managed-event').filter({ hasText: 'Gran Fondo Valle de Bravo 2027' });
  await expect(event).toBeVisible();
  await snap(page, testInfo, 'administrar-eventos');

  await event.getByLabel('Importar resultados').setInputFiles({ name: 'malo.csv', mimeType: 'text/csv', buffer: Buffer.from(badCsv) });
  const problems = event.getByTestId('import-problems');
  await expect(problems).toContainText('el número "12a" no es válido');
  await expect(problems).toContainText('1:61:00');
  await snap(page, testInfo, 'importacion-errores');

  await event.getByLabel('Importar resultados').setInputFiles({ name: 'resultados.csv', mimeType: 'text/csv', buffer: Buffer.from(goodCsv) });
  await expect(toast(page, 'Resultados importados: 2')).toBeVisible();

  await event.getByLabel('Estado').selectOption('results');
  await expect(toast(page, 'Estado actualizado')).toBeVisible();
  await page.goto('/resultados');
  const card = page.getByTestId('event-card').filter({ hasText: 'Gran Fondo Valle de Bravo 2027' });
  await card.getByRole('link', { name: 'Resultados' }).click();
  await expect(page.getByTestId('finishers-count')).toHaveText('2');

  // Open registrations again so the registration flows keep their demo event.
  await page.goto('/admin/eventos');
  await page.getByTestId('managed-event').filter({ hasText: 'Gran Fondo Valle de Bravo 2027' }).getByLabel('Estado').selectOption('registration');
  await expect(toast(page, 'Estado actualizado')).toBeVisible();
});

test('an admin imports a whole event from the previous platform', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'creates an event once');
  await signIn(page, 'admin@dorsal.mx');
  await page.goto('/admin/eventos');
  const fixture = path.join(import.meta.dirname, '../../packages/core/src/imports/fixtures/legacy-event.json');
  await page.getByLabel('Importar evento (JSON)').setInputFiles(fixture);
  await expect(toast(page, /Evento importado: /)).toBeVisible();
});

test('an athlete who manages nothing is told so, and may create an event', async ({ page }) => {
  await signIn(page, 'atleta@dorsal.mx');
  const drawer = await openMenu(page);
  await expect(drawer.getByRole('link', { name: 'Mi perfil', exact: true })).toBeVisible();
  await drawer.getByRole('link', { name: 'Administrar eventos' }).click();
  await expect(page.getByRole('button', { name: 'Crear evento' })).toBeVisible();
  await expect(page.getByText('Aún no administras ningún evento.', { exact: false })).toBeVisible();
});
