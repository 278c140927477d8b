/**
 * Settings of the Garmin adapter (Garmin Connect Developer Program, "Start Guide" and the Health / Activity API
 * specifications): OAuth 1.0a with the partner's consumer key and secret.
 * - request token: POST {oauthUrl}/oauth-service/oauth/request_token
 * - the athlete consents at {authorizeUrl}/oauthConfirm?oauth_token=…&oauth_callback=…
 * - access token: POST {oauthUrl}/oauth-service/oauth/access_token (oauth_verifier)
 * - data: {apiUrl}/wellness-api/rest/activities and /activityDetails by upload window (at most 86,400 s),
 *   GET /wellness-api/rest/user/id, DELETE /wellness-api/rest/user/registration, POST /training-api/workout.
 * The fake Garmin (src/test/fake-garmin) answers all three bases on one address.
 */
export interface GarminConfig {
  consumerKey: string;
  consumerSecret: string;
  /** Default https://apis.garmin.com. */
  apiUrl?: string;
  /** Default https://connectapi.garmin.com. */
  oauthUrl?: string;
  /** Default https://connect.garmin.com. */
  authorizeUrl?: string;
  /** Per-request limit in milliseconds; default 15 000. */
  timeoutMs?: number;
}

export const garminDefaults = {
  apiUrl: 'https://apis.garmin.com',
  oauthUrl: 'https://connectapi.garmin.com',
  authorizeUrl: 'https://connect.garmin.com',
  timeoutMs: 15_000,
} as const;
