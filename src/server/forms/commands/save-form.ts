import type { UpdateFormBody } from '#core/api';
import { type FormDetail, FormStatus } from '#core/forms';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { forbidden } from '#server/domain/domain-error';
import type { Logger } from '#server/domain/logger';
import { detailOf } from '../form-describe';
import { designOfVersion } from '../form-history';
import { publishedStatus } from '../form-status';
import { openForm } from '../policy';
import { noticeEnteredReview } from './change-status';
import { saveDesign } from './form-store';
import { assertValidDesign } from './valid-design';

/**
 * A new version of the design (409 when baseVersion is stale); `publish` changes the status, which
 * only the owner may do. The reviewers are told when the change put the form in their queue.
 */
export async function saveForm(db: Db, actor: Actor, body: UpdateFormBody, log: Logger): Promise<FormDetail> {
  const { id, baseVersion, design, publish } = body;
  const { user, form, access } = await openForm(db, actor, id, 'edit');
  assertValidDesign(design);
  let status: number | undefined;
  if (publish !== undefined) {
    const target = publish ? await publishedStatus(db, user, form) : FormStatus.Disable;
    if (target !== form.status) {
      if (access !== 'owner') throw forbidden('error.notOwner');
      status = target;
    }
  }
  const row = await saveDesign(db, actor, form, { baseVersion, design, user, kind: 'edited', status });
  await noticeEnteredReview(db, log, form, row, user.id);
  return detailOf(db, row, access);
}

export interface RestoreVersion { id: number; version: number; baseVersion: number }

/** Decision 5: the design of an earlier version saved as a new version (409 when baseVersion is stale). */
export async function restoreVersion(db: Db, actor: Actor, restore: RestoreVersion, log: Logger): Promise<FormDetail> {
  const { user, form, access } = await openForm(db, actor, restore.id, 'edit');
  const design = await designOfVersion(db, form.id, restore.version);
  const row = await saveDesign(db, actor, form, { baseVersion: restore.baseVersion, design, user, kind: 'restored', restoredFrom: restore.version });
  await noticeEnteredReview(db, log, form, row, user.id);
  return detailOf(db, row, access);
}

