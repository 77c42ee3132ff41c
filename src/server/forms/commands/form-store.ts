import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '#core/api';
import { diffDesigns } from '#core/forms';
import type { DesignChange, FormHistoryEntry } from '#core/forms';
import { type FormDesign, FormStatus } from '#core/forms';
import { generateShortUrl } from '#core/short-url';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import type { Actor } from '#server/domain/actor';
import { formReviews, formVersions, forms } from '#server/db/schema/index';
import { ApiError } from '#server/http/api-error';
import { type ActionEntry, logAction } from '#server/logs/action-log';
import { assertOrganisationOfCompany } from '../form-organisation';
import { statusAfterEdit } from '../form-status';
import { type FormRow, designColumns, designOf } from '../form-view';
import { sanitizeDesign } from '../sanitize-design';
import { applyTableCells } from '../table-cells';

const SHORT_URL_ATTEMPTS = 8;

/** What form_versions.change_summary holds (decision 5). */
export interface ChangeSummary {
  kind: FormHistoryEntry['kind'];
  restoredFrom?: number;
  changes: DesignChange[];
}

export const snapshot = (row: FormRow) => ({ status: row.status, version: row.version, title: row.title, design: row.design });

export const versionConflict = () => new ApiError(409, ErrorCode.VersionConflict, { key: 'error.versionConflict' });

/**
 * A new form owned by `owner`, disabled, version 1, in one transaction with its cells, its first
 * history row and its action-log row; the unique index on short_url decides collisions.
 */
export async function insertForm(db: Db, actor: Actor, owner: UserRow, design: FormDesign, kind: 'created' | 'cloned'): Promise<FormRow> {
  await assertOrganisationOfCompany(db, owner.companyId, design);
  const clean = sanitizeDesign(design);
  for (let attempt = 0; attempt < SHORT_URL_ATTEMPTS; attempt++) {
    const created = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(forms).values({
        companyId: owner.companyId, ownerId: owner.id, status: FormStatus.Disable, version: 1,
        shortUrl: generateShortUrl(), design: clean, ...designColumns(clean),
      }).onConflictDoNothing({ target: forms.shortUrl }).returning();
      if (!inserted) return null;
      const final = await applyTableCells(tx, inserted.id, clean);
      const row = oneRow(await tx.update(forms).set({ design: final }).where(eq(forms.id, inserted.id)).returning(), 'form just created');
      const summary: ChangeSummary = { kind, changes: [] };
      await tx.insert(formVersions).values({ formId: row.id, version: 1, design: final, changedBy: owner.id, changeSummary: summary });
      await logAction(tx, actor, { type: 'create', title: kind === 'cloned' ? 'Form cloned' : 'Form created', entity: 'form', entityId: row.id, newData: snapshot(row) });
      return row;
    });
    if (created) return created;
  }
  throw new Error('no free short URL after several attempts');
}

export interface DesignSave {
  baseVersion: number;
  design: FormDesign;
  user: UserRow;
  kind: 'edited' | 'restored';
  restoredFrom?: number;
  /** a new status asked by the caller (publish flag), or undefined to keep it; statusAfterEdit has the last word */
  status?: number | undefined;
}

/**
 * A new version of the design under optimistic concurrency: the row changes only while it still
 * has baseVersion, otherwise 409 and nothing is written (cells included: same transaction).
 */
export async function saveDesign(db: Db, actor: Actor, form: FormRow, save: DesignSave): Promise<FormRow> {
  if (save.baseVersion !== form.version) throw versionConflict();
  await assertOrganisationOfCompany(db, form.companyId, save.design);
  const clean = sanitizeDesign(save.design);
  const status = await statusAfterEdit(db, save.user, form, save.status);
  return db.transaction(async (tx) => {
    // claiming the next version first locks the row: a concurrent save waits here, then gets 409
    const [claimed] = await tx.update(forms).set({ version: save.baseVersion + 1 })
      .where(and(eq(forms.id, form.id), eq(forms.version, save.baseVersion))).returning({ id: forms.id });
    if (!claimed) throw versionConflict();
    const final = await applyTableCells(tx, form.id, clean);
    const live = status === FormStatus.Active ? { publishedVersion: save.baseVersion + 1 } : {};
    const row = oneRow(await tx.update(forms)
      .set({ design: final, ...designColumns(final), status, ...live, updatedAt: new Date() })
      .where(eq(forms.id, form.id)).returning(), 'form locked for this save');
    const summary: ChangeSummary = { kind: save.kind, changes: diffDesigns(designOf(form), final) };
    if (save.restoredFrom !== undefined) summary.restoredFrom = save.restoredFrom;
    await tx.insert(formVersions).values({ formId: form.id, version: row.version, design: final, changedBy: save.user.id, changeSummary: summary });
    if (status === FormStatus.AwaitingReview && form.status !== FormStatus.AwaitingReview) {
      await tx.insert(formReviews).values({ formId: form.id, version: row.version, action: 'submitted', userId: save.user.id });
    }
    const entry: ActionEntry = {
      type: 'update', title: save.kind === 'restored' ? `Form restored to version ${save.restoredFrom}` : 'Form edited',
      entity: 'form', entityId: row.id, oldData: snapshot(form), newData: snapshot(row),
    };
    await logAction(tx, actor, entry);
    return row;
  });
}
