import { expect, type Page } from '@playwright/test';
import type { NewAthlete } from './accounts.ts';

/** Opens an upcoming event's registration wizard from the upcoming events list. */
export async function openRegistration(page: Page, eventName: string) {
  await page.goto('/proximos-eventos');
  await page.getByTestId('event-card').filter({ hasText: eventName }).getByRole('link', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('tab', { name: 'Datos del atleta' })).toBeVisible();
}

export async function fillAthleteStep(page: Page, a: NewAthlete) {
  await page.getByLabel('Nombre(s)').fill(a.firstNames);
  await page.getByLabel('Apellidos').fill(a.lastNames);
  await page.getByLabel('Correo').fill(a.email);
  await page.getByLabel('Teléfono').fill(a.phone);
  await page.getByLabel('Género').selectOption(a.gender);
  await page.getByLabel('Día').selectOption(a.day);
  await page.getByLabel('Mes').selectOption({ label: a.month });
  await page.getByLabel('Año').selectOption(a.year);
}

/** Chooses a modality and, when the picker does not choose one by itself, the suggested category. */
export async function chooseModality(page: Page, modality: string) {
  await page.getByRole('radio', { name: modality, exact: false }).first().check();
  const suggested = page.getByRole('radio', { name: /Sugerida para tu edad/ });
  if ((await suggested.count()) > 0 && !(await suggested.first().isChecked())) await suggested.first().check();
}

/** The demo events ask for an emergency contact (a required extra field). */
export async function fillExtraFields(page: Page) {
  const contact = page.getByLabel('Contacto de emergencia');
  if ((await contact.count()) > 0) await contact.fill('Mamá · 55 1111 2222');
}

export async function confirmEmailAndContinue(page: Page) {
  await fillExtraFields(page);
  await page.getByRole('checkbox', { name: 'Mi correo es correcto' }).check();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByRole('tab', { name: 'Pago', selected: true })).toBeVisible();
}
