import { sql, type Selectable } from 'kysely';
import type { Db, DbExecutor } from '../../../db/database.ts';
import type { ChallengeParticipantsTable } from '../../../db/schema.ts';

export type PhotoKind = 'startLine' | 'finishLine' | 'evidence';

const participantColumns = [
  'challengeId',
  'userId',
  'raceNumber',
  'firstNames',
  'lastNames',
  'gender',
  'categoryName',
  'categoryCode',
  'active',
  'paymentStatus',
  'paymentReference',
  'cashReference',
  'cashAmountCents',
  'cashExpiresAt',
  'formAnswers',
  'goalSeconds',
  'finishSeconds',
  'finishRecordedAt',
  'wearableSummary',
  'startPhotoUrl',
  'finishPhotoUrl',
  'step',
] as const;

/** The SQL of the athlete's side of challenges. */
export function createChallengeAthleteRepository(db: Db) {
  return {
    findChallenge(challengeId: string, executor: DbExecutor = db) {
      return executor.selectFrom('challenges').selectAll().where('id', '=', challengeId).executeTakeFirst();
    },

    /** Locks the challenge row: joins take their race number one after another (no gaps, no collisions). */
    lockChallenge(trx: DbExecutor, challengeId: string) {
      return trx.selectFrom('challenges').select(['id']).where('id', '=', challengeId).forUpdate().executeTakeFirst();
    },

    countParticipants(challengeId: string) {
      return db
        .selectFrom('challengeParticipants')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('challengeId', '=', challengeId)
        .where('active', '=', true)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count));
    },

    findParticipant(challengeId: string, userId: string, executor: DbExecutor = db) {
      return executor.selectFrom('challengeParticipants').select(participantColumns).where('challengeId', '=', challengeId).where('userId', '=', userId).executeTakeFirst();
    },

    findParticipantByOrder(orderId: string) {
      return db.selectFrom('challengeParticipants').select(['challengeId', 'userId', 'paymentStatus']).where('paymentReference', '=', orderId).executeTakeFirst();
    },

    evidenceUrls(challengeId: string, userId: string, executor: DbExecutor = db) {
      return executor
        .selectFrom('challengePhotos')
        .select('url')
        .where('challengeId', '=', challengeId)
        .where('userId', '=', userId)
        .where('kind', '=', 'evidence')
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((row) => row.url));
    },

    myChallenges(userId: string) {
      return db
        .selectFrom('challengeParticipants as p')
        .innerJoin('challenges as c', 'c.id', 'p.challengeId')
        .select(['c.id', 'c.name', 'c.description', 'c.distanceKm', 'c.startsAt', 'c.endsAt', 'c.photoUrl', 'c.ended', 'p.raceNumber', 'p.step'])
        .where('p.userId', '=', userId)
        .where('p.active', '=', true)
        .orderBy('c.startsAt', 'desc')
        .limit(150)
        .execute();
    },

    findCode(trx: DbExecutor, challengeId: string, code: string) {
      return trx.selectFrom('challengeAccessCodes').select(['code', 'active', 'uses', 'usedCount']).where('challengeId', '=', challengeId).where('code', '=', code).executeTakeFirst();
    },

    /**
     * Takes one use of a code with one guarded update: it succeeds only while the code is active and has uses left,
     * so simultaneous joins never take more uses than the code has (the row lock orders them).
     */
    takeCodeUse(trx: DbExecutor, challengeId: string, code: string) {
      return trx
        .updateTable('challengeAccessCodes')
        .set((eb) => ({ usedCount: eb('usedCount', '+', 1) }))
        .where('challengeId', '=', challengeId)
        .where('code', '=', code)
        .where('active', '=', true)
        .whereRef('usedCount', '<', 'uses')
        .returning(['code'])
        .executeTakeFirst();
    },

    recordCodeUse(trx: DbExecutor, challengeId: string, code: string, userId: string) {
      return trx.insertInto('challengeCodeUses').values({ challengeId, code, userId, usedAt: new Date() }).execute();
    },

    async nextRaceNumber(trx: DbExecutor, challengeId: string): Promise<number> {
      const row = await trx
        .selectFrom('challengeParticipants')
        .select(sql<number>`coalesce(max(race_number), 0) + 1`.as('next'))
        .where('challengeId', '=', challengeId)
        .executeTakeFirstOrThrow();
      return Number(row.next);
    },

    insertParticipant(
      trx: DbExecutor,
      values: Pick<
        Selectable<ChallengeParticipantsTable>,
        'challengeId' | 'userId' | 'raceNumber' | 'firstNames' | 'lastNames' | 'email' | 'birthDate' | 'gender' | 'categoryName' | 'categoryCode' | 'paymentStatus'
      > & { accessCode: string },
    ) {
      const now = new Date();
      return trx.insertInto('challengeParticipants').values({ ...values, joinedAt: now, updatedAt: now }).execute();
    },

    updateParticipant(
      executor: DbExecutor,
      challengeId: string,
      userId: string,
      values: Partial<{
        formAnswers: string | null;
        goalSeconds: number | null;
        finishSeconds: number | null;
        finishRecordedAt: Date | null;
        startPhotoUrl: string;
        finishPhotoUrl: string;
        paymentStatus: 'none' | 'pending' | 'paid';
        paymentReference: string | null;
        cashReference: string | null;
        cashAmountCents: number | null;
        cashExpiresAt: Date | null;
      }>,
    ) {
      return executor.updateTable('challengeParticipants').set({ ...values, updatedAt: new Date() }).where('challengeId', '=', challengeId).where('userId', '=', userId).execute();
    },

    /** Moves a pending payment to paid (a repeated event changes nothing). */
    markPaid(challengeId: string, userId: string, orderId: string) {
      return db
        .updateTable('challengeParticipants')
        .set({ paymentStatus: 'paid', updatedAt: new Date() })
        .where('challengeId', '=', challengeId)
        .where('userId', '=', userId)
        .where('paymentReference', '=', orderId)
        .where('paymentStatus', '<>', 'paid')
        .execute();
    },

    /** The saved step only moves forward (greatest of what is stored and what is asked). */
    saveStep(challengeId: string, userId: string, step: number) {
      return db
        .updateTable('challengeParticipants')
        .set({ step: sql<number>`greatest(step, ${step})`, updatedAt: new Date() })
        .where('challengeId', '=', challengeId)
        .where('userId', '=', userId)
        .execute();
    },

    async replacePhoto(trx: DbExecutor, challengeId: string, userId: string, kind: 'startLine' | 'finishLine', url: string) {
      await trx.deleteFrom('challengePhotos').where('challengeId', '=', challengeId).where('userId', '=', userId).where('kind', '=', kind).execute();
      await trx.insertInto('challengePhotos').values({ challengeId, userId, kind, url, createdAt: new Date() }).execute();
    },

    addPhoto(trx: DbExecutor, challengeId: string, userId: string, kind: PhotoKind, url: string) {
      return trx.insertInto('challengePhotos').values({ challengeId, userId, kind, url, createdAt: new Date() }).execute();
    },

    countPhotos(challengeId: string, userId: string, kind: PhotoKind) {
      return db
        .selectFrom('challengePhotos')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('challengeId', '=', challengeId)
        .where('userId', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count));
    },

    /** A page of the start or finish gallery, newest first. */
    async gallery(challengeId: string, kind: 'startLine' | 'finishLine', offset: number, limit: number) {
      const base = db
        .selectFrom('challengePhotos as ph')
        .innerJoin('challengeParticipants as p', (join) => join.onRef('p.challengeId', '=', 'ph.challengeId').onRef('p.userId', '=', 'ph.userId'))
        .where('ph.challengeId', '=', challengeId)
        .where('ph.kind', '=', kind)
        .where('p.active', '=', true);
      const [rows, total] = await Promise.all([
        base.select(['ph.url', 'p.raceNumber', 'p.firstNames', 'p.lastNames']).orderBy('ph.createdAt', 'desc').orderBy('ph.id', 'desc').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.count) };
    },

    /** Every active participant with what the results need (a challenge has hundreds, not tens of thousands). */
    resultRows(challengeId: string) {
      return db
        .selectFrom('challengeParticipants as p')
        .select([
          'p.userId',
          'p.raceNumber',
          'p.firstNames',
          'p.lastNames',
          'p.gender',
          'p.categoryName',
          'p.categoryCode',
          'p.goalSeconds',
          'p.finishSeconds',
          'p.finishRecordedAt',
          'p.startPhotoUrl',
          'p.finishPhotoUrl',
          'p.wearableSummary',
          (eb) =>
            eb
              .exists(eb.selectFrom('challengePhotos as e').select('e.id').whereRef('e.challengeId', '=', 'p.challengeId').whereRef('e.userId', '=', 'p.userId').where('e.kind', '=', 'evidence'))
              .as('hasEvidencePhoto'),
        ])
        .where('p.challengeId', '=', challengeId)
        .where('p.active', '=', true)
        .execute();
    },
  };
}
export type ChallengeAthleteRepository = ReturnType<typeof createChallengeAthleteRepository>;
