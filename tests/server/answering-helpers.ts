import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { api } from '#core/api';
import type { FormSettings } from '#core/forms';
import { responses } from '#server/db/schema/index';
import { buildApp } from '#server/app';
import type { ServerSettings } from '#server/settings';
import type { SmsProvider } from '#server/sms/sms-provider';
import { TEST_CAPTCHA_DIFFICULTY } from '../support/captcha';
import { type TestApp, createForm, createTestApp, sampleDesign } from './helpers';

export { solvedCaptcha } from './helpers';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** the decoded text body */
  text: string;
}

/** A real SMTP server on loopback, holding what it receives; with `holdUntil`, it accepts each message only once that settles. */
export async function startSmtp(holdUntil: Promise<void> = Promise.resolve()): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void holdUntil.then(() => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeBody(raw) });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The text body of a single-part message, undoing quoted-printable or base64. */
function decodeBody(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
        bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(joined.charCodeAt(i));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

export const codeIn = (text: string) => /Your verification code is (\d{6})/.exec(text)?.[1] ?? null;

/** An SMS gateway in memory. */
export function memorySms(): SmsProvider & { sent: { to: string; text: string }[] } {
  const sent: { to: string; text: string }[] = [];
  return { delivers: true, sent, async send(to, text) { sent.push({ to, text }); await Promise.resolve(); } };
}

export interface AnsweringApp extends TestApp {
  /** the app under test, built on the test database with the injected SMS provider */
  answering: FastifyInstance;
  call(options: InjectOptions & { cookie?: string | undefined }): Promise<LightMyRequestResponse>;
}

/** The shared test database and a second app on it that sends SMS through `sms`. */
export async function createAnsweringApp(settings: Partial<ServerSettings>, sms: SmsProvider): Promise<AnsweringApp> {
  const t = await createTestApp(settings);
  const answering = await buildApp({ db: t.db, settings: { captchaDifficulty: TEST_CAPTCHA_DIFFICULTY, ...settings }, smsProvider: sms });
  return {
    ...t,
    answering,
    call: ({ cookie, headers, ...options }) =>
      answering.inject({ ...options, headers: { ...t.headers(cookie ? { cookie } : {}), ...(headers as Record<string, string> | undefined) } }),
    async close() {
      await answering.close();
      await t.close();
    },
  };
}

export const submitTo = (t: TestApp, payload: object, extra: { cookie?: string; language?: string } = {}) =>
  t.request({
    method: 'POST', url: api.saveResponse, payload,
    ...(extra.cookie ? { cookie: extra.cookie } : {}),
    ...(extra.language ? { headers: { 'accept-language': extra.language } } : {}),
  });

export const batchTo = (t: TestApp, responses: object[], cookie?: string) =>
  t.request({ method: 'POST', url: api.saveResponses, payload: { responses }, ...(cookie ? { cookie } : {}) });

/** The batch reply, as the answering tests read it. */
export type BatchResults = { results: { status: string; responseId: string | null; code?: string; duplicate?: boolean; permanent?: boolean }[] };

/** A published sample form (helpers' sampleDesign) with these settings. */
export const formWithSettings = (t: TestApp, cookie: string, settings: Partial<FormSettings>) =>
  createForm(t, cookie, { ...sampleDesign(), settings });

/** A valid answer to the sample form under a new responseId. */
export const sampleAnswer = (formId: number, extra: object = {}) => ({ responseId: randomUUID(), formId, answers: { q1: 'Lan' }, ...extra });

/** How many responses of the form are stored. */
export const storedCount = async (t: TestApp, formId: number) =>
  (await t.db.select({ n: count() }).from(responses).where(eq(responses.formId, formId)))[0]?.n ?? 0;
