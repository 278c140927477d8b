import type { AccountView } from '@dorsal/core';

export type ChallengeStaffRole = 'owner' | 'manager';

/**
 * Who may do what on a virtual challenge: each action lists the challenge staff roles allowed (the creator is 'owner',
 * the people they authorise are 'manager'); the platform admin (users.role 'admin') may do everything.
 * The spec's original let any signed-in account see every configuration; we check.
 */
export const challengeActions = {
  /** See the challenge's configuration (details, images, audio). */
  viewChallenge: ['owner', 'manager'],
  /** Change details, photo, images, audio; toggle result registration and status. */
  editChallenge: ['owner', 'manager'],
  /** Generate, list, deactivate and export access codes. */
  manageCodes: ['owner', 'manager'],
  /** The participants table and its CSV. */
  seeParticipants: ['owner', 'manager'],
  /** The challenge chat: every conversation, answers, messages to everyone, hiding messages (issue 13). */
  chat: ['owner', 'manager'],
  /** Authorise or remove managers. */
  manageStaff: ['owner'],
  /** Photo configuration, categories and the event form: the platform admin only. */
  adminPanels: [],
} as const satisfies Record<string, readonly ChallengeStaffRole[]>;

export type ChallengeAction = keyof typeof challengeActions;

export function mayOnChallenge(user: AccountView | null, role: ChallengeStaffRole | null, action: ChallengeAction): boolean {
  if (user?.role === 'admin') return true;
  return role !== null && (challengeActions[action] as readonly ChallengeStaffRole[]).includes(role);
}
