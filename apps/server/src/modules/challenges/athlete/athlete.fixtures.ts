import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { signUpBody } from '../../../test/fixtures.ts';
import { cookieHeader, type TestApp } from '../../../test/test-app.ts';
import type { SignUpInput } from '@dorsal/core';

/** A challenge written straight to the database (the organizer's routes are another part's). */
export async function createChallenge(
  db: Db,
  overrides: Partial<{ priceCents: number; admitResults: boolean; ended: boolean; form: unknown; categories: unknown; kind: 'byTime' | 'distance'; createdBy: string | null; startsAt: Date }> = {},
  codes: Array<{ code: string; uses: number; active?: boolean }> = [],
) {
  const id = `t${randomBytes(4).toString('hex')}`;
  const startsAt = overrides.startsAt ?? new Date('2026-11-01T06:00:00Z');
  await db
    .insertInto('challenges')
    .values({
      id,
      name: 'Reto 10K Noviembre',
      description: 'Corre 10 km donde quieras',
      distanceKm: 10,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 86_400_000),
      kind: overrides.kind ?? 'distance',
      priceCents: overrides.priceCents ?? 0,
      admitResults: overrides.admitResults ?? true,
      ended: overrides.ended ?? false,
      form: overrides.form === undefined ? null : JSON.stringify(overrides.form),
      categories: overrides.categories === undefined ? null : JSON.stringify(overrides.categories),
      createdBy: overrides.createdBy ?? null,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .execute();
  for (const code of codes) await db.insertInto('challengeAccessCodes').values({ challengeId: id, code: code.code, uses: code.uses, active: code.active ?? true, createdAt: new Date(), createdBy: null }).execute();
  return id;
}

/** A new account and its session cookie. */
export async function signUp(t: Pick<TestApp, 'app'>, overrides: Partial<SignUpInput> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: signUpBody(overrides) });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return { cookie: cookieHeader(response.headers['set-cookie']), userId: (response.json() as { user: { id: string } }).user.id };
}

export interface Runner {
  gender: 'F' | 'M';
  categoryCode: number;
  goalSeconds: number | null;
  finishSeconds: number | null;
  active?: boolean;
}

/** Accounts and participants written in bulk (race numbers 1…n in list order); returns the user ids in that order. */
export async function addRunners(db: Db, challengeId: string, runners: Runner[]): Promise<string[]> {
  const now = new Date();
  const ids = runners.map(() => `u${randomBytes(6).toString('hex')}`);
  for (let from = 0; from < runners.length; from += 500) {
    const slice = runners.slice(from, from + 500);
    const users = slice.map((runner, index) => ({
      id: ids[from + index]!,
      name: `Atleta ${from + index + 1}`,
      email: `${ids[from + index]}@prueba.mx`,
      emailVerified: true,
      image: null,
      firstNames: `Atleta ${from + index + 1}`,
      lastNames: 'Prueba',
      phone: '5511223344',
      gender: runner.gender,
      birthDate: '1990-01-01',
      createdAt: now,
      updatedAt: now,
    }));
    await db.insertInto('users').values(users).execute();
    await db
      .insertInto('challengeParticipants')
      .values(
        slice.map((runner, index) => ({
          challengeId,
          userId: ids[from + index]!,
          raceNumber: from + index + 1,
          firstNames: `Atleta ${from + index + 1}`,
          lastNames: 'Prueba',
          email: `${ids[from + index]}@prueba.mx`,
          birthDate: '1990-01-01',
          gender: runner.gender,
          categoryName: `Cat ${runner.categoryCode}`,
          categoryCode: runner.categoryCode,
          paymentStatus: 'none' as const,
          goalSeconds: runner.goalSeconds,
          finishSeconds: runner.finishSeconds,
          active: runner.active ?? true,
          joinedAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  }
  return ids;
}

/**
 * Requests to the test app with an optional session cookie and JSON body, and the Spanish message of a refusal.
 * `get` reads the app when called, so a suite can make it in `beforeAll`.
 */
export function challengeCallers(get: () => Pick<TestApp, 'app'>) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    get().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const message = (response: { json: () => unknown }) => (response.json() as { error: { message: string } }).error.message;
  return { send, message };
}
