import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fillRegistration, newAthlete, openMenu, signIn, toast } from '../support/accounts.ts';
import { snap } from '../support/screens.ts';

test('sign up shows each validation message, then creates the account', async ({ page }, testInfo) => {
  await page.goto('/registro');
  await snap(page, testInfo, 'registro');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Campo requerido').first()).toBeVisible();
  expect(await page.getByText('Campo requerido').count()).toBeGreaterThanOrEqual(7);
  await snap(page, testInfo, 'registro-errores');

  const athlete = newAthlete({ email: `Ana.${Date.now()}@Ejemplo.MX` });
  await fillRegistration(page, { ...athlete, email: 'ana-sin-arroba', password: '123', phone: '55123' });
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Correo inválido')).toBeVisible();
  await expect(page.getByText('Mínimo 6 caracteres')).toBeVisible();
  await expect(page.getByText('Mínimo 10 dígitos (solo números)')).toBeVisible();

  await page.getByLabel('Correo').fill(athlete.email);
  await page.getByLabel('Contraseña').fill(athlete.password);
  await page.getByLabel('Teléfono').fill(athlete.phone);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(toast(page, 'Cuenta creada, ¡bienvenido a Dorsal!')).toBeVisible();
  await expect(page).toHaveURL(/\/atletas$/);
  await expect(page.getByLabel('Correo')).toHaveValue(athlete.email.toLowerCase());

  // A signed-in user sees the welcome card instead of the forms.
  await page.goto('/registro');
  await expect(page.getByRole('heading', { name: `Bienvenido, ${athlete.firstNames} ${athlete.lastNames}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mis retos' })).toHaveAttribute('href', /\/retos\/?$/);
});

test('a taken email gets the recover-password message', async ({ page }) => {
  await page.goto('/registro');
  await fillRegistration(page, newAthlete({ email: 'ATLETA@dorsal.mx' }));
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(toast(page, 'Correo ya utilizado. Intenta recuperar tu contraseña')).toBeVisible();
  await expect(page).toHaveURL(/\/registro$/);
});

test('sign out, a wrong password, then sign in', async ({ page }, testInfo) => {
  const athlete = newAthlete();
  await page.goto('/registro');
  await fillRegistration(page, athlete);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/atletas$/);

  const drawer = await openMenu(page);
  await drawer.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(toast(page, 'Sesión finalizada')).toBeVisible();

  await page.goto('/login');
  await snap(page, testInfo, 'login');
  await page.getByLabel('Correo').fill(athlete.email);
  await page.getByLabel('Contraseña').fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(toast(page, 'Error al iniciar sesión, intenta de nuevo: Correo o contraseña incorrectos')).toBeVisible();

  await signIn(page, athlete.email, athlete.password);
  await expect(page.getByRole('heading', { name: `Bienvenido, ${athlete.firstNames} ${athlete.lastNames}` })).toBeVisible();
});

test('recover the password through the mailed link and sign in with the new one', async ({ page }) => {
  const athlete = newAthlete();
  await page.goto('/registro');
  await fillRegistration(page, athlete);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/atletas$/);
  await (await openMenu(page)).getByRole('button', { name: 'Cerrar sesión' }).click();

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/password-restore$/);
  await page.getByLabel('Correo').fill(athlete.email);
  await page.getByRole('button', { name: 'Enviar correo' }).click();
  await expect(toast(page, 'Se ha enviado un correo a tu cuenta')).toBeVisible();

  await page.goto('/buzon');
  const mail = page.getByTestId('mailbox-item').filter({ hasText: athlete.email }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link', { name: /password-restore\?token=/ }).first().click();

  await expect(page).toHaveURL(/\/password-restore\?token=/);
  await page.getByLabel('Nueva contraseña').fill('nueva-clave-1');
  await page.getByLabel('Confirma tu contraseña').fill('otra-clave-2');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Confirma tu contraseña').fill('nueva-clave-1');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(toast(page, 'Tu contraseña fue actualizada, ya puedes iniciar sesión')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Correo').fill(athlete.email);
  await page.getByLabel('Contraseña').fill(athlete.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(toast(page, /Error al iniciar sesión/)).toBeVisible();
  await signIn(page, athlete.email, 'nueva-clave-1');
});

test('edit the profile and upload a photo', async ({ page }, testInfo) => {
  const athlete = newAthlete();
  await page.goto('/registro');
  await fillRegistration(page, athlete);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/atletas$/);

  await page.getByLabel('Nombre(s)').fill('Fernanda Sofía');
  await page.getByLabel('Teléfono').fill('5599887766');
  await page.getByLabel('Día').selectOption('2');
  await page.getByLabel('Mes').selectOption({ label: 'febrero' });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Datos ajustados exitosamente')).toBeVisible();

  await page.getByLabel('Cambiar foto').setInputFiles(path.join(import.meta.dirname, '..', 'fixtures', 'retrato.jpg'));
  await expect(toast(page, 'Foto actualizada')).toBeVisible();
  const avatar = page.locator('img[src^="/files/avatars/"]').first();
  await expect(avatar).toBeVisible();
  const size = await avatar.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
  expect(Math.max(size.w, size.h)).toBeLessThanOrEqual(800);

  await page.reload();
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('Fernanda Sofía');
  await expect(page.getByLabel('Teléfono')).toHaveValue('5599887766');
  await expect(page.getByLabel('Mes')).toHaveValue('2');
  await snap(page, testInfo, 'perfil');

  await page.getByLabel('Cambiar foto').setInputFiles({ name: 'notas.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no soy imagen') });
  await expect(toast(page, 'El archivo debe ser una imagen (JPG, PNG, WebP o HEIC)')).toBeVisible();
});

test('changing the e-mail asks for the current password', async ({ page }, testInfo) => {
  const athlete = newAthlete();
  await page.goto('/registro');
  await fillRegistration(page, athlete);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/atletas$/);

  await expect(page.getByLabel('Contraseña actual')).toHaveCount(0);
  const newEmail = `nuevo.${Date.now()}@ejemplo.mx`;
  await page.getByLabel('Correo').fill(newEmail);
  await expect(page.getByLabel('Contraseña actual')).toBeVisible();
  await expect(page.getByText('Para cambiar tu correo confirma tu contraseña actual')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Escribe tu contraseña actual para cambiar tu correo')).toBeVisible();
  await snap(page, testInfo, 'perfil-cambio-correo');

  await page.getByLabel('Contraseña actual').fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'La contraseña actual no es correcta')).toBeVisible();
  await expect(page.getByLabel('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Contraseña actual').fill(athlete.password);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Datos ajustados exitosamente')).toBeVisible();
  await expect(page.getByLabel('Contraseña actual')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Correo')).toHaveValue(newEmail);
});

test('the profile asks a guest to sign in', async ({ page }) => {
  await page.goto('/atletas');
  await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
});
