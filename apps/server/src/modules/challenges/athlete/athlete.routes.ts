import type { FastifyInstance } from 'fastify';
import type { ChallengesDeps } from '../challenges.deps.ts';

/** /api/challenges…: the athlete's side — joining, the five steps, photos, results and podium. */
export function registerChallengeAthleteRoutes(_app: FastifyInstance, _deps: ChallengesDeps): void {}
