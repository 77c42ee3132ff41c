import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { UserRole } from '#core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsDetail, NewsList } from '#core/api';
import { api } from '#core/api';
import { actionLogs, news, users } from '#server/db/schema/index';
import { type Actor, type ActorName, castActors } from './actors';
import { type TestApp, createTestApp, createUser, data, grantPermissionCode, otherCompanyUser, signIn } from './helpers';
import { uploadAs } from './file-manager-upload';

let t: TestApp;
let actors: Record<ActorName, Actor>;
let writer: (o: Parameters<Actor['request']>[0]) => ReturnType<Actor['request']>;

const en = { 'accept-language': 'en' };
async function save(body: Record<string, unknown>, send = writer): Promise<NewsDetail> {
  const res = await send({ method: 'POST', url: api.newsSave, payload: body, headers: en });
  expect(res.statusCode, res.body).toBe(200);
  return data<NewsDetail>(res);
}
const publish = async (id: number) => expect((await writer({ method: 'POST', url: api.newsPublish(id) })).statusCode).toBe(200);

beforeAll(async () => {
  t = await createTestApp();
  actors = (await castActors(t, 'n-')).actors;
  const w = await createUser(t, { username: 'writer', password: 'Writer-Pass1' });
  await grantPermissionCode(t, w.id, 'NewsManage');
  const cookie = await signIn(t, 'writer', 'Writer-Pass1');
  writer = (o) => t.request({ ...o, cookie });
});
afterAll(async () => { await t.close(); });

function expectStatus(name: ActorName, got: number, want: number, what: string) {
  expect(got, `${name}: ${what}`).toBe(want);
}

describe('who may call the news editor', () => {
  it('lets administrators, system users and NewsManage holders in; others 403, anonymous 401', async () => {
    const item = await save({ title: 'Matrix item' });
    const expected: Record<ActorName, number> = { system: 200, administrator: 200, manager: 403, plain: 403, outsider: 403, integration: 403, anonymous: 401 };
    for (const [name, want] of Object.entries(expected) as [ActorName, number][]) {
      const send = (o: InjectOptions) => actors[name].request(o);
      const calls: [string, InjectOptions][] = [
        ['list', { method: 'GET', url: api.newsList }],
        ['get', { method: 'GET', url: api.news(item.id) }],
        ['save', { method: 'POST', url: api.newsSave, payload: { id: item.id, title: `By ${name}` } }],
        ['publish', { method: 'POST', url: api.newsPublish(item.id) }],
        ['unpublish', { method: 'POST', url: api.newsUnpublish(item.id) }],
      ];
      for (const [what, options] of calls) expectStatus(name, (await send(options)).statusCode, want, `${name} ${what}`);
    }
    const [row] = await t.db.select({ title: news.title }).from(news).where(eq(news.id, item.id));
    expect(row?.title).toBe('By administrator');
    for (const name of ['plain', 'manager', 'outsider', 'integration', 'anonymous'] as const) {
      expectStatus(name, (await actors[name].request({ method: 'DELETE', url: api.news(item.id) })).statusCode, name === 'anonymous' ? 401 : 403, `${name} delete`);
    }
    expect((await writer({ method: 'DELETE', url: api.news(item.id) })).statusCode).toBe(200);
  });

  it('answers 404 to an administrator of another company for every item call', async () => {
    const item = await save({ title: 'Ours only' });
    const foreign = await otherCompanyUser(t, 'n-foreign-admin');
    await t.db.update(users).set({ role: UserRole.Administrator }).where(eq(users.username, 'n-foreign-admin'));
    const send = (o: InjectOptions) => t.app.inject({ ...o, headers: { ...foreign.headers, cookie: foreign.cookie } });
    expect((await send({ method: 'GET', url: api.newsList })).statusCode).toBe(200);
    expect(data<NewsList>(await send({ method: 'GET', url: api.newsList })).totalData).toBe(0);
    expect((await send({ method: 'GET', url: api.news(item.id) })).statusCode).toBe(404);
    expect((await send({ method: 'POST', url: api.newsSave, payload: { id: item.id, title: 'Taken' } })).statusCode).toBe(404);
    expect((await send({ method: 'POST', url: api.newsPublish(item.id) })).statusCode).toBe(404);
    expect((await send({ method: 'DELETE', url: api.news(item.id) })).statusCode).toBe(404);
    expect((await send({ method: 'GET', url: api.newsPublishedItem(item.id) })).statusCode).toBe(404);
    expect((await send({ method: 'POST', url: api.newsSave, payload: { title: 'Theirs', relatedIds: [item.id] } })).statusCode).toBe(400);
  });
});

describe('saving news', () => {
  it('sanitises the content: scripts, event handlers and javascript: links go, the editor\'s formatting stays', async () => {
    const item = await save({
      title: 'Sanitised',
      content: '<p>Xin <strong>chào</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>'
        + '<p><a href="javascript:alert(3)">bad</a> <a href="https://example.vn" target="_blank">good</a></p><iframe src="https://evil"></iframe>',
    });
    // target is not the editor's: links open in place, with rel set (docs/security.md)
    expect(item.content).toBe('<p>Xin <strong>chào</strong></p><p><a rel="noopener noreferrer">bad</a> <a href="https://example.vn" rel="noopener noreferrer">good</a></p>');
    const [row] = await t.db.select({ content: news.content }).from(news).where(eq(news.id, item.id));
    expect(row?.content).toBe(item.content);
  });

  it('requires a title, with the message in the request language', async () => {
    const res = await writer({ method: 'POST', url: api.newsSave, payload: { title: '   ' }, headers: en });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'title', message: 'Title must not be empty' }] });
  });

  it('keeps related items in the order given, and refuses itself, duplicates, unknown and deleted items', async () => {
    const a = await save({ title: 'Related A' });
    const b = await save({ title: 'Related B' });
    const gone = await save({ title: 'Related gone' });
    expect((await writer({ method: 'DELETE', url: api.news(gone.id) })).statusCode).toBe(200);
    const main = await save({ title: 'Main', relatedIds: [b.id, a.id] });
    expect(main.related.map((r) => r.id)).toEqual([b.id, a.id]);
    const reordered = await save({ id: main.id, title: 'Main', relatedIds: [a.id, b.id] });
    expect(reordered.related.map((r) => r.title)).toEqual(['Related A', 'Related B']);

    const refused = async (relatedIds: number[], message: string) => {
      const res = await writer({ method: 'POST', url: api.newsSave, payload: { id: main.id, title: 'Main', relatedIds }, headers: en });
      expect(res.statusCode, JSON.stringify(relatedIds)).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ field: 'relatedIds', message }] });
    };
    await refused([a.id, main.id], 'A news item cannot be related to itself');
    await refused([a.id, a.id], 'A news item is listed twice among the related items');
    await refused([a.id, gone.id], 'A related news item does not exist or was deleted');
    await refused([a.id, 2_000_000], 'A related news item does not exist or was deleted');
    const again = data<NewsDetail>(await writer({ method: 'GET', url: api.news(main.id) }));
    expect(again.related.map((r) => r.id)).toEqual([a.id, b.id]);
  });

  it('takes a cover only from an image uploaded to this company', async () => {
    const image = await uploadAs(writer, 'cover.png');
    const pdf = await uploadAs(writer, 'paper.pdf');
    expect((await save({ title: 'With cover', coverImage: image.url })).coverImage).toBe(image.url);
    for (const coverImage of [pdf.url, 'https://evil.example/x.png', '/api/storage/files/ffffffffffffffffffffffffffffffff.png', 'javascript:alert(1)']) {
      const res = await writer({ method: 'POST', url: api.newsSave, payload: { title: 'Bad cover', coverImage } });
      expect(res.statusCode, coverImage).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ field: 'coverImage' }] });
    }
  });

  it('writes an action-log row with old and new data for each change', async () => {
    const item = await save({ title: 'Logged', summary: 'Before' });
    await save({ id: item.id, title: 'Logged again', summary: 'After' });
    await publish(item.id);
    expect((await writer({ method: 'DELETE', url: api.news(item.id) })).statusCode).toBe(200);
    const rows = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'news'), eq(actionLogs.entityId, String(item.id)))).orderBy(actionLogs.id);
    expect(rows.map((r) => r.type)).toEqual(['create', 'update', 'publish', 'delete']);
    expect(rows[1]).toMatchObject({ userName: 'writer', oldData: { title: 'Logged', summary: 'Before' }, newData: { title: 'Logged again', summary: 'After' } });
    expect(rows[2]).toMatchObject({ oldData: { status: 0 }, newData: { status: 1 } });
  });
});

describe('reading news', () => {
  it('lists, searches and filters the editor\'s items with totalData', async () => {
    const x = await save({ title: 'Hội nghị tổng kết năm' });
    await save({ title: 'Thông báo lịch nghỉ' });
    await publish(x.id);
    const found = data<NewsList>(await writer({ method: 'GET', url: api.newsList, query: { search: 'HOI NGHI' } }));
    expect(found.data.map((n) => n.id)).toEqual([x.id]);
    expect(found.totalData).toBe(1);
    const published = data<NewsList>(await writer({ method: 'GET', url: api.newsList, query: { status: '1', pageSize: '1' } }));
    const live = await t.db.select({ id: news.id }).from(news).where(and(eq(news.status, 1), eq(news.companyId, t.companyId), isNull(news.deletedAt)));
    expect(published.data).toHaveLength(1);
    expect(published.totalData).toBe(live.length);
    expect(live.map((n) => n.id)).toContain(x.id);
  });

  it('shows anyone the published items newest first, with only published related items; drafts are 404', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = await signIn(fresh);
      const send = (o: InjectOptions) => fresh.request({ ...o, cookie });
      const make = async (title: string, relatedIds: number[] = []) => data<NewsDetail>(await send({ method: 'POST', url: api.newsSave, payload: { title, relatedIds } }));
      const first = await make('First');
      const draft = await make('Draft');
      const second = await make('Second', [draft.id, first.id]);
      for (const id of [first.id, second.id]) await send({ method: 'POST', url: api.newsPublish(id) });
      await fresh.db.update(news).set({ publishedAt: new Date('2024-01-01T00:00:00Z') }).where(eq(news.id, first.id));

      const list = data<NewsList>(await fresh.request({ method: 'GET', url: api.newsPublished }));
      expect(list.totalData).toBe(2);
      expect(list.data.map((n) => n.title)).toEqual(['Second', 'First']);
      const page2 = data<NewsList>(await fresh.request({ method: 'GET', url: api.newsPublished, query: { page: '2', pageSize: '1' } }));
      expect(page2.data.map((n) => n.title)).toEqual(['First']);

      const item = data<NewsDetail>(await fresh.request({ method: 'GET', url: api.newsPublishedItem(second.id) }));
      expect(item.related.map((r) => r.title)).toEqual(['First']);
      expect((await fresh.request({ method: 'GET', url: api.newsPublishedItem(draft.id) })).statusCode).toBe(404);
      await send({ method: 'POST', url: api.newsUnpublish(second.id) });
      expect((await fresh.request({ method: 'GET', url: api.newsPublishedItem(second.id) })).statusCode).toBe(404);
      expect(data<NewsList>(await fresh.request({ method: 'GET', url: api.newsPublished })).totalData).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
