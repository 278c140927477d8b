import { sql } from 'kysely';
import type { Db, DbExecutor, Trx } from '../../../db/database.ts';
import type { ChallengesTable } from '../../../db/schema.ts';
import type { Insertable, Updateable } from 'kysely';

const cardColumns = ['c.id', 'c.name', 'c.startsAt', 'c.endsAt', 'c.distanceKm', 'c.kind', 'c.photoUrl', 'c.admitResults', 'c.ended'] as const;
const participantCount = sql<number>`(select count(*)::int from challenge_participants p where p.challenge_id = c.id)`.as('participantCount');

/** The organizer side's reads and writes of challenges, their staff, codes and participants. */
export function createChallengeOrganizerRepository(db: Db) {
  return {
    async insert(trx: Trx, challenge: Insertable<ChallengesTable>, ownerId: string) {
      await trx.insertInto('challenges').values(challenge).execute();
      await trx.insertInto('challengeStaff').values({ challengeId: challenge.id, userId: ownerId, role: 'owner' }).execute();
    },
    async idTaken(id: string, executor: DbExecutor = db) {
      return (await executor.selectFrom('challenges').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
    /** The challenges an account runs (owner or manager), newest start first, at most 150 (the spec's limit). */
    async cardsOf(userId: string) {
      return db
        .selectFrom('challenges as c')
        .leftJoin('challengeStaff as s', (join) => join.onRef('s.challengeId', '=', 'c.id').on('s.userId', '=', userId))
        .where((eb) => eb.or([eb('s.userId', '=', userId), eb('c.createdBy', '=', userId)]))
        .select([...cardColumns, participantCount])
        .orderBy('c.startsAt', 'desc')
        .limit(150)
        .execute();
    },
    /** Every challenge with its creator, for the platform admin. */
    async allCards(challengeId?: string) {
      let query = db
        .selectFrom('challenges as c')
        .leftJoin('users as u', 'u.id', 'c.createdBy')
        .select([...cardColumns, participantCount, 'u.name as creatorName', 'u.email as creatorEmail'])
        .orderBy('c.startsAt', 'desc');
      if (challengeId) query = query.where('c.id', '=', challengeId);
      return query.execute();
    },
    async participantCount(challengeId: string, executor: DbExecutor = db) {
      const row = await executor.selectFrom('challengeParticipants').select((eb) => eb.fn.countAll<number>().as('n')).where('challengeId', '=', challengeId).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async update(challengeId: string, changes: Updateable<ChallengesTable>, executor: DbExecutor = db) {
      await executor.updateTable('challenges').set({ ...changes, updatedAt: new Date() }).where('id', '=', challengeId).execute();
    },

    // Access codes
    async codeUsesTotal(challengeId: string, executor: DbExecutor = db) {
      const row = await executor.selectFrom('challengeAccessCodes').select(sql<number>`coalesce(sum(uses), 0)::int`.as('total')).where('challengeId', '=', challengeId).executeTakeFirstOrThrow();
      return Number(row.total);
    },
    async codeCount(challengeId: string, executor: DbExecutor = db) {
      const row = await executor.selectFrom('challengeAccessCodes').select((eb) => eb.fn.countAll<number>().as('n')).where('challengeId', '=', challengeId).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async codes(challengeId: string, limit: number | null, executor: DbExecutor = db) {
      let query = executor
        .selectFrom('challengeAccessCodes')
        .select(['code', 'uses', 'usedCount', 'active', 'createdAt'])
        .where('challengeId', '=', challengeId)
        .orderBy('createdAt', 'desc')
        .orderBy('code');
      if (limit !== null) query = query.limit(limit);
      return query.execute();
    },
    async existingCodes(trx: Trx, challengeId: string, candidates: string[]) {
      if (candidates.length === 0) return [];
      const rows = await trx.selectFrom('challengeAccessCodes').select('code').where('challengeId', '=', challengeId).where('code', 'in', candidates).execute();
      return rows.map((row) => row.code);
    },
    /** Inserts the batch; a code taken meanwhile is skipped (ON CONFLICT) and answered as not inserted. */
    async insertCodes(trx: Trx, challengeId: string, codes: string[], uses: number, createdBy: string) {
      if (codes.length === 0) return [];
      const now = new Date();
      const rows = await trx
        .insertInto('challengeAccessCodes')
        .values(codes.map((code) => ({ challengeId, code, uses, createdBy, createdAt: now })))
        .onConflict((conflict) => conflict.columns(['challengeId', 'code']).doNothing())
        .returning('code')
        .execute();
      return rows.map((row) => row.code);
    },
    async findCode(challengeId: string, code: string, executor: DbExecutor = db, forUpdate = false) {
      let query = executor.selectFrom('challengeAccessCodes').select(['code', 'uses', 'usedCount', 'active', 'createdAt']).where('challengeId', '=', challengeId).where('code', '=', code);
      if (forUpdate) query = query.forUpdate();
      return query.executeTakeFirst();
    },
    async setCodeActive(trx: Trx, challengeId: string, code: string, active: boolean) {
      await trx.updateTable('challengeAccessCodes').set({ active }).where('challengeId', '=', challengeId).where('code', '=', code).execute();
    },

    // Participants
    /** Every participant by race number (the CSV), or one page of them (the table). */
    async participants(challengeId: string, page?: { offset: number; limit: number }) {
      return db
        .selectFrom('challengeParticipants as p')
        .select([
          'p.userId',
          'p.raceNumber',
          'p.firstNames',
          'p.lastNames',
          'p.email',
          'p.birthDate',
          'p.gender',
          'p.categoryName',
          'p.categoryCode',
          'p.accessCode',
          'p.paymentStatus',
          'p.formAnswers',
          'p.goalSeconds',
          'p.finishSeconds',
          'p.finishRecordedAt',
          'p.startPhotoUrl',
          'p.finishPhotoUrl',
          'p.wearableSummary',
          'p.step',
          'p.active',
          'p.joinedAt',
          sql<number>`(select count(*)::int from challenge_photos ph where ph.challenge_id = p.challenge_id and ph.user_id = p.user_id and ph.kind = 'evidence')`.as('evidenceCount'),
        ])
        .where('p.challengeId', '=', challengeId)
        .orderBy('p.raceNumber')
        .$if(page !== undefined, (query) => query.offset(page!.offset).limit(page!.limit))
        .execute();
    },

    // Staff
    async staff(challengeId: string, executor: DbExecutor = db) {
      return executor
        .selectFrom('challengeStaff as s')
        .innerJoin('users as u', 'u.id', 's.userId')
        .select(['s.userId', 'u.name', 'u.email', 's.role'])
        .where('s.challengeId', '=', challengeId)
        .orderBy('s.role', 'desc')
        .orderBy('s.createdAt')
        .execute();
    },
    async userByEmail(email: string, executor: DbExecutor = db) {
      return executor.selectFrom('users').select(['id', 'name', 'email']).where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
    },
    /** The staff role, or 'owner' for the creator without a staff row. */
    async roleOf(challengeId: string, userId: string, executor: DbExecutor = db) {
      const row = await executor.selectFrom('challengeStaff').select('role').where('challengeId', '=', challengeId).where('userId', '=', userId).executeTakeFirst();
      if (row) return row.role;
      const created = await executor.selectFrom('challenges').select('id').where('id', '=', challengeId).where('createdBy', '=', userId).executeTakeFirst();
      return created ? ('owner' as const) : null;
    },
    async addManager(challengeId: string, userId: string, executor: DbExecutor = db) {
      await executor.insertInto('challengeStaff').values({ challengeId, userId, role: 'manager' }).onConflict((conflict) => conflict.columns(['challengeId', 'userId']).doNothing()).execute();
    },
    async removeManager(challengeId: string, userId: string, executor: DbExecutor = db) {
      await executor.deleteFrom('challengeStaff').where('challengeId', '=', challengeId).where('userId', '=', userId).where('role', '=', 'manager').execute();
    },
  };
}
export type ChallengeOrganizerRepository = ReturnType<typeof createChallengeOrganizerRepository>;
