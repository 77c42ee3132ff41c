import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { freePort } from '../../../e2e/support/app-server';
import { TEST_CAPTCHA_DIFFICULTY, solveCaptchaReply } from '../../support/captcha';

// The server as production runs it: dist-server/main.js under plain node (scripts/build-server.mjs).
const dataDir = mkdtempSync(join(tmpdir(), 'survey-built-'));

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server build failed: ${build.stderr}`);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running { child: ChildProcess; url: string; port: number; output: () => string; exited: Promise<{ code: number | null; signal: string | null }> }

function run(env: Record<string, string>, port = 0): Running {
  let output = '';
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', CAPTCHA_DIFFICULTY: String(TEST_CAPTCHA_DIFFICULTY), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, url: `http://127.0.0.1:${port}`, port, output: () => output, exited };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function start(env: Record<string, string> = {}): Promise<Running> {
  const server = run(env, await freePort());
  await until('the server to answer /healthz', async () => {
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
    return fetch(`${server.url}/healthz`).then((r) => r.ok, () => false);
  });
  return server;
}

/** A request the server has begun (headers and half the body sent) and cannot finish until `finish`. */
async function halfSentRequest(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const body = JSON.stringify({ responseId: '00000000-0000-4000-8000-000000000000', formId: 999, answers: {} });
  socket.write(`POST ${api.saveResponse} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nx-company-id: 1\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
  let reply = '';
  socket.on('data', (chunk: Buffer) => { reply += chunk.toString(); });
  socket.on('error', () => {});
  return {
    finish: () => socket.write(body.slice(10)),
    reply: () => reply,
  };
}

// each test starts the server (a PGlite folder opened, migrations checked): give them time on a busy machine
describe('the built server', { timeout: 120_000 }, () => {
  it('refuses a bad environment with exit code 1 and a message naming the variable', async () => {
    const server = run({ PORT: 'eighty', TRUST_PROXY: 'everyone' });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('PORT: expected a whole number from 1 to 65535');
    expect(server.output()).toContain('TRUST_PROXY: expected the number of trusted proxy hops');
  });

  it('on the first start writes the generated administrator password to an owner-only file, never to the log', async () => {
    const server = await start();
    try {
      const file = join(dataDir, 'initial-admin-password');
      const password = readFileSync(file, 'utf8').trim();
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/);
      expect(server.output()).toContain(file);
      expect(server.output()).not.toContain(password);

      const headers = { 'content-type': 'application/json', 'x-company-id': '1' };
      const captcha = await solveCaptchaReply(await (await fetch(`${server.url}${api.captcha}`, { headers })).json());
      const login = await fetch(`${server.url}${api.login}`, {
        method: 'POST', headers, body: JSON.stringify({ username: 'admin', password, ...captcha }),
      });
      expect(login.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    const server = await start();
    const request = await halfSentRequest(server.port);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    await until('the drain to begin', () => server.output().includes('SIGTERM: finishing requests in flight'));
    request.finish();
    await until('the reply', () => /^HTTP\/1\.1 \d{3}/.test(request.reply()));
    expect(request.reply()).toMatch(/^HTTP\/1\.1 (200|4\d\d)/);
    expect(request.reply()).toMatch(/^connection: close/im);
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('a second signal stops it at once with 128 + the signal number', async () => {
    const twice = await start();
    await halfSentRequest(twice.port);
    expect((await fetch(`${twice.url}/healthz`)).status).toBe(200);
    twice.child.kill('SIGTERM');
    await until('the drain to begin', () => twice.output().includes('SIGTERM: finishing requests in flight'));
    twice.child.kill('SIGINT');
    expect(await twice.exited).toEqual({ code: 130, signal: null });
  });

  it('a drain past its deadline exits 1', async () => {
    const late = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    await halfSentRequest(late.port);
    expect((await fetch(`${late.url}/healthz`)).status).toBe(200);
    late.child.kill('SIGTERM');
    expect(await late.exited).toEqual({ code: 1, signal: null });
    expect(late.output()).toContain('Requests still running at the deadline');
  });
});
