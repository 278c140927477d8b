import { describe, expect, it } from 'vitest';
import fixture from './fixtures/legacy-event.json' with { type: 'json' };
import { parseLegacyEventJson } from './legacy-json.ts';
import { importedModalityToConfig } from './imported-modality.ts';
import { rankResults } from '../results/ranking.ts';
import type { EventImport, ImportOutcome } from './import.types.ts';
import type { TimingSettings } from '../events/event.types.ts';

type Json = Record<string, unknown>;

/**
 * A copy of the fixture with edits: each path is dotted keys ('resultados.-NsR0aa2.num', array
 * indexes as keys); an undefined value deletes the key.
 */
function legacy(edits: Record<string, unknown> = {}): Json {
  const file = JSON.parse(JSON.stringify(fixture)) as Json;
  for (const [path, value] of Object.entries(edits)) {
    const keys = path.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce<Json>((node, key) => node[key] as Json, file);
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  return file;
}

function imported(outcome: ImportOutcome): EventImport {
  if (!outcome.ok) throw new Error(outcome.problems.map((problem) => problem.message).join('\n'));
  return outcome.data;
}

function messages(outcome: ImportOutcome): string[] {
  if (outcome.ok) throw new Error('the import should have failed');
  return outcome.problems.map((problem) => problem.message);
}

describe('parseLegacyEventJson, the fixture', () => {
  const outcome = parseLegacyEventJson(fixture);
  const data = imported(outcome);
  const byBib = new Map(data.results.map((row) => [row.bib, row]));

  it('maps detalleEvento and configuracion onto the event row', () => {
    expect(data.event).toMatchObject({
      name: 'Medio Maratón Ciudad de Puebla 2024',
      eventDate: '2024-03-10',
      startTime: '07:00',
      timeZone: 'America/Mexico_City',
      place: 'Estadio Cuauhtémoc',
      city: 'Puebla',
      country: 'México',
      hasWebsite: true,
      status: 'results',
      ageAtEventDate: true,
      isTest: false,
      legacyId: '1187',
      organizerColor: '#0D3B8C',
      privacyLink: 'https://corredorespuebla.mx/privacidad',
    });
    expect(data.event.logoUrl).toContain('logos%2F1187.png');
    expect(data.event.timing).toEqual({
      showAll: true,
      showDns: true,
      hideControls: false,
      videos: [
        {
          videoId: 'x4Kp9ZbQ2mE',
          title: 'Llegada a meta',
          startTime: '2024-03-10T13:55:00.000Z',
          endTime: '2024-03-10T16:40:00.000Z',
          hide: false,
        },
      ],
      message: '¡Gracias por correr con nosotros! Los resultados son oficiales.',
      certificate: { enabled: true, textColor: '#0D3B8C', textPosition: 'center', verticalOffset: 0.4 },
    });
    // What the events area stores as timing_config.
    const stored: Partial<TimingSettings> = data.event.timing;
    expect(stored.showAll).toBe(true);
    expect(data.event.callDocument).toEqual({
      title: 'Convocatoria Medio Maratón Ciudad de Puebla 2024',
      blocks: [
        { kind: 'text', text: 'La carrera se realizará el domingo 10 de marzo de 2024.' },
        { kind: 'list', items: ['Entrega de paquetes: sábado 9 de marzo', 'Salida: 7:00 h'] },
        { kind: 'map', label: '', url: 'https://maps.google.com/?q=Estadio+Cuauhtemoc' },
      ],
    });
    expect(data.event.photoConfig).toEqual(fixture.fotosEvento.configuracionFotos);
  });

  it('maps modalidades with start waves and categories per branch (rama_V is M)', () => {
    expect(data.modalities.map((m) => [m.code, m.name, m.description, m.sortOrder])).toEqual([
      ['21K', 'Medio maratón 21 km', '', 1],
      ['5K', '5 km recreativa', 'Carrera recreativa familiar', 2],
    ]);
    const [half, fun] = data.modalities;
    expect(half!.startWaves).toEqual([{ name: 'Salida única', startAt: '2024-03-10T13:00:00.000Z' }]);
    expect(fun!.startWaves).toEqual([{ name: 'Recreativa', startAt: '2024-03-10T13:30:00.000Z' }]);
    expect(half!.categories.map((c) => `${c.branch}/${c.code}/${c.minAge}-${c.maxAge}/${c.isOverall}`)).toEqual([
      'F/ABS/0-200/true',
      'F/LIBRE/18-39/false',
      'F/MASTER/40-200/false',
      'M/ABS/0-200/true',
      'M/LIBRE/18-39/false',
      'M/MASTER/40-200/false',
    ]);
    expect(fun!.categories.find((c) => c.code === 'GRAL')?.winnersCount).toBe(5);
  });

  it('creates, hidden and open, a category seen only in the results, and says so', () => {
    const elite = data.modalities[1]!.categories.find((c) => c.code === 'ELITE');
    expect(elite).toMatchObject({ name: 'Élite', branch: 'F', minAge: 0, maxAge: 200, hidden: true, isOverall: false });
    expect(outcome.ok && outcome.notices).toContain(
      'Se creó 1 categoría que solo aparecía en los resultados (oculta, sin límite de edad): 5K rama F "ELITE"',
    );
  });

  it('maps puntosDeControl with laps per modality (kind 3 kept) and distances from the description', () => {
    expect(data.checkpoints).toEqual([
      { number: 1, description: 'KM 7', distanceKm: 7, laps: [{ modalityCode: '21K', lap: 1, kind: 1 }] },
      {
        number: 2,
        description: 'KM 14 (retorno)',
        distanceKm: 14,
        laps: [
          { modalityCode: '21K', lap: 1, kind: 1 },
          { modalityCode: '21K', lap: 2, kind: 3 },
        ],
      },
      {
        number: 3,
        description: 'Meta',
        laps: [
          { modalityCode: '21K', lap: 1, kind: 2 },
          { modalityCode: '5K', lap: 1, kind: 2 },
        ],
      },
    ]);
  });

  it('reads every result, with loose numbers, booleans and times', () => {
    expect(data.results.map((row) => row.bib)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 201, 202, 203, 204, 205]);
    expect(byBib.get(101)).toEqual({
      bib: 101,
      name: 'Ana Martínez Ríos',
      modalityCode: '21K',
      branch: 'F',
      categoryCode: 'LIBRE',
      officialTimeMs: 5_132_000,
      realTimeMs: 5_130_000,
      arrivedAt: '2024-03-10T14:25:32.000Z',
      splits: [
        { controlCode: 1001, timeMs: 1_720_000, at: '2024-03-10T13:28:40.000Z' },
        { controlCode: 2001, timeMs: 3_425_000, at: '2024-03-10T13:57:05.000Z' },
        { controlCode: 3001, timeMs: 5_132_000 },
      ],
      startRecorded: true,
      deleted: false,
      dnf: false,
      dnfOverTime: false,
      dq: false,
      dns: false,
      rowType: 1,
    });
    const jose = byBib.get(102)!;
    expect([jose.branch, jose.officialTimeMs, jose.realTimeMs, jose.arrivedAt]).toEqual(['M', 4_835_250, 4_833_000, '2024-03-10T14:20:35.250Z']);
    // The repeated 2001 passing keeps the lower time.
    expect(jose.splits.map((s) => [s.controlCode, s.timeMs])).toEqual([
      [1001, 1_630_000],
      [2001, 3_240_000],
      [3001, 4_835_250],
    ]);
    expect(byBib.get(108)!.officialTimeMs).toBe(5_398_500);
    expect(byBib.get(201)).toMatchObject({ modalityCode: '5K', categoryCode: 'GRAL', rowType: 1 });
    expect(byBib.get(203)).toMatchObject({ modalityCode: '5K', branch: 'M', categoryCode: 'GRAL' });
    expect(byBib.get(106)!.categoryCode).toBe('MASTER');
  });

  it('maps every flag', () => {
    const flags = (bib: number) => {
      const { deleted, dnf, dnfOverTime, dq, dns, startRecorded, officialTimeMs } = byBib.get(bib)!;
      return { deleted, dnf, dnfOverTime, dq, dns, startRecorded, finished: officialTimeMs !== null };
    };
    const none = { deleted: false, dnf: false, dnfOverTime: false, dq: false, dns: false, startRecorded: true, finished: true };
    expect(flags(103)).toEqual({ ...none, dnf: true, finished: false });
    expect(flags(104)).toEqual({ ...none, dnfOverTime: true });
    expect(flags(105)).toEqual({ ...none, dq: true });
    expect(flags(106)).toEqual({ ...none, deleted: true });
    expect(flags(107)).toEqual({ ...none, dns: true, startRecorded: false, finished: false });
    expect(flags(205)).toEqual({ ...none, startRecorded: false, finished: false });
  });

  it('ranks as the old platform did once imported', () => {
    const ranked = rankResults(data.results, {
      modalities: data.modalities.map(importedModalityToConfig),
      timing: data.event.timing,
    });
    const flagOf = new Map(ranked.map((row) => [row.bib, row.flag]));
    expect([103, 104, 105, 106, 107, 205].map((bib) => flagOf.get(bib))).toEqual(['dnf', 'dnfOverTime', 'dq', 'dq', 'dns', 'dns']);
    const jose = ranked.find((row) => row.bib === 102)!;
    expect([jose.overallPosition, jose.isOverallWinner, jose.rankedCategoryCode]).toEqual([1, true, 'ABS']);
  });
});

describe('parseLegacyEventJson, accepted variations', () => {
  it('reads the file text, and a file wrapping one event in eventosCompletos', () => {
    expect(parseLegacyEventJson(JSON.stringify(fixture)).ok).toBe(true);
    expect(parseLegacyEventJson(`\uFEFF${JSON.stringify({ eventosCompletos: { 1187: fixture } })}`).ok).toBe(true);
  });

  it('reads results stored as an array with null holes, and puntosDeControl missing (created from the splits)', () => {
    const file = legacy({ resultados: [null, ...Object.values(fixture.resultados)], puntosDeControl: undefined });
    const outcome = parseLegacyEventJson(file);
    const data = imported(outcome);
    expect(data.results).toHaveLength(13);
    expect(data.checkpoints.map((c) => [c.number, c.description, c.laps.map((l) => `${l.modalityCode}:${l.lap}`)])).toEqual([
      [1, 'Punto 1', ['21K:1']],
      [2, 'Punto 2', ['21K:1', '21K:2']],
      [3, 'Punto 3', ['21K:1']],
    ]);
    expect(outcome.ok && outcome.notices).toContain('Se crearon 3 puntos de control a partir de los parciales (puntosDeControl venía vacío)');
  });

  it('defaults what the file leaves out', () => {
    const file = legacy({
      'detalleEvento.horaEvento': undefined,
      'detalleEvento.paisEvento': undefined,
      'detalleEvento.eventoDisponible': undefined,
      'detalleEvento.showWeb': 0,
      configuracion: { edadActual: '0' },
      convocatoria: undefined,
    });
    const { event } = imported(parseLegacyEventJson(file));
    expect(event).toMatchObject({ startTime: '07:00', country: 'México', hasWebsite: false, ageAtEventDate: false });
    expect(event.timing).toEqual({ showAll: false, showDns: false, hideControls: false, videos: [] });
    expect('status' in event).toBe(false);
    expect('callDocument' in event).toBe(false);
  });

  it('reads a Mexican DD/MM/YYYY date and a 12-hour start time, and an unknown status as a notice', () => {
    const file = legacy({
      'detalleEvento.fechaEvento': '10/03/2024',
      'detalleEvento.horaEvento': '7:30 p. m.',
      'detalleEvento.eventoDisponible': 3,
    });
    const outcome = parseLegacyEventJson(file);
    expect(imported(outcome).event).toMatchObject({ eventDate: '2024-03-10', startTime: '19:30' });
    expect(outcome.ok && outcome.notices).toContain('El estado del evento (eventoDisponible 3) no se reconoce; se usará el predeterminado');
  });

  it('reads video times of day on the event date', () => {
    const file = legacy({ 'configuracion.timingConfig.eventVideos.-NsQ1vA9xYkL2mPq7RtU.startTime': '07:55:00' });
    expect(imported(parseLegacyEventJson(file)).event.timing.videos[0]!.startTime).toBe('2024-03-10T13:55:00.000Z');
  });

  it('reads local date-times in the zone it is given', () => {
    const data = imported(parseLegacyEventJson(fixture, { timeZone: 'America/Tijuana' }));
    expect(data.event.timeZone).toBe('America/Tijuana');
    // 10 March 2024 is the first day of daylight time in Tijuana (UTC−7).
    expect(data.results[0]!.arrivedAt).toBe('2024-03-10T15:25:32.000Z');
  });
});

describe('parseLegacyEventJson, broken files import nothing', () => {
  it('rejects what is not an exported event', () => {
    const shape =
      'El archivo no tiene la forma de un evento exportado: se esperaba un objeto con detalleEvento, modalidades y resultados';
    expect(messages(parseLegacyEventJson(null))).toEqual([shape]);
    expect(messages(parseLegacyEventJson([1, 2]))).toEqual([shape]);
    expect(messages(parseLegacyEventJson({ nombre: 'x' }))).toEqual([shape]);
    expect(messages(parseLegacyEventJson('{"detalleEvento": {'))[0]).toMatch(/^El archivo no es un JSON válido/);
    expect(messages(parseLegacyEventJson({ eventosCompletos: { 1: fixture, 2: fixture } }))).toEqual([
      'El archivo trae 2 eventos en eventosCompletos; importa un evento a la vez',
    ]);
    expect(messages(parseLegacyEventJson(fixture, { timeZone: 'Marte/Olimpo' }))).toEqual(['La zona horaria "Marte/Olimpo" no es válida']);
  });

  it('lists missing sections and bad event data', () => {
    const file = legacy({
      modalidades: undefined,
      'detalleEvento.nombreEvento': '  ',
      'detalleEvento.fechaEvento': '2024-02-30',
      'configuracion.timingConfig.showAll': 'quizá',
    });
    expect(messages(parseLegacyEventJson(file))).toEqual([
      'Falta la sección "modalidades"',
      'detalleEvento: falta el nombre del evento (nombreEvento)',
      'detalleEvento: la fecha "2024-02-30" no es una fecha válida (fechaEvento)',
      'configuracion.timingConfig: showAll "quizá" no es sí ni no',
    ]);
    const noDetail = legacy({ detalleEvento: undefined });
    expect(messages(parseLegacyEventJson(noDetail))).toEqual(['Falta la sección "detalleEvento" (los datos del evento)']);
  });

  it('lists each bad result with its position, number and reason', () => {
    const file = legacy({
      'resultados.-NsR0aa2.num': '12a',
      'resultados.-NsR0aa3.num': 101,
      'resultados.-NsR0aa4.to': '1:61:00',
      'resultados.-NsR0aa4.toMS': undefined,
      'resultados.-NsR0aa5.codMod': '42K',
      'resultados.-NsR0aa6.gen': 'X',
      'resultados.-NsR0aa7.dnf': 'tal vez',
      'resultados.-NsR0aa8.parciales.-NsR3p01.kpc': 9001,
      'resultados.-NsR0ab1.toMS': -5,
      'resultados.-NsR0ab2.fhm': 'ayer',
      'resultados.-NsR0ab3.nombre': '',
    });
    const outcome = parseLegacyEventJson(file);
    expect(messages(outcome)).toEqual([
      'Resultado 2: el número "12a" no es válido',
      'Resultado 3 (número 101): el número está repetido (resultado 1)',
      'Resultado 4 (número 104): el tiempo oficial "1:61:00" no tiene el formato hh:mm:ss (to)',
      'Resultado 5 (número 105): la modalidad "42K" no existe en la sección modalidades',
      'Resultado 6 (número 106): la rama "X" no es F ni M',
      'Resultado 7 (número 107): dnf "tal vez" no es sí ni no',
      'Resultado 8 (número 108): el parcial 9001 es del punto de control 9, que no está en puntosDeControl',
      'Resultado 9 (número 201): el tiempo oficial en milisegundos -5 no es válido (toMS)',
      'Resultado 10 (número 202): la hora de llegada "ayer" no es una fecha y hora válida (fhm)',
      'Resultado 11 (número 203): falta el nombre (nombre)',
    ]);
    expect(!outcome.ok && outcome.problems[0]).toEqual({ row: 2, field: 'num', message: 'Resultado 2: el número "12a" no es válido' });
  });

  it('lists bad modalities, categories and checkpoints', () => {
    const file = legacy({
      'modalidades.modalidad_2.ramaCat.rama_X': { categorias: {} },
      'modalidades.modalidad_1.ramaCat.rama_F.categorias.categoria_LIBRE.edadHasta': 'treinta',
      'modalidades.modalidad_3': { descripcionModalidad: 'Sin código' },
      'puntosDeControl.3.modalidadesPuntoDeControl.modalidad_9': { codigoModalidad: '50K' },
      'puntosDeControl.4': { kNroPunto: 1, descripcionFinalPunto: 'Otra vez' },
    });
    expect(messages(parseLegacyEventJson(file))).toEqual([
      'Modalidad "21K", rama_F, categoría "LIBRE": edadHasta "treinta" no es un entero entre 0 y 200',
      'Modalidad "5K": la rama "rama_X" no es F ni M',
      'Modalidad "modalidad_3": falta el código (codigoModalidad)',
      'Punto de control 3: la modalidad "50K" no existe en la sección modalidades',
      'Punto de control 1: el número está repetido',
    ]);
  });

  it('takes a call document in our own shape as it is', () => {
    const document = { title: 'Convocatoria', blocks: [{ kind: 'link', label: 'Reglamento', url: 'https://ejemplo.mx/reglamento.pdf' }, { kind: 'text', text: 'Uno\nDos' }] };
    expect(imported(parseLegacyEventJson(legacy({ convocatoria: document }))).event.callDocument).toEqual(document);
  });

  it('refuses a malformed call document, naming each bad block', () => {
    const file = legacy({
      convocatoria: {
        titulo: 'Convocatoria',
        bloques: [
          { tipo: 'texto', contenido: 'Bien' },
          { tipo: 'mapa', url: 5 },
          { tipo: 'lista', contenido: ['uno', 7] },
          { tipo: 'video', url: 'https://ejemplo.mx' },
          'suelto',
          { kind: 'text' },
        ],
      },
    });
    const outcome = parseLegacyEventJson(file);
    expect(messages(outcome)).toEqual([
      'convocatoria, bloque 2 (dirección): Debe ser un texto',
      'convocatoria, bloque 3 (lista, elemento 2): Debe ser un texto',
      'convocatoria, bloque 4: tipo de bloque desconocido "video" (se esperaba texto, lista, enlace, imagen o mapa)',
      'convocatoria, bloque 5: no es un bloque (se esperaba un objeto con su tipo y contenido)',
      'convocatoria, bloque 6 (texto): Campo requerido',
    ]);
    expect(!outcome.ok && outcome.problems[0]).toEqual({ row: 2, field: 'convocatoria', message: 'convocatoria, bloque 2 (dirección): Debe ser un texto' });
    expect(messages(parseLegacyEventJson(legacy({ convocatoria: 'Ver el PDF' })))).toEqual([
      'convocatoria: no es un documento (se esperaba un objeto con título y bloques)',
    ]);
  });

  it('refuses text the database cannot store (NUL, broken UTF-16), naming where it is', () => {
    const file = legacy({ 'detalleEvento.lugarEvento': 'Estadio\u0000', 'convocatoria.titulo': 'Convocatoria \ud800' });
    expect(messages(parseLegacyEventJson(file))).toEqual(
      expect.arrayContaining([
        'detalleEvento.lugarEvento: el texto contiene caracteres no permitidos',
        'convocatoria.titulo: el texto contiene caracteres no permitidos',
      ]),
    );
  });
});
