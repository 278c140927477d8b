import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { challengeCategoryFor, type ChallengeCategories } from '@dorsal/core';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../database.ts';
import { personParts, seededRandom } from './demo-random.ts';

/** The open demo challenge (join with code CORRE1) and the closed one with its podium. */
export const DEMO_CHALLENGES = { open: 'RETO10K', closed: 'RETO5K' } as const;

const categories: ChallengeCategories = {
  F: [
    { name: 'Libre', ageStart: 18, ageEnd: 39, code: 2 },
    { name: 'Máster', ageStart: 40, ageEnd: 200, code: 3 },
  ],
  M: [
    { name: 'Libre', ageStart: 18, ageEnd: 39, code: 2 },
    { name: 'Máster', ageStart: 40, ageEnd: 200, code: 3 },
  ],
};

const DAY = 86_400_000;

async function demoPhoto(storage: FileStorage, hue: number, key: string): Promise<string> {
  const data = await sharp({ create: { width: 320, height: 320, channels: 3, background: `hsl(${hue}, 60%, 45%)` } })
    .composite([{ input: Buffer.from(`<svg width="320" height="320"><circle cx="160" cy="120" r="60" fill="#fff" fill-opacity="0.85"/><rect x="80" y="200" width="160" height="120" rx="60" fill="#fff" fill-opacity="0.85"/></svg>`) }])
    .jpeg({ quality: 70 })
    .toBuffer();
  await storage.put(key, data, 'image/jpeg');
  return storage.publicUrl(key);
}

/**
 * Two virtual challenges by the demo organizer: RETO10K, open (codes CORRE1, AMIGOS and a used-up LLENO1), with 30
 * athletes at every step — goals, finish times, evidence and photos — and the demo athlete at the start line; and
 * RETO5K, closed, with a podium. Athletes are made-up accounts that cannot sign in.
 */
export async function seedDemoChallenges({ storage }: { storage: FileStorage }, db: Db, organizerId: string | null, athleteId: string | null) {
  if (await db.selectFrom('challenges').select('id').where('id', '=', DEMO_CHALLENGES.open).executeTakeFirst()) return DEMO_CHALLENGES;
  const random = seededRandom(2026_12);
  const now = Date.now();
  // The images (issue 12): the medal shows the time and the certificate has its text on a white panel.
  const images = { medalConfig: JSON.stringify({ showTime: true, fontColor: '#1B2333' }), certificateConfig: JSON.stringify({ whiteBack: true, fontColor: '#0D3B8C' }) };
  const base = { timeZone: 'America/Mexico_City', currency: 'MXN', createdBy: organizerId, createdAt: new Date(), updatedAt: new Date(), categories: JSON.stringify(categories), distanceKm: 10, ...images };
  await db
    .insertInto('challenges')
    .values([
      { ...base, id: DEMO_CHALLENGES.open, name: 'Reto Virtual 10K Guadalupe-Reyes', description: 'Corre 10 km donde estés entre el 12 de diciembre y Reyes. Sube tu foto de salida, tu evidencia y tu foto de meta.', startsAt: new Date(now - 10 * DAY), endsAt: new Date(now + 30 * DAY), kind: 'distance', priceCents: 0, accessCodesAdmitted: 200, admitResults: true, ended: false },
      { ...base, id: DEMO_CHALLENGES.closed, name: 'Reto Virtual 5K Día de Muertos', description: 'Reto de 5 km ya cerrado: revisa el podio y los resultados oficiales.', distanceKm: 5, startsAt: new Date(now - 60 * DAY), endsAt: new Date(now - 30 * DAY), kind: 'distance', priceCents: 0, accessCodesAdmitted: 50, admitResults: false, ended: true },
    ])
    .execute();
  const codes = [
    { challengeId: DEMO_CHALLENGES.open, code: 'CORRE1', uses: 100 },
    { challengeId: DEMO_CHALLENGES.open, code: 'AMIGOS', uses: 50 },
    { challengeId: DEMO_CHALLENGES.open, code: 'LLENO1', uses: 1 },
    { challengeId: DEMO_CHALLENGES.closed, code: 'MUERTO', uses: 40 },
  ];
  await db
    .insertInto('challengeAccessCodes')
    .values(codes.map((code) => ({ ...code, createdBy: organizerId, createdAt: new Date() })))
    .execute();

  const photos: Array<{ challengeId: string; userId: string; kind: 'startLine' | 'finishLine' | 'evidence'; url: string; createdAt: Date }> = [];
  const used = new Map<string, number>();
  async function addRunners(challengeId: string, count: number, distanceKm: number, closed: boolean) {
    for (let i = 0; i < count; i += 1) {
      const gender = i % 2 === 0 ? 'F' : 'M';
      const { firstNames, lastNames } = personParts(random, gender);
      const userId = randomUUID();
      const birthDate = `${random.int(1960, 2004)}-0${random.int(1, 9)}-1${random.int(0, 9)}`;
      const email = `reto.${challengeId.toLowerCase()}.${i + 1}@demo.dorsal.mx`;
      await db
        .insertInto('users')
        .values({ id: userId, name: `${firstNames} ${lastNames}`, email, emailVerified: true, image: null, firstNames, lastNames, phone: '5500000000', gender, birthDate, createdAt: new Date(), updatedAt: new Date() })
        .execute();
      const step = closed ? 4 : i % 5;
      const goalSeconds = step >= 1 ? Math.round(distanceKm * random.int(270, 420)) : null;
      const finishSeconds = step >= 3 || (closed && i < 12) ? Math.round(distanceKm * random.int(250, 450)) : null;
      const code = challengeId === DEMO_CHALLENGES.open ? (i < 20 ? 'CORRE1' : 'AMIGOS') : 'MUERTO';
      used.set(`${challengeId}:${code}`, (used.get(`${challengeId}:${code}`) ?? 0) + 1);
      const ageAt = Number(new Date(now).getUTCFullYear()) - Number(birthDate.slice(0, 4));
      const category = challengeCategoryFor(categories, gender, ageAt);
      const startPhotoUrl = step >= 1 && i % 3 !== 2 ? await demoPhoto(storage, (i * 37) % 360, `challenges/demo/${challengeId}-${i}-start.jpg`) : null;
      const finishPhotoUrl = step >= 3 && i % 2 === 1 ? await demoPhoto(storage, (i * 53) % 360, `challenges/demo/${challengeId}-${i}-finish.jpg`) : null;
      const joinedAt = new Date(now - random.int(2, 9) * DAY);
      await db
        .insertInto('challengeParticipants')
        .values({
          challengeId,
          userId,
          raceNumber: i + 1,
          firstNames,
          lastNames,
          email,
          birthDate,
          gender,
          categoryName: category.name,
          categoryCode: category.code,
          accessCode: code,
          goalSeconds,
          finishSeconds,
          finishRecordedAt: finishSeconds ? new Date(joinedAt.getTime() + DAY) : null,
          startPhotoUrl,
          finishPhotoUrl,
          step,
          joinedAt,
          updatedAt: joinedAt,
        })
        .execute();
      await db.insertInto('challengeCodeUses').values({ challengeId, code, userId, usedAt: joinedAt }).execute();
      if (startPhotoUrl) photos.push({ challengeId, userId, kind: 'startLine', url: startPhotoUrl, createdAt: joinedAt });
      if (finishPhotoUrl) photos.push({ challengeId, userId, kind: 'finishLine', url: finishPhotoUrl, createdAt: new Date(joinedAt.getTime() + DAY) });
      if (finishSeconds) photos.push({ challengeId, userId, kind: 'evidence', url: startPhotoUrl ?? (await demoPhoto(storage, 200, `challenges/demo/${challengeId}-${i}-evidence.jpg`)), createdAt: joinedAt });
    }
  }
  await addRunners(DEMO_CHALLENGES.open, 30, 10, false);
  await addRunners(DEMO_CHALLENGES.closed, 14, 5, true);
  if (athleteId) {
    const athlete = await db.selectFrom('users').select(['firstNames', 'lastNames', 'email', 'birthDate', 'gender']).where('id', '=', athleteId).executeTakeFirst();
    if (athlete) {
      const category = challengeCategoryFor(categories, athlete.gender, new Date(now).getUTCFullYear() - Number(athlete.birthDate.slice(0, 4)));
      await db
        .insertInto('challengeParticipants')
        .values({ challengeId: DEMO_CHALLENGES.open, userId: athleteId, raceNumber: 31, ...athlete, categoryName: category.name, categoryCode: category.code, accessCode: 'CORRE1', goalSeconds: 3300, step: 1, joinedAt: new Date(), updatedAt: new Date() })
        .execute();
      await db.insertInto('challengeCodeUses').values({ challengeId: DEMO_CHALLENGES.open, code: 'CORRE1', userId: athleteId, usedAt: new Date() }).execute();
      used.set(`${DEMO_CHALLENGES.open}:CORRE1`, (used.get(`${DEMO_CHALLENGES.open}:CORRE1`) ?? 0) + 1);
    }
  }
  if (photos.length > 0) await db.insertInto('challengePhotos').values(photos).execute();
  used.set(`${DEMO_CHALLENGES.open}:LLENO1`, 1);
  for (const [key, count] of used) {
    const [challengeId, code] = key.split(':') as [string, string];
    await db.updateTable('challengeAccessCodes').set({ usedCount: count }).where('challengeId', '=', challengeId).where('code', '=', code).execute();
  }
  return DEMO_CHALLENGES;
}
