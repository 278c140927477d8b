/**
 * The wearables port: what the challenges ask of a watch platform. Two adapters implement it: `sandbox` (in-process,
 * the default: its consent page is ours and its activities are made up around the challenge) and `garmin` (the Garmin
 * Connect Developer Program's OAuth 1.0a consent and its Health / Activity REST API). Tokens stay on the server.
 */
import type { GarminApi, WearableActivity } from '@dorsal/core';

export type WearableApi = GarminApi;

/** An OAuth 1.0a token and its secret (request token while consenting, user access token after). */
export interface OAuthToken {
  token: string;
  secret: string;
}

export interface ConnectionRequest {
  /** Where the athlete consents, opened in a popup: Garmin's oauthConfirm, or the sandbox's page on our app. */
  consentUrl: string;
  /** The unauthorised request token, kept until the callback names it. */
  requestToken: OAuthToken;
}

export interface CompletedConnection {
  access: OAuthToken;
  /** The platform's id of the user (Garmin `GET /user/id`), when it tells. */
  providerUserId: string | null;
}

/** Garmin pulls by upload time, at most 86,400 s per call; the challenges ask for start to start + 84,960 s (spec §7, §9). */
export interface UploadWindow {
  uploadStartTimeInSeconds: number;
  uploadEndTimeInSeconds: number;
}

export interface ActivityLap {
  startTimeInSeconds: number;
}

export interface ActivityDetail {
  activity: WearableActivity;
  laps: ActivityLap[];
}

/** What the activities are for; only the sandbox uses it (to make up activities around the challenge distance). */
export interface ActivityContext {
  distanceKm?: number;
}

export interface WearablePort {
  readonly kind: 'sandbox' | 'garmin';
  /** Step 1 of the consent: an unauthorised request token and the page to authorise it on. */
  requestConnection(input: { api: WearableApi; callbackUrl: string }): Promise<ConnectionRequest>;
  /** Step 3: the request token and the verifier the callback brought, exchanged for the user access token. */
  completeConnection(input: { api: WearableApi; requestToken: OAuthToken; verifier: string }): Promise<CompletedConnection>;
  /** Activity summaries uploaded in the window, as core's `WearableActivity` (source 'garmin'). */
  listActivities(access: OAuthToken, window: UploadWindow, context?: ActivityContext): Promise<WearableActivity[]>;
  /** One activity's detail (samples are not kept) with its laps; null when the window has no such activity. */
  activityDetail(access: OAuthToken, window: UploadWindow, activityId: string, context?: ActivityContext): Promise<ActivityDetail | null>;
  /** Garmin's user deregistration: the platform stops sharing data; the caller forgets the tokens. */
  disconnect(access: OAuthToken): Promise<void>;
  /** Training API: sends a workout to the athlete's Garmin Connect calendar; answers its id. */
  postWorkout(access: OAuthToken, workout: Record<string, unknown>): Promise<{ workoutId: string | null }>;
}
