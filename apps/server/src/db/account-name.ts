import { sql } from 'kysely';

/** An account's full name in SQL (`users` under `alias`): first names and surnames, or null when both are empty. */
export const accountName = (alias: string) =>
  sql<string | null>`nullif(trim(${sql.ref(`${alias}.first_names`)} || ' ' || ${sql.ref(`${alias}.last_names`)}), '')`;
