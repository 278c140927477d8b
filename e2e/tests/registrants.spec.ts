import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { readCsv } from '@dorsal/core';
import { signIn, toast } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';
import { MONTERREY, eventIdByName, registerForMonterrey } from '../support/registrants.ts';

test('Ingresos: a new registrant appears live; the organizer finds, edits, deletes, restores and releases the bib, which the next registration takes', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the phone layout has its own test below');
  const eventId = await eventIdByName(request, MONTERREY);
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto('/admin/eventos');
  await page.getByTestId('managed-event').filter({ hasText: MONTERREY }).getByRole('link', { name: 'Ingresos' }).click();
  await expect(page).toHaveURL(`/admin/eventos/${eventId}/ingresos`);
  const rows = page.getByTestId('registrant-row');
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId('registrants-count')).toContainText('50 de');
  await page.getByRole('button', { name: 'Mostrar registros anteriores' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(50);

  // Someone registers and pays elsewhere: the list shows them without a reload.
  await registerForMonterrey(request, eventId, { firstNames: 'Xóchitl Yareli', lastNames: 'Zúñiga Cantú' });
  await expect(rows.first()).toContainText('Xóchitl Yareli', { timeout: 15_000 });
  await snap(page, testInfo, 'ingresos');
  await expectNoSeriousA11yViolations(page);

  const search = page.getByLabel('Buscar por nombre o número');
  await search.fill('xo');
  await expect(page.getByText('Escribe al menos 3 letras del nombre o el número completo')).toBeVisible();
  await search.fill('xochitl zuniga');
  await expect(rows).toHaveCount(1);
  const bib = (await rows.first().locator('td').first().textContent())!.trim();
  expect(bib).toMatch(/^\d+$/);
  await search.fill(bib);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Xóchitl Yareli');

  await rows.first().getByRole('button', { name: 'Xóchitl Yareli' }).click();
  const dialog = page.getByTestId('registrant-dialog');
  await expect(dialog.getByTestId('registrant-bib')).toHaveText(`Número: ${bib}`);
  await dialog.getByRole('button', { name: 'Editar Teléfono' }).click();
  await dialog.getByLabel('Teléfono').fill('8187654321');
  await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(page, 'Cambios guardados')).toBeVisible();
  await expect(dialog.getByText('8187654321')).toBeVisible();
  await dialog.getByRole('button', { name: 'Editar Teléfono' }).click();
  await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(page, 'No hubo cambios')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Cambios' }).click();
  const changes = dialog.getByTestId('registrant-changes');
  await expect(changes.getByRole('listitem').first()).toContainText('6 · Teléfono');
  await expect(changes.getByRole('listitem').first()).toContainText('Rosa María Villaseñor Cano');
  await snap(page, testInfo, 'ingresos-inscrito');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Borrar registro' }).click();
  await expect(toast(page, 'Registro Borrado')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reversar borrado' }).click();
  await expect(toast(page, 'Borrado reversado')).toBeVisible();
  await dialog.getByRole('button', { name: 'Borrar registro' }).click();
  await dialog.getByRole('button', { name: 'Liberar número' }).click();
  await expect(toast(page, 'Folio Liberado')).toBeVisible();
  await expect(dialog.getByTestId('registrant-bib')).toHaveText('Número: Liberado');
  await expect(dialog.getByRole('button', { name: 'Reversar borrado' })).toHaveCount(0);
  await expect(changes.getByRole('listitem').first()).toContainText('20 · Folio liberado');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // The next registration of the 10 km takes the released bib.
  await registerForMonterrey(request, eventId, { firstNames: 'Itzel', lastNames: 'Quintanilla Garza' });
  await search.fill('itzel quintanilla');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('td').first()).toHaveText(bib);

  // The log of the whole event, and the deleted registrant under 'Registros incompletos o borrados'.
  await expect(page.getByTestId('change-log').getByRole('row').filter({ hasText: 'Xóchitl Yareli' }).first()).toContainText('20 · Folio liberado');
  await search.fill('xochitl zuniga');
  await expect(page.getByText('Ningún registro coincide con la búsqueda.')).toBeVisible();
  await page.getByLabel('Mostrar', { exact: true }).click();
  await page.getByRole('option', { name: 'Registros incompletos o borrados' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Liberado');

  // Each report downloads as a CSV that opens in Excel with its accents (a BOM) and the right columns.
  const csvOf = async (name: string) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Medio-Maraton-de-Monterrey-2027-.+-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return readCsv(bytes.toString('utf8')).records.map((record) => record.fields);
  };
  const data = await csvOf('Data inscritos');
  expect(data[0]!.slice(0, 6)).toEqual(['Número', 'Nombre(s)', 'Apellidos', 'Correo', 'Teléfono', 'Fecha de nacimiento']);
  expect(data[0]).toEqual(expect.arrayContaining(['Contacto de emergencia', 'Playera técnica conmemorativa: Talla', 'Estatus']));
  expect(data.find((record) => record[1] === 'Itzel')).toEqual(expect.arrayContaining([bib, 'Quintanilla Garza', 'Pagado con tarjeta']));
  const full = await csvOf('Datos completos');
  expect(full.find((record) => record[1] === 'Xóchitl Yareli')).toEqual(expect.arrayContaining(['Zúñiga Cantú', 'Liberado', 'Sí, número liberado']));
  const income = await csvOf('Ingresos cobrados');
  expect(income[0]).toEqual(['Número', 'Nombre', 'Modalidad', 'Forma de pago', 'Forma de inscripción', 'Monto', 'Fecha de pago', 'Operación', 'Usuario']);
  expect(income.length).toBeGreaterThan(200);
});

test('staff take an OXXO payment by hand from Detalle Pago, with its reference, and the registration is confirmed', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the dialog on a phone is checked below');
  const eventId = await eventIdByName(request, MONTERREY);
  await registerForMonterrey(request, eventId, { firstNames: 'Itandehui', lastNames: 'Cervantes Loera' }, 'oxxo_cash');
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto(`/admin/eventos/${eventId}/ingresos`);
  await page.getByLabel('Mostrar', { exact: true }).click();
  await page.getByRole('option', { name: 'Ver todos los registros' }).click();
  await page.getByLabel('Buscar por nombre o número').fill('itandehui cervantes');
  const rows = page.getByTestId('registrant-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Pendiente de pago en OXXO');
  await rows.first().getByRole('button', { name: 'Itandehui' }).click();
  const dialog = page.getByTestId('registrant-dialog');
  await dialog.getByRole('tab', { name: 'Detalle Pago' }).click();
  await dialog.getByRole('button', { name: 'Marcar como pagado' }).click();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('Escribe la referencia del pago')).toBeVisible();
  await dialog.getByLabel('Referencia (ticket, folio o recibo)').fill('Ticket OXXO 8841');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Pago registrado')).toBeVisible();
  await expect(dialog.getByTestId('registrant-payments')).toContainText('Operación: Ticket OXXO 8841');
  await expect(dialog.getByRole('button', { name: 'Registrar reembolso' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(rows.first()).toContainText('Pagado en OXXO');
});

test('the organizer moves a registrant to another distance: a bib of that distance, action 8 in Cambios', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the dialog on a phone is checked below');
  const eventId = await eventIdByName(request, MONTERREY);
  await registerForMonterrey(request, eventId, { firstNames: 'Nayeli Citlali', lastNames: 'Bermúdez Rangel' });
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto(`/admin/eventos/${eventId}/ingresos`);
  await page.getByLabel('Buscar por nombre o número').fill('nayeli bermudez');
  const rows = page.getByTestId('registrant-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('10 km');
  const before = (await rows.first().locator('td').first().textContent())!.trim();
  await rows.first().getByRole('button', { name: 'Nayeli Citlali' }).click();
  const dialog = page.getByTestId('registrant-dialog');
  await dialog.getByLabel('Modalidad', { exact: true }).click();
  await page.getByRole('option', { name: '21 km' }).click();
  await dialog.getByLabel('Categoría', { exact: true }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Cambiar', exact: true }).click();
  await expect(toast(page, 'Cambios guardados')).toBeVisible();
  const bib = dialog.getByTestId('registrant-bib');
  await expect(bib).not.toHaveText(`Número: ${before}`);
  await dialog.getByRole('tab', { name: 'Cambios' }).click();
  const changes = dialog.getByTestId('registrant-changes').getByRole('listitem');
  await expect(changes.filter({ hasText: '8 · Modalidad' })).toContainText(`10 km → 21 km. Número ${before} →`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(rows.first()).toContainText('21 km');
});

test('Ingresos on a phone: the table scrolls inside itself and the record takes the whole screen', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'layout check for phones');
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto('/admin/eventos');
  await page.getByTestId('managed-event').filter({ hasText: MONTERREY }).getByRole('link', { name: 'Ingresos' }).click();
  const rows = page.getByTestId('registrant-row');
  await expect(rows).toHaveCount(50);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(360);
  await snap(page, testInfo, 'ingresos');
  await rows.first().getByRole('button').first().click();
  const dialog = page.getByTestId('registrant-dialog');
  await expect(dialog.getByTestId('registrant-bib')).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(359);
  await snap(page, testInfo, 'ingresos-inscrito');
  await expectNoSeriousA11yViolations(page);
});

test('the dashboard adds up the registrations: payment totals, modalities and categories, charts, fields and products', async ({ page }, testInfo) => {
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto('/admin/eventos');
  await page.getByTestId('managed-event').filter({ hasText: MONTERREY }).getByRole('link', { name: 'Ingresos' }).click();
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('dashboard-registrants')).toHaveText(/^\d{3}$/);
  const payments = page.getByTestId('dashboard-payments');
  await expect(payments.getByRole('row', { name: /Tarjeta/ })).toBeVisible();
  await expect(payments.getByRole('row', { name: /Efectivo en OXXO/ })).toBeVisible();
  await expect(payments.getByRole('row', { name: /Total/ })).toContainText('100 %');
  await expect(page.getByTestId('dashboard-modalities').getByRole('row', { name: /21 km/ }).first()).toBeVisible();
  await expect(page.getByTestId('dashboard-products')).toContainText('Playera técnica conmemorativa');
  await expect(page.getByText('Playera técnica conmemorativa: Talla')).toBeVisible();
  for (const chart of ['chart-methods', 'chart-per-day', 'chart-per-user']) await expect(page.getByTestId(chart).locator('svg').first()).toBeVisible();
  await snap(page, testInfo, 'dashboard');
  await expectNoSeriousA11yViolations(page);
});
