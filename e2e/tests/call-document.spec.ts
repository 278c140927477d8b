import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { snap } from '../support/screens.ts';

/**
 * A call document stored before imports validated its shape: the page serves the real event with its
 * document swapped for a malformed one, and must render what it can.
 */
async function openWithCallDocument(page: Page, callDocument: unknown) {
  await page.goto('/proximos-eventos');
  const id = await page.getByTestId('event-card').first().getAttribute('data-event-id');
  await page.route(new RegExp(`/api/events/${id}$`), async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { event: { ...body.event, hasCallDocument: true, callDocument } } });
  });
  await page.goto(`/proximos-eventos/${id}/convocatoria`);
}

test('a call document with malformed blocks shows the good ones and says the rest could not be shown', async ({ page }, testInfo) => {
  await openWithCallDocument(page, {
    title: 'Convocatoria con bloques dañados',
    blocks: [
      { kind: 'text', title: 'Entrega de kits', text: 'Sábado de 10:00 a 19:00 en el parque.' },
      { kind: 'map', url: 5 },
      { kind: 'list', items: 'no es una lista' },
      null,
      { kind: 'link', label: 'Reglamento completo', url: 'https://ejemplo.mx/reglamento.pdf' },
    ],
  });
  await expect(page.getByRole('heading', { name: 'Convocatoria con bloques dañados' })).toBeVisible();
  await expect(page.getByText('Sábado de 10:00 a 19:00 en el parque.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reglamento completo' })).toHaveAttribute('href', 'https://ejemplo.mx/reglamento.pdf');
  await expect(page.getByRole('alert')).toHaveText('Una parte de la convocatoria no se pudo mostrar. Si necesitas esa información, consulta al organizador.');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await snap(page, testInfo, 'convocatoria-incompleta');
});

test('a call document with no readable block says so instead of a blank page', async ({ page }) => {
  await openWithCallDocument(page, { title: 7, blocks: [{ kind: 'image', url: ['x'] }, 'texto suelto'] });
  await expect(page.getByText('La convocatoria de este evento no se pudo mostrar. Consulta al organizador.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al evento' })).toBeVisible();
});
