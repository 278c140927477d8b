import { z } from 'zod';

/** A row id in a path: a positive 32-bit integer (PostgreSQL `integer`). */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idSchema });

/** Offset paging of a list. */
export const pageQuery = (defaultLimit: number, maxLimit: number) =>
  z.object({
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });
