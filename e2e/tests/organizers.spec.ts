import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn, toast } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';

test('the organizer sets up their business (colour, privacy notice, logo) and its team; a new member runs its events and founds another organizer for a new event', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'organizer screens: the phone layout of the admin area is checked in registrants.spec.ts');
  // A new account that will join the team (not a demo account: other flows count what those manage).
  const memberEmail = `lucia.${Date.now()}@ejemplo.mx`;
  const member = { firstNames: 'Lucía', lastNames: 'Pérez Gil', phone: '5511223344', gender: 'F', birthDate: '1990-07-15', email: memberEmail, password: 'corre2026' };
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  expect((await memberPage.request.post('/api/accounts', { data: member })).status()).toBe(201);

  await signIn(page, 'organizador@dorsal.mx');
  await page.goto('/admin/eventos');
  const card = page.getByTestId('organizer-card').filter({ hasText: 'Corre México Eventos' });
  await expect(card).toContainText('Titular');
  await card.getByRole('link', { name: 'Configurar: Corre México Eventos' }).click();
  await expect(page.getByRole('heading', { name: 'Corre México Eventos', level: 1 })).toBeVisible();

  // A bad colour and link are refused with their messages; good ones are saved.
  await page.getByLabel('Color del organizador', { exact: true }).fill('naranja');
  await page.getByLabel('Enlace a su aviso de privacidad').fill('aviso');
  await page.getByRole('button', { name: 'Guardar organizador' }).click();
  await expect(page.getByText('Escribe el color como #RRGGBB')).toBeVisible();
  await expect(page.getByText('Escribe una dirección web completa (https://…)')).toBeVisible();
  await page.getByLabel('Color del organizador', { exact: true }).fill('#F26B1D');
  await page.getByLabel('Enlace a su aviso de privacidad').fill('https://corremexico.example.mx/aviso-de-privacidad');
  await page.getByRole('button', { name: 'Guardar organizador' }).click();
  await expect(toast(page, 'Organizador guardado')).toBeVisible();

  const logo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#1b2a4a' } }).png().toBuffer();
  await page.getByTestId('organizer-logo').locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(toast(page, 'Logo actualizado')).toBeVisible();
  await expect(page.getByTestId('organizer-logo').getByRole('img')).toHaveAttribute('src', /\/files\/logos\/organizer-/);

  // The team: an address without an account is refused; the new account joins as administrador.
  await page.getByLabel('Correo', { exact: true }).fill('nadie.aqui@ejemplo.mx');
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText('No hay una cuenta con ese correo: pídele que se registre en Dorsal primero.').first()).toBeVisible();
  await page.getByLabel('Correo', { exact: true }).fill(memberEmail);
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(toast(page, 'Agregado al equipo')).toBeVisible();
  await expect(page.getByTestId('organizer-members')).toContainText(`Lucía Pérez Gil · Administrador`);
  await snap(page, testInfo, 'organizador');
  await expectNoSeriousA11yViolations(page);

  // The member now runs the organizer's events, and founds a second organizer with a new event.
  await memberPage.goto('/admin/eventos');
  await expect(memberPage.getByTestId('organizer-card').filter({ hasText: 'Corre México Eventos' })).toContainText('Administrador');
  await expect(memberPage.getByTestId('managed-event').filter({ hasText: 'Medio Maratón de Monterrey 2027' })).toContainText('Organiza: Corre México Eventos');
  await memberPage.getByRole('button', { name: 'Crear evento' }).click();
  const dialog = memberPage.getByRole('dialog');
  await dialog.getByLabel('Organizador', { exact: true }).click();
  await memberPage.getByRole('option', { name: 'Nuevo organizador…' }).click();
  await dialog.getByLabel('Nombre del nuevo organizador').fill('Club Nocturno de Corredores');
  await dialog.getByLabel('Nombre del evento').fill('Nocturna del Club 2027');
  await dialog.getByLabel('Fecha').fill('2027-08-21');
  await dialog.getByRole('button', { name: 'Crear evento' }).click();
  await expect(memberPage).toHaveURL(/\/admin\/eventos\/\d+$/);
  await memberPage.goto('/admin/eventos');
  await expect(memberPage.getByTestId('organizer-card').filter({ hasText: 'Club Nocturno de Corredores' })).toContainText('Titular');
  await expect(memberPage.getByTestId('managed-event').filter({ hasText: 'Nocturna del Club 2027' })).toContainText('Organiza: Club Nocturno de Corredores');

  // Taken out of the team, they no longer see the organizer's events.
  await page.getByRole('button', { name: `Quitar: ${memberEmail}` }).click();
  await expect(toast(page, 'Quitado del equipo')).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByTestId('managed-event').filter({ hasText: 'Nocturna del Club 2027' })).toBeVisible();
  await expect(memberPage.getByTestId('managed-event').filter({ hasText: 'Medio Maratón de Monterrey 2027' })).toHaveCount(0);
  await memberContext.close();
});
