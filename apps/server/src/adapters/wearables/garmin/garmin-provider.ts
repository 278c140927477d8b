import type { WearableActivity } from '@dorsal/core';
import { WearableError } from '../wearable-error.ts';
import type { ActivityDetail, OAuthToken, UploadWindow, WearablePort } from '../wearable-port.ts';
import { garminDefaults, type GarminConfig } from './garmin-config.ts';
import { isActivitySummary, toWearableActivity, type GarminActivityDetail } from './garmin-mapping.ts';
import { authorizationHeader } from './oauth1.ts';

export interface GarminWearables extends WearablePort {
  readonly kind: 'garmin';
}

type Answer = { status: number; text: string };

/** The Garmin Connect Developer Program adapter (see garmin-config.ts for the calls and their documents). */
export function createGarminWearables(config: GarminConfig): GarminWearables {
  const apiUrl = (config.apiUrl ?? garminDefaults.apiUrl).replace(/\/+$/, '');
  const oauthUrl = (config.oauthUrl ?? garminDefaults.oauthUrl).replace(/\/+$/, '');
  const authorizeUrl = (config.authorizeUrl ?? garminDefaults.authorizeUrl).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? garminDefaults.timeoutMs;
  const consumer = { consumerKey: config.consumerKey, consumerSecret: config.consumerSecret };

  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, signing: { token?: OAuthToken; extra?: Record<string, string> }, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {
      Authorization: authorizationHeader(method, url, { ...consumer, token: signing.token?.token, tokenSecret: signing.token?.secret, extra: signing.extra }),
      Accept: 'application/json',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let answer: Answer;
    try {
      const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
      answer = { status: response.status, text: await response.text() };
    } catch (cause) {
      throw new WearableError('unavailable', {}, { cause });
    }
    if (answer.status >= 500) throw new WearableError('unavailable', { status: answer.status, message: answer.text.slice(0, 200) });
    if (answer.status >= 400) throw new WearableError('rejected', { status: answer.status, message: answer.text.slice(0, 200) });
    return answer;
  }

  /** OAuth token answers are form-encoded: `oauth_token=…&oauth_token_secret=…`. */
  function tokenOf(answer: Answer): OAuthToken {
    const form = new URLSearchParams(answer.text);
    const token = form.get('oauth_token');
    const secret = form.get('oauth_token_secret');
    if (!token || !secret) throw new WearableError('rejected', { status: answer.status, message: 'no oauth_token in the answer' });
    return { token, secret };
  }

  function json(answer: Answer): unknown {
    try {
      return answer.text ? JSON.parse(answer.text) : null;
    } catch (cause) {
      throw new WearableError('unavailable', { status: answer.status, message: 'unreadable answer' }, { cause });
    }
  }

  const windowQuery = (window: UploadWindow) => `uploadStartTimeInSeconds=${window.uploadStartTimeInSeconds}&uploadEndTimeInSeconds=${window.uploadEndTimeInSeconds}`;

  return {
    kind: 'garmin',

    async requestConnection({ callbackUrl }) {
      const requestToken = tokenOf(await call('POST', `${oauthUrl}/oauth-service/oauth/request_token`, {}));
      const consent = new URL(`${authorizeUrl}/oauthConfirm`);
      consent.searchParams.set('oauth_token', requestToken.token);
      consent.searchParams.set('oauth_callback', callbackUrl);
      return { consentUrl: consent.toString(), requestToken };
    },

    async completeConnection({ requestToken, verifier }) {
      const access = tokenOf(await call('POST', `${oauthUrl}/oauth-service/oauth/access_token`, { token: requestToken, extra: { oauth_verifier: verifier } }));
      const user = json(await call('GET', `${apiUrl}/wellness-api/rest/user/id`, { token: access })) as { userId?: unknown } | null;
      return { access, providerUserId: typeof user?.userId === 'string' ? user.userId : null };
    },

    async listActivities(access, window) {
      const body = json(await call('GET', `${apiUrl}/wellness-api/rest/activities?${windowQuery(window)}`, { token: access }));
      if (!Array.isArray(body)) throw new WearableError('unavailable', { message: 'activities: not a list' });
      return body.filter(isActivitySummary).map(toWearableActivity);
    },

    async activityDetail(access, window, activityId): Promise<ActivityDetail | null> {
      const body = json(await call('GET', `${apiUrl}/wellness-api/rest/activityDetails?${windowQuery(window)}`, { token: access }));
      if (!Array.isArray(body)) throw new WearableError('unavailable', { message: 'activityDetails: not a list' });
      for (const detail of body as GarminActivityDetail[]) {
        const summary = { ...detail.summary, summaryId: detail.summaryId, activityId: detail.activityId ?? detail.summary?.activityId };
        if (!isActivitySummary(summary)) continue;
        const activity: WearableActivity = toWearableActivity(summary);
        if (activity.activityId === activityId) return { activity, laps: (detail.laps ?? []).filter((lap) => typeof lap?.startTimeInSeconds === 'number') };
      }
      return null;
    },

    async disconnect(access) {
      await call('DELETE', `${apiUrl}/wellness-api/rest/user/registration`, { token: access });
    },

    async postWorkout(access, workout) {
      const body = json(await call('POST', `${apiUrl}/training-api/workout`, { token: access }, workout)) as { workoutId?: unknown } | null;
      return { workoutId: body?.workoutId === undefined || body.workoutId === null ? null : String(body.workoutId) };
    },
  };
}
