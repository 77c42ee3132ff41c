import { resolve } from 'node:path';
import { buildApp } from './app';
import { connectDatabase } from './db/connect';
import { bootstrap } from './system/bootstrap';

/** Environment: PORT, HOST, DATA_DIR, DATABASE_URL, ADMIN_PASSWORD, NODE_ENV, TEST_CAPTCHA_ANSWER, STATIC_DIR,
 * SMTP_URL, MAIL_FROM, SMS_HTTP_URL, SMS_HTTP_TOKEN, SUBMISSIONS_PER_MINUTE (docs/server-api.md). */
const env = process.env;
const production = env.NODE_ENV === 'production';
const testCaptchaAnswer = env.TEST_CAPTCHA_ANSWER?.trim() || null;
if (production && testCaptchaAnswer !== null) {
  console.error('TEST_CAPTCHA_ANSWER is a switch for automated tests and is refused when NODE_ENV=production.');
  process.exit(1);
}

/** SUBMISSIONS_PER_MINUTE: answer submissions per client address (or signed-in user) per minute; 0 = no limit. */
function submissionLimits(value: string | undefined) {
  if (value === undefined || value.trim() === '') return {};
  const perMinute = Number(value);
  if (!Number.isSafeInteger(perMinute) || perMinute < 0) {
    console.error('SUBMISSIONS_PER_MINUTE must be a whole number, 0 or more (0 turns the limit off).');
    process.exit(1);
  }
  return { submissionLimits: { perAddress: perMinute, perUser: perMinute, windowSeconds: 60 } };
}

const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';
const dataDir = resolve(env.DATA_DIR ?? './data');
const database = await connectDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
);

const first = await bootstrap(database.db, { adminPassword: env.ADMIN_PASSWORD ?? null, companyName: env.COMPANY_NAME?.trim() || undefined });
if (first.created) {
  console.log(`First start: created company ${first.companyId} and administrator "admin".`);
  if (first.generatedPassword) console.log(`Generated administrator password (shown once): ${first.generatedPassword}`);
}

const app = await buildApp({
  db: database.db,
  settings: {
    testCaptchaAnswer, production, filesDir: resolve(dataDir, 'files'),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'no-reply@localhost',
    smsHttpUrl: env.SMS_HTTP_URL?.trim() || null,
    smsHttpToken: env.SMS_HTTP_TOKEN?.trim() || null,
    ...submissionLimits(env.SUBMISSIONS_PER_MINUTE),
  },
  staticDir: resolve(env.STATIC_DIR ?? './dist'),
  logger: { level: env.LOG_LEVEL ?? (production ? 'info' : 'warn') },
  trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  onClose: () => database.close(),
});

if (production && (!env.SMTP_URL || !env.SMS_HTTP_URL)) {
  app.log.warn('SMTP_URL or SMS_HTTP_URL is not set: forms cannot verify respondents by that channel (OTP_UNAVAILABLE).');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

await app.listen({ port, host });
console.log(`Server on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (database: ${database.kind}${database.kind === 'pglite' ? ` under ${dataDir}` : ''})`);
