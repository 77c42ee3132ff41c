import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '#core/api/envelope';
import type { FormDesign } from '#core/forms/form.schema';
import { FormStatus } from '#core/forms/form.schema';
import { generateShortUrl } from '#core/short-url';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { formVersions, forms } from '#server/db/schema/index';
import { ApiError } from '#server/http/api-error';
import { type FormRow, designColumns } from './form-view';

const SHORT_URL_ATTEMPTS = 8;

/** New form, disabled, version 1; the unique index on short_url decides collisions. */
export async function insertForm(db: Db, owner: UserRow, design: FormDesign): Promise<FormRow> {
  for (let attempt = 0; attempt < SHORT_URL_ATTEMPTS; attempt++) {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx.insert(forms).values({
        companyId: owner.companyId, ownerId: owner.id, status: FormStatus.Disable, version: 1,
        shortUrl: generateShortUrl(), design, ...designColumns(design),
      }).onConflictDoNothing({ target: forms.shortUrl }).returning();
      if (row) await tx.insert(formVersions).values({ formId: row.id, version: 1, design, changedBy: owner.id, changeSummary: { kind: 'created' } });
      return row;
    });
    if (created) return created;
  }
  throw new Error('no free short URL after several attempts');
}

/** Optimistic concurrency: the row is updated only while it still has baseVersion. */
export async function updateDesign(db: Db, form: FormRow, baseVersion: number, design: FormDesign, userId: number): Promise<FormRow> {
  const conflict = () => new ApiError(409, ErrorCode.VersionConflict, { key: 'error.versionConflict' });
  if (baseVersion !== form.version) throw conflict();
  return db.transaction(async (tx) => {
    const [row] = await tx.update(forms)
      .set({ design, ...designColumns(design), version: baseVersion + 1, updatedAt: new Date() })
      .where(and(eq(forms.id, form.id), eq(forms.version, baseVersion)))
      .returning();
    if (!row) throw conflict();
    await tx.insert(formVersions).values({
      formId: form.id, version: row.version, design, changedBy: userId,
      changeSummary: { kind: 'edited', fromVersion: baseVersion, titleChanged: form.title !== row.title },
    });
    return row;
  });
}

export async function setStatus(db: Db, form: FormRow, status: number): Promise<FormRow> {
  const [row] = await db.update(forms)
    .set({ status, updatedAt: new Date(), ...(status === FormStatus.Delete ? { deletedAt: new Date() } : {}) })
    .where(eq(forms.id, form.id)).returning();
  if (!row) throw new Error('form vanished');
  return row;
}
