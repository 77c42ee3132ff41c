import { type SQL, and, count, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { listFormsQuerySchema } from '#core/api/forms.contract';
import { FormStatus, type FormSummary } from '#core/forms/form.schema';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { forms, responses } from '#server/db/schema/index';
import { toSummary } from './form-view';

type ListQuery = z.infer<typeof listFormsQuerySchema>;

export async function listMyForms(db: Db, user: UserRow, query: ListQuery) {
  const filters: SQL[] = [eq(forms.companyId, user.companyId), eq(forms.ownerId, user.id), ne(forms.status, FormStatus.Delete)];
  if (query.status !== undefined) filters.push(eq(forms.status, query.status));
  if (query.search) filters.push(ilike(forms.title, `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(forms).where(where);
  const rows = await db.select().from(forms).where(where)
    .orderBy(desc(forms.updatedAt), desc(forms.id))
    .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  const counts = rows.length === 0 ? [] : await db.select({ formId: responses.formId, n: count() }).from(responses)
    .where(inArray(responses.formId, rows.map((r) => r.id))).groupBy(responses.formId);
  const byForm = new Map(counts.map((c) => [c.formId, c.n]));
  const data: FormSummary[] = rows.map((r) => toSummary(r, byForm.get(r.id) ?? 0));
  return { data, totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
