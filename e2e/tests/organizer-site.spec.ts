import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, newAthlete, toast } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { chooseModality, confirmEmailAndContinue, fillAthleteStep } from '../support/registration.ts';
import { snap } from '../support/screens.ts';

const SITE_HOST = 'carrera-demo.test';
const BARE_HOST = 'sin-sitio.test';
const MONTERREY = 'Medio Maratón de Monterrey 2027';
const ORGANIZER = 'organizador@dorsal.mx';

/** Every section kind of the site model, on three pages (the gallery through a view), published as the organizer. */
function siteDraft({ eventId, image }: { eventId: number; image: string }) {
  const header = { kind: 'header', id: 'encabezado', title: 'Carrera Demo', menu: [{ label: 'Inicio', href: '/' }, { label: 'Inscripción', href: '/inscripcion' }, { label: 'Contacto', href: '#contacto' }] };
  const footer = { kind: 'footer', id: 'pie', text: '© Corre México Eventos', links: [{ label: 'Aviso de privacidad', href: '/aviso' }] };
  return {
    title: 'Carrera Demo',
    analytics: { gaId: 'G-CARRERA123', facebookPixel: '1234567890' },
    theme: { primary: '#FF6F00', secondary: '#0D3B8C', text: '#1B1B3A', background: '#F7F7FA', fontFamily: 'roboto', backgroundImage: null },
    pages: [
      {
        route: 'home',
        title: 'Carrera Demo',
        sections: [
          header,
          { kind: 'banner', id: 'portada', title: 'Medio Maratón de Monterrey', subtitle: 'Corre entre montañas el 12 de septiembre', imageUrl: image, buttonLabel: 'Inscríbete', buttonHref: '/inscripcion' },
          { kind: 'countdown', id: 'cuenta', title: 'Falta poco', target: '2027-09-12T07:00:00-06:00', finishedText: '¡Ya arrancamos!' },
          { kind: 'title', id: 'vive', text: 'Vive la carrera', level: 2 },
          { kind: 'text', id: 'acerca', width: 3, title: 'La ruta', body: 'Un recorrido **plano y rápido** por la ciudad:\n\n- Salida en el Parque Fundidora\n- Meta en la Macroplaza' },
          { kind: 'textImage', id: 'kit', width: 3, title: 'Tu kit', body: 'Playera técnica, medalla y número con chip.', imageUrl: image, imageAlt: 'Corredora con su kit' },
          { kind: 'imageText', id: 'meta', title: 'La meta', body: 'Fotos y resultados en vivo en cuanto cruzas.', imageUrl: image, imageAlt: 'Llegada a la meta' },
          { kind: 'price', id: 'precio', width: 3, title: 'Inscripción 21 km', price: '$650 MXN', items: ['Playera', 'Medalla', 'Chip'], buttonLabel: 'Inscribirme', buttonHref: '/inscripcion' },
          { kind: 'image', id: 'foto', width: 3, url: image, alt: 'Corredores en la salida' },
          { kind: 'video', id: 'video', youtubeId: 'dQw4w9WgXcQ', title: 'Así se vivió 2026' },
          { kind: 'eventWeb', id: 'evento', width: 3, eventId },
          { kind: 'social', id: 'redes', width: 3, title: 'Síguenos', links: [{ network: 'facebook', url: 'https://facebook.com/corremexico' }, { network: 'instagram', url: 'https://instagram.com/corremexico' }, { network: 'strava', url: 'https://strava.com/clubs/corremexico' }] },
          { kind: 'eventsList', id: 'eventos', title: 'Nuestros eventos' },
          { kind: 'view', id: 'fotos', route: 'galeria' },
          { kind: 'download', id: 'convocatoria', label: 'Descargar convocatoria', url: image },
          { kind: 'spacer', id: 'aire', height: 24 },
          { kind: 'text', id: 'borrador', body: 'Texto oculto que nadie debe ver', hidden: true },
          {
            kind: 'form',
            id: 'contacto',
            title: 'Contáctanos',
            submitLabel: 'Enviar mensaje',
            fields: [
              { id: 'nombre', label: 'Nombre', type: 'text', required: true },
              { id: 'correo', label: 'Correo', type: 'email', required: true },
              { id: 'telefono', label: 'Teléfono', type: 'tel' },
              { id: 'distancia', label: 'Distancia', type: 'select', options: ['5 km', '10 km', '21 km'] },
              { id: 'mensaje', label: 'Mensaje', type: 'textarea' },
              { id: 'acepto', label: 'Acepto el aviso de privacidad', type: 'checkbox', required: true },
            ],
          },
          footer,
        ],
      },
      { route: 'inscripcion', title: 'Inscripción', sections: [header, { kind: 'registration', id: 'registro', eventId }, footer] },
      { route: 'galeria', title: 'Galería', sections: [{ kind: 'gallery', id: 'galeria', title: 'Galería 2026', images: [1, 2, 3, 4].map((n) => ({ url: image, alt: `Foto ${n} de la carrera` })) }] },
      { route: 'notFound', title: 'PÁGINA NO ENCONTRADA', sections: [header, { kind: 'notFound', id: 'no-encontrada' }, footer] },
    ],
  };
}

/** The JSON of a successful answer (the answer's text names the failure otherwise). */
async function ok<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), `${answer.url()} ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** Signs in as the demo organizer and publishes the site on SITE_HOST (reusing it on a retry); answers its id and the event's. */
async function publishSite(api: APIRequestContext, origin: string): Promise<{ siteId: number; eventId: number }> {
  const headers = { origin };
  await ok(await api.post('/api/session', { headers, data: { email: ORGANIZER, password: DEMO_PASSWORD } }));
  const { events } = await ok<{ events: { name: string; id: number; organizerName: string }[] }>(await api.get('/api/manage/events'));
  const event = events.find((item) => item.name === MONTERREY)!;
  const { organizers } = await ok<{ organizers: { id: number; name: string }[] }>(await api.get('/api/manage/organizers'));
  const organizerId = organizers.find((item) => item.name === event.organizerName)!.id;
  const { sites } = await ok<{ sites: { id: number; host: string }[] }>(await api.get(`/api/manage/organizers/${organizerId}/sites`));
  let siteId = sites.find((site) => site.host === SITE_HOST)?.id;
  if (!siteId) {
    const created = await api.post(`/api/manage/organizers/${organizerId}/sites`, { headers, data: { host: SITE_HOST } });
    expect(created.status()).toBe(201);
    siteId = (await created.json()).site.id as number;
  }
  const photo = fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'retrato.jpg'));
  const uploaded = await api.post(`/api/manage/sites/${siteId}/images`, { headers, multipart: { image: { name: 'salida.jpg', mimeType: 'image/jpeg', buffer: photo } } });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const image = (await uploaded.json()).url as string;
  const saved = await api.put(`/api/manage/sites/${siteId}`, { headers, data: { host: SITE_HOST, draft: siteDraft({ eventId: event.id, image }) } });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await api.post(`/api/manage/sites/${siteId}/publish`, { headers })).ok()).toBe(true);
  return { siteId, eventId: event.id };
}

/** A custom view of the event (a card with the athlete's name), created as the signed-in organizer; answers its number. */
async function createView(api: APIRequestContext, origin: string, eventId: number): Promise<number> {
  const canvas = { width: 1080, height: 1080, padding: 40, boxPadding: 8, background: '#0D3B8C', backgroundImage: null, fontFamily: 'roboto', fontSize: 48, color: '#FFFFFF' };
  const boxes = [{ text: 'Tarjeta del sitio', x: 5, y: 8, width: 90, fontSize: 40, color: null, background: null, backgroundImage: null }];
  const { view } = await ok<{ view: { viewIndex: number } }>(await api.post(`/api/manage/events/${eventId}/views`, { headers: { origin }, data: { name: 'Tarjeta del sitio', canvas, boxes } }));
  return view.viewIndex;
}

/** A Chromium of its own that resolves the organizer's host names to this server. */
function launchWithHosts(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--host-resolver-rules=MAP ${SITE_HOST} 127.0.0.1, MAP ${BARE_HOST} 127.0.0.1`,
    ],
  });
}

async function submissions(api: APIRequestContext, siteId: number): Promise<unknown[]> {
  return (await (await api.get(`/api/manage/sites/${siteId}/submissions`)).json()).submissions;
}

/** Scrolls through the page so its lazy images load before a full-page screenshot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

async function newSitePage(browser: Browser, phone = false): Promise<Page> {
  const context = await browser.newContext({
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    viewport: phone ? { width: 360, height: 740 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
  });
  // The site's trackers (Google Analytics, Facebook pixel) are configured; their scripts never leave the machine.
  await context.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => route.abort());
  return context.newPage();
}

test.describe('organizer website on its own host', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone layout is checked inside, in its own context');
  test.describe.configure({ timeout: 180_000 });

  let browser: Browser;
  let siteId: number;
  let eventId: number;
  let viewIndex: number;
  let site: string;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    ({ siteId, eventId } = await publishSite(api, baseURL!));
    viewIndex = await createView(api, baseURL!, eventId);
    await api.dispose();
    browser = await launchWithHosts();
    site = `http://${SITE_HOST}:${new URL(baseURL!).port}`;
  });

  test.afterAll(async () => {
    await browser?.close();
  });

  test('renders every section kind in the site theme, and its pages by route', async () => {
    const testInfo = test.info();
    const page = await newSitePage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Medio Maratón de Monterrey' })).toBeVisible();
    await expect(page).toHaveTitle('Carrera Demo');
    for (const kind of ['header', 'banner', 'countdown', 'title', 'text', 'textImage', 'imageText', 'price', 'image', 'video', 'eventWeb', 'social', 'eventsList', 'view', 'download', 'spacer', 'form', 'footer']) {
      await expect(page.locator(`[data-section="${kind}"]`).first(), kind).toBeAttached();
    }
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden(); // the menu is in the bar on desktop
    await expect(page.getByRole('navigation', { name: 'Carrera Demo' }).getByRole('link', { name: 'Inscripción' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vive la carrera' })).toBeVisible();
    await expect(page.locator('[data-section="text"]').getByText('plano y rápido')).toHaveCSS('font-weight', '700'); // Markdown
    await expect(page.locator('[data-section="text"]').getByRole('listitem')).toHaveText(['Salida en el Parque Fundidora', 'Meta en la Macroplaza']);
    // Drawn from the server's tree: the page downloads the drawer, never the parser (MarkdownText and micromark).
    expect(scripts.some((path) => /\/MarkdownTree-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/MarkdownText-/.test(path))).toEqual([]);
    await expect(page.getByText('Texto oculto que nadie debe ver')).toHaveCount(0);
    await expect(page.getByTitle('Así se vivió 2026')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/corremexico');
    await expect(page.getByRole('list', { name: 'Galería 2026' }).getByRole('img')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Descargar convocatoria' })).toBeVisible();
    const events = page.locator('[data-section="eventsList"]').getByTestId('site-event');
    await expect(events.filter({ hasText: MONTERREY }).getByText('En proceso de inscripciones')).toBeVisible();
    await expect(page.locator('[data-section="eventsList"]').getByText('Durante el evento').first()).toBeVisible();
    await expect(page.locator('[data-section="eventWeb"]').getByRole('link', { name: 'Inscribirme' })).toHaveAttribute('href', '/inscripcion#registro');
    // Half-width sections sit side by side on desktop (width 3 of 6 = 6 of 12 columns).
    const text = await page.locator('[data-section="text"]').boundingBox();
    const kit = await page.locator('[data-section="textImage"]').boundingBox();
    expect(Math.abs(text!.y - kit!.y)).toBeLessThan(2);
    expect(kit!.x).toBeGreaterThan(600);
    // The theme: orange primary bar.
    await expect(page.locator('[data-section="header"] header')).toHaveCSS('background-color', 'rgb(255, 111, 0)');
    await loadLazyImages(page);
    await snap(page, testInfo, 'sitio-organizador');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${site}/galeria`);
    await expect(page.getByRole('heading', { name: 'Galería 2026' })).toBeVisible();
    await expect(page).toHaveTitle('Galería · Carrera Demo');
    await page.goto(`${site}/no-existe`);
    await expect(page.getByRole('heading', { name: 'PÁGINA NO ENCONTRADA' })).toBeVisible();
    await expect(page.getByText('Intenta una ruta diferente')).toBeVisible();
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(`${site}/`);
    await page.context().close();
  });

  test('the server draws the opening sections (no JS needed to see them); custom views and only /descarga on the site host', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const bare = await context.newPage();
    await bare.goto(`${site}/`);
    await expect(bare.getByRole('heading', { level: 1, name: 'Medio Maratón de Monterrey' })).toBeVisible();
    await expect(bare.getByRole('navigation', { name: 'Carrera Demo' }).getByRole('link', { name: 'Inscripción' })).toBeVisible();
    await expect(bare.locator('header')).toHaveCSS('background-color', 'rgb(255, 111, 0)');
    await expect(bare.getByText('Falta poco')).toHaveCount(0); // the countdown is the app's
    await context.close();

    const page = await newSitePage(browser);
    await page.goto(`${site}/`);
    await expect(page.getByTestId('countdown')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1); // the server's drawing gave way to the app's
    await page.goto(`${site}/views/${eventId}/${viewIndex}`);
    await expect(page.getByTestId('view-box').first()).toHaveText('Tarjeta del sitio');
    await page.goto(`${site}/views/999999/${viewIndex}`); // an event that is not among this organizer's
    await expect(page.getByRole('heading', { name: 'PÁGINA NO ENCONTRADA' })).toBeVisible();
    await page.goto(`${site}/inscripcion/ABC123/otra`);
    await expect(page.getByRole('heading', { name: 'PÁGINA NO ENCONTRADA' })).toBeVisible();
    await page.context().close();
  });

  test("page views go to the site's own trackers on every page; the tkl a visitor arrived with reaches the registration", async () => {
    const page = await newSitePage(browser);
    await page.goto(`${site}/?tkl=radio-norte`);
    await expect(page.getByTestId('countdown')).toBeVisible();
    const options = page.waitForRequest((request) => /\/api\/events\/\d+\/registration\?tkl=radio-norte$/.test(request.url()));
    await page.getByRole('navigation', { name: 'Carrera Demo' }).getByRole('link', { name: 'Inscripción' }).click();
    await expect(page.getByRole('tab', { name: 'Datos del atleta' })).toBeVisible();
    await options;
    const sent = await page.evaluate(() => {
      const w = window as unknown as { dataLayer: IArguments[]; fbq: { queue: unknown[][] } };
      return { ga: w.dataLayer.map((args) => Array.from(args)), pixel: w.fbq.queue };
    });
    const views = sent.ga.filter((args) => args[0] === 'event' && args[1] === 'page_view' && (args[2] as { send_to: string }).send_to === 'G-CARRERA123');
    expect(views.map((args) => (args[2] as { page_path: string }).page_path)).toEqual(['/', '/inscripcion']);
    expect(sent.pixel.filter((args) => args[0] === 'trackSingle' && args[1] === '1234567890' && args[2] === 'PageView')).toHaveLength(2);
    await page.context().close();
  });

  test('the countdown ticks every second', async () => {
    const page = await newSitePage(browser);
    await page.goto(`${site}/`);
    const timer = page.getByTestId('countdown');
    await expect(timer).toContainText('días');
    const first = await timer.innerText();
    await expect.poll(() => timer.innerText(), { timeout: 3000 }).not.toBe(first);
    await page.context().close();
  });

  test('a form refuses missing required fields with a toast each and stores a complete one', async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    await api.post('/api/session', { headers: { origin: baseURL! }, data: { email: ORGANIZER, password: DEMO_PASSWORD } });
    const before = (await submissions(api, siteId)).length;
    const page = await newSitePage(browser);
    await page.goto(`${site}/#contacto`);
    const form = page.getByRole('form', { name: 'Contáctanos' });
    await form.getByLabel('Nombre').fill('Lucía Garza');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(toast(page, 'El campo Correo es un campo requerido')).toBeVisible();
    await expect(toast(page, 'El campo Acepto el aviso de privacidad es un campo requerido')).toBeVisible();
    expect((await submissions(api, siteId)).length).toBe(before);

    await form.getByLabel('Correo').fill('lucia@ejemplo.mx');
    await form.getByLabel('Distancia').selectOption('21 km');
    await form.getByLabel('Mensaje').fill('¿Hay guardarropa en la salida?');
    await form.getByRole('checkbox', { name: 'Acepto el aviso de privacidad' }).check();
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('Formulario enviado correctamente')).toBeVisible();
    const stored = await submissions(api, siteId);
    expect(stored.length).toBe(before + 1);
    expect(stored[0]).toMatchObject({ route: 'home', sectionId: 'contacto', values: { nombre: 'Lucía Garza', correo: 'lucia@ejemplo.mx', distancia: '21 km', acepto: true } });
    await page.getByRole('button', { name: 'Volver al formulario' }).click();
    await expect(page.getByRole('form', { name: 'Contáctanos' }).getByLabel('Nombre')).toHaveValue('');
    await page.context().close();
    await api.dispose();
  });

  test('the embedded registration pays in the sandbox and shows its confirmation at the site’s own path', async () => {
    const testInfo = test.info();
    const page = await newSitePage(browser);
    await page.goto(`${site}/inscripcion`);
    await expect(page).toHaveTitle('Inscripción · Carrera Demo');
    await expect(page.getByRole('tab', { name: 'Datos del atleta' })).toBeVisible();
    await expectNoSeriousA11yViolations(page); // the wizard in the site's orange theme
    const athlete = newAthlete({ firstNames: 'Sofía', lastNames: 'Garza Leal', year: '1992' });
    await fillAthleteStep(page, athlete);
    await page.getByRole('button', { name: 'Confirmar mis datos' }).click();
    await chooseModality(page, '10 km');
    await confirmEmailAndContinue(page);
    await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
    await page.getByLabel('Número de tarjeta').fill('4242424242424242');
    await page.getByLabel('Nombre del titular').fill('SOFIA GARZA');
    await page.getByLabel('Mes de expiración').fill('12');
    await page.getByLabel('Año de expiración').fill('2030');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(toast(page, 'Pago exitoso')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${site}/inscripcion/[^/?#]+$`));
    await expect(page.getByTestId('digital-bib')).toBeVisible();
    await expect(page.locator('[data-section="header"]')).toBeVisible(); // still the organizer's site around it
    await expect(page).toHaveTitle('Confirmación de inscripción · Carrera Demo');
    await snap(page, testInfo, 'sitio-confirmacion');
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await page.goto(`${page.url()}/descarga`);
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await page.context().close();
  });

  test('on a phone the menu folds into a button and sections take the whole width', async () => {
    const testInfo = test.info();
    const page = await newSitePage(browser, true);
    await page.goto(`${site}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Medio Maratón de Monterrey' })).toBeVisible();
    const text = await page.locator('[data-section="text"]').boundingBox();
    const kit = await page.locator('[data-section="textImage"]').boundingBox();
    expect(kit!.y).toBeGreaterThan(text!.y + text!.height - 1);
    expect(kit!.width).toBeGreaterThan(340);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await loadLazyImages(page);
    await snap(page, testInfo, 'sitio-organizador-telefono');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.locator('.MuiDrawer-paper').getByRole('link', { name: 'Inscripción' }).click();
    await expect(page).toHaveURL(`${site}/inscripcion`);
    await expect(page.getByRole('tab', { name: 'Datos del atleta' })).toBeVisible();
    await page.context().close();
  });

  test('a host without a published site keeps the logo-only loading screen', async () => {
    const page = await newSitePage(browser);
    await page.goto(`http://${BARE_HOST}:${new URL(site).port}/`);
    await expect(page.getByRole('status', { name: 'Dorsal' })).toBeVisible();
    await expect(page.getByTestId('organizer-site')).toHaveCount(0);
    await page.context().close();
  });
});
