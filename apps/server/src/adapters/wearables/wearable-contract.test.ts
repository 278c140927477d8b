import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wearableActivitySchema } from '@dorsal/core';
import { startFakeGarmin, type FakeGarmin } from '../../test/fake-garmin/fake-garmin-server.ts';
import { createGarminWearables } from './garmin/garmin-provider.ts';
import { createSandboxWearables, type SandboxWearables } from './sandbox/sandbox-provider.ts';
import { WearableError } from './wearable-error.ts';
import type { OAuthToken, WearablePort } from './wearable-port.ts';

let fake: FakeGarmin;
beforeAll(async () => {
  fake = await startFakeGarmin();
});
afterAll(() => fake.close());

const now = Math.floor(Date.now() / 1000);
const start = now - 6 * 3600;
const window = { uploadStartTimeInSeconds: start, uploadEndTimeInSeconds: start + 84_960 };
const callbackUrl = 'http://localhost:3000/api/garmin/callback';

/** Each adapter, with the athlete's consent step as its platform does it. */
const adapters: { name: string; make: () => { port: WearablePort; consent: (consentUrl: string) => Promise<string>; seed: (userId: string) => void } }[] = [
  {
    name: 'garmin (against the fake Garmin)',
    make: () => ({
      port: createGarminWearables({ consumerKey: fake.consumerKey, consumerSecret: fake.consumerSecret, apiUrl: fake.url, oauthUrl: fake.url, authorizeUrl: fake.url }),
      async consent(consentUrl) {
        fake.nextConsentAs('runner-1');
        const answer = await fetch(consentUrl, { redirect: 'manual' });
        expect(answer.status).toBe(302);
        const back = new URL(answer.headers.get('location')!);
        expect(`${back.origin}${back.pathname}`).toBe(callbackUrl);
        return back.searchParams.get('oauth_verifier')!;
      },
      seed(userId) {
        const summary = (activityId: number, type: string, startTime: number, meters: number) => ({
          activityId,
          activityType: type,
          startTimeInSeconds: startTime,
          startTimeOffsetInSeconds: -21_600,
          durationInSeconds: Math.round(meters * 0.36),
          distanceInMeters: meters,
          activeKilocalories: 600,
          averageHeartRateInBeatsPerMinute: 150,
          averageSpeedInMetersPerSecond: 2.78,
        });
        fake.addActivity(userId, summary(11, 'RUNNING', start + 3600, 10_120), start + 7200, [{ startTimeInSeconds: start + 3600 }, { startTimeInSeconds: start + 3960 }]);
        fake.addActivity(userId, summary(12, 'TRAIL_RUNNING', start + 10_000, 8_400), start + 14_000);
        fake.addActivity(userId, summary(13, 'RUNNING', start - 90_000, 10_000), start - 80_000);
      },
    }),
  },
  {
    name: 'sandbox',
    make: () => {
      const port = createSandboxWearables();
      return {
        port,
        consent: async (consentUrl) => (port as SandboxWearables).verifierFor(new URL(consentUrl, 'http://x').searchParams.get('oauth_token')!)!,
        seed: () => {},
      };
    },
  },
];

describe.each(adapters)('wearable adapter contract: $name', ({ make }) => {
  let access: OAuthToken;
  let made: ReturnType<typeof make>;
  beforeAll(() => {
    made = make();
  });

  it('connects through request token, consent and access token', async () => {
    const { port, consent, seed } = made;
    const request = await port.requestConnection({ api: 'health', callbackUrl });
    expect(request.requestToken.token).toBeTruthy();
    expect(await consent(request.consentUrl)).toBeTruthy();
    await expect(port.completeConnection({ api: 'health', requestToken: request.requestToken, verifier: 'wrong' })).rejects.toBeInstanceOf(WearableError);
    const again = await port.requestConnection({ api: 'health', callbackUrl });
    const done = await port.completeConnection({ api: 'health', requestToken: again.requestToken, verifier: await consent(again.consentUrl) });
    access = done.access;
    expect(access.token).toBeTruthy();
    expect(access.secret).toBeTruthy();
    if (port.kind === 'garmin') {
      expect(done.providerUserId).toBe('runner-1');
      seed('runner-1');
    }
  });

  it('lists the activities uploaded in the window as core wearable activities', async () => {
    const { port } = made;
    const activities = await port.listActivities(access, window, { distanceKm: 10 });
    expect(activities.length).toBeGreaterThanOrEqual(2);
    for (const activity of activities) expect(wearableActivitySchema.parse(activity)).toEqual(activity);
    expect(activities.every((activity) => activity.source === 'garmin')).toBe(true);
    expect(activities.some((activity) => activity.distanceInMeters >= 10_000)).toBe(true);
    if (port.kind === 'garmin') expect(activities.map((activity) => [activity.activityId, activity.activityType])).toEqual([['11', 'RUNNING'], ['12', 'RUNNING']]);
  });

  it('gives an activity detail with its laps, and null for one not in the window', async () => {
    const { port } = made;
    const [first] = await port.listActivities(access, window, { distanceKm: 10 });
    const detail = await port.activityDetail(access, window, first!.activityId, { distanceKm: 10 });
    expect(detail?.activity).toEqual(first);
    expect(detail!.laps.length).toBeGreaterThan(0);
    expect(await port.activityDetail(access, window, 'nope', { distanceKm: 10 })).toBeNull();
  });

  it('sends a workout to the Training API', async () => {
    const { port } = made;
    const workout = { workoutName: 'Rodaje 10 km', sport: 'RUNNING', steps: [{ type: 'WorkoutStep', stepOrder: 1, durationType: 'DISTANCE', durationValue: 10_000 }] };
    expect((await port.postWorkout(access, workout)).workoutId).toBeTruthy();
  });

  it('disconnects; Garmin then refuses the token', async () => {
    const { port } = made;
    await port.disconnect(access);
    if (port.kind === 'garmin') await expect(port.listActivities(access, window)).rejects.toMatchObject({ reason: 'rejected', status: 502 });
  });
});

describe('garmin adapter failures', () => {
  it('a wrong consumer secret is a rejection; an unreachable Garmin is unavailable (Spanish messages)', async () => {
    const wrong = createGarminWearables({ consumerKey: fake.consumerKey, consumerSecret: 'nope', apiUrl: fake.url, oauthUrl: fake.url, authorizeUrl: fake.url });
    await expect(wrong.requestConnection({ api: 'health', callbackUrl })).rejects.toMatchObject({ reason: 'rejected', message: 'Garmin rechazó la solicitud. Vuelve a conectar tu cuenta.' });
    const down = createGarminWearables({ consumerKey: 'k', consumerSecret: 's', oauthUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    await expect(down.requestConnection({ api: 'health', callbackUrl })).rejects.toMatchObject({ reason: 'unavailable', status: 503 });
  });
});

describe('sandbox activities', () => {
  it('lists nothing before the window starts, and a run 1.6 km short among plausible ones after', async () => {
    const sandbox = createSandboxWearables();
    const future = { uploadStartTimeInSeconds: now + 3600, uploadEndTimeInSeconds: now + 3600 + 84_960 };
    expect(await sandbox.listActivities({ token: 't', secret: 's' }, future, { distanceKm: 5 })).toEqual([]);
    const activities = await sandbox.listActivities({ token: 't', secret: 's' }, window, { distanceKm: 5 });
    expect(activities.map((activity) => activity.distanceInMeters)).toEqual([5130, 3400, 5420, 5250]);
    expect(activities[3]!.startTimeInSeconds).toBeLessThan(start);
  });
});
