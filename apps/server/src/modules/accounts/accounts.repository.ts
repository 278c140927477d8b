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

    async setRole(id: string, role: 'athlete' | 'admin') {
      await db.updateTable('users').set({ role }).where('id', '=', id).execute();
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
