import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';

/** A request context signed in as a new account made with this sign-up body. */
export async function signedUpContext(baseURL: string, account: Record<string, string>): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const created = await context.post('/api/accounts', { data: account });
  expect(created.status(), await created.text()).toBe(201);
  return context;
}

export interface OpenChallenge {
  name: string;
  description: string;
  /** Started a day ago unless said. */
  startsAt?: string;
  /** Uses of its one access code (2 unless said). */
  codeUses?: number;
}

/** The organizer's new 10 km challenge, open for 30 days with results admitted, and its one access code (organizer API). */
export async function openChallengeWithCode(organizer: APIRequestContext, challenge: OpenChallenge): Promise<{ challengeId: string; code: string }> {
  const startsAt = challenge.startsAt ?? new Date(Date.now() - 86_400_000).toISOString();
  const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const created = await organizer.post('/api/manage/challenges', {
    data: { name: challenge.name, description: challenge.description, distanceKm: 10, startsAt, endsAt, kind: 'distance', price: 0, accessCodesAdmitted: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const challengeId = (await created.json()).challenge.id as string;
  const codes = await organizer.post(`/api/manage/challenges/${challengeId}/codes`, { data: { quantity: 1, uses: challenge.codeUses ?? 2 } });
  expect(codes.status(), await codes.text()).toBe(201);
  const code = (await codes.json()).created[0].code as string;
  expect((await organizer.patch(`/api/manage/challenges/${challengeId}/status`, { data: { admitResults: true } })).status()).toBe(200);
  return { challengeId, code };
}
