import type { FastifyInstance } from 'fastify';
import type { ChallengesDeps } from '../challenges.deps.ts';

/** The challenge's images: certificate, race number, medal and the photo tools, previewed and downloaded. */
export function registerChallengeImageRoutes(_app: FastifyInstance, _deps: ChallengesDeps): void {}
