import { createHash } from 'node:crypto';

/** Realtime topics allow only `[a-z0-9/_:.-]`; challenge and user ids have capitals, so topics carry a short hash. */
const key = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 24);

/**
 * One topic per audience, so every subscriber gets only what it may see: the public messages (every participant and
 * the organizer), one athlete's conversation (that athlete), and everything (the organizer side).
 */
export const chatTopics = {
  public: (challengeId: string) => `challenge-chat/${key(challengeId)}/public`,
  athlete: (challengeId: string, athleteId: string) => `challenge-chat/${key(challengeId)}/a/${key(athleteId)}`,
  staff: (challengeId: string) => `challenge-chat/${key(challengeId)}/staff`,
};
