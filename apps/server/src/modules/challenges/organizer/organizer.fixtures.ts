import type { SignUpInput } from '@dorsal/core';
import { signUpBody } from '../../../test/fixtures.ts';
import { cookieHeader, type TestApp } from '../../../test/test-app.ts';

/** A new account and its session cookie; `admin` makes it the platform admin. */
export async function organizerTestAccount(t: Pick<TestApp, 'app' | 'db'>, options: { admin?: boolean } & Partial<SignUpInput> = {}) {
  const { admin, ...overrides } = options;
  const body = signUpBody(overrides);
  const response = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const userId = (response.json() as { user: { id: string } }).user.id;
  if (admin) await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
  return { cookie: cookieHeader(response.headers['set-cookie']), userId, email: body.email };
}

export const challengeBody = {
  name: 'Reto 10K Otoño',
  description: 'Corre 10 km donde quieras y sube tu evidencia',
  distanceKm: 10,
  startsAt: '2026-12-01T08:00:00-06:00',
  endsAt: '2026-12-31T23:59:00-06:00',
  kind: 'distance',
  price: 0,
  accessCodesAdmitted: 10,
} as const;

/** A participant written straight to the database (joining is the athlete part's). */
export async function insertParticipant(t: Pick<TestApp, 'db'>, challengeId: string, userId: string, overrides: { raceNumber?: number; evidence?: number } = {}) {
  await t.db
    .insertInto('challengeParticipants')
    .values({
      challengeId,
      userId,
      raceNumber: overrides.raceNumber ?? 1,
      firstNames: 'María José',
      lastNames: 'Núñez Peña',
      email: 'maria@ejemplo.mx',
      birthDate: '1990-05-17',
      gender: 'F',
      categoryName: 'Única',
      categoryCode: 1,
      accessCode: null,
      paymentReference: null,
      formAnswers: JSON.stringify({ talla: 'M' }),
      goalSeconds: 3600,
      finishSeconds: 3540,
      finishRecordedAt: new Date('2026-12-05T10:00:00Z'),
      wearableSummary: null,
      startPhotoUrl: null,
      finishPhotoUrl: null,
      joinedAt: new Date('2026-12-01T15:00:00Z'),
      updatedAt: new Date(),
    })
    .execute();
  for (let i = 0; i < (overrides.evidence ?? 0); i++) {
    await t.db.insertInto('challengePhotos').values({ challengeId, userId, kind: 'evidence', url: `/files/e${i}.jpg`, createdAt: new Date() }).execute();
  }
}
