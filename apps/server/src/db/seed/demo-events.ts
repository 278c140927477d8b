import type { CallDocument, ImportedCheckpoint, ImportedEvent } from '@dorsal/core';
import type { BuiltApp } from '../../app.ts';
import { seededRandom } from './demo-random.ts';
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

const callDocument = (name: string, place: string): CallDocument => ({
  title: `Convocatoria ${name}`,
  blocks: [
    { kind: 'text', title: 'Presentación', text: `Te invitamos a ${name}. Un recorrido rápido y seguro, con hidratación cada 2.5 km, cronometraje con chip y medalla para todos los finalistas.` },
    { kind: 'list', title: 'Horarios', items: ['Entrega de kits: viernes y sábado de 10:00 a 19:00', 'Salida: 07:00', 'Premiación: 09:30'] },
    { kind: 'list', title: 'Tu kit incluye', items: ['Número con chip', 'Playera técnica', 'Medalla de finalista', 'Certificado digital'] },
    { kind: 'link', label: 'Reglamento de la carrera', url: 'https://dorsal.mx/reglamento' },
    { kind: 'map', label: place, url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` },
  ],
});

const road: ModalitySpec[] = [
  { code: '5K', name: '5 km', description: 'Recreativa, ideal para tu primera carrera', minutes: [16, 48], athletes: 60, controls: [{ number: 1, fraction: 0.5 }] },
  { code: '10K', name: '10 km', description: 'Ruta plana y rápida', minutes: [31, 95], athletes: 90, controls: [{ number: 2, fraction: 0.5 }] },
  { code: '21K', name: '21 km', description: 'Medio maratón, certificado por la federación', minutes: [68, 190], athletes: 60, controls: [{ number: 2, fraction: 0.24 }, { number: 3, fraction: 0.47 }, { number: 4, fraction: 0.71 }] },
];

const roadCheckpoints: ImportedCheckpoint[] = [
  { number: 1, description: 'KM 2.5', distanceKm: 2.5, laps: [{ modalityCode: '5K', lap: 1, kind: 1 }] },
  { number: 2, description: 'KM 5', distanceKm: 5, laps: [{ modalityCode: '10K', lap: 1, kind: 1 }, { modalityCode: '21K', lap: 1, kind: 1 }] },
  { number: 3, description: 'KM 10', distanceKm: 10, laps: [{ modalityCode: '21K', lap: 1, kind: 1 }] },
  { number: 4, description: 'KM 15', distanceKm: 15, laps: [{ modalityCode: '21K', lap: 1, kind: 1 }] },
];

/** The demo's timed events: one with full results, more past ones, a live one and upcoming ones. */
export async function seedDemoEvents(services: Services, ownerId: string | null) {
  const random = seededRandom(2026);
  const logo = (key: string, background: string, accent: string) => storeDemoLogo(services.storage, `logos/${key}.png`, { background, accent });
  const ids: Record<string, number> = {};

  const pastStart = '2026-10-18T13:00:00.000Z'; // 07:00 in Mexico City
  const pastResults = road.flatMap((spec, index) => demoResults(random, spec, { firstBib: (index + 1) * 1000 + 1, startInstant: pastStart, flags: true }));
  ids.past = await services.imports.createEvent(
    demoEventImport(
      event({
        name: 'Carrera Bosque de Chapultepec 2026',
        eventDate: '2026-10-18',
        place: 'Bosque de Chapultepec, Puerta de los Leones',
        logoUrl: await logo('bosque-chapultepec', '#0d3b8c', '#f26b1d'),
        status: 'results',
        callDocument: callDocument('la Carrera Bosque de Chapultepec 2026', 'Bosque de Chapultepec, Ciudad de México'),
        timing: timing({
          message: '¡Gracias por correr con nosotros! Los resultados son oficiales. Descarga tu certificado desde tu resultado.',
          videos: [{ videoId: 'M7lc1UVf-VE', title: 'Meta 10 km y 21 km', startTime: '2026-10-18T13:30:00.000Z', endTime: '2026-10-18T16:30:00.000Z', hide: false }],
        }),
      }),
      road.map((spec, index) => demoModality(spec, index, pastStart)),
      roadCheckpoints,
      pastResults,
    ),
    ownerId,
  );

  const morePast = [
    { key: 'nocturna-puebla', name: '10K Nocturna Puebla 2026', date: '2026-09-12', city: 'Puebla', place: 'Centro Histórico', colors: ['#1b1b3a', '#ffd23f'] },
    { key: 'maraton-merida', name: 'Maratón de la Ciudad Blanca Mérida 2026', date: '2026-06-07', city: 'Mérida', place: 'Paseo de Montejo', colors: ['#ffffff', '#2a9d8f'] },
  ];
  for (const [index, item] of morePast.entries()) {
    const start = `${item.date}T13:00:00.000Z`;
    const spec = { ...road[1]!, athletes: 40 };
    ids[item.key] = await services.imports.createEvent(
      demoEventImport(
        event({ name: item.name, eventDate: item.date, city: item.city, place: item.place, status: 'results', logoUrl: await logo(item.key, item.colors[0]!, item.colors[1]!) }),
        [demoModality(spec, 0, start)],
        roadCheckpoints.filter((checkpoint) => checkpoint.number === 2),
        demoResults(random, spec, { firstBib: 101 + index * 100, startInstant: start }),
      ),
      ownerId,
    );
  }

  const today = new Date().toISOString().slice(0, 10);
  const liveStart = `${today}T13:00:00.000Z`;
  const trail: ModalitySpec = { code: '25K', name: 'Trail 25 km', description: 'Desnivel positivo de 1,200 m', minutes: [150, 330], athletes: 50, controls: [{ number: 1, fraction: 0.3 }, { number: 2, fraction: 0.65 }] };
  ids.live = await services.imports.createEvent(
    demoEventImport(
      event({ name: 'Trail Nevado de Toluca 2026', eventDate: today, city: 'Zinacantepec', place: 'Parque Nacional Nevado de Toluca', status: 'live', startTime: '07:00', logoUrl: await logo('nevado-toluca', '#2d6a4f', '#ffffff') }),
      [demoModality(trail, 0, liveStart)],
      [
        { number: 1, description: 'Puesto Las Cruces', distanceKm: 7.5, laps: [{ modalityCode: '25K', lap: 1, kind: 1 }] },
        { number: 2, description: 'Puesto El Mirador', distanceKm: 16, laps: [{ modalityCode: '25K', lap: 1, kind: 1 }] },
      ],
      demoResults(random, trail, { firstBib: 501, startInstant: liveStart, finishedShare: 0.4 }),
    ),
    ownerId,
  );

  const upcoming = [
    { key: 'monterrey', name: 'Medio Maratón de Monterrey 2027', date: '2027-02-21', city: 'Monterrey', place: 'Parque Fundidora', colors: ['#c1121f', '#ffffff'] },
    { key: 'valle-bravo', name: 'Gran Fondo Valle de Bravo 2027', date: '2027-03-14', city: 'Valle de Bravo', place: 'Embarcadero Municipal', colors: ['#003049', '#fcbf49'] },
  ];
  for (const item of upcoming) {
    ids[item.key] = await services.imports.createEvent(
      demoEventImport(
        event({
          name: item.name,
          eventDate: item.date,
          city: item.city,
          place: item.place,
          status: 'registration',
          logoUrl: await logo(item.key, item.colors[0]!, item.colors[1]!),
          callDocument: callDocument(`el ${item.name}`, `${item.place}, ${item.city}`),
        }),
        road.map((spec, index) => demoModality(spec, index, `${item.date}T13:00:00.000Z`)),
        roadCheckpoints,
        [],
      ),
      ownerId,
    );
  }
  return ids;
}
