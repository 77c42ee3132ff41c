import { resolve } from 'node:path';
import type { DatabaseTarget } from '#server/db/connect';
import type { StorageTarget } from '#server/files/storage-target';
import type { ServerSettings } from '#server/settings';
import type { Env } from './env-schema';

/** Everything main.ts needs, derived once from the checked environment. */
export interface ServerConfig {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  storage: StorageTarget;
  database: DatabaseTarget;
  adminPassword: string | null;
  companyName: string | undefined;
  staticDir: string;
  trustProxyHops: number;
  logLevel: string;
  /** ACCESS_LOG_SAMPLE: the share of requests logged (server errors always are) */
  accessLogSample: number;
  metricsToken: string | null;
  shutdownTimeoutMs: number;
  overloadEventLoopDelayMs: number;
  housekeeping: { intervalMs: number; actionLogRetentionDays: number | null; webhookLogRetentionDays: number };
  settings: Partial<ServerSettings>;
}

/** The embedded database lives here under DATA_DIR; the backup commands use the same rule. */
export function databaseTarget(env: Env): DatabaseTarget {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  if (!env.DATABASE_URL) return { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') };
  return { kind: 'postgres', url: env.DATABASE_URL, ...(env.DATABASE_READ_URL ? { readUrl: env.DATABASE_READ_URL } : {}) };
}

export function filesDirOf(env: Env): string {
  return resolve(env.DATA_DIR ?? './data', 'files');
}

/** S3_BUCKET set: files in that bucket (every process reaches them); otherwise DATA_DIR/files on this machine. */
export function storageTargetOf(env: Env): StorageTarget {
  if (!env.S3_BUCKET) return { kind: 'local', folder: filesDirOf(env) };
  return {
    kind: 's3',
    settings: {
      endpoint: env.S3_ENDPOINT ?? null,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : null,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    },
  };
}

export function serverConfig(env: Env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const database = databaseTarget(env);
  return {
    production,
    port: env.PORT ?? 8080,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    filesDir: filesDirOf(env),
    storage: storageTargetOf(env),
    database,
    adminPassword: env.ADMIN_PASSWORD ?? null,
    companyName: env.COMPANY_NAME,
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    trustProxyHops: env.TRUST_PROXY ?? 0,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    accessLogSample: env.ACCESS_LOG_SAMPLE ?? 0,
    metricsToken: env.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: (env.SHUTDOWN_TIMEOUT_SECONDS ?? 10) * 1000,
    overloadEventLoopDelayMs: env.OVERLOAD_EVENT_LOOP_DELAY_MS ?? 1000,
    housekeeping: {
      intervalMs: (env.HOUSEKEEPING_INTERVAL_MINUTES ?? 60) * 60_000,
      actionLogRetentionDays: env.ACTION_LOG_RETENTION_DAYS ?? null,
      webhookLogRetentionDays: env.WEBHOOK_LOG_RETENTION_DAYS ?? 90,
    },
    settings: {
      production,
      filesDir: filesDirOf(env),
      smtpUrl: env.SMTP_URL ?? null,
      mailFrom: env.MAIL_FROM ?? 'no-reply@localhost',
      smsHttpUrl: env.SMS_HTTP_URL ?? null,
      smsHttpToken: env.SMS_HTTP_TOKEN ?? null,
      publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null,
      ...(env.VITE_COMPANY_ID === undefined ? {} : { pageCompanyId: env.VITE_COMPANY_ID }),
      ...(env.CAPTCHA_DIFFICULTY === undefined ? {} : { captchaDifficulty: env.CAPTCHA_DIFFICULTY }),
      ...(env.SUBMISSIONS_PER_MINUTE === undefined ? {} : {
        submissionLimits: { perAddress: env.SUBMISSIONS_PER_MINUTE, perUser: env.SUBMISSIONS_PER_MINUTE, windowSeconds: 60 },
      }),
    },
  };
}

/** What an operator should hear about at start (production only). */
export function startWarnings(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!env.SMTP_URL || !env.SMS_HTTP_URL) {
    warnings.push('SMTP_URL or SMS_HTTP_URL is not set: forms cannot verify respondents by that channel (OTP_UNAVAILABLE).');
  }
  if (!env.PUBLIC_URL) {
    warnings.push('PUBLIC_URL is not set: password-reset links are built from the address the administrator used, and "forgot password" sends none; set it to the public address (https://...).');
  }
  return warnings;
}
