import type { FastifyInstance } from 'fastify';
import type { ChallengesDeps } from './challenges.deps.ts';
import { registerChallengeAthleteRoutes } from './athlete/athlete.routes.ts';
import { registerChallengeImageRoutes } from './images/images.routes.ts';
import { registerChallengeOrganizerRoutes } from './organizer/organizer.routes.ts';

/** Virtual challenges (issue 12) wired: the organizer's, the athlete's and the images' routes. */
export function createChallengesModule(app: FastifyInstance, deps: ChallengesDeps): void {
  registerChallengeOrganizerRoutes(app, deps);
  registerChallengeAthleteRoutes(app, deps);
  registerChallengeImageRoutes(app, deps);
}
