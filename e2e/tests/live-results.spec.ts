import { expect, test, type Request } from '@playwright/test';
import { snap } from '../support/screens.ts';
import { createTimingKey, liveEventId, sendReadings, signInOrganizer, unfinishedBib } from '../support/timing.ts';

test('a finish shows up in the open report of a live event at its position and in its finishers count, without reading the page or the event again', async ({ page, request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the stream and the cache are the same on a phone; checked once');
  const base = baseURL!;
  const eventId = await liveEventId(request);
  await signInOrganizer(request, base);
  const key = await createTimingKey(request, base, eventId, 'e2e reporte en vivo');

  await page.goto(`/resultados/evento_${eventId}`);
  const finishersShown = async () => Number(((await page.getByTestId('finishers-count').textContent()) ?? '').replace(/\D/g, ''));
  await expect(page.getByTestId('finishers-count')).toBeVisible();
  await page.getByRole('button', { name: 'Resultados generales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resultados generales' });
  await dialog.getByRole('tab', { name: 'Trail 10 km' }).click();
  await expect(dialog.getByTestId('result-row').first()).toBeVisible();
  // Let the first page and any refetch of it settle, then count every read of the 10 km report's pages.
  await page.waitForTimeout(3_000);
  const finishersBefore = await finishersShown();
  const reads: string[] = [];
  let eventReads = 0;
  const pageRead = (sent: Request) => {
    const url = new URL(sent.url());
    if (url.pathname === `/api/events/${eventId}/results` && url.searchParams.get('modality') === '10K') reads.push(url.search);
    if (url.pathname === `/api/events/${eventId}`) eventReads += 1;
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
  // The count behind the dialog took the event's counts from the same message.
  await expect.poll(finishersShown).toBe(finishersBefore + 1);
  await page.waitForTimeout(2_500); // past the throttled refresh, which reads the event only after a message without counts
  page.off('request', pageRead);
  expect(reads.filter((search) => new URLSearchParams(search).get('offset') === '0')).toEqual([]);
  expect(eventReads).toBe(0);
});
