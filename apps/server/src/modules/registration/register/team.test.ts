import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { createResultTeamRepository } from '../../results/result-team.repository.ts';
import { createRegistrantsRepository } from '../../registrants/registrants.repository.ts';
import { createRegistrantDetail } from '../../registrants/registrant-detail.ts';
import { moveRegistrant } from '../../registrants/registrant-move.ts';
import { createRegistrationEvent, postRegistration, registrationBody, snapshot } from '../registration.fixtures.ts';

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page[^s]/g) ?? []).length;
const partner = { firstNames: 'Andrea', lastNames: 'Ruiz Solís', gender: 'F' };

describe.each(testDatabases)('relays and teams on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    eventId = await createRegistrationEvent(t, { capacity: 10 });
    await t.db.updateTable('modalities').set({ teamSize: 2 }).where('eventId', '=', eventId).execute();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('offers the modality with its team size', async () => {
    const options = (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json();
    expect(options.registration.modalities[0]).toMatchObject({ code: '10K', teamSize: 2 });
  });

  it.each([
    ['no other member', [], 'Esta distancia es por equipos de 2 integrantes: escribe los datos de cada uno'],
    ['one too many', [partner, partner], 'Esta distancia es por equipos de 2 integrantes: escribe los datos de cada uno'],
    ['a member without surnames', [{ ...partner, lastNames: ' ' }], 'Campo requerido'],
    ['a member without gender', [{ firstNames: 'Andrea', lastNames: 'Ruiz' }], 'Campo requerido'],
  ])('refuses a relay with %s and changes nothing', async (_name, teamMembers, message) => {
    const before = await snapshot(t, eventId);
    const response = await postRegistration(t, eventId, registrationBody({ teamMembers }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await snapshot(t, eventId)).toEqual(before);
  });

  it('registers both members: confirmation, a bib each, a PDF page each, and the members behind the bib for its certificate', async () => {
    const response = await postRegistration(t, eventId, registrationBody({ teamMembers: [partner] }));
    expect(response.statusCode).toBe(201);
    const created = response.json().registration;
    const stored = await t.db.selectFrom('registrations').select(['teamMembers', 'bib', 'id']).where('publicKey', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.teamMembers).toEqual([partner]);

    const doc = (await t.app.inject({ url: `/api/registrations/${created.id}?event=${eventId}` })).json().registration;
    expect(doc.team.map((member: { position: number; name: string; gender: string }) => [member.position, member.name, member.gender])).toEqual([
      [1, 'Lucía Torres Gómez', 'F'],
      [2, 'Andrea Ruiz Solís', 'F'],
    ]);
    const [own, second] = await Promise.all(doc.team.map((member: { bibImageUrl: string }) => t.app.inject({ url: member.bibImageUrl })));
    expect(own!.rawPayload.equals((await t.app.inject({ url: doc.bibImageUrl })).rawPayload)).toBe(true);
    expect(await sharp(second!.rawPayload).metadata()).toMatchObject({ width: 1025, height: 820 });
    expect(second!.rawPayload.equals(own!.rawPayload)).toBe(false); // another name on the same number
    expect((await t.app.inject({ url: `${doc.bibImageUrl}&integrante=3` })).statusCode).toBe(404);

    const individualEvent = await createRegistrationEvent(t);
    const individual = (await postRegistration(t, individualEvent, registrationBody())).json().registration;
    expect((await t.app.inject({ url: `/api/registrations/${individual.id}` })).json().registration.team).toEqual([]);
    const pdf = (await t.app.inject({ url: doc.pdfUrl })).rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(pageCount((await t.app.inject({ url: individual.pdfUrl })).rawPayload) + 1); // the partner's page

    expect(await createResultTeamRepository(t.db).otherMembers(eventId, stored.bib!)).toEqual([partner]);
    expect(await createResultTeamRepository(t.db).otherMembers(eventId, 999_999)).toEqual([]);
  });

  it("shows staff the relay's members and never moves it into a modality of another team size", async () => {
    const created = (await postRegistration(t, eventId, registrationBody({ teamMembers: [partner] }))).json().registration;
    const { id } = await t.db.selectFrom('registrations').select('id').where('publicKey', '=', created.id).executeTakeFirstOrThrow();
    const repository = createRegistrantsRepository(t.db);
    const can = { edit: true, delete: true, releaseBib: true, markPaid: true, refund: true };
    expect((await createRegistrantDetail({ repository })(eventId, id, can)).registrant.team).toEqual([partner]);

    const { id: single } = await t.db
      .insertInto('modalities')
      .values({ eventId, code: '5K', name: '5 km', startWaves: JSON.stringify([{ name: '', startAt: '2027-06-13T13:00:00.000Z' }]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('categories').values({ modalityId: single, branch: 'F', code: 'LIB', name: 'Libre', minAge: 18, maxAge: 39, winnersCount: 3, isOverall: false }).execute();
    const before = await snapshot(t, eventId);
    const move = t.db.transaction().execute(async (trx) => moveRegistrant(trx, repository, (await repository.lock(trx, eventId, id))!, { modalityCode: '5K' }));
    await expect(move).rejects.toThrow(
      'La modalidad 5 km es para equipos de otro tamaño: solo puedes mover a una modalidad con el mismo número de integrantes.',
    );
    expect(await snapshot(t, eventId)).toEqual(before);
  });
});
