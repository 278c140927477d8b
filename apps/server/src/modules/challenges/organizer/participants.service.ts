import { activityFlagSchema, challengeParticipantsPageSize, csvDateTime, messages, secondsToChallengeText, writeCsv, type AccountView, type ChallengeParticipantRow } from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import { createChallengeAccess } from '../challenge-access.ts';
import type { ChallengeOrganizerRepository } from './organizer.repository.ts';
import { toCard } from './challenge-views.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';

const t = messages.challengeOrganizer.participants;
type Row = Awaited<ReturnType<ChallengeOrganizerRepository['participants']>>[number];

const answersOf = (value: unknown): Record<string, string> | null => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, answer]) => [key, typeof answer === 'string' ? answer : JSON.stringify(answer)]));
};

/** The review flags of an applied activity (stored as the wearable summary); none for anything else. */
const flagsOf = (summary: unknown) => activityFlagSchema.array().catch([]).parse((summary as { flags?: unknown } | null)?.flags ?? []);

function toRow(row: Row): ChallengeParticipantRow {
  const { wearableSummary, ...rest } = row;
  return {
    ...rest,
    formAnswers: answersOf(row.formAnswers),
    finishRecordedAt: row.finishRecordedAt ? new Date(row.finishRecordedAt).toISOString() : null,
    joinedAt: new Date(row.joinedAt).toISOString(),
    evidenceCount: Number(row.evidenceCount),
    hasWearable: wearableSummary !== null,
    wearableFlags: flagsOf(wearableSummary),
  };
}

/** Every field the spec lists, one column each; the form's answers as name: value pairs in one column. */
function csvRecords(rows: ChallengeParticipantRow[], timeZone: string): string[][] {
  const c = t.columns;
  const header = [c.raceNumber, c.firstNames, c.lastNames, c.email, c.birthDate, c.gender, c.category, c.categoryCode, c.accessCode, c.payment, c.goal, c.finish, c.finishRecordedAt, c.evidence, c.wearable, c.startPhoto, c.finishPhoto, c.step, c.active, c.joinedAt, c.form];
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  return [
    header,
    ...rows.map((row) => [
      String(row.raceNumber),
      row.firstNames,
      row.lastNames,
      row.email,
      row.birthDate,
      t.genders[row.gender],
      row.categoryName,
      String(row.categoryCode),
      row.accessCode ?? '',
      t.payments[row.paymentStatus],
      secondsToChallengeText(row.goalSeconds) ?? '',
      secondsToChallengeText(row.finishSeconds) ?? '',
      csvDateTime(row.finishRecordedAt, timeZone),
      String(row.evidenceCount),
      [yesNo(row.hasWearable), ...row.wearableFlags.map((flag) => t.reviewFlags[flag])].join(' — '),
      row.startPhotoUrl ?? '',
      row.finishPhotoUrl ?? '',
      t.steps[Math.min(row.step, t.steps.length - 1)] ?? String(row.step),
      yesNo(row.active),
      csvDateTime(row.joinedAt, timeZone),
      Object.entries(row.formAnswers ?? {})
        .map(([key, value]) => `${key}: ${value}`)
        .join('; '),
    ]),
  ];
}

/** The participants table and CSV for the challenge's staff; every organizer's challenges for the platform admin. */
export function createChallengeParticipantsService({ db, repository }: { db: Db; repository: ChallengeOrganizerRepository }) {
  const requireChallengeAccess = createChallengeAccess(db);
  const rowsOf = async (challengeId: string) => (await repository.participants(challengeId)).map(toRow);
  /** One page of the table (100 by race number) with the total: the browser never gets every participant at once. */
  const pageOf = async (challengeId: string, page: number) => {
    const pageSize = challengeParticipantsPageSize;
    const [rows, total] = await Promise.all([repository.participants(challengeId, { offset: (page - 1) * pageSize, limit: pageSize }), repository.participantCount(challengeId)]);
    return { participants: rows.map(toRow), total, page, pageSize };
  };
  const requireAdmin = (user: AccountView) => {
    if (user.role !== 'admin') throw forbidden();
  };

  return {
    async list(user: AccountView, challengeId: string, page: number) {
      await requireChallengeAccess(user, challengeId, 'seeParticipants');
      return pageOf(challengeId, page);
    },
    async csv(user: AccountView, challengeId: string) {
      const { challenge } = await requireChallengeAccess(user, challengeId, 'seeParticipants');
      return { fileName: `participantes-${challengeId}.csv`, body: writeCsv(csvRecords(await rowsOf(challengeId), challenge.timeZone), { bom: true }) };
    },
    async adminList(user: AccountView) {
      requireAdmin(user);
      return { challenges: (await repository.allCards()).map((row) => ({ ...toCard(row), creatorName: row.creatorName, creatorEmail: row.creatorEmail })) };
    },
    async adminParticipants(user: AccountView, challengeId: string, page: number) {
      requireAdmin(user);
      const [row] = await repository.allCards(challengeId);
      if (!row) throw notFound(messages.challengeOrganizer.notFound);
      return { challenge: { ...toCard(row), creatorName: row.creatorName, creatorEmail: row.creatorEmail }, ...(await pageOf(challengeId, page)) };
    },
  };
}
export type ChallengeParticipantsService = ReturnType<typeof createChallengeParticipantsService>;
