import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { siteConfigSchema, siteSectionKinds } from '@dorsal/core';
import { createRegistrationEvent, newKey, registrationBody } from '../registration/registration.fixtures.ts';
import { testDatabases } from '../../test/test-app.ts';

const HOST = 'carrera-prueba.example.mx';

describe.each(testDatabases)('organizer websites on %s', (kind) => {
  let t: SignedInDemoApp;
  let organizerId: number;
  let siteId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: unknown, host?: string) =>
    t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const visit = (url: string, host = HOST) => call('GET', url, undefined, undefined, host);
  const draftOf = async () => (await call('GET', `/api/manage/sites/${siteId}`, t.cookies.organizer)).json().site.draft;

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    organizerId = (await call('GET', '/api/manage/organizers', t.cookies.organizer)).json().organizers[0].id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("the demo organizer's site is published on corremexico.localhost with every kind of section", async () => {
    const answer = await visit('/api/site', 'corremexico.localhost');
    expect(answer.statusCode, answer.body).toBe(200);
    const site = answer.json().site;
    const kinds = new Set(site.config.pages.flatMap((page: { sections: { kind: string }[] }) => page.sections.map((section) => section.kind)));
    expect([...kinds].sort()).toEqual([...siteSectionKinds].sort());
    const pdf = await t.app.inject({ url: '/files/sites/convocatoria-demo.pdf' });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('creates a site for a host with a starter draft; bad, reserved and taken hosts are refused', async () => {
    expect((await call('POST', `/api/manage/organizers/${organizerId}/sites`, t.cookies.organizer, { host: 'no es host' })).json().error.fields.host).toBe('Escribe un nombre de host como carrera.ejemplo.mx');
    expect((await call('POST', `/api/manage/organizers/${organizerId}/sites`, t.cookies.organizer, { host: 'localhost.mx' })).statusCode).toBe(201);
    const created = await call('POST', `/api/manage/organizers/${organizerId}/sites`, t.cookies.organizer, { host: HOST.toUpperCase() });
    expect(created.statusCode, created.body).toBe(201);
    const site = created.json().site;
    siteId = site.id;
    expect(site).toMatchObject({ host: HOST, publishedAt: null, unpublishedChanges: true, hasPrevious: false });
    expect(site.draft.pages.map((page: { route: string }) => page.route)).toEqual(['home', 'notFound']);
    expect(site.draft.theme.primary).toBe('#FF6F00');
    expect((await call('POST', `/api/manage/organizers/${organizerId}/sites`, t.cookies.organizer, { host: HOST })).json().error.fields.host).toBe('Ese host ya lo usa otro sitio');
  });

  it('visitors see nothing until it is published; the host check tells the web app', async () => {
    expect((await visit('/api/host')).json()).toEqual({ kind: 'site', published: false });
    expect((await visit('/api/host', 'localhost')).json()).toEqual({ kind: 'app' });
    expect((await visit('/api/site')).statusCode).toBe(404);
    expect((await call('GET', `/api/sites/known-host?domain=${HOST}`, undefined)).statusCode).toBe(404);
    expect((await visit('/api/site', 'nadie.example.mx')).statusCode).toBe(404);
    expect((await visit('/api/host', 'nadie.example.mx')).json()).toEqual({ kind: 'site', published: false });
  });

  it('refuses a broken section or another organizer’s event with the path of the problem, and saves nothing', async () => {
    const draft = await draftOf();
    const broken = structuredClone(draft);
    broken.pages[0].sections[1].title = '';
    const refused = await call('PUT', `/api/manage/sites/${siteId}`, t.cookies.organizer, { host: HOST, draft: broken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['draft.pages.0.sections.1.title']).toBe('Campo requerido');

    const { id: foreignEvent } = await t.db
      .insertInto('events')
      .values({ name: 'Evento ajeno', eventDate: '2027-01-01', organizerId: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = structuredClone(draft);
    foreign.pages[0].sections.push({ kind: 'registration', id: 'inscripcion', eventId: foreignEvent });
    const refusedEvent = await call('PUT', `/api/manage/sites/${siteId}`, t.cookies.organizer, { host: HOST, draft: foreign });
    expect(refusedEvent.json().error.fields[`draft.pages.0.sections.${foreign.pages[0].sections.length - 1}.eventId`]).toBe('Ese evento no es de este organizador');
    expect(await draftOf()).toEqual(draft);
  });

  it('publishes atomically: a later draft changes nothing for visitors until published; the previous version can be restored', async () => {
    const draft = await draftOf();
    const form = { kind: 'form', id: 'contacto', title: 'Contáctanos', fields: [{ id: 'nombre', label: 'Nombre', type: 'text', required: true }, { id: 'correo', label: 'Correo', type: 'email', required: false }] };
    const text = { kind: 'text', id: 'reglas', title: 'Reglas', body: '## Kits\n\n- **Viernes** en la [tienda][t]\n- Sábado <b>x</b> ![foto](/files/a.png)\n\n[t]: https://example.com/tienda' };
    const hidden = { kind: 'text', id: 'oculto', body: 'No se ve', hidden: true };
    draft.pages[0].sections.push(text, hidden, form, { kind: 'registration', id: 'inscripcion', eventId: t.demo.events.monterrey! });
    expect((await call('PUT', `/api/manage/sites/${siteId}`, t.cookies.organizer, { host: HOST, draft })).statusCode).toBe(200);
    const published = await call('POST', `/api/manage/sites/${siteId}/publish`, t.cookies.organizer);
    expect(published.json()).toMatchObject({ message: 'Sitio publicado', site: { unpublishedChanges: false, hasPrevious: false } });

    const site = (await visit('/api/site')).json().site;
    expect(site.organizerName).toBe('Corre México Eventos');
    expect(site.config.pages[0].sections.map((s: { id: string }) => s.id)).toEqual(draft.pages[0].sections.map((s: { id: string }) => s.id));
    expect(site.config.pages[0].sections.at(-1).id).toBe('inscripcion');
    expect(site.events.map((e: { id: number }) => e.id)).toContain(t.demo.events.monterrey);
    expect(site.events.every((e: { status: string }) => e.status !== 'draft')).toBe(true);
    // Its visible texts come parsed, so the visitor's browser needs no Markdown parser.
    expect(site.markdown['home/reglas']).toEqual([
      { type: 'heading', depth: 2, children: ['Kits'] },
      {
        type: 'list',
        ordered: false,
        children: [
          { type: 'listItem', children: [{ type: 'strong', children: ['Viernes'] }, ' en la ', { type: 'link', url: 'https://example.com/tienda', children: ['tienda'] }] },
          { type: 'listItem', children: ['Sábado ', 'x', ' '] },
        ],
      },
    ]);
    expect(site.markdown['home/oculto']).toBeUndefined();
    expect((await visit('/api/host')).json()).toEqual({ kind: 'site', published: true });
    expect((await call('GET', `/api/sites/known-host?domain=${HOST}`, undefined)).json()).toEqual({ host: HOST });

    const reordered = structuredClone(draft);
    reordered.pages[0].sections.reverse();
    reordered.pages[0].sections.find((section: { id: string }) => section.id === 'reglas').body = 'Kits el *viernes*';
    await call('PUT', `/api/manage/sites/${siteId}`, t.cookies.organizer, { host: HOST, draft: reordered });
    expect((await visit('/api/site')).json().site.config.pages[0].sections[0].id).toBe('encabezado');
    expect((await visit('/api/site')).json().site.markdown['home/reglas'][0].type).toBe('heading');
    await call('POST', `/api/manage/sites/${siteId}/publish`, t.cookies.organizer);
    const republished = (await visit('/api/site')).json().site;
    expect(republished.config.pages[0].sections[0].id).toBe('inscripcion');
    expect(republished.markdown['home/reglas']).toEqual([{ type: 'paragraph', children: ['Kits el ', { type: 'emphasis', children: ['viernes'] }] }]);

    const restored = await call('POST', `/api/manage/sites/${siteId}/restore`, t.cookies.organizer);
    expect(restored.json()).toMatchObject({ message: 'Versión anterior restaurada', site: { hasPrevious: true } });
    expect((await visit('/api/site')).json().site.config.pages[0].sections[0].id).toBe('encabezado');
    expect((await draftOf()).pages[0].sections[0].id).toBe('encabezado');
  });

  it('a published site may claim a short path on the main host, unique with events\' paths: /{path}/… sends visitors to its host', async () => {
    const draft = await draftOf();
    const save = (shortPath: string) => call('PUT', `/api/manage/sites/${siteId}`, t.cookies.organizer, { host: HOST, shortPath, draft });
    await t.db.updateTable('events').set({ shortPath: 'maratonmty' }).where('id', '=', t.demo.events.monterrey!).execute();
    const taken = await save('maratonmty'); // an event's
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.shortPath).toBe('Esa ruta ya la usa otro evento o sitio');
    expect((await save('corremexico')).json().error.fields.shortPath).toBe('Esa ruta ya la usa otro evento o sitio'); // the demo site's
    expect((await save('resultados')).json().error.fields.shortPath).toBe('Esa ruta es de Dorsal: elige otra');
    expect((await draftOf()).pages).toEqual(draft.pages);

    const saved = await save('Carrera-Prueba');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().site.shortPath).toBe('carrera-prueba');
    const opened = await call('GET', '/carrera-prueba/inscripcion?tkl=radio', undefined, undefined, 'localhost:3000');
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`http://${HOST}:3000/inscripcion?tkl=radio`);
    expect((await call('GET', '/corremexico', undefined, undefined, 'localhost')).headers.location).toBe('http://corremexico.localhost/');
    for (const path of ['/nadie-aqui', '/resultados', '/api/carrera-prueba']) expect((await call('GET', path, undefined, undefined, 'localhost')).headers.location).toBeUndefined();
    expect((await call('GET', '/carrera-prueba', undefined, undefined, HOST)).headers.location).toBeUndefined(); // on the site's own host it is a page of the site

    expect((await save('')).json().site.shortPath).toBeNull(); // given up: the path is free again
    expect((await call('GET', '/carrera-prueba', undefined, undefined, 'localhost')).headers.location).toBeUndefined();
  });

  it('stores a complete form answer; a missing required field is refused with its message and nothing is kept', async () => {
    const missing = await call('POST', '/api/site/forms', undefined, { route: 'home', sectionId: 'contacto', values: { nombre: ' ', correo: 'a@b.mx' } }, HOST);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('El campo Nombre es un campo requerido');
    expect((await call('POST', '/api/site/forms', undefined, { route: 'home', sectionId: 'otro', values: {} }, HOST)).statusCode).toBe(404);
    const sent = await call('POST', '/api/site/forms', undefined, { route: 'home', sectionId: 'contacto', values: { nombre: 'Ana Ríos', correo: 'ana@ejemplo.mx', intruso: 'x' } }, HOST);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe('Formulario enviado correctamente');

    const list = (await call('GET', `/api/manage/sites/${siteId}/submissions`, t.cookies.organizer)).json().submissions;
    expect(list).toEqual([expect.objectContaining({ route: 'home', sectionId: 'contacto', values: { nombre: 'Ana Ríos', correo: 'ana@ejemplo.mx' } })]);
    const csv = await call('GET', `/api/manage/sites/${siteId}/submissions.csv`, t.cookies.organizer);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.rawPayload.toString('utf8').slice(1).split('\r\n')[0]).toBe('Fecha,Página,Formulario,Nombre,Correo');
    expect(csv.body).toContain('Ana Ríos');
  });

  it("a registration made on a site links its mails to the site's own confirmation page; on Dorsal's host, to Dorsal's", async () => {
    const eventId = await createRegistrationEvent(t);
    const config = siteConfigSchema.parse({
      title: 'Inscríbete',
      pages: [
        { route: 'home', sections: [{ kind: 'title', id: 'hola', text: 'Hola' }] },
        { route: 'carrera', sections: [{ kind: 'view', id: 'formulario', route: 'registro' }] },
        { route: 'registro', sections: [{ kind: 'registration', id: 'registro', eventId }] },
      ],
    });
    await t.services.sitesRepository.seed({ organizerId, host: 'inscribete.example.mx', config });
    const register = async (host: string) => {
      const body = registrationBody();
      const answer = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/registrations`, headers: { host, 'idempotency-key': newKey() }, payload: body });
      expect(answer.statusCode, answer.body).toBe(201);
      const mail = await t.db.selectFrom('outboxMails').select('textBody').where('toAddress', '=', body.athlete.email).executeTakeFirstOrThrow();
      return { id: answer.json().registration.id as string, mail: mail.textBody };
    };

    // The first page that shows the registration (through a view here): /carrera/{idregistro}.
    const onSite = await register('inscribete.example.mx');
    expect(onSite.mail).toContain(`http://inscribete.example.mx/carrera/${onSite.id}`);
    const onDorsal = await register('localhost');
    expect(onDorsal.mail).toContain(`/detalle-inscrito?registry=${onDorsal.id}&event=${eventId}`);
    expect(onDorsal.mail).not.toContain('inscribete.example.mx');
  });

  it('only the organizer’s team (and admins) edit its sites; others get 404, guests 401', async () => {
    await call('POST', '/api/manage/organizers', t.cookies.stranger, { name: 'Otro organizador' });
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['GET', `/api/manage/organizers/${organizerId}/sites`],
      ['POST', `/api/manage/organizers/${organizerId}/sites`, { host: 'intruso.example.mx' }],
      ['GET', `/api/manage/sites/${siteId}`],
      ['PUT', `/api/manage/sites/${siteId}`, { host: HOST, draft: await draftOf() }],
      ['POST', `/api/manage/sites/${siteId}/publish`],
      ['POST', `/api/manage/sites/${siteId}/restore`],
      ['GET', `/api/manage/sites/${siteId}/submissions`],
      ['GET', `/api/manage/sites/${siteId}/submissions.csv`],
    ];
    const before = await t.db.selectFrom('sites').selectAll().orderBy('id').execute();
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `guest ${method} ${url}`).toBe(401);
      for (const cookie of [t.cookies.stranger, t.cookies.athlete]) expect((await call(method, url, cookie, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await t.db.selectFrom('sites').selectAll().orderBy('id').execute()).toEqual(before);
    expect((await call('GET', `/api/manage/sites/${siteId}`, t.cookies.admin)).statusCode).toBe(200);
  });
});
