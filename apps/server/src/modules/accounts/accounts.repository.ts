import type { Db } from '../../db/database.ts';
import type { Profile } from '@dorsal/core';

export function createAccountsRepository(db: Db) {
  return {
    findById(id: string) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string) {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async updateProfile(id: string, profile: Profile) {
      return db
        .updateTable('users')
        .set({
          firstNames: profile.firstNames,
          lastNames: profile.lastNames,
          name: `${profile.firstNames} ${profile.lastNames}`,
          phone: profile.phone,
          gender: profile.gender,
          birthDate: profile.birthDate,
          email: profile.email,
          updatedAt: new Date(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updatePhoto(id: string, photoUrl: string) {
      return db
        .updateTable('users')
        .set({ image: photoUrl, updatedAt: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Keeps only the newest reset link of an account: better-auth stores each token as a verification row
     * (`reset-password:<token>`, value = the user id); rows issued before `token` are deleted.
     */
    async discardOlderResetTokens(userId: string, token: string) {
      const current = `reset-password:${token}`;
      await db
        .deleteFrom('verifications')
        .where('value', '=', userId)
        .where('identifier', 'like', 'reset-password:%')
        .where('identifier', '<>', current)
        .where('createdAt', '<=', db.selectFrom('verifications').select('createdAt').where('identifier', '=', current))
        .execute();
    },

    async setRole(id: string, role: 'athlete' | 'admin') {
      await db.updateTable('users').set({ role }).where('id', '=', id).execute();
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
