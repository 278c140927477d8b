import type { CallDocument, ImportedCheckpoint, ImportedEvent, ImportedModality, ResultRow } from '@dorsal/core';
import type { BuiltApp } from '../../app.ts';
import { seededRandom, type Random } from './demo-random.ts';
import { demoEventImport, demoModality, demoResults, type ModalitySpec } from './demo-event-builder.ts';
import { storeDemoLogo } from './demo-logos.ts';

type Services = Pick<BuiltApp, 'services'>['services'];

const timing = (overrides: Partial<ImportedEvent['timing']> = {}): ImportedEvent['timing'] => ({
  showAll: true,
  showDns: true,
  hideControls: false,
  videos: [],
  ...overrides,
});

function event(overrides: Partial<ImportedEvent> & Pick<ImportedEvent, 'name' | 'eventDate'>): ImportedEvent {
  return {
    startTime: '07:00',
    timeZone: 'America/Mexico_City',
    place: '',
    city: 'Ciudad de México',
    country: 'México',
    hasWebsite: false,
    ageAtEventDate: true,
    timing: timing(),
    ...overrides,
  };
}

/** A modality and when its wave starts, in the event's local time ('07:00'). */
interface Wave {
  spec: ModalitySpec;
  localStart: string;
}

/** The instant of a local time on a date, for zones at UTC−6 all year (central and southeast Mexico since 2022). */
function centralInstant(date: string, localTime: string): string {
  const [hours, minutes] = localTime.split(':').map(Number) as [number, number];
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + ((hours + 6) * 60 + minutes) * 60_000).toISOString();
}

function modalities(date: string, waves: Wave[]): ImportedModality[] {
  return waves.map((wave, index) => demoModality(wave.spec, index, centralInstant(date, wave.localStart)));
}

/** Each modality's field, bibs from 1001, 2001… in order; flagged rows (DNF, DQ, DNS) when asked. */
function results(random: Random, date: string, waves: Wave[], options: { flags?: boolean; firstBib?: (index: number) => number } = {}): ResultRow[] {
  return waves.flatMap((wave, index) =>
    demoResults(random, wave.spec, {
      firstBib: options.firstBib?.(index) ?? (index + 1) * 1000 + 1,
      startInstant: centralInstant(date, wave.localStart),
      flags: options.flags ?? false,
    }),
  );
}

interface CallDocumentInput {
  name: string;
  place: string;
  presentation: string;
  kitDelivery: string;
  waves: Wave[];
  awards: string;
  kit: string[];
  extra?: { title: string; items: string[] };
}

const callDocument = (input: CallDocumentInput): CallDocument => ({
  title: `Convocatoria ${input.name}`,
  blocks: [
    { kind: 'text', title: 'Presentación', text: input.presentation },
    {
      kind: 'list',
      title: 'Horarios',
      items: [input.kitDelivery, ...input.waves.map((wave) => `Salida ${wave.spec.name}: ${wave.localStart}`), `Premiación: ${input.awards}`],
    },
    { kind: 'list', title: 'Tu kit incluye', items: input.kit },
    ...(input.extra ? [{ kind: 'list' as const, title: input.extra.title, items: input.extra.items }] : []),
    { kind: 'link', label: 'Reglamento', url: 'https://dorsal.mx/reglamento' },
    { kind: 'map', label: input.place, url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(input.place)}` },
  ],
});

const runningKit = ['Número con chip', 'Playera técnica', 'Medalla de finalista', 'Certificado digital'];

/** Road running: 5 km and 10 km take Juvenil (12 to 17); the half marathon is for 18 and older. */
const fiveK: ModalitySpec = { code: '5K', name: '5 km', description: 'Recreativa, ideal para tu primera carrera', minutes: [16.5, 50], athletes: 60, controls: [{ number: 1, fraction: 0.5 }] };
const tenK: ModalitySpec = { code: '10K', name: '10 km', description: 'Ruta plana y rápida', minutes: [33, 95], athletes: 90, controls: [{ number: 2, fraction: 0.5 }] };
const halfMarathon: ModalitySpec = {
  code: '21K',
  name: '21 km',
  description: 'Medio maratón con ruta medida y certificada; a partir de 18 años',
  minutes: [70, 185],
  athletes: 60,
  controls: [{ number: 2, fraction: 0.24 }, { number: 3, fraction: 0.47 }, { number: 4, fraction: 0.71 }],
  ageGroups: 'adult',
};

const roadCheckpoints: ImportedCheckpoint[] = [
  { number: 1, description: 'KM 2.5', distanceKm: 2.5, laps: [{ modalityCode: '5K', lap: 1, kind: 1 }] },
  { number: 2, description: 'KM 5', distanceKm: 5, laps: [{ modalityCode: '10K', lap: 1, kind: 1 }, { modalityCode: '21K', lap: 1, kind: 1 }] },
  { number: 3, description: 'KM 10', distanceKm: 10, laps: [{ modalityCode: '21K', lap: 1, kind: 1 }] },
  { number: 4, description: 'KM 15', distanceKm: 15, laps: [{ modalityCode: '21K', lap: 1, kind: 1 }] },
];

/**
 * The demo's timed events, as Mexican races run them: a Sunday-morning road race with full results
 * (5, 10 and 21 km, a wave each), a Saturday-night 10 km, a December marathon that starts before the
 * heat, a mountain trail live today, and two upcoming events: a half marathon and a road-cycling
 * Gran Fondo.
 */
/** The demo's live event: `npm start` replays a simulated race on it (demo-race.ts). */
export const DEMO_LIVE_EVENT = 'Trail Nevado de Toluca 2026';

export async function seedDemoEvents(services: Services, ownerId: string | null) {
  const random = seededRandom(2026);
  const logo = (key: string, background: string, accent: string) => storeDemoLogo(services.storage, `logos/${key}.png`, { background, accent });
  const ids: Record<string, number> = {};

  const pastDate = '2026-10-18';
  const pastWaves: Wave[] = [
    { spec: fiveK, localStart: '07:30' },
    { spec: tenK, localStart: '07:00' },
    { spec: halfMarathon, localStart: '06:45' },
  ];
  ids.past = await services.imports.createEvent(
    demoEventImport(
      event({
        name: 'Carrera Bosque de Chapultepec 2026',
        eventDate: pastDate,
        startTime: '06:45',
        place: 'Bosque de Chapultepec, Puerta de los Leones',
        logoUrl: await logo('bosque-chapultepec', '#0d3b8c', '#f26b1d'),
        status: 'results',
        callDocument: callDocument({
          name: 'Carrera Bosque de Chapultepec 2026',
          place: 'Bosque de Chapultepec, Ciudad de México',
          presentation:
            'Te invitamos a la Carrera Bosque de Chapultepec 2026: un recorrido por la Primera Sección del bosque, con hidratación cada 2.5 km, cronometraje con chip y medalla para todos los finalistas.',
          kitDelivery: 'Entrega de kits: viernes y sábado de 10:00 a 19:00',
          waves: pastWaves,
          awards: '09:30',
          kit: runningKit,
        }),
        timing: timing({
          message: '¡Gracias por correr con nosotros! Los resultados son oficiales. Descarga tu certificado desde tu resultado.',
          videos: [{ videoId: 'M7lc1UVf-VE', title: 'Meta 10 km y 21 km', startTime: '2026-10-18T13:30:00.000Z', endTime: '2026-10-18T16:30:00.000Z', hide: false }],
        }),
      }),
      modalities(pastDate, pastWaves),
      roadCheckpoints,
      results(random, pastDate, pastWaves, { flags: true }),
    ),
    ownerId,
  );

  const nightDate = '2026-09-12';
  const nightWaves: Wave[] = [{ spec: { ...tenK, description: 'Por las calles iluminadas del Centro Histórico', athletes: 40 }, localStart: '20:00' }];
  ids['nocturna-puebla'] = await services.imports.createEvent(
    demoEventImport(
      event({
        name: '10K Nocturna Puebla 2026',
        eventDate: nightDate,
        startTime: '20:00',
        city: 'Puebla',
        place: 'Zócalo, Centro Histórico',
        status: 'results',
        logoUrl: await logo('nocturna-puebla', '#1b1b3a', '#ffd23f'),
      }),
      modalities(nightDate, nightWaves),
      roadCheckpoints.filter((checkpoint) => checkpoint.number === 2),
      results(random, nightDate, nightWaves, { firstBib: () => 101 }),
    ),
    ownerId,
  );

  const marathonDate = '2025-12-07';
  const marathon: ModalitySpec = {
    code: '42K',
    name: '42.195 km',
    description: 'Maratón por el Paseo de Montejo y el Centro; salida temprano, antes del calor',
    minutes: [140, 330],
    athletes: 40,
    controls: [{ number: 1, fraction: 0.237 }, { number: 2, fraction: 0.5 }, { number: 3, fraction: 0.711 }],
    ageGroups: 'adult',
  };
  const marathonWaves: Wave[] = [{ spec: marathon, localStart: '05:00' }];
  ids['maraton-merida'] = await services.imports.createEvent(
    demoEventImport(
      event({
        name: 'Maratón de la Ciudad Blanca Mérida 2025',
        eventDate: marathonDate,
        startTime: '05:00',
        timeZone: 'America/Merida',
        city: 'Mérida',
        place: 'Paseo de Montejo',
        status: 'results',
        logoUrl: await logo('maraton-merida', '#ffffff', '#2a9d8f'),
      }),
      modalities(marathonDate, marathonWaves),
      [
        { number: 1, description: 'KM 10', distanceKm: 10, laps: [{ modalityCode: '42K', lap: 1, kind: 1 }] },
        { number: 2, description: 'KM 21.1', distanceKm: 21.1, laps: [{ modalityCode: '42K', lap: 1, kind: 1 }] },
        { number: 3, description: 'KM 30', distanceKm: 30, laps: [{ modalityCode: '42K', lap: 1, kind: 1 }] },
      ],
      results(random, marathonDate, marathonWaves, { firstBib: () => 201 }),
    ),
    ownerId,
  );

  const today = new Date().toISOString().slice(0, 10);
  const trail: ModalitySpec = {
    code: '25K',
    name: 'Trail 25 km',
    description: 'Desnivel positivo de 1,200 m; corte de tiempo a las 6 horas',
    minutes: [150, 330],
    athletes: 600,
    controls: [{ number: 1, fraction: 0.3 }, { number: 2, fraction: 0.65 }],
    ageGroups: 'adult',
  };
  const shortTrail: ModalitySpec = {
    code: '10K',
    name: 'Trail 10 km',
    description: 'Segunda ola, 15 minutos después de la salida del 25 km',
    minutes: [48, 110],
    athletes: 900,
    controls: [{ number: 3, fraction: 0.5 }],
    ageGroups: 'adult',
  };
  ids.live = await services.imports.createEvent(
    demoEventImport(
      event({ name: DEMO_LIVE_EVENT, eventDate: today, city: 'Zinacantepec', place: 'Parque Nacional Nevado de Toluca', status: 'live', startTime: '07:00', logoUrl: await logo('nevado-toluca', '#2d6a4f', '#ffffff') }),
      [demoModality(trail, 0, centralInstant(today, '07:00')), demoModality(shortTrail, 1, centralInstant(today, '07:15'))],
      [
        { number: 1, description: 'Puesto Las Cruces', distanceKm: 7.5, laps: [{ modalityCode: '25K', lap: 1, kind: 1 }] },
        { number: 2, description: 'Puesto El Mirador', distanceKm: 16, laps: [{ modalityCode: '25K', lap: 1, kind: 1 }] },
        { number: 3, description: 'Retorno 10 km', distanceKm: 5, laps: [{ modalityCode: '10K', lap: 1, kind: 1 }] },
      ],
      [
        ...demoResults(random, trail, { firstBib: 501, startInstant: centralInstant(today, '07:00'), finishedShare: 0.4 }),
        ...demoResults(random, shortTrail, { firstBib: 2001, startInstant: centralInstant(today, '07:15'), finishedShare: 0.6 }),
      ],
    ),
    ownerId,
  );

  const monterreyDate = '2027-02-21';
  const monterreyWaves: Wave[] = [
    { spec: fiveK, localStart: '07:30' },
    { spec: tenK, localStart: '07:15' },
    { spec: halfMarathon, localStart: '07:00' },
  ];
  ids.monterrey = await services.imports.createEvent(
    demoEventImport(
      event({
        name: 'Medio Maratón de Monterrey 2027',
        eventDate: monterreyDate,
        timeZone: 'America/Monterrey',
        city: 'Monterrey',
        place: 'Parque Fundidora',
        status: 'registration',
        logoUrl: await logo('monterrey', '#c1121f', '#ffffff'),
        callDocument: callDocument({
          name: 'el Medio Maratón de Monterrey 2027',
          place: 'Parque Fundidora, Monterrey',
          presentation:
            'Te invitamos al Medio Maratón de Monterrey 2027: una ruta plana y rápida con salida y meta en el Parque Fundidora, hidratación cada 2.5 km, cronometraje con chip y medalla para todos los finalistas.',
          kitDelivery: 'Entrega de kits: viernes y sábado de 10:00 a 19:00',
          waves: monterreyWaves,
          awards: '09:45',
          kit: runningKit,
        }),
      }),
      modalities(monterreyDate, monterreyWaves),
      roadCheckpoints,
      [],
    ),
    ownerId,
  );

  const valleDate = '2027-03-14';
  const valleWaves: Wave[] = [
    {
      spec: { code: 'GF', name: 'Gran Fondo 120 km', description: 'Ruta de carretera alrededor de la presa; desnivel positivo de 2,100 m', minutes: [200, 420], athletes: 0, controls: [], ageGroups: 'adult' },
      localStart: '07:00',
    },
    {
      spec: { code: 'MF', name: 'Medio Fondo 70 km', description: 'Ruta de carretera hacia Avándaro; desnivel positivo de 1,100 m', minutes: [120, 270], athletes: 0, controls: [], ageGroups: 'adult' },
      localStart: '07:15',
    },
    {
      spec: { code: 'RF', name: 'Rodada familiar 15 km', description: 'Sin cronometraje ni costo, para pedalear en familia', minutes: [40, 90], athletes: 0, controls: [], ageGroups: 'open' },
      localStart: '09:00',
    },
    {
      spec: { code: 'REL', name: 'Relevo en pareja 2 × 35 km', description: 'Cada integrante rueda una vuelta de 35 km', minutes: [150, 300], athletes: 0, controls: [], ageGroups: 'adult', teamSize: 2 },
      localStart: '07:30',
    },
  ];
  ids['valle-bravo'] = await services.imports.createEvent(
    demoEventImport(
      event({
        name: 'Gran Fondo Valle de Bravo 2027',
        eventDate: valleDate,
        city: 'Valle de Bravo',
        place: 'Embarcadero Municipal',
        status: 'registration',
        logoUrl: await logo('valle-bravo', '#003049', '#fcbf49'),
        callDocument: callDocument({
          name: 'el Gran Fondo Valle de Bravo 2027',
          place: 'Embarcadero Municipal, Valle de Bravo',
          presentation:
            'Te invitamos al Gran Fondo Valle de Bravo 2027: ciclismo de ruta por las carreteras alrededor de la presa, con abastecimiento cada 25 km, apoyo mecánico en ruta, cronometraje con chip y medalla para todos los finalistas.',
          kitDelivery: 'Entrega de kits: sábado de 09:00 a 18:00 en el Embarcadero Municipal',
          waves: valleWaves,
          awards: '13:30',
          kit: ['Número de manubrio con chip', 'Calcomanía para el casco', 'Medalla de finalista', 'Certificado digital'],
          extra: { title: 'Requisitos', items: ['Casco obligatorio', 'Bicicleta de ruta en buen estado', 'Luz trasera encendida durante todo el recorrido'] },
        }),
      }),
      modalities(valleDate, valleWaves),
      [],
      [],
    ),
    ownerId,
  );
  return ids;
}
