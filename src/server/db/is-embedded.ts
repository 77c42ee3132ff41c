import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from './connect';

/** Whether the handle reads PGlite (one statement at a time, in the server's own thread) rather than PostgreSQL. */
export const isEmbedded = (db: Db): boolean => db instanceof PgliteDatabase;
