import { randomBytes, randomUUID } from 'node:crypto';
import { request } from '@playwright/test';
import { api } from '#core/api';
import { LoginPage } from './pages/login-page';
import { ApiProbe } from './support/api-probe';
import { ADMIN_PASSWORD, AppServer, freePort } from './support/app-server';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { Nginx } from './support/nginx';

/**
 * The platform as docs/deploy.md installs it: Debian's nginx on loopback with a self-signed
 * certificate and the repository's own docs/nginx/survey.conf, the built server behind it with
 * TRUST_PROXY=1. Only the browser's and the clients' requests go through nginx.
 */
const PER_MINUTE = 5;
let server: AppServer;
let nginx: Nginx;
let shortUrl = '';
let formId = 0;
const title = `Qua nginx ${Date.now()}`;
const question = 'Ý kiến của bạn về dịch vụ công';

test.beforeAll(async () => {
  server = new AppServer(await freePort(), { processes: 1, postgresServer: null, env: { TRUST_PROXY: '1', SUBMISSIONS_PER_MINUTE: String(PER_MINUTE) } });
  await server.start();
  nginx = new Nginx(server.port);
  await nginx.start();
  const probe = await ApiProbe.signIn(server.port);
  shortUrl = await probe.publishTextForm(title, question);
  await probe.dispose();
  const publicForm = await fetch(`http://127.0.0.1:${server.port}${api.formByShortUrl(shortUrl)}`, { headers: { 'x-company-id': '1' } });
  formId = ((await publicForm.json()) as { responseData: { id: number } }).responseData.id;
});
test.afterAll(async () => {
  await nginx?.stop();
  await server?.stop();
});

const png = (bytes: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(bytes - 8)]);

test('through nginx over https: a Secure session cookie, HSTS, the caching of the build, an answer stored', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: nginx.origin, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await expectAccessible(page, 'sign-in behind nginx');
  await login.fill('admin', ADMIN_PASSWORD);
  await login.submit();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expectAccessible(page, 'home behind nginx');
  await screenshot(page, 'behind-proxy-home');

  // X-Forwarded-Proto from the one trusted hop: the server knows the request was https
  const session = (await context.cookies()).find((c) => c.name === 'sid');
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });

  const home = await page.request.get('/');
  expect(home.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(home.headers()['cache-control']).toBe('no-cache');
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\//);
  const asset = await page.request.get(script ?? '');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // the metrics stay for the monitoring, not the internet
  expect((await page.request.get('/metrics')).status()).toBe(404);
  // plain http is sent to https
  const plain = await page.request.get(`http://127.0.0.1:${nginx.httpPort}/login`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toBe(`${nginx.origin}/login`);

  // an upload over nginx's default 1 MB body limit passes (one request, signed in)
  const token = await page.request.get(`${api.fileToken}?filename=photo.png&purpose=image`, { headers: { 'x-company-id': '1' } });
  const { responseData } = (await token.json()) as { responseData: { token: string } };
  const uploaded = await page.request.post(api.storageUpload, {
    headers: { 'x-company-id': '1' },
    multipart: { token: responseData.token, file: { name: 'photo.png', mimeType: 'image/png', buffer: png(3 * 1024 * 1024) } },
  });
  expect(uploaded.status()).toBe(200);

  // a citizen answers the form
  const citizenContext = await browser.newContext({ baseURL: nginx.origin, ignoreHTTPSErrors: true });
  const citizen = await citizenContext.newPage();
  await citizen.goto(`/${encodeURIComponent(shortUrl)}`);
  await citizen.getByRole('textbox', { name: question, exact: true }).fill('Thủ tục nhanh hơn trước');
  await expectAccessible(citizen, 'public form behind nginx');
  await citizen.getByRole('button', { name: 'Gửi', exact: true }).click();
  await expect(citizen.getByText('Cảm ơn bạn!')).toBeVisible();
  await expectAccessible(citizen, 'thank-you behind nginx');
  await screenshot(citizen, 'behind-proxy-thank-you');
  const probe = await ApiProbe.signIn(server.port);
  expect(await probe.responseCount(title)).toBe(1);
  await probe.dispose();
  await citizenContext.close();
  await context.close();
});

test('a batch of 100 answers passes nginx, and a forged X-Forwarded-For does not escape the per-address limit', async () => {
  const device = await request.newContext({ baseURL: nginx.origin, ignoreHTTPSErrors: true, extraHTTPHeaders: { 'x-company-id': '1' } });
  const answer = (text: string) => ({ responseId: randomUUID(), formId, answers: { q1: text } });
  // 100 long answers from a device's outbox: over nginx's default 1 MB, one request, counted once
  const batch = await device.post(api.saveResponses, { data: { responses: Array.from({ length: 100 }, () => answer('ý'.repeat(6000))) } });
  expect(batch.status()).toBe(200);
  expect(((await batch.json()) as { responseData: { results: { status: string }[] } }).responseData.results.filter((r) => r.status === 'saved')).toHaveLength(100);

  // each try claims another address: were the header believed, every one would pass
  const statuses: number[] = [];
  for (let i = 0; i <= PER_MINUTE; i++) {
    const reply = await device.post(api.saveResponse, { data: answer('Lần nữa'), headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
    statuses.push(reply.status());
  }
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.filter((status) => status === 200).length).toBeLessThan(PER_MINUTE);
  await device.dispose();
});
