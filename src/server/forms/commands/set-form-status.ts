import { type FormDetail, FormStatus } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import type { Logger } from '#server/domain/logger';
import { detailOf } from '../form-describe';
import { publishedStatus } from '../form-status';
import type { FormRow } from '../form-view';
import { openForm } from '../policy';
import { type StatusChange, changeStatus, noticeEnteredReview } from './change-status';

type Decide = (db: Db, user: UserRow, form: FormRow) => Promise<StatusChange>;

/** Decision 1: what the owner's publish, disable and delete leave. */
const decisions = {
  publish: async (db, user, form) => {
    const status = await publishedStatus(db, user, form);
    return { status, log: { type: 'publish', title: status === FormStatus.Active ? 'Form published' : 'Form submitted for review' } };
  },
  disable: () => Promise.resolve({ status: FormStatus.Disable, log: { type: 'disable', title: 'Form disabled' } }),
  remove: () => Promise.resolve({ status: FormStatus.Delete, log: { type: 'delete', title: 'Form deleted' } }),
} satisfies Record<string, Decide>;

export type OwnerStatusChange = keyof typeof decisions;

/** The owner publishes (1, or 3 awaiting review), disables (0) or deletes (2, soft) a form. */
export async function setFormStatus(db: Db, actor: Actor, id: number, change: OwnerStatusChange, log: Logger): Promise<FormDetail> {
  const { user, form, access } = await openForm(db, actor, id, 'own');
  const row = await changeStatus(db, actor, user, form, await decisions[change](db, user, form));
  await noticeEnteredReview(db, log, form, row, user.id);
  return detailOf(db, row, access);
}
