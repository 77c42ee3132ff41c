// API smoke against a running server: node scripts/api-smoke.mjs <base URL>
// (or BASE_URL). Plain JavaScript over fetch, so it runs on any Node without a build or tsx.
// Needs the server's ADMIN_PASSWORD in the environment; it solves the sign-in captcha (a proof of
// work: keep CAPTCHA_DIFFICULTY low on the server it checks). Exits 1 at the first failure, naming the step.
import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const adminPassword = process.env.ADMIN_PASSWORD;
if (!adminPassword) {
  console.error('Set ADMIN_PASSWORD as the server has it.');
  process.exit(2);
}

let cookie = '';
let companyId = '1';

async function call(step, method, path, { body, anonymous = false, status = 200, tenant = true } = {}) {
  const headers = {};
  if (tenant) headers['x-company-id'] = companyId;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie && !anonymous) headers.cookie = cookie;
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== status) throw new Error(`${step}: ${method} ${path} answered ${res.status}, expected ${status}: ${text.slice(0, 300)}`);
  const setCookie = res.headers.get('set-cookie');
  if (setCookie && !anonymous) cookie = setCookie.split(';')[0] ?? '';
  return text ? JSON.parse(text) : null;
}

const steps = [
  ['alive', async () => call('alive', 'GET', '/healthz', { tenant: false })],
  ['ready', async () => call('ready', 'GET', '/readyz', { tenant: false })],
  ['init', async () => {
    const init = await call('init', 'GET', '/api/v1/system/init');
    if (init.responseData?.user !== null) throw new Error('init: a visitor is already signed in');
  }],
  ['sign-in of the first administrator', async () => {
    const captcha = await call('captcha', 'GET', '/api/v1/user/get-captcha');
    const { captchaId, challenge } = captcha.responseData;
    const solution = await solveChallenge({ challenge, deriveKey });
    const captchaAnswer = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
    await call('sign-in', 'POST', '/api/v1/user/login', { body: { username: 'admin', password: adminPassword, captchaId, captchaAnswer } });
    if (!cookie.startsWith('sid=')) throw new Error('sign-in: no session cookie');
    const init = await call('init', 'GET', '/api/v1/system/init');
    if (init.responseData?.user?.username !== 'admin') throw new Error('sign-in: init does not show the administrator');
  }],
];

let form;
const responseId = randomUUID();
steps.push(
  ['form created and published', async () => {
    const design = {
      title: 'Smoke test',
      phases: [{ id: 'p1', elements: [{ id: 'q1', kind: 'text', title: 'Your name', required: true, maxLength: 50 }] }],
      logic: [],
    };
    form = (await call('create', 'POST', '/api/v1/form/create', { body: { design } })).responseData;
    form = (await call('publish', 'POST', `/api/v1/form/publish/${form.id}`)).responseData;
    const open = await call('open by short link', 'GET', `/api/v1/form/short-url/${form.shortUrl}`, { anonymous: true });
    if (!JSON.stringify(open.responseData).includes('Smoke test')) throw new Error('the short link does not open the form');
  }],
  ['answered anonymously', async () => {
    const saved = await call('answer', 'POST', '/api/v1/form/save-form-response', {
      anonymous: true, body: { responseId, formId: form.id, answers: { q1: 'Smoke' }, submittedAt: new Date().toISOString() },
    });
    if (saved.responseData?.duplicate !== false) throw new Error('the answer was not stored as new');
  }],
  ['answer read back', async () => {
    const list = await call('answers', 'GET', `/api/v1/form/${form.id}/answers?page=1&pageSize=10`);
    const row = list.responseData.data.find((r) => r.responseId === responseId);
    if (!row || row.answers.q1 !== 'Smoke' || list.responseData.totalData !== 1) throw new Error(`the answer list is ${JSON.stringify(list.responseData).slice(0, 300)}`);
  }],
);

let passed = 0;
for (const [name, run] of steps) {
  try {
    await run();
    passed += 1;
    console.log(`✓ ${name}`);
  } catch (error) {
    console.error(`✗ ${name}: ${error instanceof Error ? error.message : String(error)}`);
    console.log(`smoke: ${passed} passed, 1 failed`);
    process.exit(1);
  }
}
console.log(`smoke: ${passed} passed, 0 failed`);
