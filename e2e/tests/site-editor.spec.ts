import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { signIn, toast } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';

const HOST = 'editor-demo.test';

/** The section ids of the editor's list, top to bottom. */
const listedOrder = (page: Page) => page.getByTestId('site-section').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.sectionId));

/** Drags a section by its handle onto another's place with small pointer steps (dnd-kit follows pointer moves). */
async function dragSection(page: Page, fromId: string, toId: string) {
  const from = await page.locator(`[data-section-id="${fromId}"] [data-testid="drag-handle"]`).boundingBox();
  const to = await page.locator(`[data-section-id="${toId}"] [data-testid="drag-handle"]`).boundingBox();
  if (!from || !to) throw new Error('sin asa para arrastrar');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 20 });
  await page.mouse.up();
}

/** Adds a section from the menu and writes its text fields in its dialog. */
async function addSection(page: Page, kind: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: 'Agregar sección' }).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Editar sección: ${kind}` });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  return dialog;
}

test('the organizer builds a site: adds sections, reorders them by drag and drop, is stopped by a broken one, and visitors see a new order only once published', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the editor is a laptop screen; its phone layout is looked at in the 360 px screenshot');
  test.setTimeout(180_000);
  const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Host: HOST } });
  const publicOrder = async () => {
    const answer = await visitor.get('/api/site');
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { site: { config: { pages: { route: string; sections: { id: string }[] }[] } } };
    return body.site.config.pages.find((p) => p.route === 'home')?.sections.map((section) => section.id);
  };

  // Mis eventos → Corre México Eventos → Sitios web → Crear sitio.
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto('/admin/eventos');
  await page.getByTestId('organizer-card').filter({ hasText: 'Corre México Eventos' }).getByRole('link', { name: 'Configurar: Corre México Eventos' }).click();
  const sites = page.getByRole('region', { name: 'Sitios web' });
  await expect(sites).toBeVisible();
  await sites.getByRole('button', { name: 'Crear sitio' }).click();
  const create = page.getByRole('dialog', { name: 'Crear sitio web' });
  await expect(create).toContainText('CNAME');
  await create.getByLabel('Nombre de host').fill('no es un host');
  await create.getByRole('button', { name: 'Crear sitio' }).click();
  await expect(create.getByText('Escribe un nombre de host como carrera.ejemplo.mx')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The server's refusal (a host another site holds) shows under the field too.
  await create.getByLabel('Nombre de host').fill('corremexico.localhost');
  await create.getByRole('button', { name: 'Crear sitio' }).click();
  await expect(create.getByText('Ese host ya lo usa otro sitio')).toBeVisible();
  await create.getByLabel('Nombre de host').fill(HOST);
  await create.getByRole('button', { name: 'Crear sitio' }).click();
  await expect(page).toHaveURL(/\/admin\/organizadores\/\d+\/sitios\/\d+$/);
  await expect(page.getByRole('heading', { name: HOST, level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-status')).toHaveText('Sin publicar');
  await expect(page.getByTestId('site-preview')).toBeVisible();

  // Two sections, added from the menu and written in their dialogs.
  let dialog = await addSection(page, 'Título', { Texto: 'Primera sección' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Listo' }).click();
  dialog = await addSection(page, 'Texto con título', { Título: 'Segunda sección', Texto: 'Todo sobre **la carrera**.' });
  await dialog.getByRole('button', { name: 'Listo' }).click();
  const before = await listedOrder(page);
  expect(before.slice(-2)).toEqual(['title', 'text']);
  await expect(page.getByTestId('site-preview')).toContainText('Segunda sección');
  // The preview parses the draft's Markdown in the browser (a published site gets it parsed by the server).
  await expect(page.getByTestId('site-preview').locator('strong', { hasText: 'la carrera' })).toBeVisible();

  // Drag and drop: the text goes above the title.
  await dragSection(page, 'text', 'title');
  await expect.poll(() => listedOrder(page)).toEqual([...before.slice(0, -2), 'text', 'title']);
  const published = await listedOrder(page);

  // A broken section (an image without its address) is marked with its message and stops the save.
  dialog = await addSection(page, 'Imagen', {});
  await dialog.getByRole('button', { name: 'Listo' }).click();
  const broken = page.locator('[data-section-id="image"]');
  await expect(broken.getByTestId('section-problem')).toContainText('Escribe una dirección web completa');
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(toast(page, 'Corrige las secciones marcadas antes de guardar').last()).toBeVisible();
  await expect(page.getByTestId('site-status')).toHaveText('Cambios sin guardar');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('editor-1280.png'), fullPage: true });
  await broken.getByRole('button', { name: 'Eliminar Imagen · image' }).click();
  await expect(broken).toHaveCount(0);

  // Saved, then published: visitors get the new order.
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(toast(page, 'Borrador guardado').last()).toBeVisible();
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page, 'Sitio publicado').last()).toBeVisible();
  await expect(page.getByTestId('site-status')).toHaveText('Publicado y al día');
  await expect.poll(publicOrder).toEqual(published);

  // A later reorder (the keyboard-reachable arrow) saved as draft leaves the public site alone until 'Publicar'.
  await page.getByRole('button', { name: 'Subir Título · title' }).click();
  const draft = await listedOrder(page);
  expect(draft).not.toEqual(published);
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(toast(page, 'Borrador guardado').last()).toBeVisible();
  await expect(page.getByTestId('site-status')).toHaveText('Cambios sin publicar');
  expect(await publicOrder()).toEqual(published);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page, 'Sitio publicado').last()).toBeVisible();
  await expect.poll(publicOrder).toEqual(draft);

  // The previous version comes back after a confirmation.
  await page.getByRole('button', { name: 'Restaurar versión anterior' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Restaurar la versión anterior?' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Restaurar versión anterior' }).click();
  await expect(toast(page, 'Versión anterior restaurada').last()).toBeVisible();
  await expect.poll(publicOrder).toEqual(published);
  await expect.poll(() => listedOrder(page)).toEqual(published);

  // A section with list rows: the header's menu gets a second link in its dialog.
  await page.getByRole('button', { name: 'Editar Encabezado con menú · encabezado' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar sección: Encabezado con menú' });
  await dialog.getByRole('button', { name: 'Agregar: Menú' }).click();
  await dialog.getByLabel('Texto', { exact: true }).nth(1).fill('Resultados');
  await dialog.getByLabel('Enlace', { exact: true }).nth(1).fill('no-es-enlace');
  await expect(dialog.getByText('Escribe una dirección web completa')).toBeVisible();
  await dialog.getByLabel('Enlace', { exact: true }).nth(1).fill('/resultados');
  await expectNoSeriousA11yViolations(page);
  await dialog.screenshot({ path: testInfo.outputPath('section-dialog.png') });
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(page.getByTestId('site-preview')).toContainText('Resultados');

  // The drag handle works from the keyboard too (space, arrows, space).
  await page.getByRole('button', { name: 'Arrastrar Título · title' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect.poll(() => listedOrder(page)).toEqual([...published.slice(0, -2), 'title', 'text']);

  // Received forms, and the editor on a phone.
  await page.getByRole('tab', { name: 'Formularios recibidos' }).click();
  await expect(page.getByText('Aún no llegan formularios de tu sitio.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute('href', /\/submissions\.csv$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Editor' }).click();
  await page.getByRole('button', { name: 'Escritorio' }).click();
  await expect(page.getByTestId('site-preview')).toHaveAttribute('data-mode', 'desktop');
  await page.screenshot({ path: testInfo.outputPath('editor-1280-desktop-preview.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Teléfono' }).click();
  await page.screenshot({ path: testInfo.outputPath('editor-360.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // Leaving with the menu link and the last move not saved asks first; staying keeps the draft on screen.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Volver al organizador' }).click();
  const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(leave).toContainText('Tienes cambios sin guardar en el borrador del sitio.');
  await expectNoSeriousA11yViolations(page);
  await leave.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByTestId('site-status')).toHaveText('Cambios sin guardar');
  await expect(page.getByTestId('site-preview')).toContainText('Resultados');

  // The browser's back button asks too; staying keeps the editor and its draft.
  await page.goBack();
  await expect(leave).toContainText('Tienes cambios sin guardar en el borrador del sitio.');
  await leave.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByTestId('site-status')).toHaveText('Cambios sin guardar');

  // Back on the organizer's page (leaving without saving, through the back button), the site is listed as published.
  await page.goBack();
  await leave.getByRole('button', { name: 'Salir sin guardar' }).click();
  const listed = page.getByTestId('organizer-sites');
  await expect(listed).toContainText(HOST);
  await expect(listed).toContainText('Publicado el');
  await expect(listed.getByRole('link', { name: `Editar ${HOST}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('organizer-sites-1280.png'), fullPage: true });
  await visitor.dispose();
});
