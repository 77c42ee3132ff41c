import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '#core/api';
import type { FormDesign } from '#core/forms';
import type { Db } from '#server/db/connect';
import { formVersions } from '#server/db/schema/index';
import { designOf, type FormRow } from '#server/forms/form-view';
import { ApiError } from '#server/http/api-error';
import type { TtlCache } from '#server/http/ttl-cache';

const unknownVersion = () =>
  new ApiError(400, ErrorCode.Validation, { key: 'validation.invalid' }, [{ field: 'formVersion', key: 'validation.invalid' }]);

/**
 * The design a person answered: an answer filled in offline before the author saved a new
 * version is checked against the version it was filled in, not refused by the newer one.
 */
export async function designForVersion(
  db: Db,
  form: FormRow,
  version: number | undefined,
  cache?: TtlCache<string, FormDesign>,
): Promise<FormDesign> {
  if (version === undefined || version === form.version) return designOf(form);
  if (version > form.version || version < 1) throw unknownVersion();
  const key = `${form.id}:${version}`;
  const cached = cache?.get(key);
  if (cached) return cached;
  const [row] = await db.select({ design: formVersions.design }).from(formVersions)
    .where(and(eq(formVersions.formId, form.id), eq(formVersions.version, version))).limit(1);
  if (!row) throw unknownVersion();
  const design = row.design as FormDesign;
  cache?.set(key, design);
  return design;
}
