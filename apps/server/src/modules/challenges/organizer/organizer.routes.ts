import type { FastifyInstance } from 'fastify';
import type { ChallengesDeps } from '../challenges.deps.ts';

/** /api/challenges/manage…: the organizer's dashboard, configuration, access codes, participants and exports. */
export function registerChallengeOrganizerRoutes(_app: FastifyInstance, _deps: ChallengesDeps): void {}
