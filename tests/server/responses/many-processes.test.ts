import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '#server/db/connect';
import { UserRole, UserStatus, api } from '#core/api';
import { hashPassword } from '#server/auth/password-hash';
import { responses, users } from '#server/db/schema/index';
import { ADMIN_PASSWORD, AppServer, freePort } from '../../../e2e/support/app-server';
import { LiveApi } from '../live-http';
import { type LocalS3, startLocalS3 } from '../files/s3-fixture';

const server = process.env.DATABASE_URL;
const PERSON_PASSWORD = 'Person-Pass1';

/**
 * Three built server processes (`node dist-server/main.js`) on one PostgreSQL behind a loopback
 * round-robin proxy and one S3-compatible bucket (s3rver on loopback): the answer limits must hold
 * across processes, and files must reach every process (docs/deploy.md, "Several processes").
 * Only with DATABASE_URL (CI's PostgreSQL run): PGlite belongs to one process.
 */
describe.skipIf(!server)('three server processes on one PostgreSQL behind a round-robin proxy', { timeout: 240_000 }, () => {
  let app: AppServer;
  let database: Database;
  let admin: LiveApi;
  let s3: LocalS3;

  beforeAll(async () => {
    s3 = await startLocalS3();
    await s3.bucket('processes');
    const bucket = s3.settings('processes');
    app = new AppServer(await freePort(), {
      processes: 3,
      postgresServer: server ?? null,
      env: {
        SUBMISSIONS_PER_MINUTE: '1000000',
        S3_ENDPOINT: s3.endpoint, S3_BUCKET: bucket.bucket,
        S3_ACCESS_KEY_ID: bucket.credentials?.accessKeyId ?? '', S3_SECRET_ACCESS_KEY: bucket.credentials?.secretAccessKey ?? '',
      },
    });
    await app.start();
    database = await connectDatabase({ kind: 'postgres', url: app.databaseUrl ?? '', max: 2 });
    admin = await new LiveApi(`http://127.0.0.1:${app.port}`).signIn('admin', ADMIN_PASSWORD);
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    await app?.stop();
    await s3?.close();
  });

  const stored = async (formId: number) =>
    (await database.db.select({ n: count() }).from(responses).where(eq(responses.formId, formId)))[0]?.n;

  // The race is at the hundredth answer (or the first one of a person), so each round is repeated
  // on fresh forms: with a lock per process it then lets an extra answer through almost every run.
  it('600 submissions at once to a form with maxAnswers 100 store exactly 100; the rest are told FORM_FULL (3 rounds)', async () => {
    for (let round = 0; round < 3; round++) {
      const formId = await admin.publishedForm({ maxAnswers: 100 });
      const anonymous = new LiveApi(admin.baseUrl);
      const replies = await Promise.all(Array.from({ length: 600 }, () => anonymous.submit(formId)));
      const codes = replies.map((r) => (r.status === 200 ? 'saved' : String(r.json.code)));
      expect({ saved: codes.filter((c) => c === 'saved').length, full: codes.filter((c) => c === 'FORM_FULL').length }).toEqual({ saved: 100, full: 500 });
      expect(await stored(formId)).toBe(100);
    }
    // the load really went through every process
    expect(app.connectionsPerProcess()).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    expect(Math.min(...app.connectionsPerProcess())).toBeGreaterThanOrEqual(100);
  });

  it('one answer per person: each of 8 users answering 25 times at once through every process is stored once', async () => {
    const formId = await admin.publishedForm({ answerLimit: true });
    const people = await Promise.all(Array.from({ length: 8 }, async (_, i) => {
      const username = `person${i}`;
      await database.db.insert(users).values({
        companyId: 1, username, name: username, passwordHash: await hashPassword(PERSON_PASSWORD), status: UserStatus.Active, role: UserRole.User,
      });
      return new LiveApi(admin.baseUrl).signIn(username, PERSON_PASSWORD);
    }));
    // each request opens its own connection, so the proxy spreads one person's answers over the processes
    const replies = await Promise.all(people.flatMap((person) =>
      Array.from({ length: 25 }, (_, i) => person.submit(formId, { deviceId: `device-${i}` }))));
    const codes = replies.map((r) => (r.status === 200 ? 'saved' : String(r.json.code)));
    expect({ saved: codes.filter((c) => c === 'saved').length, limited: codes.filter((c) => c === 'ANSWER_LIMIT').length }).toEqual({ saved: 8, limited: 192 });
    expect(await stored(formId)).toBe(8);
  });

  it('files in the bucket: stored through one process, served by the others; a resumable upload goes on through another process', async () => {
    const [one, two, three] = app.processPorts.map((port) => new LiveApi(`http://127.0.0.1:${port}`, 1, admin.cookie));
    if (!one || !two || !three) throw new Error('three processes expected');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(30_000)]);
    const { token } = await one.data<{ token: string }>('GET', `${api.fileToken}?filename=photo.png&purpose=image`);
    const stored = await one.data<{ url: string }>('POST', api.storageUploadBase64, { token, base64String: png.toString('base64') });
    for (const other of [two, three]) {
      const served = await fetch(`${other.baseUrl}${stored.url}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    }

    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1_500_000)]);
    const { token: documentToken } = await one.data<{ token: string }>('GET', `${api.fileToken}?filename=scan.pdf&purpose=document`);
    const session = await two.data<{ uploadId: string }>('POST', api.storageUploadSessions, { token: documentToken, size: pdf.length, type: 'application/pdf' });
    const chunk = (to: LiveApi, offset: number, bytes: Buffer) => fetch(`${to.baseUrl}${api.storageUploadSession(session.uploadId)}`, {
      method: 'PATCH',
      headers: { 'x-company-id': '1', cookie: admin.cookie, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
      body: new Uint8Array(bytes),
    });
    expect((await chunk(two, 0, pdf.subarray(0, 1_000_000))).status).toBe(200);
    const done = await chunk(three, 1_000_000, pdf.subarray(1_000_000));
    const { responseData } = (await done.json()) as { responseData: { key: string } };
    const served = await fetch(`${one.baseUrl}${api.storageFile(responseData.key)}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });
});
