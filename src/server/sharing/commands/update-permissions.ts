import { and, eq, inArray } from 'drizzle-orm';
import { UserStatus } from '#core/api';
import type { SharedUser } from '#core/forms';
import type { UpdateFormPermissionsBody } from '#core/api';
import type { FieldProblem } from '#core/i18n';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { formUserPermissions, users } from '#server/db/schema/index';
import type { FormRow } from '#server/forms/form-view';
import { openForm } from '#server/forms/policy';
import { validationError } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { listSharedUsers } from '../shared-users';

interface Candidate { id: number; companyId: number; status: number; deletedAt: Date | null }

/** Every problem of the request at once, by field; a user named twice in one request is refused too. */
function findProblems(form: FormRow, body: UpdateFormPermissionsBody, listed: ReadonlySet<number>, found: ReadonlyMap<number, Candidate>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const named = new Set<number>();
  const once = (userId: number, field: string) => {
    if (!named.has(userId)) return named.add(userId);
    problems.push({ field, key: 'validation.invalid' });
    return false;
  };
  body.add.forEach(({ userId }, i) => {
    const field = `add.${i}.userId`;
    if (!once(userId, field)) return;
    const user = found.get(userId);
    const addable = user?.companyId === form.companyId && user.deletedAt === null && user.status !== UserStatus.Deleted && user.id !== form.ownerId;
    if (listed.has(userId)) problems.push({ field, key: 'validation.alreadyShared' });
    else if (!addable) problems.push({ field, key: 'validation.invalid' });
  });
  body.update.forEach(({ userId }, i) => {
    const field = `update.${i}.userId`;
    if (once(userId, field) && !listed.has(userId)) problems.push({ field, key: 'validation.invalid' });
  });
  body.remove.forEach((userId, i) => {
    const field = `remove.${i}`;
    if (once(userId, field) && !listed.has(userId)) problems.push({ field, key: 'validation.invalid' });
  });
  return problems;
}

/** The owner applies add, update and remove in one transaction, or nothing; returns the new list. */
export async function updateFormPermissions(db: Db, actor: Actor, body: UpdateFormPermissionsBody): Promise<SharedUser[]> {
  const { form } = await openForm(db, actor, body.formId, 'own');
  return db.transaction(async (tx) => {
    const before = await listSharedUsers(tx, form.id);
    const listed = new Set(before.map((u) => u.userId));
    const addIds = body.add.map((a) => a.userId);
    const rows = addIds.length === 0 ? [] : await tx.select({ id: users.id, companyId: users.companyId, status: users.status, deletedAt: users.deletedAt })
      .from(users).where(inArray(users.id, addIds));
    const problems = findProblems(form, body, listed, new Map(rows.map((r) => [r.id, r])));
    if (problems.length > 0) throw validationError(problems);

    if (body.add.length > 0) {
      const inserted = await tx.insert(formUserPermissions)
        .values(body.add.map((a) => ({ formId: form.id, userId: a.userId, permission: a.permission })))
        .onConflictDoNothing().returning({ userId: formUserPermissions.userId });
      // another request added the same user meanwhile: refuse as a duplicate, never a 500
      const added = new Set(inserted.map((r) => r.userId));
      const raced = body.add.flatMap((a, i) => (added.has(a.userId) ? [] : [{ field: `add.${i}.userId`, key: 'validation.alreadyShared' as const }]));
      if (raced.length > 0) throw validationError(raced);
    }
    for (const { userId, permission } of body.update) {
      await tx.update(formUserPermissions).set({ permission })
        .where(and(eq(formUserPermissions.formId, form.id), eq(formUserPermissions.userId, userId)));
    }
    if (body.remove.length > 0) {
      await tx.delete(formUserPermissions)
        .where(and(eq(formUserPermissions.formId, form.id), inArray(formUserPermissions.userId, body.remove)));
    }
    const after = await listSharedUsers(tx, form.id);
    await logAction(tx, actor, { type: 'update', title: 'Form sharing changed', entity: 'form-permissions', entityId: form.id, oldData: before, newData: after });
    return after;
  });
}
