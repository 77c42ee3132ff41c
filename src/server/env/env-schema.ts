import { z } from 'zod';
import { passwordProblem } from '#core/auth';

/** An empty value in an environment file means "not set", as most tools read it. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const text = optional(z.string().trim().min(1));
const url = (protocols: string[]) =>
  optional(z.string().trim().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`));

const integer = (min: number, max: number) =>
  optional(z.coerce.number({ error: `expected a whole number from ${min} to ${max}` }).int(`expected a whole number from ${min} to ${max}`)
    .min(min, `expected a whole number from ${min} to ${max}`).max(max, `expected a whole number from ${min} to ${max}`));

/**
 * TRUST_PROXY: how many reverse proxies in front of the server add X-Forwarded-For. `true` and
 * `1` mean one hop; empty, `0` and `false` mean none. Trusting every hop is not offered: a client
 * could then forge its address past the per-address limits.
 */
const trustedHops = optional(z.string().trim().transform((value, ctx) => {
  const word = value.toLowerCase();
  if (word === 'false') return 0;
  if (word === 'true') return 1;
  if (/^\d{1,2}$/.test(word) && Number(word) <= 10) return Number(word);
  ctx.addIssue({ code: 'custom', message: 'expected the number of trusted proxy hops (0 to 10), or true (one hop) / false' });
  return z.NEVER;
}));

/** A yes/no switch: true, false, 1, 0, yes, no. */
const flag = optional(z.string().trim().transform((value, ctx) => {
  const word = value.toLowerCase();
  if (['true', '1', 'yes'].includes(word)) return true;
  if (['false', '0', 'no'].includes(word)) return false;
  ctx.addIssue({ code: 'custom', message: 'expected true or false' });
  return z.NEVER;
}));

const fractionError = 'expected a share of requests from 0 (none) to 1 (every one), e.g. 0.01';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every environment variable the server and its commands read (README's table lists the same names). */
export const envSchema = z.object({
  NODE_ENV: optional(z.enum(['production', 'development', 'test'])),
  PORT: integer(1, 65535),
  HOST: text,
  DATA_DIR: text,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  ADMIN_PASSWORD: optional(z.string().refine((value) => passwordProblem(value) === null, 'does not meet the password rule (8+ characters, a digit, an upper- and a lower-case letter)')),
  COMPANY_NAME: text,
  STATIC_DIR: text,
  PUBLIC_URL: url(['http:', 'https:']),
  VITE_COMPANY_ID: integer(1, 2_147_483_647),
  TRUST_PROXY: trustedHops,
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: text,
  SMS_HTTP_URL: url(['http:', 'https:']),
  SMS_HTTP_TOKEN: text,
  LOG_LEVEL: optional(z.enum(logLevels)),
  ACCESS_LOG_SAMPLE: optional(z.coerce.number({ error: fractionError }).min(0, fractionError).max(1, fractionError)),
  CAPTCHA_DIFFICULTY: integer(1, 8),
  METRICS_TOKEN: optional(z.string().trim().min(16, 'expected at least 16 characters')),
  SHUTDOWN_TIMEOUT_SECONDS: integer(1, 600),
  OVERLOAD_EVENT_LOOP_DELAY_MS: integer(0, 60_000),
  HOUSEKEEPING_INTERVAL_MINUTES: integer(1, 24 * 60),
  ACTION_LOG_RETENTION_DAYS: integer(1, 36_500),
  WEBHOOK_LOG_RETENTION_DAYS: integer(1, 36_500),
  PG_BIN: text,
  SUBMISSIONS_PER_MINUTE: integer(0, 1_000_000),
  DATABASE_READ_URL: url(['postgres:', 'postgresql:']),
  S3_ENDPOINT: url(['http:', 'https:']),
  S3_BUCKET: optional(z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)')),
  S3_REGION: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: flag,
}).superRefine((env, ctx) => {
  const s3Set = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter((name) => env[name] !== undefined);
  if (s3Set.length > 0 && env.S3_BUCKET === undefined) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is needed with ${s3Set.join(', ')} (files go to object storage only when a bucket is named)` });
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'], message: 'is needed with the other half of the S3 key pair' });
  }
  if (env.DATABASE_READ_URL !== undefined && env.DATABASE_URL === undefined) {
    ctx.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'needs DATABASE_URL (a replica of a PostgreSQL primary)' });
  }
});

export type Env = z.infer<typeof envSchema>;

export const envVariableNames = Object.keys(envSchema.shape) as (keyof Env)[];

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

/** Reads only the variables of the schema; a problem names the variable, never its value (it may be a secret). */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const picked = Object.fromEntries(envVariableNames.map((name) => [name, source[name]]));
  const result = envSchema.safeParse(picked);
  if (result.success) return { ok: true, env: result.data };
  return { ok: false, problems: result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`) };
}
