import { WEARABLE_WINDOW_SECONDS, messages, type AccountView, type GarminApi, type GarminListedActivity, type GarminStatus, type MyParticipation, type WearableActivity } from '@dorsal/core';
import type { Db } from '../../../../db/database.ts';
import type { TokenCipher } from '../../../../adapters/wearables/token-cipher.ts';
import { WearableError } from '../../../../adapters/wearables/wearable-error.ts';
import type { ConfiguredWearables } from '../../../../adapters/wearables/wearable-settings.ts';
import type { ActivityDetail, OAuthToken, UploadWindow } from '../../../../adapters/wearables/wearable-port.ts';
import { AppError, notFound } from '../../../../lib/errors.ts';
import { createChallengeAthleteRepository } from '../../athlete/athlete.repository.ts';
import { notAuthorized } from '../../athlete/athlete.service.ts';
import type { ChallengeRow } from '../../athlete/participation-view.ts';
import { activityWindowStart, applicableTo, applyWearableActivity } from '../apply-activity.ts';
import { createGarminConnectionsRepository } from './garmin-connections.repository.ts';

const t = messages.garmin;
/** A consent not completed within this time must start again. */
export const REQUEST_TOKEN_TTL_MS = 30 * 60_000;
const apis: GarminApi[] = ['health', 'training'];

export type CallbackOutcome = { ok: true } | { ok: false; message: string };

export interface GarminServiceDeps {
  db: Db;
  wearables: ConfiguredWearables;
  cipher: TokenCipher;
  /** Absolute URL of GET /api/garmin/callback, where Garmin sends the athlete back. */
  callbackUrl: string;
  /** False: a production server on the sandbox; every connection and listing is refused (default true). */
  available?: boolean;
  now?: () => Date;
}

/** Connecting a Garmin account per athlete and program, and listing / applying its activities in a challenge's window. */
export function createGarminService(deps: GarminServiceDeps) {
  const { wearables, cipher } = deps;
  const now = deps.now ?? (() => new Date());
  const connections = createGarminConnectionsRepository(deps.db);
  const athletes = createChallengeAthleteRepository(deps.db);
  const available = deps.available ?? true;
  const unavailable = () => new AppError(409, 'garmin_unavailable', t.errors.unavailableHere);

  async function status(userId: string): Promise<GarminStatus> {
    const rows = await connections.listForUser(userId);
    return {
      provider: wearables.kind,
      available,
      connections: apis.map((api) => {
        const row = rows.find((item) => item.api === api && item.connectedAt && item.accessTokenSealed);
        return { api, connected: !!row, connectedAt: row?.connectedAt ? new Date(row.connectedAt).toISOString() : null };
      }),
    };
  }

  async function accessOf(userId: string, api: GarminApi): Promise<OAuthToken | null> {
    const row = await connections.find(userId, api);
    if (!row?.accessTokenSealed || !row.accessSecretSealed || !row.connectedAt) return null;
    return { token: cipher.open(row.accessTokenSealed), secret: cipher.open(row.accessSecretSealed) };
  }

  /** The caller's active participation, 403 otherwise; and their Health connection, 409 'Conecta tu cuenta…' without one. */
  async function participantContext(challengeId: string, user: AccountView) {
    if (!available) throw unavailable();
    const challenge = await athletes.findChallenge(challengeId);
    if (!challenge) throw notFound(messages.challengeAthlete.notFound);
    const participant = await athletes.findParticipant(challengeId, user.id);
    if (!participant || !participant.active) throw notAuthorized();
    const access = await accessOf(user.id, 'health');
    if (!access) throw new AppError(409, 'garmin_not_connected', t.errors.notConnected);
    return { challenge, participant, access };
  }

  /** Garmin's window: the challenge start shifted by its zone's offset, to that plus 84,960 s (spec §7, §9); null before it. */
  function windowOf(challenge: ChallengeRow): UploadWindow | null {
    const start = Math.floor(activityWindowStart(challenge).getTime() / 1000);
    if (start > Math.floor(now().getTime() / 1000)) return null;
    return { uploadStartTimeInSeconds: start, uploadEndTimeInSeconds: start + WEARABLE_WINDOW_SECONDS };
  }

  async function activitiesOf(challenge: ChallengeRow, access: OAuthToken): Promise<WearableActivity[]> {
    const window = windowOf(challenge);
    if (!window) return [];
    const listed = await wearables.listActivities(access, window, { distanceKm: Number(challenge.distanceKm) });
    const startsAfter = (activity: WearableActivity) => activity.startTimeInSeconds >= window.uploadStartTimeInSeconds;
    return listed.filter(startsAfter).sort((a, b) => b.startTimeInSeconds - a.startTimeInSeconds);
  }

  return {
    kind: wearables.kind,
    status,

    async connect(user: AccountView, api: GarminApi): Promise<string> {
      if (!available) throw unavailable();
      const request = await wearables.requestConnection({ api, callbackUrl: deps.callbackUrl });
      await connections.saveRequest({ userId: user.id, api, provider: wearables.kind, requestToken: request.requestToken.token, requestSecretSealed: cipher.seal(request.requestToken.secret) });
      return request.consentUrl;
    },

    /** Garmin's redirect back: never throws, the popup page shows the outcome. The consent must come from the same Dorsal account. */
    async complete(query: { oauth_token?: string; oauth_verifier?: string }, signedIn: AccountView | null): Promise<CallbackOutcome> {
      const row = query.oauth_token ? await connections.findByRequestToken(query.oauth_token) : undefined;
      if (!row?.requestSecretSealed || !row.requestedAt) return { ok: false, message: t.errors.requestExpired };
      if (signedIn && signedIn.id !== row.userId) return { ok: false, message: t.errors.wrongAccount };
      if (now().getTime() - new Date(row.requestedAt).getTime() > REQUEST_TOKEN_TTL_MS || !query.oauth_verifier) {
        await connections.forgetRequest(row.requestToken!);
        return { ok: false, message: query.oauth_verifier ? t.errors.requestExpired : t.errors.denied };
      }
      try {
        const done = await wearables.completeConnection({ api: row.api, requestToken: { token: row.requestToken!, secret: cipher.open(row.requestSecretSealed) }, verifier: query.oauth_verifier });
        await connections.saveAccess({
          userId: row.userId,
          api: row.api,
          accessTokenSealed: cipher.seal(done.access.token),
          accessSecretSealed: cipher.seal(done.access.secret),
          providerUserId: done.providerUserId,
        });
        return { ok: true };
      } catch (error) {
        if (!(error instanceof WearableError)) throw error;
        await connections.forgetRequest(row.requestToken!);
        return { ok: false, message: error.reason === 'unavailable' ? t.errors.unavailable : t.errors.requestExpired };
      }
    },

    /** Garmin's deregistration first (a Garmin that is down does not keep the athlete connected here), then the tokens go. */
    async disconnect(user: AccountView, api: GarminApi): Promise<GarminStatus> {
      const access = await accessOf(user.id, api);
      if (access) {
        try {
          await wearables.disconnect(access);
        } catch (error) {
          // A token Garmin no longer knows is already disconnected there.
          if (!(error instanceof WearableError) || error.reason !== 'rejected') throw error;
        }
      }
      await connections.remove(user.id, api);
      return status(user.id);
    },

    async activities(challengeId: string, user: AccountView): Promise<GarminListedActivity[]> {
      const { challenge, participant, access } = await participantContext(challengeId, user);
      const applied = participant.wearableSummary as { source?: string; activityId?: string } | null;
      return (await activitiesOf(challenge, access)).map((activity) => ({
        activity,
        applicable: applicableTo(challenge, activity),
        applied: applied?.source === 'garmin' && applied.activityId === activity.activityId,
      }));
    },

    async detail(challengeId: string, user: AccountView, activityId: string): Promise<ActivityDetail> {
      const { challenge, access } = await participantContext(challengeId, user);
      const window = windowOf(challenge);
      const detail = window ? await wearables.activityDetail(access, window, activityId, { distanceKm: Number(challenge.distanceKm) }) : null;
      if (!detail || detail.activity.startTimeInSeconds < window!.uploadStartTimeInSeconds) throw notFound(t.errors.activityNotFound);
      return detail;
    },

    async apply(challengeId: string, user: AccountView, activityId: string): Promise<MyParticipation> {
      const { challenge, access } = await participantContext(challengeId, user);
      const activity = (await activitiesOf(challenge, access)).find((item) => item.activityId === activityId);
      if (!activity) throw notFound(t.errors.activityNotFound);
      return applyWearableActivity(deps.db, challengeId, user, activity);
    },

    /** The sandbox consent page's verifier for a token it issued (null otherwise, and always with the garmin adapter). */
    sandboxVerifier(requestToken: string | undefined): string | null {
      return available && wearables.kind === 'sandbox' && requestToken ? wearables.verifierFor(requestToken) : null;
    },
  };
}

export type GarminService = ReturnType<typeof createGarminService>;
