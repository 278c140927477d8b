import { createHash, randomBytes } from 'node:crypto';
import type { WearableActivity } from '@dorsal/core';
import { WearableError } from '../wearable-error.ts';
import type { ActivityDetail, OAuthToken, UploadWindow, WearablePort } from '../wearable-port.ts';

/** What the sandbox adds: its consent page (ours) asks it for the verifier of a request token it issued. */
export interface SandboxWearables extends WearablePort {
  readonly kind: 'sandbox';
  /** The verifier the 'Autorizar' button sends back with the token; null for a token it never issued (or forgot). */
  verifierFor(requestToken: string): string | null;
}

/** Where the sandbox's consent page lives (served by this app, see the garmin routes). */
export const SANDBOX_CONSENT_PATH = '/api/garmin/sandbox/consent';

const token = () => randomBytes(18).toString('base64url');
const PENDING_LIMIT = 10_000;

/** Seconds per km of each made-up activity type (6:00/km running, 2:00/km cycling, 10:30/km walking). */
const paceSeconds = { RUNNING: 360, CYCLING: 120, WALKING: 630 } as const;

/**
 * The in-process stand-in, the default: consent on our own page, made-up but plausible activities so the whole flow
 * works from the UI without a partner account. Within the upload window it lists, around the challenge distance:
 * a run a little longer (applies), a run 1.6 km short (No Aplicable), a walk (applies), and a run that started an
 * hour before the window (the challenges drop it: it began before the start). Nothing when the window has not begun.
 */
export function createSandboxWearables(options: { now?: () => Date } = {}): SandboxWearables {
  const now = options.now ?? (() => new Date());
  const pending = new Map<string, { secret: string; verifier: string }>();

  function activities(access: OAuthToken, window: UploadWindow, distanceKm: number): WearableActivity[] {
    const start = window.uploadStartTimeInSeconds;
    const end = Math.min(window.uploadEndTimeInSeconds, Math.floor(now().getTime() / 1000));
    if (end <= start) return [];
    const meters = Math.max(1, distanceKm) * 1000;
    const user = createHash('sha256').update(access.token).digest('hex').slice(0, 8);
    const at = (fraction: number) => start + Math.floor(((end - start) * fraction) / 60) * 60;
    const made: { type: keyof typeof paceSeconds; startTime: number; meters: number; hr: number }[] = [
      { type: 'RUNNING', startTime: at(0.45), meters: meters + 130, hr: 156 },
      { type: 'RUNNING', startTime: at(0.65), meters: Math.max(500, meters - 1600), hr: 149 },
      { type: 'WALKING', startTime: at(0.85), meters: meters + 420, hr: 112 },
      { type: 'RUNNING', startTime: start - 3600, meters: meters + 250, hr: 151 },
    ];
    return made.map((item, index) => {
      const duration = Math.round((item.meters / 1000) * paceSeconds[item.type]);
      return {
        source: 'garmin',
        activityId: `sandbox-${user}-${start}-${index + 1}`,
        activityType: item.type,
        startTimeInSeconds: item.startTime,
        durationInSeconds: duration,
        distanceInMeters: item.meters,
        activeKilocalories: Math.round((item.meters / 1000) * (item.type === 'CYCLING' ? 25 : 62)),
        averageHeartRateInBeatsPerMinute: item.hr,
        averageSpeedInMetersPerSecond: Math.round((item.meters / duration) * 1000) / 1000,
        power: null,
        flags: [],
      } satisfies WearableActivity;
    });
  }

  return {
    kind: 'sandbox',

    async requestConnection() {
      if (pending.size >= PENDING_LIMIT) pending.delete(pending.keys().next().value!);
      const requestToken = { token: token(), secret: token() };
      pending.set(requestToken.token, { secret: requestToken.secret, verifier: token() });
      return { consentUrl: `${SANDBOX_CONSENT_PATH}?oauth_token=${encodeURIComponent(requestToken.token)}`, requestToken };
    },

    verifierFor: (requestToken) => pending.get(requestToken)?.verifier ?? null,

    async completeConnection({ requestToken, verifier }) {
      const issued = pending.get(requestToken.token);
      if (!issued || issued.secret !== requestToken.secret || issued.verifier !== verifier) throw new WearableError('rejected', { status: 401, message: 'unknown request token' });
      pending.delete(requestToken.token);
      return { access: { token: `sandbox-${token()}`, secret: token() }, providerUserId: `sandbox-${token().slice(0, 8)}` };
    },

    async listActivities(access, window, context) {
      return activities(access, window, context?.distanceKm ?? 5);
    },

    async activityDetail(access, window, activityId, context): Promise<ActivityDetail | null> {
      const activity = activities(access, window, context?.distanceKm ?? 5).find((item) => item.activityId === activityId);
      if (!activity) return null;
      const lapSeconds = Math.max(60, Math.round(activity.durationInSeconds / Math.max(1, Math.floor(activity.distanceInMeters / 1000))));
      const laps = [];
      for (let t = 0; t < activity.durationInSeconds; t += lapSeconds) laps.push({ startTimeInSeconds: activity.startTimeInSeconds + t });
      return { activity, laps };
    },

    async disconnect() {},

    async postWorkout() {
      return { workoutId: `sandbox-${token().slice(0, 10)}` };
    },
  };
}
