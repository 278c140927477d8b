import { messages } from '@dorsal/core';
import type { Trx } from '../../db/database.ts';
import { shortPathHeldByOther, type ShortPathClaimant } from '../../db/short-paths.ts';
import { AppError } from '../../lib/errors.ts';

/** An event's or a site's short path, checked inside the transaction that saves it: 409 when another holds it. */
export async function claimShortPath(trx: Trx, path: string | null, self: ShortPathClaimant): Promise<void> {
  if (path !== null && (await shortPathHeldByOther(trx, path, self))) {
    throw new AppError(409, 'short_path_taken', messages.shortPath.taken, { shortPath: messages.shortPath.taken });
  }
}
