import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'dorsal2026';
export const demo = { admin: 'admin@dorsal.mx', athlete: 'atleta@dorsal.mx' };

let counter = 0;
export function uniqueEmail(prefix = 'atleta') {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@ejemplo.mx`;
}

export interface NewAthlete {
  firstNames: string;
  lastNames: string;
  phone: string;
  gender: 'F' | 'M';
  day: string;
  month: string; // Spanish month name
  year: string;
  email: string;
  password: string;
}

export function newAthlete(overrides: Partial<NewAthlete> = {}): NewAthlete {
  return {
    firstNames: 'Fernanda',
    lastNames: 'Ibáñez Ochoa',
    phone: '5523456789',
    gender: 'F',
    day: '14',
    month: 'marzo',
    year: '1994',
    email: uniqueEmail(),
    password: 'corre2026',
    ...overrides,
  };
}

export async function fillRegistration(page: Page, a: NewAthlete) {
  await page.getByLabel('Nombre(s)').fill(a.firstNames);
  await page.getByLabel('Apellidos').fill(a.lastNames);
  await page.getByLabel('Teléfono').fill(a.phone);
  await page.getByLabel('Género').selectOption(a.gender);
  await page.getByLabel('Día').selectOption(a.day);
  await page.getByLabel('Mes').selectOption({ label: a.month });
  await page.getByLabel('Año').selectOption(a.year);
  await page.getByLabel('Correo').fill(a.email);
  await page.getByLabel('Contraseña').fill(a.password);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Correo').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(toast(page, 'Bienvenido')).toBeVisible();
}

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  return page.getByRole('navigation').or(page.locator('.MuiDrawer-paper')).first();
}

/** A notistack toast with this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('#notistack-snackbar').filter({ hasText: text });
}
