import { startFakeGarmin } from './fake-garmin-server.ts';

/**
 * The fake Garmin as a process of its own, for a Dorsal server with WEARABLES_PROVIDER=garmin: FAKE_GARMIN_PORT
 * (default 4176). Its consent page approves at once and redirects to the callback.
 */
const port = Number(process.env.FAKE_GARMIN_PORT ?? 4176);
const fake = await startFakeGarmin({ port, host: process.env.FAKE_GARMIN_HOST ?? '127.0.0.1' });

console.log(`Fake Garmin on ${fake.url}`);
console.log(`  WEARABLES_PROVIDER=garmin GARMIN_API_URL=${fake.url} GARMIN_OAUTH_URL=${fake.url} GARMIN_AUTHORIZE_URL=${fake.url}`);
console.log(`  GARMIN_CONSUMER_KEY=${fake.consumerKey} GARMIN_CONSUMER_SECRET=${fake.consumerSecret}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
