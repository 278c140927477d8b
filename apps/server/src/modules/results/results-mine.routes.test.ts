import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';
import { postRegistration, registrationBody } from '../registration/registration.fixtures.ts';
import { rerankEvent } from './results-ranking.ts';

describe.each(testDatabases)("'Ver mi posición' for a signed-in athlete on %s", (kind) => {
  let t: SignedInDemoApp;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers the bibs of the account’s own registrations that are in the results, and nobody else’s', async () => {
    const eventId = t.demo.events.monterrey!;
    const registered = await postRegistration(t, eventId, registrationBody({ categoryCode: 'LIB', fields: { contactoEmergencia: 'Pedro Torres' } }));
    expect(registered.statusCode, registered.body).toBe(201);
    const { bib, id: publicKey } = registered.json().registration;
    const athlete = await t.db.selectFrom('users').select('id').where('email', '=', 'atleta@dorsal.mx').executeTakeFirstOrThrow();
    await t.db.updateTable('registrations').set({ userId: athlete.id }).where('publicKey', '=', publicKey).execute();
    const mine = () => t.app.inject({ url: `/api/events/${eventId}/results/mine`, headers: { cookie: t.cookies.athlete } });
    expect((await mine()).json()).toEqual({ bibs: [] }); // registered, but not in the results yet

    await t.db.transaction().execute(async (trx) => {
      await t.services.resultsRepository.upsert(trx, eventId, [
        {
          bib, name: 'Lucía Torres Gómez', modalityCode: '10K', branch: 'F', categoryCode: 'LIB', officialTimeMs: 3_000_000, realTimeMs: 2_990_000,
          arrivedAt: null, splits: [], startRecorded: true, deleted: false, dnf: false, dnfOverTime: false, dq: false, dns: false,
        },
      ]);
      await rerankEvent(trx, t.services.resultsRepository, eventId, await t.services.events.rankingConfig(eventId, trx));
      await t.services.eventsRepository.bumpResultsVersion(eventId, trx);
    });
    t.services.results.forgetVersion(eventId);
    expect((await mine()).json()).toEqual({ bibs: [bib] });
    expect((await t.app.inject({ url: `/api/events/${eventId}/results/mine`, headers: { cookie: t.cookies.stranger } })).json()).toEqual({ bibs: [] });
    expect((await t.app.inject({ url: `/api/events/${eventId}/results/mine` })).statusCode).toBe(401);
    const place = (await t.app.inject({ url: `/api/events/${eventId}/results/${bib}/page?report=general` })).json();
    expect(place).toMatchObject({ modalityCode: '10K', bib, index: 0 });
  });
});
