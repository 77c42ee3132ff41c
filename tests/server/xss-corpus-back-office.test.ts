import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsDetail } from '#core/api';
import { api } from '#core/api';
import { type TestApp, createTestApp, data, signIn } from './helpers';
import { uploadAs } from './file-manager-upload';
import { allowedRichText, corpusText, expectNothingDangerous as expectCorpusSafe, expectSafeRichText, richCorpus, xssPayloads } from './xss-corpus';

/**
 * Issue 13's XSS proof for everything outside forms: news, configuration, categories, people,
 * organisations, permissions, integrations, files and the action log. Free-text fields return the
 * corpus exactly as typed (the page shows it as text); names and codes under SPEC 5's rule refuse
 * it with a field error; news content (rich text) comes back inside the allow-list.
 */
let t: TestApp;
let admin: string;
const typedPlain = new Set<string>();

const call = (options: InjectOptions, cookie: string | undefined = admin) =>
  t.request({ ...options, ...(cookie ? { cookie } : {}), headers: { 'accept-language': 'en' } });
const get = (url: string, cookie?: string) => call({ method: 'GET', url }, cookie);

function expectNothingDangerous(res: LightMyRequestResponse, where: string, status = 200) {
  expectCorpusSafe(res, where, typedPlain, status);
}

function typed(text: string): string {
  typedPlain.add(text);
  return text;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
});
afterAll(async () => { await t.close(); });

describe('the XSS corpus through the back office', () => {
  it('news: title and summary as typed, content within the allow-list, in the management and the public readers', async () => {
    const body = { title: typed(corpusText(300, 1)), summary: typed(corpusText(1000, 2)), content: richCorpus };
    const saved = await call({ method: 'POST', url: api.newsSave, payload: body });
    expectNothingDangerous(saved, 'news save');
    const id = data<NewsDetail>(saved).id;
    expect((await call({ method: 'POST', url: api.newsPublish(id) })).statusCode).toBe(200);
    for (const [url, cookie] of [[api.newsList, admin], [api.news(id), admin], [api.newsPublished, undefined], [api.newsPublishedItem(id), undefined]] as const) {
      const res = await get(url, cookie);
      expectNothingDangerous(res, url);
      expect(res.body).toContain(JSON.stringify(body.title));
    }
    for (const url of [api.news(id), api.newsPublishedItem(id)]) {
      const item = data<NewsDetail>(await get(url, url === api.news(id) ? admin : undefined));
      expect(item.summary).toBe(body.summary);
      expectSafeRichText(item.content, url);
      expect(item.content).toContain('<span style="color: #0b4f9c; font-size: 20px">kept</span>');
      expect(item.content).toContain('<a href="https://example.vn" rel="noopener noreferrer">site</a>');
    }
    expect(allowedRichText).toContain('kept');
  });

  it('configuration: an entry\'s content as typed; keys, names and group names refuse markup', async () => {
    const content = typed(corpusText(10_000, 3));
    expectNothingDangerous(await call({ method: 'POST', url: api.configSave, payload: { key: 'xss.entry', name: 'XSS entry', content, type: 1 } }), 'config save');
    const list = await get(api.configListWithGroup);
    expectNothingDangerous(list, 'config list');
    expect(list.body).toContain(JSON.stringify(content));
    for (const payload of [{ key: corpusText(100), name: 'n', content: 'c', type: 1 }, { key: 'k', name: corpusText(200), content: 'c', type: 1 }]) {
      expectRefused(await call({ method: 'POST', url: api.configSave, payload }), 'config entry');
    }
    expectRefused(await call({ method: 'POST', url: api.configGroup, payload: { key: 'g', name: corpusText(200) } }), 'config group');
  });

  it('names and codes under SPEC 5 refuse markup: categories, people, organisations, permissions, integrations, folders', async () => {
    const name = corpusText(200, 4);
    const refusals: [string, InjectOptions][] = [
      ['category', { method: 'POST', url: api.categorySave, payload: { code: 'C1', name } }],
      ['category code', { method: 'POST', url: api.categorySave, payload: { code: corpusText(50), name: 'Tên' } }],
      ['user', { method: 'POST', url: api.userSave, payload: { username: 'xss-user', name, password: 'Pass-word1' } }],
      ['username', { method: 'POST', url: api.userSave, payload: { username: corpusText(100), name: 'Tên', password: 'Pass-word1' } }],
      ['own profile', { method: 'POST', url: api.userInfoSave, payload: { name } }],
      ['company', { method: 'POST', url: api.companySave, payload: { name, type: 1 } }],
      ['department', { method: 'POST', url: api.departmentSave, payload: { name, type: 1, level: 1 } }],
      ['permission group', { method: 'POST', url: api.permissionGroupSave, payload: { name, code: 'xss' } }],
      ['role', { method: 'POST', url: api.roleSave, payload: { name } }],
      ['integration', { method: 'POST', url: api.integrateUsers, payload: { name, scope: [] } }],
      ['folder', { method: 'POST', url: api.folderUpdate, payload: { name } }],
    ];
    for (const [what, options] of refusals) expectRefused(await call(options), what);
  });

  it('free text of roles, integrations and file names comes back as typed', async () => {
    const roleDescription = typed(corpusText(1000, 6));
    expectNothingDangerous(await call({ method: 'POST', url: api.roleSave, payload: { name: 'Vai trò thử', description: roleDescription } }), 'role save');
    const roles = await get(api.roleList);
    expectNothingDangerous(roles, 'role list');
    expect(roles.body).toContain(JSON.stringify(roleDescription));

    const integration = typed(corpusText(500, 7));
    expectNothingDangerous(await call({ method: 'POST', url: api.integrateUsers, payload: { name: 'Cổng thử', description: integration, scope: [] } }), 'integration save');
    const integrations = await get(api.integrateUsers);
    expectNothingDangerous(integrations, 'integration list');
    expect(integrations.body).toContain(JSON.stringify(integration));

    // a file name keeps no folder part and no '&' (SPEC 5), so the corpus without those characters
    const fileName = xssPayloads.filter((p) => !/[\\/&]/.test(p)).join('').slice(0, 190);
    typed(`${fileName}.pdf`);
    const stored = await uploadAs((options) => call(options), `${fileName}.pdf`);
    const folder = data<{ id: number }>(await call({ method: 'POST', url: api.folderUpdate, payload: { name: 'Thư mục' } })).id;
    expect((await call({ method: 'POST', url: api.managedFileAdd, payload: { fileId: stored.id, folderId: folder } })).statusCode).toBe(200);
    const files = await call({ method: 'GET', url: api.managedFileList, query: { folderId: String(folder) } });
    expectNothingDangerous(files, 'file list');
    expect(files.body).toContain(JSON.stringify(`${fileName}.pdf`));
  });

  it('the action log returns what was written as data, never as markup', async () => {
    const list = await get(`${api.actionLogList}?pageSize=100`);
    expectNothingDangerous(list, 'action log');
    const entries = data<{ data: { id: number }[] }>(list).data;
    expect(entries.length).toBeGreaterThanOrEqual(5);
    const details: string[] = [];
    for (const entry of entries) {
      const detail = await get(api.actionLog(entry.id));
      expectNothingDangerous(detail, `action log ${entry.id}`);
      details.push(detail.body);
    }
    // what was typed is in the log as written (JSON-escaped data, not markup)
    for (const text of typedPlain) if (!text.endsWith('.pdf')) expect(details.join('\n'), text.slice(0, 40)).toContain(JSON.stringify(text).slice(1, -1));
  });
});

/** A 400 naming a field, and the reply does not echo what was sent. */
function expectRefused(res: LightMyRequestResponse, what: string) {
  expectNothingDangerous(res, what, 400);
  expect(res.json<{ errors?: unknown[] }>().errors?.length, what).toBeGreaterThan(0);
}
