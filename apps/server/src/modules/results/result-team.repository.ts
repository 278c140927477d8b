import type { TeamMember } from '@dorsal/core';
import type { Db } from '../../db/database.ts';

/** Who else ran under a bib: the relay or team members its registration named. */
export function createResultTeamRepository(db: Db) {
  return {
    /** [] for an individual, or a bib no registration holds (results imported without registration). */
    async otherMembers(eventId: number, bib: number): Promise<TeamMember[]> {
      const row = await db
        .selectFrom('registrations')
        .select('teamMembers')
        .where('eventId', '=', eventId)
        .where('bib', '=', bib)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      return row?.teamMembers ?? [];
    },
  };
}
export type ResultTeamRepository = ReturnType<typeof createResultTeamRepository>;
