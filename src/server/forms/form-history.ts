import { and, desc, eq } from 'drizzle-orm';
import { type DesignChange, type FormHistoryEntry, designChangeSchema, formHistoryEntrySchema } from '#core/forms';
import { type FormDesign, formDesignSchema } from '#core/forms';
import type { Db } from '#server/db/connect';
import { formVersions, users } from '#server/db/schema/index';
import { notFound } from '#server/http/api-error';
import { displayName } from './form-view';

const kinds = formHistoryEntrySchema.shape.kind;

/** change_summary as stored; rows written before decision 5 had no changes list, so every part is read leniently. */
function readSummary(raw: unknown): Pick<FormHistoryEntry, 'kind' | 'restoredFrom' | 'changes'> {
  const summary = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const kind = kinds.safeParse(summary.kind);
  const changes = Array.isArray(summary.changes) ? summary.changes : [];
  return {
    kind: kind.success ? kind.data : 'edited',
    restoredFrom: typeof summary.restoredFrom === 'number' ? summary.restoredFrom : null,
    changes: changes.flatMap((c): DesignChange[] => {
      const parsed = designChangeSchema.safeParse(c);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

/** GET {id}/histories: every saved version, newest first, with who saved it and what changed. */
export async function historyOf(db: Db, formId: number): Promise<FormHistoryEntry[]> {
  const rows = await db.select({ version: formVersions, name: users.name, username: users.username })
    .from(formVersions).leftJoin(users, eq(users.id, formVersions.changedBy))
    .where(eq(formVersions.formId, formId)).orderBy(desc(formVersions.version), desc(formVersions.id));
  return rows.map(({ version, name, username }) => ({
    version: version.version,
    ...readSummary(version.changeSummary),
    changedAt: version.createdAt.toISOString(),
    changedBy: version.changedBy !== null && name !== null && username !== null ? { id: version.changedBy, name: displayName({ name, username }) } : null,
  }));
}

/** The design saved as `version`, or 404 (also when a stored design no longer parses). */
export async function designOfVersion(db: Db, formId: number, version: number): Promise<FormDesign> {
  const [row] = await db.select({ design: formVersions.design }).from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version))).limit(1);
  const parsed = formDesignSchema.safeParse(row?.design);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
