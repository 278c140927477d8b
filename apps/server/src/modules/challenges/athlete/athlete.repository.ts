import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db, DbExecutor } from '../../../db/database.ts';
import type { ChallengeParticipantsTable } from '../../../db/schema.ts';

export type PhotoKind = 'startLine' | 'finishLine' | 'evidence';
type ChallengeKind = 'byTime' | 'distance';

/** A results row as the window query returns it (positions are 0 without a time, as core's rankChallenge gives). */
export interface ResultRecord {
  userId: string;
  raceNumber: number;
  firstNames: string;
  lastNames: string;
  gender: 'F' | 'M';
  categoryName: string;
  categoryCode: number;
  goalSeconds: number | null;
  finishSeconds: number | null;
  finishRecordedAt: Date | string | null;
  startPhotoUrl: string | null;
  finishPhotoUrl: string | null;
  hasEvidence: boolean;
  overallPosition: number;
  genderPosition: number;
  categoryPosition: number;
  relativeIndex: number | null;
  relativePosition: number;
}

/**
 * `ranked`: the challenge's active participants with core rankChallenge's positions, computed by PostgreSQL window
 * functions so a page never brings every participant into Node (module README: why not stored positions). The same
 * rules: only a time above 0 ranks; finish ascending (descending for byTime), ties by race number; per gender and
 * per gender + category code; the relative index finish ÷ goal (float8, the same IEEE division as JavaScript) with its
 * own positions. `ord` is the table's order (ranked first, then the rest by race number); `gender_ord` the same order
 * within the gender. The equivalence with core is a property test (challenge-results.test.ts).
 */
function rankedParticipants(challengeId: string, kind: ChallengeKind) {
  const direction = sql.raw(kind === 'byTime' ? 'desc' : 'asc');
  // One order for the table: timed first, by time, ties by race number. For a timed athlete the place in that order
  // is the overall position, and within the gender (or gender + category) the gender (or category) position.
  const order = sql`b.timed desc, case when b.timed then b.finish_seconds end ${direction}, b.race_number`;
  // Only the narrow columns the positions need are sorted (names and photos join back for the returned rows only), so
  // the sorts of a 30,000-athlete challenge stay in memory.
  return sql`base as (
      select p.user_id, p.race_number, p.gender, p.category_code, p.goal_seconds, p.finish_seconds,
        coalesce(p.finish_seconds, 0) > 0 as timed,
        case when coalesce(p.finish_seconds, 0) > 0 and p.goal_seconds > 0 then p.finish_seconds::float8 / p.goal_seconds end as relative_index
      from challenge_participants p
      where p.challenge_id = ${challengeId} and p.active
    ), placed as (
      select b.*,
        (row_number() over (order by ${order}))::int as ord,
        (row_number() over (partition by b.gender order by ${order}))::int as gender_ord,
        (row_number() over (partition by b.gender, b.category_code order by ${order}))::int as category_ord,
        case when b.relative_index is not null then (row_number() over (partition by b.relative_index is not null order by b.relative_index ${direction}, b.race_number))::int else 0 end as relative_position
      from base b
    ), ranked as (
      select pl.*,
        case when pl.timed then pl.ord else 0 end as overall_position,
        case when pl.timed then pl.gender_ord else 0 end as gender_position,
        case when pl.timed then pl.category_ord else 0 end as category_position
      from placed pl
    )`;
}

/**
 * The rows `limited` (a page, one athlete or the podium, from `ranked`) joined back to their participants for names and
 * photos; the evidence check runs for those rows only (one hashed look-up into the challenge's evidence photos).
 */
function resultRows(challengeId: string, limited: RawBuilder<unknown>, extra: RawBuilder<unknown> = sql``, orderBy: RawBuilder<unknown> = sql`r.ord`) {
  return sql`select r.user_id, p.race_number, p.first_names, p.last_names, p.gender, p.category_name, p.category_code, p.goal_seconds,
      p.finish_seconds, p.finish_recorded_at, p.start_photo_url, p.finish_photo_url, r.overall_position, r.gender_position, r.category_position,
      r.relative_index, r.relative_position ${extra},
      (p.wearable_summary is not null or r.user_id in (select e.user_id from challenge_photos e where e.challenge_id = ${challengeId} and e.kind = 'evidence')) as has_evidence
    from (${limited}) r
    join challenge_participants p on p.challenge_id = ${challengeId} and p.user_id = r.user_id
    order by ${orderBy}`;
}

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

    /** One page of the results in ranking order, 'Todos' or one gender (positions over everyone, see rankedParticipants). */
    async resultsPage(challengeId: string, kind: ChallengeKind, gender: 'all' | 'F' | 'M', offset: number, limit: number) {
      const only = gender === 'all' ? sql`true` : sql`gender = ${gender}`;
      const [page, total] = await Promise.all([
        sql<ResultRecord>`with ${rankedParticipants(challengeId, kind)}
          ${resultRows(challengeId, sql`select * from ranked where ${only} order by ord offset ${offset} limit ${limit}`)}`.execute(db),
        db
          .selectFrom('challengeParticipants')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('challengeId', '=', challengeId)
          .where('active', '=', true)
          .$if(gender !== 'all', (query) => query.where('gender', '=', gender as 'F' | 'M'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: page.rows, total: Number(total.count) };
    },

    /** The athlete's ranked row and its 1-based place in the 'Todos' order and in their gender's order. */
    async resultOf(challengeId: string, kind: ChallengeKind, userId: string) {
      const found = await sql<ResultRecord & { ord: number; genderOrd: number }>`with ${rankedParticipants(challengeId, kind)}
        ${resultRows(challengeId, sql`select * from ranked where user_id = ${userId}`, sql`, r.ord, r.gender_ord`)}`.execute(db);
      return found.rows[0] ?? null;
    },

    /** The top 3 of each gender by gender position (only timed athletes have one). */
    async podium(challengeId: string, kind: ChallengeKind) {
      const found = await sql<ResultRecord>`with ${rankedParticipants(challengeId, kind)}
        ${resultRows(challengeId, sql`select * from ranked where gender_position between 1 and 3`, sql``, sql`p.gender, r.gender_position`)}`.execute(db);
      return found.rows;
    },
  };
}
export type ChallengeAthleteRepository = ReturnType<typeof createChallengeAthleteRepository>;
