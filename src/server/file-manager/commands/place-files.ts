import { eq } from 'drizzle-orm';
import type { AddManagedFileBody, ManagedFile, RenameFileBody, ShareFileBody } from '#core/api';
import { fileExtension, renamedFileName } from '#core/api';
import { hasForbiddenCharacter } from '#core/auth';
import type { Db } from '#server/db/connect';
import { files } from '#server/db/schema/index';
import { cleanFileName } from '#server/files/upload-tokens';
import type { Actor } from '#server/domain/actor';
import { notFound, validationError } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { type FileRow, companyFolder, fileManager, manageableFile } from '../policy';
import { selectManagedFiles, toManagedFile } from '../queries';

type Change = (row: FileRow, tx: Db) => Promise<Partial<Pick<FileRow, 'name' | 'isShare' | 'folderId'>>>;

/** Reads the file the user may change, applies `change` and logs old and new values, in one transaction. */
async function changeFile(db: Db, actor: Actor, id: number, title: string, change: Change): Promise<ManagedFile> {
  const { user, managesAll } = await fileManager(db, actor);
  await db.transaction(async (tx) => {
    const row = await manageableFile(tx, user, managesAll, id);
    const next = await change(row, tx);
    const oldData = Object.fromEntries(Object.keys(next).map((k) => [k, row[k as keyof typeof next]]));
    await tx.update(files).set(next).where(eq(files.id, id));
    await logAction(tx, actor, { type: 'update', title, entity: 'file', entityId: id, oldData, newData: next });
  });
  const [row] = await selectManagedFiles(db, eq(files.id, id));
  // deleted by someone else since the change was committed
  if (!row) throw notFound();
  return toManagedFile(row, user, managesAll);

}

/** POST add: puts an uploaded file into a folder of the company (or moves it to another one). */
export function addManagedFile(db: Db, actor: Actor, body: AddManagedFileBody) {
  return changeFile(db, actor, body.fileId, 'File added to a folder', async (row, tx) => {
    await companyFolder(tx, row.companyId, body.folderId);
    return { folderId: body.folderId };
  });
}

/** POST update-file-name: SPEC 5 rules on the part before the extension, which stays. */
export function renameManagedFile(db: Db, actor: Actor, body: RenameFileBody) {
  return changeFile(db, actor, body.id, 'File renamed', (row) => {
    const name = renamedFileName(row.name, body.name);
    if (name === null) throw validationError([{ field: 'name', key: 'validation.required' }]);
    const stem = name.slice(0, name.length - fileExtension(row.name).length);
    if (hasForbiddenCharacter(stem) || cleanFileName(name) !== name) throw validationError([{ field: 'name', key: 'validation.notRightFormat' }]);
    return Promise.resolve({ name });
  });
}

/** POST update-share-file: shared files are listed to everyone of the company. */
export function shareManagedFile(db: Db, actor: Actor, body: ShareFileBody) {
  return changeFile(db, actor, body.id, body.isShare ? 'File shared' : 'File unshared', () => Promise.resolve({ isShare: body.isShare }));
}
