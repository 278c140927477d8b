import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';

const PAST = 'Carrera Bosque de Chapultepec 2026';

async function openPastEvent(page: Page) {
  await page.goto('/resultados');
  await expect(page.getByRole('heading', { name: 'Eventos Anteriores' })).toBeVisible();
  const card = page.getByTestId('event-card').filter({ hasText: PAST });
  await card.getByRole('link', { name: 'Resultados' }).click();
  await expect(page.getByRole('heading', { name: PAST })).toBeVisible();
}

test('past events list newest first and the results page shows the event', async ({ page }, testInfo) => {
  await page.goto('/eventos-anteriores');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  const names = await page.getByTestId('event-card').locator('h2, h3').allTextContents();
  const order = [PAST, '10K Nocturna Puebla 2026', 'Maratón de la Ciudad Blanca Mérida 2025'].map((name) => names.indexOf(name));
  expect(order.every((index) => index >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order); // newest first
  await snap(page, testInfo, 'eventos-anteriores');
  await openPastEvent(page);
  await expect(page.getByTestId('organizer-message')).toContainText('Gracias por correr con nosotros');
  await expect(page.getByTestId('finishers-count')).toHaveText('195');
  await snap(page, testInfo, 'resultados-evento');
  await expectNoSeriousA11yViolations(page);
});

test('the event also opens as /resultados/evento_{id}', async ({ page }) => {
  await page.goto('/resultados');
  const id = await page.getByTestId('event-card').filter({ hasText: PAST }).getAttribute('data-event-id');
  await page.goto(`/resultados/evento_${id}`);
  await expect(page.getByRole('heading', { name: PAST })).toBeVisible();
});

test('general report lists by position with splits, flags with their notes last', async ({ page }, testInfo) => {
  await openPastEvent(page);
  await page.getByRole('button', { name: 'Resultados generales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resultados generales' });
  await dialog.getByRole('tab', { name: '10 km' }).click();
  const rows = dialog.getByTestId('result-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('00:33:21');
  if (testInfo.project.name === 'desktop') await expect(dialog.getByRole('columnheader', { name: 'KM 5' })).toBeVisible();
  // The certificate downloads are in view without scrolling the wide table sideways.
  await expect(rows.first().getByTestId('certificate-pdf')).toBeInViewport();
  await snap(page, testInfo, 'reporte-general');
  await expectNoSeriousA11yViolations(page);
  const list = dialog.getByTestId('report-rows');
  await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(dialog.getByText('El atleta no finalizó el evento', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText('El atleta fue descalificado por los jueces del evento').first()).toBeVisible();
  await expect(dialog.getByText('El atleta no inició el evento').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
});

test('winners, category and branch reports', async ({ page }, testInfo) => {
  await openPastEvent(page);
  await page.getByRole('button', { name: 'Ganadores' }).click();
  let dialog = page.getByRole('dialog', { name: 'Ganadores' });
  await expect(dialog.getByTestId('winners-category').first()).toBeVisible();
  await expect(dialog.getByText('Absolutos Femenil').first()).toBeVisible();
  // Each podium has a heading of its own, its words apart ('Libre Femenil', not 'LibreFemenil').
  await expect(dialog.getByRole('heading', { name: 'Libre Femenil', exact: true })).toBeVisible();
  await snap(page, testInfo, 'ganadores');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Resultados por categoría' }).click();
  dialog = page.getByRole('dialog', { name: 'Resultados por categoría' });
  await expect(dialog.getByTestId('result-group').first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Absolutos Femenil', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Resultados por rama' }).click();
  dialog = page.getByRole('dialog', { name: 'Resultados por rama' });
  await expect(dialog.getByTestId('result-group').filter({ hasText: 'Femenil' }).first()).toBeVisible();
});

test('an overall winner shows Absoluto as category place; the category\'s winner alone shows 1', async ({ page }) => {
  await openPastEvent(page);
  await page.getByRole('button', { name: 'Ganadores' }).click();
  const winners = page.getByRole('dialog', { name: 'Ganadores' });
  const podium = (name: string) => winners.getByTestId('winners-category').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const overallWinner = podium('Absolutos Femenil').getByTestId('winner-row').first();
  const categoryWinner = podium('Libre Femenil').getByTestId('winner-row').first();
  const overallBib = await overallWinner.getAttribute('data-bib');
  const categoryBib = await categoryWinner.getAttribute('data-bib');

  await overallWinner.getByRole('button').click();
  let athlete = page.getByTestId('athlete-dialog');
  await expect(athlete.getByTestId('position-category')).toHaveText('Absoluto');
  await athlete.getByRole('button', { name: 'Cerrar' }).click();
  await categoryWinner.getByRole('button').click();
  athlete = page.getByTestId('athlete-dialog');
  await expect(athlete.getByTestId('position-category')).toHaveText('1');
  await athlete.getByRole('button', { name: 'Cerrar' }).click();
  await winners.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Resultados generales' }).click();
  const report = page.getByRole('dialog', { name: 'Resultados generales' });
  await expect(report.locator(`[data-testid="result-row"][data-bib="${overallBib}"]`)).toContainText('Absoluto');
  await expect(report.locator(`[data-testid="result-row"][data-bib="${categoryBib}"]`)).not.toContainText('Absoluto');
});

test('search by name and number, then the athlete detail with controls and video', async ({ page }, testInfo) => {
  await openPastEvent(page);
  await page.getByRole('button', { name: 'Buscar por nombre o número' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buscar atleta' });
  await dialog.getByLabel('Nombre o número').fill('he');
  await expect(dialog.getByText('Escribe al menos 3 letras o el número')).toBeVisible();
  await dialog.getByLabel('Nombre o número').fill('munoz perez');
  await expect(dialog.getByTestId('search-result').first()).toContainText('Muñoz Pérez');
  await dialog.getByLabel('Nombre o número').fill('2018');
  const found = dialog.getByTestId('search-result');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Diego Sánchez García');
  await found.getByRole('button').first().click();

  const athlete = page.getByTestId('athlete-dialog');
  await expect(athlete.getByTestId('official-time')).toHaveText('00:33:21');
  await expect(athlete.getByTestId('position-general')).toContainText('1');
  await expect(athlete.getByTestId('controls-table')).toContainText('KM 5');
  await expect(athlete.locator('iframe[src*="youtube-nocookie.com/embed/M7lc1UVf-VE?start=196"]')).toHaveCount(1);
  // The demo's finish-line photos near this finisher's arrival (issue 14's matching) fill the carousel.
  await expect(athlete.getByTestId('athlete-photos').getByTestId('photo-slide').first()).toBeVisible();
  await snap(page, testInfo, 'detalle-atleta');
  await expectNoSeriousA11yViolations(page);
});

test('certificates download as JPG and PDF from the athlete detail', async ({ page }) => {
  await openPastEvent(page);
  await page.getByRole('button', { name: 'Buscar por nombre o número' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buscar atleta' });
  await dialog.getByLabel('Nombre o número').fill('2018');
  await dialog.getByTestId('search-result').getByRole('button').first().click();
  const athlete = page.getByTestId('athlete-dialog');

  const [jpg] = await Promise.all([page.waitForEvent('download'), athlete.getByRole('link', { name: 'Descargar certificado JPG' }).click()]);
  expect(jpg.suggestedFilename()).toMatch(/^certificado-2018-.+\.jpg$/);
  const jpgHref = await athlete.getByRole('link', { name: 'Descargar certificado JPG' }).getAttribute('href');
  const jpgResponse = await page.request.get(jpgHref!);
  expect(jpgResponse.headers()['content-type']).toBe('image/jpeg');
  expect((await jpgResponse.body()).length).toBeGreaterThan(50_000);

  const [pdf] = await Promise.all([page.waitForEvent('download'), athlete.getByRole('link', { name: 'Descargar certificado PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfHref = await athlete.getByRole('link', { name: 'Descargar certificado PDF' }).getAttribute('href');
  const pdfResponse = await page.request.get(pdfHref!);
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
  const body = await pdfResponse.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(50_000);
});

test('a disqualified or unfinished athlete offers no certificate', async ({ page }) => {
  await openPastEvent(page);
  await page.getByRole('button', { name: 'Buscar por nombre o número' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buscar atleta' });
  await dialog.getByLabel('Nombre o número').fill('2090');
  await dialog.getByTestId('search-result').getByRole('button').first().click();
  const athlete = page.getByTestId('athlete-dialog');
  await expect(athlete).toContainText('DNF · El atleta no finalizó el evento');
  await expect(athlete.getByRole('link', { name: /Descargar certificado/ })).toHaveCount(0);
});

test('upcoming events and an event information page with its call document', async ({ page }, testInfo) => {
  await page.goto('/proximos-eventos');
  const cards = page.getByTestId('event-card');
  await expect(cards.first()).toContainText('Medio Maratón de Monterrey 2027');
  await expect(cards.first()).toContainText('domingo 21 de febrero de 2027');
  await cards.first().getByRole('link', { name: 'Información' }).click();
  await expect(page.getByRole('heading', { name: 'Medio Maratón de Monterrey 2027' })).toBeVisible();
  await expect(page.getByTestId('modality').first()).toContainText('5 km');
  await expect(page.getByText('60 años y más').first()).toBeVisible();
  await page.getByRole('link', { name: 'Convocatoria' }).click();
  await expect(page.getByText('Entrega de kits: viernes y sábado de 10:00 a 19:00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver mapa' })).toHaveAttribute('href', /google\.com\/maps/);
  await snap(page, testInfo, 'convocatoria');
});

test('live events list', async ({ page }) => {
  await page.goto('/live');
  await expect(page.getByRole('heading', { name: 'Eventos en vivo' })).toBeVisible();
  const card = page.getByTestId('event-card').first();
  await expect(card).toContainText('Trail Nevado de Toluca 2026');
  await expect(card).toContainText('EVENTO EN PROCESO');
  await expect(card.getByRole('link', { name: 'PRELIMINARES' })).toBeVisible();
});
