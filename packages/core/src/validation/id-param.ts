import { z } from 'zod';
import './spanish-errors.ts'; // the Spanish locale comes with the first schema
import { messages } from '../i18n/messages.ts';

/** Largest value of a PostgreSQL `integer` (serial ids, bib numbers). */
export const MAX_INT32 = 2_147_483_647;

const invalidId = messages.validation.invalidId;

/** A numeric id in a path or query (`/api/events/:id`, `?event=`): a positive integer that fits the database. */
export const idParam = z.coerce.number({ error: invalidId }).int(invalidId).min(1, invalidId).max(MAX_INT32, invalidId);

/** The `:id` path parameter of every route under `/api/events/:id`. */
export const idParams = z.object({ id: idParam });
