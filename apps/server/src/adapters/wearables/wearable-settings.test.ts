import { describe, expect, it } from 'vitest';
import { readWearablesSettings } from './wearable-settings.ts';

describe('wearables settings', () => {
  it('defaults to the sandbox, off in production unless allowed for a demonstration', () => {
    expect(readWearablesSettings({})).toEqual({ provider: 'sandbox', enabled: true });
    expect(readWearablesSettings({ NODE_ENV: 'production' })).toEqual({ provider: 'sandbox', enabled: false });
    expect(readWearablesSettings({ NODE_ENV: 'production', ALLOW_SANDBOX_WEARABLES: 'true' })).toEqual({ provider: 'sandbox', enabled: true });
  });

  it('garmin needs its consumer key and secret, named when missing', () => {
    expect(() => readWearablesSettings({ WEARABLES_PROVIDER: 'garmin', GARMIN_CONSUMER_KEY: 'k' })).toThrow(/GARMIN_CONSUMER_SECRET: required when WEARABLES_PROVIDER=garmin/);
    expect(readWearablesSettings({ WEARABLES_PROVIDER: 'garmin', GARMIN_CONSUMER_KEY: 'k', GARMIN_CONSUMER_SECRET: 's', GARMIN_API_URL: 'http://127.0.0.1:4176' })).toEqual({
      provider: 'garmin',
      garmin: { consumerKey: 'k', consumerSecret: 's', apiUrl: 'http://127.0.0.1:4176' },
    });
  });
});
