import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';

/** The 30,000-runner marathon the e2e server adds (DEMO_MARATHON_RUNNERS in playwright.config.ts). */
const MARATHON = 'Maratón de la Ciudad de México 2026 (demo a gran escala)';

async function openMarathon(page: Page): Promise<string> {
  await page.goto('/resultados');
  const card = page.getByTestId('event-card').filter({ hasText: MARATHON });
  const id = (await card.getAttribute('data-event-id'))!;
  await card.getByRole('link', { name: 'Resultados' }).click();
  await expect(page.getByRole('heading', { name: MARATHON })).toBeVisible();
  return id;
}

/** The bib the report lists at row `index` (0-based), read from the API the page uses. */
async function bibAt(page: Page, eventId: string, index: number): Promise<number> {
  const answer = await page.request.get(`/api/events/${eventId}/results?modality=42K&offset=${index}&limit=1`);
  return (await answer.json()).rows[0].bib;
}

test('the general report of a 30,000-runner marathon opens on its first page and loads more as it scrolls', async ({ page }, testInfo) => {
  const eventId = await openMarathon(page);
  await expect(page.getByTestId('finishers-count')).toHaveText(/29[\s,.]?99\d/);
  const pages: number[] = [];
  page.on('response', async (response) => {
    // Bytes on the wire (compressed), as a phone pays for them.
    if (/\/api\/events\/\d+\/results\?/.test(response.url())) pages.push((await response.request().sizes()).responseBodySize);
  });
  await page.getByRole('button', { name: 'Resultados generales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resultados generales' });
  const rows = dialog.getByTestId('result-row');
  await expect(rows.first()).toBeVisible();
  // What the tap downloads before the first row shows: one page, not the event.
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages[0]!).toBeLessThan(30_000);
  await snap(page, testInfo, 'maraton-reporte-general');
  await expectNoSeriousA11yViolations(page);

  const bib = await bibAt(page, eventId, 1100);
  const list = dialog.getByTestId('report-rows');
  const rowHeight = testInfo.project.name === 'phone' ? 68 : 44;
  await list.evaluate((element, top) => element.scrollTo(0, top), 1095 * rowHeight);
  await expect(dialog.locator(`[data-testid="result-row"][data-bib="${bib}"]`)).toBeVisible();
  expect(pages.length).toBeGreaterThan(1);
});

test('«Ir a la posición 25000» shows that row, and a searched athlete opens with «Ver mi posición»', async ({ page }, testInfo) => {
  const eventId = await openMarathon(page);
  await page.getByRole('button', { name: 'Resultados generales' }).click();
  let dialog = page.getByRole('dialog', { name: 'Resultados generales' });
  await expect(dialog.getByTestId('result-row').first()).toBeVisible();
  await dialog.getByLabel('Posición').fill('25000');
  await dialog.getByRole('button', { name: 'Ir', exact: true }).click();
  const place = await (await page.request.get(`/api/events/${eventId}/results/position?modality=42K&position=25000`)).json();
  const target = dialog.locator(`[data-testid="result-row"][data-bib="${place.bib}"]`);
  await expect(target).toBeInViewport();
  await expect(target).toContainText('25000');
  await expect(target).toHaveClass(/rr-focus/);
  await snap(page, testInfo, 'maraton-posicion-25000');
  await dialog.getByLabel('Posición').fill('40000');
  await dialog.getByRole('button', { name: 'Ir', exact: true }).click();
  await expect(dialog.getByText('Nadie ocupa la posición 40000 en esta modalidad')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  const searched = await bibAt(page, eventId, 17_500);
  await page.getByRole('button', { name: 'Buscar por nombre o número' }).click();
  const search = page.getByRole('dialog', { name: 'Buscar atleta' });
  await search.getByLabel('Nombre o número').fill(String(searched));
  const found = search.getByTestId('search-result');
  await expect(found).toHaveCount(1);
  await found.getByRole('button').first().click();
  const athlete = page.getByTestId('athlete-dialog');
  await expect(athlete.getByTestId('official-time')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await athlete.getByRole('button', { name: 'Cerrar' }).click();
  await search.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Resultados por categoría' }).click();
  dialog = page.getByRole('dialog', { name: 'Resultados por categoría' });
  await expect(dialog.getByTestId('result-group').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Ver mi posición' }).click();
  const mine = dialog.locator(`[data-testid="result-row"][data-bib="${searched}"]`);
  await expect(mine).toBeInViewport();
  await expect(mine).toHaveClass(/rr-focus/);
  await expectNoSeriousA11yViolations(page);
});

test('the winners of the marathon are one request, as before', async ({ page }) => {
  await openMarathon(page);
  await page.getByRole('button', { name: 'Ganadores' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ganadores' });
  await expect(dialog.getByTestId('winners-category').first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Absolutos Femenil', exact: true })).toBeVisible();
});

test('the results download as CSV from the report', async ({ page }) => {
  await openMarathon(page);
  await page.getByRole('button', { name: 'Resultados generales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resultados generales' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Descargar resultados (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^resultados-\d+-42K\.csv$/);
});
