import type { ImportedCheckpoint } from '@dorsal/core';
import type { BuiltApp } from '../../app.ts';
import type { Db } from '../database.ts';
import { seededRandom } from './demo-random.ts';
import { demoEventImport, demoModality, demoResults, type ModalitySpec } from './demo-event-builder.ts';

type Services = Pick<BuiltApp, 'services'>['services'];

export const DEMO_MARATHON_NAME = 'Maratón de la Ciudad de México 2026 (demo a gran escala)';

const SPLITS_KM = [5, 10, 15, 20, 21.0975, 25, 30, 35, 40];

/**
 * A city marathon of `runners` finishers and DNF/DQ/DNS rows, with nine splits each and a realistic
 * spread of finish times (2:08 to 6:30), so the reports can be seen and measured at that size.
 * Idempotent: a database that already has it keeps it. The demo organizer owns it when present.
 */
export async function seedDemoMarathon(services: Services, db: Db, runners: number) {
  const existing = await db.selectFrom('events').select('id').where('name', '=', DEMO_MARATHON_NAME).executeTakeFirst();
  if (existing) return existing.id;
  const organizer = await db.selectFrom('users').select('id').where('email', '=', 'organizador@dorsal.mx').executeTakeFirst();
  const spec: ModalitySpec = {
    code: '42K',
    name: 'Maratón 42.195 km',
    description: 'Ruta certificada por las avenidas de la ciudad',
    minutes: [128, 390],
    athletes: runners,
    controls: SPLITS_KM.map((km, index) => ({ number: index + 1, fraction: km / 42.195 })),
    ageGroups: 'adult',
  };
  const start = '2026-08-30T12:00:00.000Z';
  const checkpoints: ImportedCheckpoint[] = SPLITS_KM.map((km, index) => ({
    number: index + 1,
    description: km === 21.0975 ? 'Medio maratón' : `KM ${km}`,
    distanceKm: km,
    laps: [{ modalityCode: spec.code, lap: 1, kind: 1 }],
  }));
  return services.imports.createEvent(
    demoEventImport(
      {
        name: DEMO_MARATHON_NAME,
        eventDate: '2026-08-30',
        startTime: '06:00',
        timeZone: 'America/Mexico_City',
        place: 'Estadio Olímpico Universitario',
        city: 'Ciudad de México',
        country: 'México',
        hasWebsite: false,
        ageAtEventDate: true,
        status: 'results',
        timing: { showAll: true, showDns: true, hideControls: false, videos: [] },
      },
      [demoModality(spec, 0, start)],
      checkpoints,
      demoResults(seededRandom(42_195), spec, { firstBib: 1, startInstant: start, flags: true }),
    ),
    organizer?.id ?? null,
  );
}
