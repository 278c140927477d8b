import { expect, test, type Request } from '@playwright/test';
import { snap } from '../support/screens.ts';
import { createTimingKey, liveEventId, sendReadings, signInOrganizer, unfinishedBib } from '../support/timing.ts';

test('a finish shows up in the open report of a live event at its position, without reading the page again', async ({ page, request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the stream and the cache are the same on a phone; checked once');
  const base = baseURL!;
  const eventId = await liveEventId(request);
  await signInOrganizer(request, base);
  const key = await createTimingKey(request, base, eventId, 'e2e reporte en vivo');

  await page.goto(`/resultados/evento_${eventId}`);
  await page.getByRole('button', { name: 'Resultados generales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resultados generales' });
  await dialog.getByRole('tab', { name: 'Trail 10 km' }).click();
  await expect(dialog.getByTestId('result-row').first()).toBeVisible();
  // Let the first page and any refetch of it settle, then count every read of the 10 km report's pages.
  await page.waitForTimeout(3_000);
  const reads: string[] = [];
  const pageRead = (sent: Request) => {
    const url = new URL(sent.url());
    if (url.pathname === `/api/events/${eventId}/results` && url.searchParams.get('modality') === '10K') reads.push(url.search);
  };
  page.on('request', pageRead);

  const bib = await unfinishedBib(request, base, eventId, 2700);
  const sent = await sendReadings(request, base, eventId, key, [{ bib, checkpoint: 'meta', readerId: 'meta-reporte' }]);
  expect(sent.body.accepted).toBe(1);
  const { result } = (await (await request.get(`${base}/api/events/${eventId}/results/${bib}`)).json()) as { result: { overallPosition: number } };
  expect(result.overallPosition).toBeGreaterThan(0);

  const row = dialog.locator(`[data-testid="result-row"][data-bib="${bib}"]`);
  const list = dialog.getByTestId('report-rows');
  // The runner's line is wherever their position puts it: scroll the first page's lines until it is drawn.
  await expect(async () => {
    if (!(await row.isVisible())) await list.evaluate((element) => element.scrollBy(0, 200));
    await expect(row).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(result.overallPosition));
  await expect(row).toContainText(/\d{2}:\d{2}:\d{2}/);
  await row.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'reporte-en-vivo');
  page.off('request', pageRead);
  expect(reads.filter((search) => new URLSearchParams(search).get('offset') === '0')).toEqual([]);
});
