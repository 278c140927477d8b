import type { FastifyInstance } from 'fastify';
import type { ChallengesDeps } from './challenges.deps.ts';
import { registerChallengeAthleteRoutes } from './athlete/athlete.routes.ts';
import { registerChallengeChatRoutes } from './chat/chat.routes.ts';
import { registerChallengeImageRoutes } from './images/images.routes.ts';
import { registerChallengeOrganizerRoutes } from './organizer/organizer.routes.ts';
import { registerChallengeWearableRoutes } from './wearables/wearables.routes.ts';

/**
 * Virtual challenges (issue 12) wired: the organizer's, the athlete's and the images' routes. Answers the handler of
 * payment events about challenge orders (true when the event was about one).
 */
export function createChallengesModule(app: FastifyInstance, deps: ChallengesDeps) {
  registerChallengeOrganizerRoutes(app, deps);
  const athletes = registerChallengeAthleteRoutes(app, deps);
  registerChallengeImageRoutes(app, deps);
  registerChallengeWearableRoutes(app, deps);
  registerChallengeChatRoutes(app, deps);
  return { handlePaymentEvent: athletes.handlePaymentEvent };
}
