import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';

/**
 * Named prepared statements for the hot paths, opt-in. PostgreSQL parses and plans a statement on
 * every call unless it is prepared; for the registration's big data-modifying CTEs that planning is
 * most of the database's work (bench/registration-burst.bench.ts: ~450 → ~600 registrations/s).
 * Only statements marked with `prepared(...)` are prepared, so the number of statements a pooled
 * connection keeps stays bounded (Kysely's generated SQL varies with list lengths and would not be).
 */
const MARKER = '/* prepared */ ';

/** Marks a statement to be prepared once per connection and reused (PostgreSQL server only; PGlite runs it as is). */
export function prepared<T>(statement: RawBuilder<T>): RawBuilder<T> {
  return sql<T>`${sql.raw(MARKER)}${statement}`;
}

type Query = (...args: unknown[]) => unknown;

/**
 * Hooks a pool so marked statements go out as named statements: the name is a hash of the text, so
 * two texts never share a name and pg reuses the parsed statement on the same connection.
 */
export function prepareMarkedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const [text, values] = args;
      if (typeof text === 'string' && text.startsWith(MARKER) && (values === undefined || Array.isArray(values))) {
        const name = `dorsal_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
        return query({ name, text, values }, ...args.slice(2));
      }
      return query(...args);
    };
  });
}
