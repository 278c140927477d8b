import { expect, test } from '@playwright/test';
import { signIn, toast } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';
import { liveEventId, signInOrganizer, unfinishedBib } from '../support/timing.ts';

test.skip(({ isMobile }) => isMobile, 'the organizer builds views on a laptop; the public page is checked at phone size below');

test('an organizer builds a custom view; an open view of a bib follows its result live', async ({ page, browser, request, baseURL }, testInfo) => {
  const base = baseURL!;
  const eventId = await liveEventId(request);
  await signInOrganizer(request, base);

  // The organizer creates a view in 'Vistas', with a preview filled with a result of the event.
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto(`/admin/eventos/${eventId}/vistas`);
  await expect(page.getByRole('heading', { name: 'Vistas' })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva vista' }).click();
  await page.getByLabel('Nombre de la vista').fill('Pantalla de meta');
  await page.getByRole('button', { name: 'Agregar caja' }).click();
  await page.getByLabel('Texto (Caja 4)').fill('Número {numero} · {modalidad} <b>{nada}</b>');
  const preview = page.getByTestId('view-preview');
  await expect(preview.getByTestId('view-box').first()).toHaveText('Trail Nevado de Toluca 2026');
  await expect(preview.getByTestId('view-box').nth(3)).toContainText(/^Número \d+ · Trail .+ <b>\{nada\}<\/b>$/);
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'vista-editor');
  await page.getByRole('button', { name: 'Guardar vista' }).click();
  await expect(toast(page, 'Vista guardada')).toBeVisible();
  await expect(page.getByTestId('event-view').filter({ hasText: 'Pantalla de meta' })).toBeVisible();
  const listed = (await (await request.get(`${base}/api/manage/events/${eventId}/views`)).json()) as { views: { viewIndex: number; name: string }[] };
  const viewIndex = listed.views.find((view) => view.name === 'Pantalla de meta')!.viewIndex;

  // Anyone opens the view of a runner still on the course: their name, no time yet.
  const bib = await unfinishedBib(request, base, eventId, 2790);
  const { result } = (await (await request.get(`${base}/api/events/${eventId}/results/${bib}`)).json()) as { result: { name: string } };
  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const screen = await visitor.newPage();
  await screen.goto(`${base}/views/${eventId}/${viewIndex}/${bib}`);
  const boxes = screen.getByTestId('view-box');
  await expect(boxes.nth(1)).toHaveText(result.name);
  await expect(boxes.nth(2)).toHaveText('');
  await expect(boxes.nth(3)).toContainText(`Número ${bib} · Trail`);
  const canvas = await screen.getByTestId('view-canvas').boundingBox();
  expect(canvas!.width).toBeLessThanOrEqual(361); // scaled to fit the phone
  await expectNoSeriousA11yViolations(screen);

  // Staff record the runner at the finish: the open view shows the time without a reload.
  const crossed = await request.post(`${base}/api/manage/events/${eventId}/timing/manual`, {
    data: { bib, checkpoint: 'meta', time: new Date().toISOString(), readId: `view-${bib}-${Date.now()}` },
    headers: { origin: base },
  });
  expect(crossed.status(), await crossed.text()).toBe(200);
  await expect(boxes.nth(2)).toHaveText(/^\d{2}:\d{2}:\d{2}$/, { timeout: 15_000 });
  const first = (await boxes.nth(2).textContent())!;

  // A correction of the finish time (10 s earlier) changes it again, still without a reload.
  const manual = (await (await request.get(`${base}/api/manage/events/${eventId}/timing/manual`)).json()) as { passings: { id: number; bib: number; at: string }[] };
  const passing = manual.passings.find((candidate) => candidate.bib === bib)!;
  const corrected = await request.patch(`${base}/api/manage/events/${eventId}/timing/passings/${passing.id}`, {
    data: { time: new Date(Date.parse(passing.at) - 10_000).toISOString() },
    headers: { origin: base },
  });
  expect(corrected.status(), await corrected.text()).toBe(200);
  await expect(boxes.nth(2)).not.toHaveText(first, { timeout: 15_000 });
  await expect(boxes.nth(2)).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await snap(screen, testInfo, 'vista-publica-360');
  await visitor.close();
});
