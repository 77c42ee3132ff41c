import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigEntry, ConfigGroup, ConfigListWithGroup } from '#core/api';
import { api } from '#core/api';
import { actionLogs, configGroups, configs } from '#server/db/schema/index';
import { type TestApp, createTestApp, data, otherCompanyUser, setConfig, signIn } from './helpers';

let t: TestApp;
let admin: string;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  const [system] = await t.db.insert(configGroups).values({ companyId: null, key: 'general', name: 'General' }).returning();
  await t.db.insert(configs).values([
    { companyId: null, groupId: system!.id, key: 'site.title', name: 'Title', content: 'Default title', type: 1 },
    { companyId: null, groupId: system!.id, key: 'page.size', name: 'Page size', content: '20', type: 2 },
  ]);
});
afterAll(async () => { await t.close(); });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.request({ method, url, cookie: admin, headers: en, ...(payload ? { payload } : {}) });
const lastLog = async (entity: string) => (await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, entity), eq(actionLogs.companyId, t.companyId))).orderBy(desc(actionLogs.id)).limit(1))[0];
const entry = (key: string, content: string, type = 1, extra: object = {}) => ({ key, name: key, content, type, ...extra });

describe('config entries', () => {
  it('a company row overrides the system default; deleting it brings the default back', async () => {
    const saved = await call('POST', api.configSave, entry('site.title', 'Cổng của tỉnh'));
    expect(saved.statusCode, saved.body).toBe(200);
    const own = data<ConfigEntry>(saved);
    expect(own).toMatchObject({ key: 'site.title', content: 'Cổng của tỉnh', scope: 'company' });
    expect(own.groupId, 'an override joins the group of the default').not.toBeNull();
    expect(data<ConfigEntry>(await call('GET', api.configByKey('site.title'))).content).toBe('Cổng của tỉnh');
    expect((await call('DELETE', api.config(own.id))).statusCode).toBe(200);
    expect(data<ConfigEntry>(await call('GET', api.configByKey('site.title')))).toMatchObject({ content: 'Default title', scope: 'system' });
  });

  it('list-with-group shows each key once, grouped, with loose entries last', async () => {
    await call('POST', api.configSave, entry('page.size', '50', 2));
    await call('POST', api.configSave, entry('loose.key', 'x'));
    const list = data<ConfigListWithGroup>(await call('GET', api.configListWithGroup));
    const general = list.find((g) => g.group?.key === 'general');
    expect(general?.entries.map((e) => [e.key, e.content, e.scope])).toEqual([['page.size', '50', 'company'], ['site.title', 'Default title', 'system']]);
    expect(list.at(-1)?.group).toBeNull();
    expect(list.at(-1)?.entries.map((e) => e.key)).toEqual(['loose.key']);
  });

  it('checks content by type and the generic value rule on keys', async () => {
    const cases: [object, string, string][] = [
      [entry('n', 'twelve', 2), 'content', 'Enter a number'],
      [entry('b', 'yes', 3), 'content', 'Enter 0 or 1'],
      [entry('j', '{"a":', 4), 'content', 'Enter valid JSON'],
      [entry('bad<key>', 'x'), 'key', 'The field value is not in the right format'],
      [entry('https-redirect', '1', 1), 'type', 'This key needs the type Yes/No (0 or 1)'],
      [entry('logo', '/x.png'), 'key', 'This key is changed on the interface screen'],
      [entry('g', 'x', 1, { groupId: 999_999 }), 'groupId', 'This group does not exist'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', api.configSave, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({ field, message });
    }
    expect((await call('POST', api.configSave, entry('j', '{"a":[1,2]}', 4))).statusCode).toBe(200);
  });

  it('PUT add refuses a key the company already has with 409', async () => {
    expect((await call('PUT', api.configAdd, entry('once', 'a'))).statusCode).toBe(200);
    const again = await call('PUT', api.configAdd, entry('once', 'b'));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'key', message: 'This key already exists' }]);
  });

  it('logs every change with the old and new data', async () => {
    await call('POST', api.configSave, entry('logged', 'first'));
    await call('POST', api.configSave, entry('logged', 'second'));
    const log = await lastLog('config');
    expect(log).toMatchObject({ type: 'update', title: 'Config logged', oldData: { key: 'logged', content: 'first' }, newData: { key: 'logged', content: 'second' } });
    const id = data<ConfigEntry>(await call('GET', api.configByKey('logged'))).id;
    await call('DELETE', api.config(id));
    expect(await lastLog('config')).toMatchObject({ type: 'delete', entityId: String(id), oldData: { content: 'second' }, newData: null });
  });

  it('the https-redirect flag reaches system/init', async () => {
    const init = async () => (await t.request({ method: 'GET', url: api.init })).json<{ responseData: { companySettings: { httpsRedirect: number } } }>().responseData.companySettings.httpsRedirect;
    expect(await init()).toBe(0);
    expect((await call('POST', api.configSave, entry('https-redirect', '1', 3))).statusCode).toBe(200);
    expect(await init()).toBe(1);
    expect(data<ConfigEntry>(await t.request({ method: 'GET', url: api.configByKey('https-redirect') })).content).toBe('1');
  });

  it('another company neither sees nor deletes our rows', async () => {
    const ours = data<ConfigEntry>(await call('POST', api.configSave, entry('ours.only', 'x')));
    const other = await otherCompanyUser(t, 'cfg-other');
    const { companyId } = other;
    await setConfig(t, 'admin-of-other', 'x', companyId);
    const { users } = await import('#server/db/schema/index');
    await t.db.update(users).set({ role: 2 }).where(eq(users.username, 'cfg-other'));
    const asOther = (method: 'GET' | 'DELETE', url: string) => t.app.inject({ method, url, headers: { ...other.headers, cookie: other.cookie } });
    expect((await asOther('DELETE', api.config(ours.id))).statusCode).toBe(404);
    expect((await asOther('GET', api.configByKey('ours.only'))).statusCode).toBe(404);
    const theirs = data<ConfigListWithGroup>(await asOther('GET', api.configListWithGroup)).flatMap((g) => g.entries.map((e) => e.key));
    expect(theirs).toContain('admin-of-other');
    expect(theirs).not.toContain('ours.only');
  });
});

describe('config groups', () => {
  it('creates, refuses a taken key, renames and answers detail-by-key with its entries', async () => {
    const made = await call('POST', api.configGroup, { key: 'mail', name: 'Thư' });
    expect(made.statusCode, made.body).toBe(200);
    const group = data<ConfigGroup>(made);
    expect((await call('POST', api.configGroup, { key: 'mail', name: 'Again' })).statusCode).toBe(409);
    await call('POST', api.configSave, entry('mail.from', 'no-reply@tinh.gov.vn', 1, { groupId: group.id }));
    const renamed = await call('PUT', api.configGroup, { id: group.id, key: 'mail', name: 'Thư điện tử' });
    expect(data<ConfigGroup>(renamed).name).toBe('Thư điện tử');
    expect(await lastLog('config-group')).toMatchObject({ type: 'update', oldData: { name: 'Thư' }, newData: { name: 'Thư điện tử' } });
    const detail = data<{ group: ConfigGroup; entries: ConfigEntry[] }>(await call('GET', `${api.configGroupDetailByKey}?key=mail`));
    expect(detail.group.id).toBe(group.id);
    expect(detail.entries.map((e) => e.content)).toEqual(['no-reply@tinh.gov.vn']);
    expect((await call('GET', `${api.configGroupDetailByKey}?key=none`)).statusCode).toBe(404);
  });

  it('a system-wide group can not be renamed through a company', async () => {
    const [general] = await t.db.select().from(configGroups).where(eq(configGroups.key, 'general'));
    expect((await call('PUT', api.configGroup, { id: general!.id, key: 'general', name: 'Mine' })).statusCode).toBe(404);
  });
});

describe('company settings', () => {
  it('turns SMS OTP on, logs it, and init shows it at once', async () => {
    expect(data<{ smsOtpEnabled: number }>(await call('GET', api.configCompanySettings)).smsOtpEnabled).toBe(0);
    await t.request({ method: 'GET', url: api.init });
    const res = await call('POST', api.configCompanySettings, { smsOtpEnabled: 1 });
    expect(data<{ smsOtpEnabled: number }>(res).smsOtpEnabled).toBe(1);
    const init = (await t.request({ method: 'GET', url: api.init })).json<{ responseData: { companySettings: { smsOtpEnabled: number } } }>();
    expect(init.responseData.companySettings.smsOtpEnabled).toBe(1);
    expect(await lastLog('company-settings')).toMatchObject({ oldData: { smsOtpEnabled: 0 }, newData: { smsOtpEnabled: 1 } });
    expect((await call('POST', api.configCompanySettings, { smsOtpEnabled: 2 })).statusCode).toBe(400);
  });
});
