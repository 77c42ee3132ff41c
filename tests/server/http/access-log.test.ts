import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { api } from '#core/api';
import { SampledAccessLog } from '#server/http/access-log';
import { type TestApp, createTestApp } from '../helpers';

interface LogLine { msg: string; level: number; res?: { statusCode: number }; req?: { url: string } }

function capture(): { stream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { stream, lines };
}

/** The app with its pino logger at info level (as in production) writing into `lines`. */
async function appLogging(accessLogSample?: number): Promise<{ t: TestApp; lines: LogLine[] }> {
  const { stream, lines } = capture();
  const t = await createTestApp({}, null, {}, { logger: { level: 'info', stream }, ...(accessLogSample === undefined ? {} : { accessLogSample }) });
  return { t, lines };
}

const accessLines = (lines: LogLine[]) => lines.filter((l) => l.msg === 'request completed' || l.msg === 'incoming request');

describe('access log lines (ACCESS_LOG_SAMPLE)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('writes none for answered requests by default, even at info level', async () => {
    const logged = await appLogging();
    t = logged.t;
    for (let i = 0; i < 5; i++) expect((await t.request({ method: 'GET', url: api.init })).statusCode).toBe(200);
    expect(accessLines(logged.lines)).toEqual([]);
  });

  it('writes exactly one line per request, with its status, when every request is sampled', async () => {
    const logged = await appLogging(1);
    t = logged.t;
    expect((await t.request({ method: 'GET', url: api.init })).statusCode).toBe(200);
    expect(accessLines(logged.lines)).toMatchObject([{ msg: 'request completed', res: { statusCode: 200 }, req: { url: api.init } }]);
  });

  it('always writes the line of a request answered with a server error, none for the others', async () => {
    const { stream, lines } = capture();
    const app = Fastify({ logger: { level: 'info', stream }, logController: new SampledAccessLog(0) });
    app.get('/fails', () => { throw new Error('broken'); });
    app.get('/works', () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/works' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    await app.close();
    expect(accessLines(lines)).toMatchObject([{ msg: 'request completed', res: { statusCode: 500 }, req: { url: '/fails' } }]);
  });
});
