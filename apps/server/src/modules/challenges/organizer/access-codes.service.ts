import { accessCodeSharePath, CODES_FIRST_PAGE, codesLimitRefusal, csvDateTime, messages, newAccessCodes, writeCsv, type AccountView, type GenerateCodesInput } from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { createChallengeAccess } from '../challenge-access.ts';
import type { ChallengeOrganizerRepository } from './organizer.repository.ts';

const t = messages.challengeOrganizer.codes;

type CodeRow = Awaited<ReturnType<ChallengeOrganizerRepository['codes']>>[number];
const toView = (row: CodeRow) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

/** Access codes: generate (atomic, never colliding, within the admitted accesses), list, (de)activate, CSV. */
export function createAccessCodesService({ db, repository, baseUrl }: { db: Db; repository: ChallengeOrganizerRepository; baseUrl: string }) {
  const requireChallengeAccess = createChallengeAccess(db);

  async function list(challengeId: string, all: boolean) {
    return {
      codes: (await repository.codes(challengeId, all ? null : CODES_FIRST_PAGE)).map(toView),
      total: await repository.codeCount(challengeId),
      codeUsesTotal: await repository.codeUsesTotal(challengeId),
    };
  }

  return {
    async list(user: AccountView, challengeId: string, all: boolean) {
      await requireChallengeAccess(user, challengeId, 'manageCodes');
      return list(challengeId, all);
    },

    /**
     * One transaction holding the challenge's row lock, so two batches at once cannot both fit the limit; codes are
     * drawn against the ones already stored and inserted with ON CONFLICT DO NOTHING, drawing again for any skipped.
     */
    async generate(user: AccountView, challengeId: string, input: GenerateCodesInput) {
      const created = await db.transaction().execute(async (trx) => {
        const { challenge } = await requireChallengeAccess(user, challengeId, 'manageCodes', { executor: trx, forUpdate: true });
        const refusal = codesLimitRefusal({ existingUses: await repository.codeUsesTotal(challengeId, trx), quantity: input.quantity, uses: input.uses, admitted: challenge.accessCodesAdmitted });
        if (refusal) throw new AppError(409, 'codes_limit', refusal, { quantity: refusal });
        const inserted: string[] = [];
        while (inserted.length < input.quantity) {
          const candidates = newAccessCodes(input.quantity - inserted.length, new Set(inserted));
          const taken = new Set(await repository.existingCodes(trx, challengeId, candidates));
          inserted.push(...(await repository.insertCodes(trx, challengeId, candidates.filter((code) => !taken.has(code)), input.uses, user.id)));
        }
        return inserted;
      });
      const codes = await list(challengeId, false);
      const rows = await Promise.all(created.map((code) => repository.findCode(challengeId, code)));
      return { ...codes, created: rows.filter((row) => row !== undefined).map(toView) };
    },

    /** Deactivate always; reactivate only while the code has joins left ('Código agotado'). */
    async toggle(user: AccountView, challengeId: string, code: string, active: boolean) {
      return db.transaction().execute(async (trx) => {
        await requireChallengeAccess(user, challengeId, 'manageCodes', { executor: trx });
        const row = await repository.findCode(challengeId, code, trx, true);
        if (!row) throw notFound(messages.challengeAthlete.join.invalidCode);
        if (active && row.usedCount >= row.uses) throw new AppError(409, 'code_exhausted', t.exhausted, { active: t.exhausted });
        await repository.setCodeActive(trx, challengeId, code, active);
        return { code: toView({ ...row, active }) };
      });
    },

    async csv(user: AccountView, challengeId: string) {
      const { challenge } = await requireChallengeAccess(user, challengeId, 'manageCodes');
      const rows = await repository.codes(challengeId, null);
      const records = rows.map((row) => [
        row.code,
        String(row.uses),
        String(row.usedCount),
        row.active ? t.csvActive : t.csvInactive,
        csvDateTime(new Date(row.createdAt).toISOString(), challenge.timeZone),
        `${baseUrl}${accessCodeSharePath(challengeId, row.code)}`,
      ]);
      return { fileName: `codigos-${challengeId}.csv`, body: writeCsv([[...t.csvHeader], ...records], { bom: true }) };
    },
  };
}
export type AccessCodesService = ReturnType<typeof createAccessCodesService>;
