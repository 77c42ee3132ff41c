import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigKey, DEFAULT_FOOTER_DEVELOPER, type FooterDeveloper, type InitReply, api } from '#core/api';
import { configs } from '#server/db/schema/index';
import { type TestApp, createTestApp, createUser, data, signIn } from '../helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
});
afterAll(async () => { await t.close(); });

const footerSeenBy = async (cookie?: string) =>
  data<InitReply>(await t.request({ method: 'GET', url: api.init, ...(cookie ? { cookie } : {}) })).companySettings.footerDeveloper;
const save = (content: string, cookie = admin, type = 4) =>
  t.request({ method: 'POST', url: api.configSave, cookie, headers: { 'accept-language': 'en' }, payload: { key: ConfigKey.FooterDeveloper, name: 'Footer', content, type } });

const configured: FooterDeveloper = {
  name: { vi: 'Trung tâm Công nghệ thông tin tỉnh', en: 'Provincial IT Centre' },
  address: { vi: '1 Lê Lợi, phường Thuận Hóa, TP. Huế', en: '1 Le Loi Street, Thuan Hoa Ward, Hue City' },
  phone: '0234 382 2222',
};

describe('the footer developer company comes from configuration', () => {
  it('shows today\'s texts until configured, to anyone (system/init before sign-in)', async () => {
    expect(await footerSeenBy()).toEqual(DEFAULT_FOOTER_DEVELOPER);
    expect(DEFAULT_FOOTER_DEVELOPER.name.vi).toBe('Công ty Cổ phần Giải pháp Phần mềm Sao Việt');
    expect(DEFAULT_FOOTER_DEVELOPER.phone).toBe('028 3930 1234');
  });

  it('an administrator sets it; everyone sees it; a system-wide default is overridden by the company', async () => {
    await t.db.insert(configs).values({ companyId: null, key: ConfigKey.FooterDeveloper, name: 'Footer', type: 4, content: JSON.stringify({ ...configured, phone: '1900 0000' }) });
    expect((await footerSeenBy()).phone).toBe('1900 0000');
    const res = await save(JSON.stringify(configured));
    expect(res.statusCode, res.body).toBe(200);
    expect(await footerSeenBy()).toEqual(configured);
    expect(await footerSeenBy(admin)).toEqual(configured);
  });

const shapeMessage = 'Enter JSON with name.vi, name.en, address.vi, address.en and phone, none of them empty';

  it('refuses content of another shape or type, in the language asked, and keeps what was saved', async () => {
    const cases: [string, number, string, string][] = [
      [JSON.stringify({ ...configured, phone: '' }), 4, 'content', shapeMessage],
      [JSON.stringify({ name: 'only one language' }), 4, 'content', shapeMessage],
      ['[1,2]', 4, 'content', shapeMessage],
      ['Sao Viet', 1, 'type', 'This key needs the type JSON'],
    ];
    for (const [content, type, field, message] of cases) {
      const res = await save(content, admin, type);
      expect(res.statusCode, content).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(res.json<{ errors: unknown[] }>().errors).toContainEqual({ field, message });
    }
    expect(await footerSeenBy()).toEqual(configured);
  });

  it('only a configuration manager changes it', async () => {
    await createUser(t, { username: 'footer-user', password: 'First-Pass1' });
    const user = await signIn(t, 'footer-user', 'First-Pass1');
    expect((await save(JSON.stringify({ ...configured, phone: '113' }), user)).statusCode).toBe(403);
    expect((await footerSeenBy()).phone).toBe(configured.phone);
  });
});
