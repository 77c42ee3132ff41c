import { type SQL, sql } from 'drizzle-orm';

/** A timestamptz as ISO-8601 UTC text, read the same way on PGlite and PostgreSQL. */
export const isoSql = (at: SQL) => sql<string | null>`to_char((${at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
