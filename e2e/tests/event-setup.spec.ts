import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { fillRegistration, newAthlete, openMenu, signIn, toast } from '../support/accounts.ts';
import { chooseModality } from '../support/registration.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { snap } from '../support/screens.ts';

test('a new account creates an event as a draft, sets it up, and publishes it in test mode', async ({ page }, testInfo) => {
  // 3.6 min on a phone: run it there with E2E_PHONE_SETUP=1 (it found toasts covering a full-screen dialog's 'Guardar'; fixed).
  test.skip(testInfo.project.name !== 'desktop' && !process.env.E2E_PHONE_SETUP, 'the admin setup screens are desktop work in CI (E2E_PHONE_SETUP=1 runs them at 360 px)');
  const organizer = newAthlete();
  await page.goto('/registro');
  await fillRegistration(page, organizer);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/atletas$/);

  const drawer = await openMenu(page);
  await drawer.getByRole('link', { name: 'Administrar eventos' }).click();
  await page.getByRole('button', { name: 'Crear evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo evento' });
  const name = `Carrera Nocturna de Coyoacán ${testInfo.project.name} ${Date.now()}`;
  await dialog.getByRole('button', { name: 'Crear evento' }).click();
  await expect(dialog.getByText('Campo requerido').first()).toBeVisible();
  await dialog.getByLabel('Nombre del evento').fill(name);
  await dialog.getByLabel('Fecha').fill('2027-05-22');
  await dialog.getByLabel('Hora de inicio').fill('20:00');
  await dialog.getByLabel('Lugar').fill('Jardín Centenario');
  await dialog.getByLabel('Ciudad').fill('Ciudad de México');
  await snap(page, testInfo, 'crear-evento');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Crear evento' }).click();
  await expect(toast(page, `Evento creado: ${name}`)).toBeVisible();

  // Its settings page: a draft, seen by its staff only.
  await expect(page).toHaveURL(/\/admin\/eventos\/\d+$/);
  const eventId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Borrador: solo tu equipo ve este evento.', { exact: false })).toBeVisible();
  await page.getByLabel('ID de Google Analytics').fill('ABC');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('El ID de Google Analytics empieza con G- (o UA-)')).toBeVisible();
  await page.getByLabel('ID de Google Analytics').fill('G-COYO2027');
  await page.getByLabel('Ciudad').fill('Coyoacán, CDMX');
  await page.getByRole('switch', { name: 'Modo prueba' }).check();
  const logo = await sharp({ create: { width: 900, height: 300, channels: 4, background: '#F26B1D' } }).png().toBuffer();
  await page.getByLabel('Subir logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(toast(page, 'Logo actualizado')).toBeVisible();
  await expect(page.getByTestId('event-logo').getByRole('img', { name: `Logo de ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Cambios guardados')).toBeVisible();
  await snap(page, testInfo, 'datos-del-evento');
  await expectNoSeriousA11yViolations(page);

  // How the form asks and how athletes pay: at least one payment method.
  await page.getByRole('tab', { name: 'Inscripción' }).click();
  const rules = page.getByTestId('registration-rules-form');
  await rules.getByRole('checkbox', { name: 'Tarjeta' }).uncheck();
  await rules.getByRole('checkbox', { name: 'Efectivo en OXXO' }).uncheck();
  await rules.getByRole('button', { name: 'Guardar inscripción' }).click();
  await expect(rules.getByText('Elige al menos una forma de pago')).toBeVisible();
  await rules.getByRole('checkbox', { name: 'Tarjeta' }).check();
  await rules.getByRole('switch', { name: 'Apellidos en dos campos (paterno y materno)' }).check();
  await rules.getByLabel('Comisión al atleta (%)').fill('5');
  await rules.getByRole('button', { name: 'Guardar inscripción' }).click();
  await expect(toast(page, 'Inscripción guardada')).toBeVisible();

  // Dollars as a second currency at the rate given; a rate of 0 is refused.
  const currencies = page.getByTestId('currencies-form');
  await currencies.getByRole('button', { name: 'Agregar moneda' }).click();
  await currencies.getByLabel('Código (3 letras)').fill('usd');
  await currencies.getByLabel('Nombre', { exact: true }).fill('Dólares');
  await currencies.getByLabel('Pesos por unidad').fill('0');
  await currencies.getByRole('button', { name: 'Guardar monedas' }).click();
  await expect(currencies.getByText('Escribe cuántos pesos vale una unidad (mayor que 0)')).toBeVisible();
  await currencies.getByLabel('Pesos por unidad').fill('18.50');
  await currencies.getByRole('button', { name: 'Guardar monedas' }).click();
  await expect(toast(page, 'Monedas guardadas')).toBeVisible();
  await expect(currencies.getByLabel('Código (3 letras)')).toHaveValue('USD');
  await snap(page, testInfo, 'inscripcion-monedas');
  await expectNoSeriousA11yViolations(page);

  // The digital bib: a background image, the text colour (a bad one refused) and the white back, previewed live.
  const bibDesign = page.getByTestId('bib-design-form');
  const bibPreview = bibDesign.getByRole('img', { name: 'Vista previa del número 123 de Atleta de Ejemplo' });
  const previewSrc = () => bibPreview.getAttribute('src');
  await expect.poll(() => bibPreview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1025);
  const defaultPreview = await previewSrc();
  const bibBackground = await sharp({ create: { width: 2050, height: 1640, channels: 3, background: '#0B5D4B' } }).jpeg().toBuffer();
  await bibDesign.getByLabel('Subir imagen').setInputFiles({ name: 'fondo-numero.jpg', mimeType: 'image/jpeg', buffer: bibBackground });
  await expect(toast(page, 'Imagen del número actualizada')).toBeVisible();
  await expect.poll(previewSrc).not.toBe(defaultPreview);
  await bibDesign.getByLabel('Color (#RRGGBB)').fill('verde');
  await bibDesign.getByRole('button', { name: 'Guardar diseño' }).click();
  await expect(bibDesign.getByText('Escribe un color como #1B1B3A')).toBeVisible();
  await bibDesign.getByLabel('Color (#RRGGBB)').fill('#0B5D4B');
  await bibDesign.getByRole('switch', { name: 'Fondo blanco detrás del número y el nombre' }).check();
  await expect.poll(previewSrc).toContain('color=%230B5D4B');
  await expect.poll(() => bibPreview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1025);
  await bibDesign.getByRole('button', { name: 'Guardar diseño' }).click();
  await expect(toast(page, 'Diseño del número guardado')).toBeVisible();
  await snap(page, testInfo, 'numero-digital');
  await expectNoSeriousA11yViolations(page);

  // Extra fields: a required CURP checked by a regular expression, a list of clubs; the preview shows them as the athlete will.
  await page.getByRole('tab', { name: 'Formulario' }).click();
  await page.getByRole('button', { name: 'Agregar campo' }).click();
  const fieldDialog = page.getByRole('dialog', { name: 'Nuevo campo' });
  await fieldDialog.getByLabel('Etiqueta').fill('CURP');
  await fieldDialog.getByLabel('Clave').fill('curp del atleta');
  await fieldDialog.getByRole('switch', { name: 'Requerido' }).check();
  await fieldDialog.getByLabel('Expresión regular').fill('^[A-Z]{4}\\d{6}[HM][A-Z]{5}[A-Z0-9]\\d$');
  await fieldDialog.getByLabel('Mensaje si no coincide').fill('Escribe tu CURP de 18 caracteres');
  await fieldDialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(fieldDialog.getByText('Usa letras, números o _ y empieza con una letra (máximo 40)')).toBeVisible();
  await fieldDialog.getByLabel('Clave').fill('curp');
  await fieldDialog.getByRole('button', { name: 'Aplicar' }).click();
  await page.getByRole('button', { name: 'Agregar campo' }).click();
  await fieldDialog.getByLabel('Etiqueta').fill('Club');
  await fieldDialog.getByLabel('Clave').fill('club');
  await fieldDialog.getByLabel('Tipo de campo').click();
  await page.getByRole('option', { name: 'Lista desplegable' }).click();
  await fieldDialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(fieldDialog.getByText('Agrega al menos una opción')).toBeVisible();
  await fieldDialog.getByLabel('Opciones (una por renglón)').fill('ninguno = Sin club\nCorrecaminos');
  await fieldDialog.getByRole('button', { name: 'Aplicar' }).click();
  await page.getByRole('button', { name: 'Subir Club' }).click();
  await expect(page.getByTestId('form-field').first()).toContainText('Club');
  const formPreview = page.getByRole('region', { name: 'Vista previa' });
  await expect(formPreview.getByLabel('CURP *')).toBeVisible();
  await expect(formPreview.getByLabel('Club', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar formulario' }).click();
  await expect(toast(page, 'Formulario guardado')).toBeVisible();
  await snap(page, testInfo, 'formulario');
  await expectNoSeriousA11yViolations(page);

  // A modality with its places, prices and the suggested categories; overlapping prices are refused.
  await page.getByRole('tab', { name: 'Modalidades' }).click();
  await page.getByRole('button', { name: 'Agregar modalidad' }).click();
  const modality = page.getByRole('dialog', { name: 'Nueva modalidad' });
  await modality.getByLabel('Código de la modalidad').fill('5K');
  // One wave to start with, named and at the event's start; more are added in event-setup-checkpoints.spec.ts.
  await expect(modality.getByLabel('Nombre de la oleada')).toHaveValue('Salida general');
  await expect(modality.getByLabel('Fecha y hora de salida')).toHaveValue('2027-05-22T20:00');
  await modality.getByLabel('Nombre de la modalidad').fill('5 km nocturnos');
  await modality.getByLabel('Cupo').fill('200');
  await modality.getByLabel('Distancia (km)').fill('5');
  await modality.getByLabel('Ritmo más rápido creíble (min:seg por km)').fill('2.30');
  await modality.getByLabel('Desde').first().fill('2026-11-01');
  await modality.getByLabel('Hasta').first().fill('2027-03-31');
  await modality.getByLabel('Precio (MXN)').first().fill('350');
  await modality.getByRole('button', { name: 'Agregar periodo' }).click();
  await modality.getByLabel('Desde').nth(1).fill('2027-03-15');
  await modality.getByLabel('Hasta').nth(1).fill('2027-05-20');
  await modality.getByLabel('Precio (MXN)').nth(1).fill('450.50');
  await expect(modality.getByTestId('category-row')).toHaveCount(10);
  // A special price for the Libre category (both branches); every period must carry it.
  await modality.getByRole('button', { name: 'Agregar precio especial' }).click();
  await modality.getByLabel('Precio 2 (MXN)').first().fill('250');
  for (const row of [1, 6]) await modality.getByTestId('category-row').nth(row).getByLabel('Precio', { exact: true }).selectOption('precio_2');
  const preview = modality.getByTestId('category-preview');
  await expect(preview).toContainText('Libre (Sugerida para tu edad)');
  await preview.getByLabel('Fecha de nacimiento').fill('1970-01-10');
  await expect(preview).toContainText('Veteranos (Sugerida para tu edad)');
  await modality.getByRole('button', { name: 'Guardar modalidad' }).click();
  await expect(modality.getByText('Escribe el ritmo como min:seg, por ejemplo 2:30')).toBeVisible();
  await expect(modality.getByText('Escribe el precio en pesos, por ejemplo 350 o 350.50')).toBeVisible(); // the second period lacks Precio 2
  await modality.getByLabel('Precio 2 (MXN)').nth(1).fill('300');
  await modality.getByRole('button', { name: 'Guardar modalidad' }).click();
  await expect(modality.getByText('Los periodos de precio no deben traslaparse')).toBeVisible();
  await modality.getByLabel('Ritmo más rápido creíble (min:seg por km)').fill('2:45');
  await modality.getByLabel('Desde').nth(1).fill('2027-04-01');
  await snap(page, testInfo, 'modalidad');
  await expectNoSeriousA11yViolations(page);
  await modality.getByRole('button', { name: 'Guardar modalidad' }).click();
  await expect(toast(page, 'Modalidad guardada: 5 km nocturnos')).toBeVisible();
  await expect(page.getByTestId('setup-modality').filter({ hasText: '5 km nocturnos' })).toContainText('0 de 200 lugares');

  // A relay of two with a single place; a team of six is refused.
  await page.getByRole('button', { name: 'Agregar modalidad' }).click();
  await modality.getByLabel('Código de la modalidad').fill('REL2');
  await modality.getByLabel('Nombre de la modalidad').fill('Relevo 2 × 5 km');
  await modality.getByLabel('Cupo').fill('1');
  await modality.getByLabel('Integrantes por equipo').fill('6');
  await modality.getByLabel('Desde').first().fill('2026-11-01');
  await modality.getByLabel('Precio (MXN)').first().fill('600');
  await modality.getByRole('button', { name: 'Guardar modalidad' }).click();
  await expect(modality.getByText('Escribe de 1 a 5 integrantes por equipo')).toBeVisible();
  await modality.getByLabel('Integrantes por equipo').fill('2');
  await modality.getByRole('button', { name: 'Guardar modalidad' }).click();
  await expect(toast(page, 'Modalidad guardada: Relevo 2 × 5 km')).toBeVisible();
  await expect(page.getByTestId('setup-modality').filter({ hasText: 'Relevo 2 × 5 km' })).toContainText('0 de 1 lugares · Equipos de 2');

  // A product with its own form (the size), offered in the modality; a bad price is refused.
  await page.getByRole('tab', { name: 'Productos' }).click();
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  const product = page.getByRole('dialog', { name: 'Nuevo producto' });
  await product.getByLabel('Nombre').fill('Playera nocturna');
  await product.getByLabel('Código').fill('playera');
  await product.getByLabel('Precio (MXN)').fill('doscientos');
  await product.getByRole('button', { name: 'Agregar campo' }).click();
  const sizeField = page.getByRole('dialog', { name: 'Nuevo campo' });
  await sizeField.getByLabel('Etiqueta').fill('Talla');
  await sizeField.getByLabel('Clave').fill('talla');
  await sizeField.getByRole('switch', { name: 'Requerido' }).check();
  await sizeField.getByLabel('Tipo de campo').click();
  await page.getByRole('option', { name: 'Lista desplegable' }).click();
  await sizeField.getByLabel('Opciones (una por renglón)').fill('CH\nM\nG');
  await sizeField.getByRole('button', { name: 'Aplicar' }).click();
  await expect(product.getByRole('button', { name: 'Editar Talla' })).toBeVisible();
  await product.getByRole('button', { name: 'Aplicar' }).click();
  await expect(product.getByText('Escribe un precio válido en pesos')).toBeVisible();
  await product.getByLabel('Precio (MXN)').fill('250');
  await snap(page, testInfo, 'producto');
  await expectNoSeriousA11yViolations(page);
  await product.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('event-product')).toContainText('Playera nocturna · $250.00 MXN');
  await page.getByRole('button', { name: 'Guardar productos' }).click();
  await expect(toast(page, 'Productos guardados')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A discount code, refused while malformed, then switched off keeping its uses.
  await page.getByRole('tab', { name: 'Descuentos' }).click();
  const codeForm = page.getByTestId('discount-code-form');
  await codeForm.getByLabel('Código').fill('x');
  await codeForm.getByLabel('Descuento (%)').fill('15');
  await codeForm.getByRole('button', { name: 'Crear código' }).click();
  await expect(codeForm.getByText('Usa de 3 a 30 letras, números, guiones o guiones bajos')).toBeVisible();
  await codeForm.getByLabel('Código').fill('coyoacan15');
  await codeForm.getByLabel('Aplica a').selectOption('registration');
  await codeForm.getByRole('button', { name: 'Crear código' }).click();
  await expect(toast(page, 'Código creado: COYOACAN15')).toBeVisible();
  const code = page.getByTestId('discount-code').filter({ hasText: 'COYOACAN15' });
  await expect(code).toContainText('15 % de descuento');
  await expect(code).toContainText('solo la inscripción');
  await code.getByRole('button', { name: 'Editar COYOACAN15' }).click();
  await expect(codeForm.getByLabel('Código')).toHaveValue('COYOACAN15');
  await codeForm.getByLabel('Descuento (%)').fill('20');
  await codeForm.getByLabel('Usos permitidos').fill('50');
  await codeForm.getByRole('button', { name: 'Guardar código' }).click();
  await expect(toast(page, 'Código guardado: COYOACAN15')).toBeVisible();
  await expect(code).toContainText('20 % de descuento');
  await expect(code).toContainText('0 de 50 usos');
  await code.getByRole('button', { name: 'Desactivar' }).click();
  await expect(code).toContainText('Desactivado');
  await code.getByRole('button', { name: 'Activar' }).click();
  await expect(code).toContainText('Activo');
  await expectNoSeriousA11yViolations(page);

  // Its convocatoria: blocks checked with the API's rules, and a live preview.
  await page.getByRole('tab', { name: 'Convocatoria' }).click();
  await expect(page).toHaveURL(/\/convocatoria$/);
  await page.getByRole('button', { name: 'Agregar bloque' }).click();
  const first = page.getByRole('region', { name: 'Bloque 1' });
  await first.getByLabel('Título del bloque (opcional)').fill('Presentación');
  await first.getByLabel('Texto', { exact: true }).fill('**Recorrido nocturno** de 5 km por el centro de Coyoacán.\n\n- Salida a las 20:00\n- Meta en el Jardín Centenario');
  await page.getByRole('button', { name: 'Agregar bloque' }).click();
  const second = page.getByRole('region', { name: 'Bloque 2' });
  await second.getByLabel('Tipo de bloque').selectOption('link');
  await second.getByLabel('Texto del enlace').fill('Reglamento');
  await second.getByLabel('Dirección (https://…)').fill('reglamento.pdf');
  await page.getByRole('button', { name: 'Guardar convocatoria' }).click();
  await expect(second.getByText('La dirección debe empezar con https://')).toBeVisible();
  await second.getByLabel('Dirección (https://…)').fill('https://dorsal.mx/reglamento');
  await page.getByRole('button', { name: 'Guardar convocatoria' }).click();
  await expect(toast(page, 'Convocatoria guardada')).toBeVisible();
  await expect(page.getByTestId('call-document-preview')).toContainText('Recorrido nocturno de 5 km');
  await snap(page, testInfo, 'convocatoria-editor');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Datos del evento' }).click();

  // Nobody else sees the draft.
  const publicPage = new URL(`/proximos-eventos/${eventId}`, page.url()).toString();
  const anonymousContext = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const anonymous = await anonymousContext.newPage();
  await anonymous.goto(publicPage);
  await expect(anonymous.getByText('No encontramos este evento', { exact: false })).toBeVisible();

  // Published, its public page carries the test-mode band.
  await page.getByLabel('Estado').selectOption('registration');
  await expect(toast(page, 'Estado actualizado')).toBeVisible();
  await anonymous.goto(publicPage);
  await expect(anonymous.getByRole('heading', { name })).toBeVisible();
  await expect(anonymous.getByTestId('test-mode-band')).toContainText('MODO PRUEBA');
  await expect(anonymous.getByText('Coyoacán, CDMX', { exact: false }).first()).toBeVisible();
  await expect(anonymous.getByText('5 km nocturnos').first()).toBeVisible();
  const options = await (await anonymous.request.get(`/api/events/${eventId}/registration`)).json();
  expect(options.registration.formFields.map((field: { id: string }) => field.id)).toEqual(['club', 'curp']);
  expect(options.registration.formFields[1]).toMatchObject({ required: true, patternMessage: 'Escribe tu CURP de 18 caracteres' });
  expect(options.registration.currencies.map((currency: { code: string; rate: number }) => [currency.code, currency.rate])).toEqual([['MXN', 1], ['USD', 18.5]]);
  expect(options.registration.modalities[0].categories.filter((c: { code: string }) => c.code === 'LIB').map((c: { priceKey: string; price: { MXN: { cents: number } } }) => [c.priceKey, c.price.MXN.cents])).toEqual([
    ['precio_2', 25_000],
    ['precio_2', 25_000],
  ]);
  expect(options.registration.modalities[0].products).toEqual([
    expect.objectContaining({ code: 'playera', name: 'Playera nocturna', maxQuantity: 1, formFields: [expect.objectContaining({ id: 'talla', required: true })] }),
  ]);
  await anonymous.getByRole('link', { name: 'Convocatoria' }).click();
  await expect(anonymous.getByText('Recorrido nocturno de 5 km por el centro de Coyoacán.')).toBeVisible();
  await expect(anonymous.locator('strong', { hasText: 'Recorrido nocturno' })).toBeVisible(); // Markdown
  await expect(anonymous.getByRole('listitem').filter({ hasText: 'Salida a las 20:00' })).toBeVisible();
  await expect(anonymous.getByRole('link', { name: 'Reglamento' })).toHaveAttribute('href', 'https://dorsal.mx/reglamento');

  // An anonymous athlete registers a relay with their partner and pays in the sandbox.
  await anonymous.goto(`/evento_${eventId}/inscripcion`);
  await anonymous.getByLabel('Nombre(s)').fill('Renata');
  await anonymous.getByLabel('Apellido paterno').fill('Gómez');
  await anonymous.getByLabel('Apellido materno').fill('Tapia');
  await anonymous.getByLabel('Correo').fill(`renata.${Date.now()}@ejemplo.mx`);
  await anonymous.getByLabel('Teléfono').fill('5512345678');
  await anonymous.getByLabel('Género').selectOption('F');
  await anonymous.getByLabel('Día').selectOption('1');
  await anonymous.getByLabel('Mes').selectOption({ label: 'enero' });
  await anonymous.getByLabel('Año').selectOption('1990');
  await anonymous.getByRole('button', { name: 'Confirmar mis datos' }).click();
  await chooseModality(anonymous, 'Relevo 2 × 5 km');
  const team = anonymous.getByTestId('team-members');
  await expect(team.getByText('Integrante 2')).toBeVisible();
  await anonymous.getByLabel('CURP').fill('GOTR900101MDFMPN09');
  await anonymous.getByRole('checkbox', { name: 'Mi correo es correcto' }).check();
  await anonymous.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(toast(anonymous, 'Integrante 2 · Nombre(s): campo requerido')).toBeVisible();
  await team.getByLabel('Nombre(s)').fill('Andrea');
  await team.getByLabel('Apellidos').fill('Ruiz Solís');
  await team.getByLabel('Género').selectOption('F');
  await snap(anonymous, testInfo, 'inscripcion-relevo');
  await expectNoSeriousA11yViolations(anonymous);
  await anonymous.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(anonymous.getByRole('tab', { name: 'Pago', selected: true })).toBeVisible();
  await anonymous.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
  await anonymous.getByLabel('Número de tarjeta').fill('4242424242424242');
  await anonymous.getByLabel('Nombre del titular').fill('RENATA GOMEZ');
  await anonymous.getByLabel('Mes de expiración').fill('12');
  await anonymous.getByLabel('Año de expiración').fill('2030');
  await anonymous.getByLabel('CVC').fill('123');
  await anonymous.getByRole('button', { name: 'Pagar' }).click();
  await expect(toast(anonymous, 'Pago exitoso')).toBeVisible();
  await expect(anonymous.getByTestId('registration-team')).toHaveText('1. Renata Gómez Tapia · 2. Andrea Ruiz Solís');
  await expect(anonymous.getByTestId('digital-bib')).toHaveCount(2);
  const partnerBib = anonymous.getByRole('img', { name: /de Andrea Ruiz Solís$/ });
  await expect(partnerBib).toBeVisible();
  await expect.poll(() => partnerBib.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBe(1025);
  await snap(anonymous, testInfo, 'confirmacion-relevo');
  await expectNoSeriousA11yViolations(anonymous);

  // Its single place is taken; the organizer raises the capacity and the event's web page offers the relay again.
  const relayRow = anonymous.getByRole('listitem').filter({ hasText: 'Relevo 2 × 5 km' });
  await anonymous.goto(`/evento_${eventId}`);
  await expect(relayRow).toContainText('AGOTADO');
  await expect(relayRow).toContainText('Por equipos de 2');
  await page.getByRole('tab', { name: 'Modalidades' }).click();
  await page.getByRole('button', { name: 'Editar Relevo 2 × 5 km' }).click();
  const relayDialog = page.getByRole('dialog', { name: /Relevo 2 × 5 km/ });
  await relayDialog.getByLabel('Cupo').fill('0');
  await relayDialog.getByRole('button', { name: 'Guardar modalidad' }).click();
  await expect(relayDialog.getByText('El cupo no puede ser menor que los lugares ya tomados (1)')).toBeVisible();
  await relayDialog.getByLabel('Cupo').fill('40');
  await relayDialog.getByRole('button', { name: 'Guardar modalidad' }).click();
  await expect(toast(page, 'Modalidad guardada: Relevo 2 × 5 km')).toBeVisible();
  await expect(page.getByTestId('setup-modality').filter({ hasText: 'Relevo 2 × 5 km' })).toContainText('1 de 40 lugares');
  await anonymous.reload();
  await expect(relayRow).toContainText('$600.00');
  await expect(relayRow).not.toContainText('AGOTADO');
  // Someone who will take the event over signs up (not a demo account: other flows count what those manage).
  const heirEmail = `monica.${testInfo.project.name}.${Date.now()}@ejemplo.mx`;
  const heir = { firstNames: 'Mónica', lastNames: 'Salas Ortega', phone: '5587654321', gender: 'F', birthDate: '1988-03-02', email: heirEmail, password: 'corre2026' };
  expect((await anonymous.request.post('/api/accounts', { data: heir })).status()).toBe(201);
  await anonymousContext.close();

  // The organizer hands the event to another account and stays on as organizer.
  await page.getByRole('tab', { name: 'Usuarios autorizados' }).click();
  const transfer = page.getByTestId('transfer-form');
  await transfer.getByLabel('Correo del nuevo dueño').fill('nadie.aqui@ejemplo.mx');
  await transfer.getByRole('button', { name: 'Transferir el evento' }).click();
  await expect(transfer.getByText('No hay una cuenta con ese correo: pídele que se registre en Dorsal primero.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await transfer.getByLabel('Correo del nuevo dueño').fill(heirEmail);
  await transfer.getByRole('button', { name: 'Transferir el evento' }).click();
  await expect(toast(page, 'Evento transferido a Mónica Salas Ortega')).toBeVisible();
  await expect(page.getByTestId('staff-members')).toContainText('Mónica Salas Ortega · Propietario');
  await expect(page.getByTestId('transfer-form')).toHaveCount(0);
});

test('an organizer duplicates an event into next year\'s draft edition', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'adds an event to the shared demo data once');
  await signIn(page, 'organizador@dorsal.mx');
  await page.goto('/admin/eventos');
  await page.getByTestId('managed-event').filter({ hasText: 'Medio Maratón de Monterrey 2027' }).getByRole('link', { name: 'Configurar' }).click();
  await page.getByRole('button', { name: 'Duplicar evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicar evento' });
  await expect(dialog.getByLabel('Nombre del evento')).toHaveValue('Medio Maratón de Monterrey 2028');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Duplicar evento' }).click();
  await expect(toast(page, 'Evento duplicado: Medio Maratón de Monterrey 2028')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Medio Maratón de Monterrey 2028' })).toBeVisible();
  await expect(page.getByText('Borrador: solo tu equipo ve este evento.', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'Modalidades' }).click();
  await expect(page.getByTestId('setup-modality').first()).toContainText('0 de');
});
