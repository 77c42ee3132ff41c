import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Folder, ManagedFile, ManagedFileList } from '#core/api';
import { api } from '#core/api';
import { actionLogs, fileFolders, files } from '#server/db/schema/index';
import { type Actor, type ActorName, castActors } from './actors';
import { type TestApp, createTestApp, createUser, data, grantPermissionCode, signIn } from './helpers';
import { uploadAs } from './file-manager-upload';

type Send = (o: InjectOptions) => Promise<LightMyRequestResponse>;
let t: TestApp;
let actors: Record<ActorName, Actor>;
let keeper: Send;

const en = { 'accept-language': 'en' };
const as = (a: Actor): Send => (o) => a.request(o);
const ok = async <T>(res: Promise<LightMyRequestResponse>): Promise<T> => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return data<T>(r);
};
const newFolder = (send: Send, name: string, parentId: number | null = null) =>
  ok<{ id: number }>(send({ method: 'POST', url: api.folderUpdate, payload: { name, parentId } })).then((r) => r.id);
const addFile = async (send: Send, name: string, folderId: number) => {
  const stored = await uploadAs(send, name);
  return ok<ManagedFile>(send({ method: 'POST', url: api.managedFileAdd, payload: { fileId: stored.id, folderId } }));
};
const listFiles = (send: Send, query: Record<string, string> = {}) => ok<ManagedFileList>(send({ method: 'GET', url: api.managedFileList, query }));

function expectStatus(name: ActorName, got: number, want: number, what: string) {
  expect(got, `${name}: ${what}`).toBe(want);
}

beforeAll(async () => {
  t = await createTestApp();
  actors = (await castActors(t, 'f-')).actors;
  const k = await createUser(t, { username: 'keeper', password: 'Keeper-Pass1' });
  await grantPermissionCode(t, k.id, 'FileManage');
  const cookie = await signIn(t, 'keeper', 'Keeper-Pass1');
  keeper = (o) => t.request({ ...o, cookie });
});
afterAll(async () => { await t.close(); });

describe('who sees and changes files', () => {
  it('shows owners their files, everyone the shared ones, and managers all; others get 403 or 404', async () => {
    const { plain, manager, administrator, outsider, anonymous } = actors;
    const folder = await newFolder(as(plain), 'Plain folder');
    const file = await addFile(as(plain), 'notes.pdf', folder);
    const seen = async (a: Actor | Send) => (await listFiles(typeof a === 'function' ? a : as(a), { folderId: String(folder) })).data.map((f) => f.id);

    expect(await seen(plain)).toEqual([file.id]);
    expect(await seen(manager)).toEqual([]);
    expect(await seen(administrator)).toEqual([file.id]);
    expect(await seen(keeper)).toEqual([file.id]);
    expect((await outsider.request({ method: 'GET', url: api.managedFileList, query: { folderId: String(folder) } })).statusCode).toBe(200);
    expect(await seen(outsider)).toEqual([]);
    expect((await anonymous.request({ method: 'GET', url: api.managedFileList })).statusCode).toBe(401);

    const rename = (name: string) => ({ method: 'POST' as const, url: api.managedFileRename, payload: { id: file.id, name } });
    const share = (isShare: boolean) => ({ method: 'POST' as const, url: api.managedFileShare, payload: { id: file.id, isShare } });
    expect((await manager.request(rename('taken'))).statusCode).toBe(404);
    expect((await outsider.request(share(true))).statusCode).toBe(404);
    expect((await anonymous.request(share(true))).statusCode).toBe(401);
    expect((await plain.request(share(true))).statusCode).toBe(200);
    expect(await seen(manager)).toEqual([file.id]);
    expect((await manager.request(rename('taken'))).statusCode).toBe(403);
    expect((await manager.request(share(false))).statusCode).toBe(403);
    expect((await outsider.request(rename('taken'))).statusCode).toBe(404);
    expect((await keeper(rename('by keeper'))).statusCode).toBe(200);
    expect((await administrator.request(share(false))).statusCode).toBe(200);
    expect(await seen(manager)).toEqual([]);
    const [row] = await t.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ name: 'by keeper.pdf', isShare: false, folderId: folder });
  });

  it('lets only the owner or a manager put an uploaded file into a folder of the company', async () => {
    const { plain, manager, system, outsider, anonymous, integration } = actors;
    const folder = await newFolder(as(system), 'Company folder');
    const stored = await uploadAs(as(plain), 'photo.png');
    const add = { method: 'POST' as const, url: api.managedFileAdd, payload: { fileId: stored.id, folderId: folder } };
    expect((await manager.request(add)).statusCode).toBe(404);
    expectStatus('integration', (await integration.request(add)).statusCode, 404, 'integration add');
    expect((await outsider.request(add)).statusCode).toBe(404);
    expect((await anonymous.request(add)).statusCode).toBe(401);
    expect((await plain.request({ ...add, payload: { fileId: stored.id, folderId: 2_000_000 } })).statusCode).toBe(404);
    const added = await ok<ManagedFile>(plain.request(add));
    expect(added).toMatchObject({ id: stored.id, name: 'photo.png', folderId: folder, isShare: false, canManage: true, mimeType: 'image/png', url: stored.url });
    const other = await uploadAs(as(plain), 'other.png');
    expect((await keeper({ ...add, payload: { fileId: other.id, folderId: folder } })).statusCode).toBe(200);
  });
});

describe('file list', () => {
  it('pages and searches with totalData counting every match', async () => {
    const folder = await newFolder(keeper, 'Paging');
    const names = ['Báo cáo quý 1.pdf', 'Báo cáo quý 2.pdf', 'Biên bản họp.pdf', 'Ảnh.png', 'Kế hoạch.pdf'];
    for (const name of names) await addFile(keeper, name, folder);
    const page1 = await listFiles(keeper, { folderId: String(folder), pageSize: '2' });
    const page3 = await listFiles(keeper, { folderId: String(folder), pageSize: '2', page: '3' });
    expect(page1.totalData).toBe(5);
    expect(page1.data).toHaveLength(2);
    expect(page3.data.map((f) => f.name)).toEqual(['Báo cáo quý 1.pdf']);
    const found = await listFiles(keeper, { folderId: String(folder), search: 'BAO CAO' });
    expect(found.totalData).toBe(2);
    expect(found.data.map((f) => f.name).sort()).toEqual(['Báo cáo quý 1.pdf', 'Báo cáo quý 2.pdf']);
    const cover = await uploadAs(keeper, 'not placed.png');
    const everywhere = await listFiles(keeper, { search: 'not placed' });
    expect(everywhere.data.map((f) => f.id)).not.toContain(cover.id);
  });
});

describe('renaming', () => {
  it('keeps the extension, turns & into -, and refuses special characters or an empty name', async () => {
    const folder = await newFolder(keeper, 'Renames');
    const file = await addFile(keeper, 'report.pdf', folder);
    const rename = (name: string) => keeper({ method: 'POST', url: api.managedFileRename, payload: { id: file.id, name }, headers: en });
    expect(data<ManagedFile>(await rename('Summary')).name).toBe('Summary.pdf');
    expect(data<ManagedFile>(await rename('Q1 & Q2.PDF')).name).toBe('Q1 - Q2.pdf');
    expect(data<ManagedFile>(await rename('draft.docx')).name).toBe('draft.docx.pdf');
    for (const bad of ['a/b', 'what?', 'x<y>']) {
      const res = await rename(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ field: 'name', message: 'The field value is not in the right format' }] });
    }
    expect((await rename('.pdf')).statusCode).toBe(400);
    expect((await rename('   ')).statusCode).toBe(400);
    const [row] = await t.db.select({ name: files.name }).from(files).where(eq(files.id, file.id));
    expect(row?.name).toBe('draft.docx.pdf');
    const logs = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'file'), eq(actionLogs.entityId, String(file.id)), eq(actionLogs.title, 'File renamed')));
    expect(logs.map((l) => l.newData)).toEqual([{ name: 'Summary.pdf' }, { name: 'Q1 - Q2.pdf' }, { name: 'draft.docx.pdf' }]);
    expect(logs[0]?.oldData).toEqual({ name: 'report.pdf' });
  });
});

describe('folders', () => {
  it('lists the tree with parents first and file counts the requester sees', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = await signIn(fresh);
      const send: Send = (o) => fresh.request({ ...o, cookie });
      const b = await newFolder(send, 'B');
      const a = await newFolder(send, 'A');
      const b1 = await newFolder(send, 'B1', b);
      await addFile(send, 'one.pdf', b1);
      await addFile(send, 'two.pdf', b1);
      const tree = await ok<Folder[]>(send({ method: 'GET', url: api.folderList }));
      expect(tree.map((f) => [f.name, f.parentId, f.fileCount])).toEqual([['A', null, 0], ['B', null, 0], ['B1', b, 2]]);
      const children = await ok<Folder[]>(send({ method: 'GET', url: api.folderList, query: { parentId: String(b) } }));
      expect(children.map((f) => f.id)).toEqual([b1]);
      expect(a).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  it('renames and moves, never into itself or below itself, and only for the owner or a manager', async () => {
    const { plain, manager, outsider, anonymous } = actors;
    const top = await newFolder(as(plain), 'Top');
    const mid = await newFolder(as(plain), 'Mid', top);
    const low = await newFolder(as(plain), 'Low', mid);
    const move = (send: Send, id: number, parentId: number | null, name = 'Top') =>
      send({ method: 'POST', url: api.folderUpdate, payload: { id, name, parentId }, headers: en });
    for (const target of [top, mid, low]) {
      const res = await move(as(plain), top, target);
      expect(res.statusCode, String(target)).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ field: 'parentId', message: 'A folder cannot be moved into itself or one of its sub-folders' }] });
    }
    expect((await move(as(manager), low, null, 'Low')).statusCode).toBe(403);
    expect((await move(as(outsider), low, null, 'Low')).statusCode).toBe(404);
    expect((await move(as(anonymous), low, null, 'Low')).statusCode).toBe(401);
    expect((await move(as(plain), low, null, 'Low: bad')).statusCode).toBe(400);
    expect((await move(as(plain), low, null, 'Thấp')).statusCode).toBe(200);
    expect((await move(keeper, mid, low, 'Mid')).statusCode).toBe(200);
    const rows = await t.db.select({ id: fileFolders.id, parentId: fileFolders.parentId, name: fileFolders.name }).from(fileFolders).where(eq(fileFolders.parentId, low));
    expect(rows).toEqual([{ id: mid, parentId: low, name: 'Mid' }]);
    const log = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'file-folder'), eq(actionLogs.entityId, String(low)), eq(actionLogs.type, 'update')));
    expect(log[0]).toMatchObject({ oldData: { name: 'Low', parentId: mid }, newData: { name: 'Thấp', parentId: null } });
  });

  it('refuses to delete a folder that holds files or other folders, and deletes a branch given whole', async () => {
    const { plain, manager, outsider, anonymous } = actors;
    const parent = await newFolder(as(plain), 'Parent');
    const child = await newFolder(as(plain), 'Child', parent);
    const full = await newFolder(as(plain), 'Full');
    await addFile(as(plain), 'kept.pdf', full);
    const remove = (send: Send, ids: number[]) => send({ method: 'DELETE', url: api.folderDelete, payload: { ids }, headers: en });
    const refused = await remove(as(plain), [parent]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This folder still holds files or folders: move or delete them first' });
    expect((await remove(as(plain), [full])).statusCode).toBe(409);
    expect((await remove(as(manager), [child])).statusCode).toBe(403);
    expect((await remove(as(outsider), [child])).statusCode).toBe(404);
    expect((await remove(as(anonymous), [child])).statusCode).toBe(401);
    expect((await remove(as(plain), [full, child])).statusCode).toBe(409);
    expect(data<{ deleted: number }>(await remove(as(plain), [parent, child]))).toEqual({ deleted: 2 });
    const tree = await ok<Folder[]>(plain.request({ method: 'GET', url: api.folderList }));
    expect(tree.map((f) => f.id)).toEqual(expect.arrayContaining([full]));
    expect(tree.map((f) => f.id)).not.toContain(parent);
    expect(tree.map((f) => f.id)).not.toContain(child);
    const logs = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'file-folder'), eq(actionLogs.type, 'delete')));
    expect(logs.map((l) => Number(l.entityId)).sort()).toEqual([parent, child].sort());
  });
});
