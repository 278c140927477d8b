import { sql, type RawBuilder } from 'kysely';

/**
 * A jsonb column read as text. Kysely's CamelCasePlugin (db/database.ts) camel-cases the keys of
 * nested objects in results, which would turn user keys such as the price key 'precio_1' or a
 * field id 'talla_playera' into 'precio1' / 'tallaPlayera'. Columns whose keys are data go through here.
 */
export function jsonText(column: string): RawBuilder<string> {
  return sql<string>`${sql.raw(column)}::text`;
}

export function parseJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}
