import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { formDesignSchema } from '#core/forms';
import { forms } from '#server/db/schema/index';
import { FIRST_VIEW_KEEPER_SCRIPT, MODULE_LOADER_SCRIPT } from '#core/first-view';
import { type TestApp, createForm, createTestApp, sampleDesign, signIn } from '../helpers';

const SHELL_CSS = '.navbar{display:flex;height:56px}.content::after{content:"</style>"}';
const MODULES = '<script type="module" crossorigin src="/assets/index-Cd34.js"></script>\n'
  + '<link rel="modulepreload" crossorigin href="/assets/react-dom-Ef56.js">\n<link rel="modulepreload" crossorigin href="/assets/zod-Gh78.js">\n'
  + '<link rel="manifest" href="/manifest.webmanifest">';
const INDEX = `<!doctype html>\n<html lang="vi">\n<head><title>Khảo sát ý kiến</title>${MODULES}<link rel="stylesheet" crossorigin href="/assets/index-Ab12.css"></head>\n<body>\n<div id="root"></div>\n</body>\n</html>`;

let t: TestApp;
let dir: string;
let cookie: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'first-paint-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-Ab12.css'), SHELL_CSS);
  // the build's list of the short link's route chunks (one of them preloaded by index.html already) and of each answer kind's (scripts/vite-start-stages.ts)
  writeFileSync(join(dir, 'short-link-modules.json'), JSON.stringify({
    route: ['/assets/_code-Ij90.js', '/assets/zod-Gh78.js', '/assets/public-form-page-Kl12.js', '/assets/public-form-page-Wx34.css'],
    kinds: { text: ['/assets/text-Mn34.js', '/assets/parts-Op56.js'], number: ['/assets/number-Qr78.js', '/assets/parts-Op56.js'], radio: ['/assets/radio-St90.js'], date: ['/assets/date-Uv12.js'] },
  }));
  t = await createTestApp({}, dir);
  cookie = await signIn(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The first view and the inline reply of a page, as a browser would find them. */
function partsOf(body: string) {
  const firstPaint = /<div id="first-paint">([\s\S]*)<\/div><script>[\s\S]*?<\/script><div id="root"><\/div>/.exec(body)?.[1] ?? null;
  const json = /<script type="application\/json" id="first-paint-reply">([\s\S]*?)<\/script>/.exec(body)?.[1];
  return { firstPaint, reply: json === undefined ? null : JSON.parse(json) as { path: string; language: string; status: number; body: unknown } };
}

describe('a short link page rendered by the server', () => {
  it('shows the first page of a published form and holds the reply the app would fetch', async () => {
    expect(t.companyId).toBe(1); // the page's company: VITE_COMPANY_ID's default
    const form = await createForm(t, cookie);
    const page = await t.app.inject({ method: 'GET', url: `/${form.shortUrl}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const { firstPaint, reply } = partsOf(page.body);
    expect(firstPaint).toContain('<h1 id="first-paint-title">Citizen survey</h1>');
    expect(firstPaint).toContain('Your name');
    expect(firstPaint).toContain('Do you drive?');
    expect(firstPaint).not.toContain('Which car?'); // hidden by logic until "yes"
    // inert as sent (a page without JavaScript cannot be answered); the keeper right after it enables it and keeps what is typed, per form
    expect(firstPaint).toContain(`<form class="answer-form" aria-labelledby="first-paint-title" data-form-id="${form.id}"><fieldset class="answer-fieldset" disabled>`);
    expect(page.body).toContain(`</div><script>${FIRST_VIEW_KEEPER_SCRIPT}</script><div id="root">`);
    expect(page.body).toContain('<title>Citizen survey</title>');
    const fetched = await t.app.inject({ method: 'GET', url: api.formByShortUrl(form.shortUrl), headers: t.headers() });
    expect(reply).toEqual({ path: api.formByShortUrl(form.shortUrl), language: 'vi', status: 200, body: fetched.json<unknown>() });
  });

  it('writes its texts in the language the person chose on this device (the cookie), else Vietnamese', async () => {
    const form = await createForm(t, cookie, sampleDesign({ title: 'Khảo sát', settings: { languages: ['vi', 'en'] }, translations: { en: { title: 'Survey' } } }));
    const vi = await t.app.inject({ method: 'GET', url: `/${form.shortUrl}`, headers: { 'accept-language': 'en' } });
    expect(vi.body).toContain('<html lang="vi">');
    expect(partsOf(vi.body).firstPaint).toContain('>Khảo sát</h1>');
    expect(partsOf(vi.body).firstPaint).toContain('Đang mở biểu mẫu…');
    const en = await t.app.inject({ method: 'GET', url: `/${form.shortUrl}`, cookies: { language: 'en' } });
    expect(en.body).toContain('<html lang="en">');
    expect(partsOf(en.body).firstPaint).toContain('>Survey</h1>');
    expect(partsOf(en.body).firstPaint).toContain('Opening the form…');
    expect(partsOf(en.body).reply?.language).toBe('en');
  });

  it('escapes a hostile title and options, and serves rich text through the sanitiser even when stored raw', async () => {
    const form = await createForm(t, cookie);
    const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const design = formDesignSchema.parse(sampleDesign({
      title: hostile,
      description: '<p>Hi</p><img src="x" onerror="alert(3)"><script>alert(4)</script>',
      phases: [{ id: 'p1', elements: [{ id: 'q1', kind: 'radio', title: `"${hostile}`, required: false, options: [{ id: 'a', label: hostile }] }] }],
      logic: [],
    }));
    await t.db.update(forms).set({ design }).where(eq(forms.id, form.id)); // stored as is, past the write-time sanitiser
    const page = await t.app.inject({ method: 'GET', url: `/${form.shortUrl}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toMatch(/onerror="alert\(3\)"/);
    expect(page.body.match(/<\/script>/g)).toHaveLength(5); // only the ends of the first view's keeper, the inline reply, the form's and the app's module lists and the loader
    const { firstPaint, reply } = partsOf(page.body);
    expect(firstPaint).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(firstPaint).toContain('<p>Hi</p>');
    expect((reply?.body as { responseData: { design: { title: string } } }).responseData.design.title).toBe(hostile);
  });

  it('shows why a closed form takes no answers, and a link to no form as not found', async () => {
    const form = await createForm(t, cookie, sampleDesign({ settings: { inactiveMessage: 'See you next year' } }));
    await t.db.update(forms).set({ closesAt: new Date(Date.now() - 60_000) }).where(eq(forms.id, form.id));
    const closed = await t.app.inject({ method: 'GET', url: `/${form.shortUrl}` });
    const fetched = await t.app.inject({ method: 'GET', url: api.formByShortUrl(form.shortUrl), headers: t.headers() });
    expect(fetched.statusCode).toBe(403);
    const parts = partsOf(closed.body);
    expect(parts.firstPaint).toContain('public-form-closed');
    expect(parts.firstPaint).toContain((fetched.json<{ message: string }>()).message);
    expect(parts.firstPaint).toContain('See you next year');
    expect(parts.reply).toMatchObject({ status: 403, body: fetched.json<unknown>() });

    const unknown = await t.app.inject({ method: 'GET', url: '/zzzzzz' });
    expect(unknown.statusCode).toBe(200);
    expect(partsOf(unknown.body).firstPaint).toContain('Không tìm thấy biểu mẫu');
    expect(partsOf(unknown.body).reply).toMatchObject({ status: 404, body: { success: false, code: 'NOT_FOUND' } });
  });

  it('holds the shell stylesheet it links, so that nothing but the HTML stands before its first paint', async () => {
    const form = await createForm(t, cookie);
    const page = await t.app.inject({ method: 'GET', url: `/${form.shortUrl}` });
    // its link stays, disabled (never fetched), so that the app's loader of lazy modules finds the sheet there
    expect(page.body.match(/<link[^>]*rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/index-Ab12.css" disabled>']);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<style>.navbar{display:flex;height:56px}.content::after{content:"<\\/style>"}</style>');
    expect(page.body.match(/<\/style>/g)).toHaveLength(2); // the shell's and the first view's own rules
  });

  it('loads the app, and the short link\'s route with it, only after its first view is painted, by a loader the CSP allows by its hash alone (and the keeper by its own)', async () => {
    const form = await createForm(t, cookie);
    const page = await t.app.inject({ method: 'GET', url: `/${form.shortUrl}` });
    // nothing a browser would fetch before painting: no module script, no modulepreload, no manifest
    expect(page.body).not.toMatch(/<script[^>]*\ssrc=|rel="modulepreload"|rel="manifest"/);
    const list = /<script type="application\/json" id="first-paint-modules">([\s\S]*?)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      entry: '/assets/index-Cd34.js',
      preload: ['/assets/react-dom-Ef56.js', '/assets/zod-Gh78.js', '/assets/_code-Ij90.js', '/assets/public-form-page-Kl12.js', '/assets/public-form-page-Wx34.css'],
      manifest: '/manifest.webmanifest',
    });
    const inline = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code = '']) => code);
    expect(inline).toEqual([FIRST_VIEW_KEEPER_SCRIPT, MODULE_LOADER_SCRIPT]);
    const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    const scriptSources = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1]?.split(' ');
    expect(scriptSources?.toSorted()).toEqual(["'self'", ...hashes].toSorted());
    expect(page.body.indexOf('id="first-paint-modules"')).toBeGreaterThan(page.body.indexOf('<div id="root">'));
    // the scripts of the form's own answer kinds (text, number, radio: no date), each once, written before the loader that reads them
    const formList = /<script type="application\/json" id="first-paint-form-modules">([\s\S]*?)<\/script>/.exec(page.body);
    expect(JSON.parse(formList?.[1] ?? 'null')).toEqual(['/assets/text-Mn34.js', '/assets/parts-Op56.js', '/assets/number-Qr78.js', '/assets/radio-St90.js']);
    expect(formList?.index).toBeLessThan(page.body.indexOf(MODULE_LOADER_SCRIPT));
  });

  it('leaves every other page as the plain index.html', async () => {
    for (const url of ['/', '/login', '/forms/1/edit', '/toolong7']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
    }
  });

  it('is sent compressed as the browser accepts it, varying by encoding and language cookie, and revalidated by its tag', async () => {
    const form = await createForm(t, cookie);
    const url = `/${form.shortUrl}`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    for (const page of [plain, br, gz]) {
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(page.headers.vary).toMatch(/cookie/i);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);

    const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    await t.db.update(forms).set({ closesAt: new Date(Date.now() - 60_000) }).where(eq(forms.id, form.id));
    const closed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(closed.statusCode).toBe(200); // the author closed it: the kept copy is stale
    expect(brotliDecompressSync(closed.rawPayload).toString('utf8')).toContain('public-form-closed');
  });
});
