import { expect, test } from '@playwright/test';
import { demo, fillRegistration, newAthlete, signIn, toast, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';
import { MONTERREY, eventIdByName } from '../support/registrants.ts';

test('the organizer authorises a new person by e-mail; they sign up from the invitation, see only their own registrants, and the admin sees them', async ({ page, browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'organizer screens: the phone layout of the admin area is checked in registrants.spec.ts');
  const eventId = await eventIdByName(request, MONTERREY);
  const email = uniqueEmail('taquilla');
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto(`/admin/eventos/${eventId}/usuarios`);
  await page.getByLabel('Correo', { exact: true }).fill('sin-arroba');
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await expect(page.getByText('Ingresa una dirección de correo válida').first()).toBeVisible();
  await page.getByLabel('Correo', { exact: true }).fill(email);
  await page.getByLabel('Perfil').click();
  await page.getByRole('option', { name: 'Punto de venta' }).click();
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await expect(toast(page, `Le enviamos una invitación a ${email}`)).toBeVisible();
  await expect(page.getByTestId('staff-invitations')).toContainText(email);
  await snap(page, testInfo, 'usuarios-autorizados');
  await expectNoSeriousA11yViolations(page);

  // The invitee opens the mail's link in their own browser, creates their account and accepts.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto('/buzon');
  await invitee.getByTestId('mailbox-item').filter({ hasText: email }).first().getByRole('link', { name: /\/invitacion\// }).first().click();
  await expect(invitee.getByText('Te invitaron a Medio Maratón de Monterrey 2027 con el perfil Punto de venta.')).toBeVisible();
  await invitee.getByRole('link', { name: 'Crear cuenta' }).click();
  await fillRegistration(invitee, newAthlete({ email, firstNames: 'Tomás', lastNames: 'Taquilla Ruiz' }));
  await invitee.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(invitee).toHaveURL(/\/invitacion\//);
  await invitee.getByRole('button', { name: 'Aceptar invitación' }).click();
  await expect(invitee.getByText('Agregado exitosamente').first()).toBeVisible();
  await invitee.getByRole('link', { name: 'Ir al evento' }).click();
  await invitee.getByRole('tab', { name: 'Ingresos' }).click();
  await expect(invitee.getByText('No hay registros con este filtro.')).toBeVisible(); // a point of sale sees only theirs
  await invitee.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(invitee.getByTestId('dashboard-registrants')).toHaveText('0');
  await expect(invitee.getByRole('link', { name: 'Datos completos' })).toHaveCount(0);
  await expect(invitee.getByRole('link', { name: 'Ingresos cobrados' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('staff-members')).toContainText('Tomás Taquilla Ruiz · Punto de venta');
  await expect(page.getByTestId('staff-invitations')).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, demo.admin);
  await admin.goto('/usuario-autorizado');
  await expect(admin.getByTestId('platform-staff-event').filter({ hasText: MONTERREY })).toContainText('Tomás Taquilla Ruiz · Punto de venta');
  await snap(admin, testInfo, 'usuario-autorizado');
  await expectNoSeriousA11yViolations(admin);
});
