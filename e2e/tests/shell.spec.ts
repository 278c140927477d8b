import { expect, test } from '@playwright/test';
import { slogans } from '@dorsal/core';
import { demo, openMenu, signIn, toast } from '../support/accounts.ts';
import { snap } from '../support/screens.ts';

test('home shows one of the slogans and leads to upcoming events', async ({ page }, testInfo) => {
  await page.goto('/');
  const slogan = (await page.getByTestId('slogan').textContent())?.trim();
  expect(slogans as readonly string[]).toContain(slogan);
  await snap(page, testInfo, 'home');
  await page.getByRole('link', { name: 'Ver próximos eventos' }).click();
  await expect(page).toHaveURL(/\/proximos-eventos$/);
});

test('the slogan changes between visits', async ({ page }) => {
  const seen = new Set<string>();
  for (let i = 0; i < 12 && seen.size < 2; i += 1) {
    await page.goto('/');
    seen.add((await page.getByTestId('slogan').textContent()) ?? '');
  }
  expect(seen.size).toBeGreaterThan(1);
});

test('a guest sees the drawer entries with sign-in links and no admin entry', async ({ page }, testInfo) => {
  await page.goto('/');
  const drawer = await openMenu(page);
  for (const entry of ['Próximos Eventos', 'Resultados', 'Live', 'Retos Virtuales', 'Mis retos Organizados', 'Inicio', 'Mi perfil', 'Nosotros']) {
    await expect(drawer.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Crear cuenta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Usuarios Autorizados' })).toHaveCount(0);
  await snap(page, testInfo, 'drawer-guest');
});

test('the admin sees Usuarios Autorizados and an athlete does not', async ({ page }, testInfo) => {
  await signIn(page, demo.admin);
  let drawer = await openMenu(page);
  await expect(drawer.getByRole('link', { name: 'Usuarios Autorizados' })).toBeVisible();
  await expect(page.getByTestId('drawer-user-email')).toHaveText(demo.admin);
  await snap(page, testInfo, 'drawer-admin');
  await drawer.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(toast(page, 'Sesión finalizada')).toBeVisible();

  await signIn(page, demo.athlete);
  drawer = await openMenu(page);
  await expect(page.getByTestId('drawer-user-email')).toHaveText(demo.athlete);
  await expect(drawer.getByRole('link', { name: 'Mi perfil', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Usuarios Autorizados' })).toHaveCount(0);
});

test('an unknown route says so', async ({ page }, testInfo) => {
  await page.goto('/esta-ruta/no-existe');
  await expect(page.getByText('PÁGINA NO ENCONTRADA')).toBeVisible();
  await expect(page.getByText('Intenta una ruta diferente')).toBeVisible();
  await snap(page, testInfo, 'not-found');
});

test('the footer links to the policies with their figures', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Políticas de privacidad' }).click();
  await expect(page).toHaveURL(/\/politicas-privacidad$/);
  const body = page.locator('main');
  await expect(body).toContainText('3 años');
  await expect(body).toContainText('20 días hábiles');
  await expect(body).toContainText('15 días naturales');
  await expect(body).toContainText('5 a 15 días hábiles');
  await expect(body).toContainText('intermediario tecnológico');
  await snap(page, testInfo, 'policies');
});

test('the services and about pages load', async ({ page }) => {
  await page.goto('/servicios');
  await expect(page.locator('main')).toContainText('OXXO');
  await page.goto('/nosotros');
  await expect(page.locator('main')).toContainText('Dorsal');
});

test('no page scrolls sideways on the phone', async ({ page }) => {
  for (const route of ['/', '/registro', '/login', '/password-restore', '/politicas-privacidad', '/servicios', '/no-existe']) {
    await page.goto(route);
    await page.getByRole('main').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, route).toBeLessThanOrEqual(0);
  }
});
