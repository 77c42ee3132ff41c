import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Shared column helpers: every time is stored as timestamptz (UTC) and read as a Date. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true, mode: 'date' });
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
