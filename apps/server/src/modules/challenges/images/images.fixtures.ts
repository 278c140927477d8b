import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../../db/database.ts';
import { signUpBody } from '../../../test/fixtures.ts';
import { cookieHeader, type TestApp } from '../../../test/test-app.ts';
import type { SignUpInput } from '@dorsal/core';

/** A challenge written straight to the database, its creator as owner (the organizer's routes are another part's). */
export async function insertChallenge(db: Db, ownerId: string, overrides: Partial<{ ended: boolean; name: string }> = {}): Promise<string> {
  const id = `i${randomBytes(4).toString('hex')}`;
  await db
    .insertInto('challenges')
    .values({
      id,
      name: overrides.name ?? 'Reto Guadalupe 10K',
      description: 'Corre 10 km donde quieras',
      distanceKm: 10,
      startsAt: new Date('2026-11-01T06:00:00Z'),
      endsAt: new Date('2026-12-01T05:59:00Z'),
      kind: 'distance',
      ended: overrides.ended ?? false,
      createdBy: ownerId,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .execute();
  await db.insertInto('challengeStaff').values({ challengeId: id, userId: ownerId, role: 'owner', createdAt: new Date() }).execute();
  return id;
}

export async function insertParticipant(
  db: Db,
  challengeId: string,
  userId: string,
  values: Partial<{ raceNumber: number; goalSeconds: number | null; finishSeconds: number | null; startPhotoUrl: string | null; finishPhotoUrl: string | null }> = {},
) {
  await db
    .insertInto('challengeParticipants')
    .values({
      challengeId,
      userId,
      raceNumber: values.raceNumber ?? 7,
      firstNames: 'José Ángel',
      lastNames: 'Núñez Peña',
      email: `${userId}@ejemplo.mx`,
      birthDate: '1990-05-17',
      gender: 'M',
      categoryName: 'Única',
      categoryCode: 1,
      goalSeconds: values.goalSeconds ?? null,
      finishSeconds: values.finishSeconds ?? null,
      startPhotoUrl: values.startPhotoUrl ?? null,
      finishPhotoUrl: values.finishPhotoUrl ?? null,
      joinedAt: new Date(),
      updatedAt: new Date(),
    })
    .execute();
}

export async function account(t: Pick<TestApp, 'app'>, overrides: Partial<SignUpInput> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: signUpBody(overrides) });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return { cookie: cookieHeader(response.headers['set-cookie']), userId: (response.json() as { user: { id: string } }).user.id };
}

export const solidJpeg = (width: number, height: number, background = '#2E7D32') => sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
export const solidPng = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: { r: 200, g: 150, b: 20, alpha: 0.8 } } }).png().toBuffer();
