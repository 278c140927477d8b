import { z } from 'zod';
import { MAX_INT32 } from '../validation/id-param.ts';

/** Offset paging of a list. */
export const pageQuery = (defaultLimit: number, maxLimit: number) =>
  z.object({
    offset: z.coerce.number().int().min(0).max(MAX_INT32).default(0),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });
