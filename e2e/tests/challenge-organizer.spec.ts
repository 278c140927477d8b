import { expect, test } from '@playwright/test';
import { toast, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';

const account = (firstNames: string) => ({ firstNames, lastNames: 'Robles Díaz', phone: '5511223344', gender: 'F', birthDate: '1988-03-02', email: uniqueEmail('reto'), password: 'corre2026' });

test('a new organizer creates a virtual challenge, generates 3 codes of 2 uses, copies a share link and toggles registration and status; another account cannot open its configuration', async ({ page, browser, context }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'organizer screens: one desktop flow, the 360 px layout is captured below');
  expect((await page.request.post('/api/accounts', { data: account('Gabriela') })).status()).toBe(201);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/retos-organizador');
  await expect(page.getByRole('heading', { name: 'Dashboard de configuración de eventos', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Aún no organizas eventos virtuales')).toBeVisible();
  await page.getByLabel('Nombre del evento').fill('Reto Otoño 10K');
  await page.getByLabel('Descripción').fill('Corre 10 km donde quieras y sube tu evidencia.');
  await page.getByRole('textbox', { name: 'Inicio', exact: true }).fill('2026-12-20T08:00');
  await page.getByRole('textbox', { name: 'Finalización', exact: true }).fill('2026-12-01T08:00');
  await page.getByLabel('Distancia (km)').fill('10');
  await expect(page.getByLabel('Accesos permitidos con códigos')).toHaveValue('10');
  await page.getByRole('button', { name: 'Crear evento' }).click();
  await expect(toast(page, 'La fecha de inicio debe ser inferior a la de finalización')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'challenge-organizer-dashboard');

  await page.getByRole('textbox', { name: 'Finalización', exact: true }).fill('2026-12-31T22:00');
  await page.getByRole('button', { name: 'Crear evento' }).click();
  await expect(page).toHaveURL(/\/retos-organizador\/[2-9a-hjkmnp-z]{8}$/, { timeout: 30_000 });
  const challengeId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { name: 'Reto Otoño 10K', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('10 km', { exact: false }).first()).toBeVisible();

  // Three codes of two uses each: 6 of the 10 admitted accesses.
  const codesPanel = page.getByTestId('challenge-codes-panel');
  await codesPanel.getByLabel('Cantidad de códigos').fill('3');
  await codesPanel.getByLabel('Usos por código').fill('2');
  await codesPanel.getByRole('button', { name: 'Generar códigos' }).click();
  await expect(toast(page, '3 códigos generados')).toBeVisible();
  await expect(codesPanel.getByTestId('access-code')).toHaveCount(3);
  await expect(codesPanel.getByText('6 de 10 accesos asignados a códigos')).toBeVisible();
  // Another batch of 3 × 2 would pass the limit.
  await codesPanel.getByLabel('Cantidad de códigos').fill('3');
  await codesPanel.getByLabel('Usos por código').fill('2');
  await codesPanel.getByRole('button', { name: 'Generar códigos' }).click();
  await expect(toast(page, 'El límite de accesos permitidos es de 10')).toBeVisible();

  const firstCode = (await codesPanel.getByTestId('access-code').first().getByRole('cell').first().textContent())!.trim();
  await codesPanel.getByRole('button', { name: `Copiar enlace para compartir el código ${firstCode}` }).click();
  await expect(toast(page, 'Código copiado en el porta papeles, puedes pegarlo donde gustes compartir')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/retos/${challengeId}/code/${firstCode}$`));

  // Deactivate a code: it reads 'CÓDIGO AGOTADO O ELIMINADO'.
  await codesPanel.getByTestId('access-code').first().getByRole('button', { name: 'Desactivar' }).click();
  await expect(codesPanel.getByTestId('access-code').first()).toContainText('CÓDIGO AGOTADO O ELIMINADO');

  // Result registration and status.
  await expect(page.getByTestId('admit-results-status')).toHaveText('BLOQUEADOS');
  await page.getByRole('button', { name: 'Permitir Registro' }).click();
  await expect(page.getByTestId('admit-results-status')).toHaveText('PERMITIDOS');
  await expect(page.getByTestId('challenge-status')).toHaveText('ABIERTO');
  await page.getByRole('button', { name: 'Cerrar Evento' }).click();
  await expect(page.getByTestId('challenge-status')).toHaveText('CERRADO');
  await expect(page.getByRole('button', { name: 'Abrir Evento' })).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'challenge-organizer-config');
  await page.getByRole('button', { name: 'Participantes', exact: true }).click();
  await expect(page.getByText('Aún no hay participantes')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Configuración del reto' }).click();
  await snap(page, testInfo, 'challenge-organizer-config-360');
  await page.goto('/retos-organizador');
  await expect(page.getByTestId('my-challenge')).toContainText('Reto Otoño 10K', { timeout: 30_000 });
  await snap(page, testInfo, 'challenge-organizer-dashboard-360');

  // Another signed-in account is not the creator: no configuration.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  expect((await other.request.post('/api/accounts', { data: account('Paola') })).status()).toBe(201);
  await other.goto(`/retos-organizador/${challengeId}`);
  await expect(other.getByText('Solo quien creó el reto, las cuentas que autoriza y la administración pueden ver su configuración')).toBeVisible({ timeout: 30_000 });
  await expect(other.getByTestId('challenge-codes-panel')).toHaveCount(0);
  await other.goto('/retos-organizador/noexiste');
  await expect(other.getByText('El id del evento ingresado no existe')).toBeVisible({ timeout: 30_000 });
  await otherContext.close();
});
