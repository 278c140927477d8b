import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationHeader } from '../../adapters/wearables/garmin/oauth1.ts';
import { startFakeGarmin, type FakeGarmin } from './fake-garmin-server.ts';

let fake: FakeGarmin;
beforeAll(async () => {
  fake = await startFakeGarmin();
});
afterAll(() => fake.close());

const consumer = () => ({ consumerKey: fake.consumerKey, consumerSecret: fake.consumerSecret });

describe('fake Garmin', () => {
  it('refuses unsigned, wrongly signed and replayed requests with 401', async () => {
    const url = `${fake.url}/oauth-service/oauth/request_token`;
    expect((await fetch(url, { method: 'POST' })).status).toBe(401);
    const bad = authorizationHeader('POST', url, { consumerKey: fake.consumerKey, consumerSecret: 'other' });
    expect((await fetch(url, { method: 'POST', headers: { authorization: bad } })).status).toBe(401);
    const good = authorizationHeader('POST', url, consumer());
    const first = await fetch(url, { method: 'POST', headers: { authorization: good } });
    expect(first.status).toBe(200);
    expect(await first.text()).toMatch(/^oauth_token=[\w-]+&oauth_token_secret=[\w-]+$/);
    expect((await fetch(url, { method: 'POST', headers: { authorization: good } })).status).toBe(401);
  });

  it('refuses an unknown request token at the consent page and an upload window over 86,400 s', async () => {
    expect((await fetch(`${fake.url}/oauthConfirm?oauth_token=nope`, { redirect: 'manual' })).status).toBe(400);
    const requestUrl = `${fake.url}/oauth-service/oauth/request_token`;
    const form = new URLSearchParams(await (await fetch(requestUrl, { method: 'POST', headers: { authorization: authorizationHeader('POST', requestUrl, consumer()) } })).text());
    const consent = await fetch(`${fake.url}/oauthConfirm?oauth_token=${form.get('oauth_token')}&oauth_callback=${encodeURIComponent('http://app/cb')}`, { redirect: 'manual' });
    const verifier = new URL(consent.headers.get('location')!).searchParams.get('oauth_verifier')!;
    const accessUrl = `${fake.url}/oauth-service/oauth/access_token`;
    const signing = { ...consumer(), token: form.get('oauth_token')!, tokenSecret: form.get('oauth_token_secret')!, extra: { oauth_verifier: verifier } };
    const access = new URLSearchParams(await (await fetch(accessUrl, { method: 'POST', headers: { authorization: authorizationHeader('POST', accessUrl, signing) } })).text());
    const user = { ...consumer(), token: access.get('oauth_token')!, tokenSecret: access.get('oauth_token_secret')! };
    const list = (start: number, end: number) => {
      const url = `${fake.url}/wellness-api/rest/activities?uploadStartTimeInSeconds=${start}&uploadEndTimeInSeconds=${end}`;
      return fetch(url, { headers: { authorization: authorizationHeader('GET', url, user) } });
    };
    expect((await list(0, 86_400)).status).toBe(200);
    const tooLong = await list(0, 86_401);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ errorMessage: 'timestamp range must be between 0 and 86400 seconds' });
  });
});
