import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { companies } from './organisations';
import { users } from './users';

/** Only the sha256 of the cookie token is stored. */
export const sessions = pgTable('sessions', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull().references(() => companies.id),
  createdAt: createdAt(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  idleExpiresAt: at('idle_expires_at').notNull(),
  absoluteExpiresAt: at('absolute_expires_at').notNull(),
  revokedAt: at('revoked_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  answerHash: text('answer_hash').notNull(),
  salt: text('salt').notNull(),
  expiresAt: at('expires_at').notNull(),
  used: boolean('used').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('captchas_expires_idx').on(t.expiresAt)]);

/** One-time codes sent by mail or SMS (form OTP checks, password reset). */
export const otps = pgTable('otps', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  purpose: text('purpose').notNull(),
  target: text('target').notNull(),
  formId: integer('form_id'),
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
}, (t) => [index('otps_target_idx').on(t.companyId, t.purpose, t.target)]);

/** Fixed-window counters shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').notNull(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.key, t.windowStart] })]);

/**
 * Sign-in throttling (docs/security.md): one leaky bucket per key. `level` counts attempts not given
 * back, draining at the key's rate since `updated_at`; no attempt is tried before `blocked_until`.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  level: doublePrecision('level').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
  blockedUntil: at('blocked_until'),
}, (t) => [index('login_throttles_updated_idx').on(t.updatedAt)]);

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser where a
 * user signed in successfully; its attempts for that user skip the limits of unknown devices.
 * Only the sha256 of the cookie is stored; one cookie may stand for several users of a shared device.
 */
export const trustedDevices = pgTable('trusted_devices', {
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tokenHash, t.userId] }), index('trusted_devices_user_idx').on(t.userId)]);

/** Proofs handed out by verify-email-otp / verify-sms-otp; a submission carries the token. */
export const respondentVerifications = pgTable('respondent_verifications', {
  tokenHash: text('token_hash').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  formId: integer('form_id').notNull(),
  channel: text('channel').notNull(),
  target: text('target').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
  /**
   * The one response this proof stands for, set by the statement that stores it (a retry of that
   * responseId may use it again, no other). No foreign key: it is set in the same statement as the
   * insert, which may still leave that response out (its captcha taken meanwhile).
   */
  responseId: uuid('response_id'),
});
