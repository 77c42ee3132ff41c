import { and, eq, isNull } from 'drizzle-orm';
import type { FormDesign } from '#core/forms';
import type { Db } from '#server/db/connect';
import { departments } from '#server/db/schema/index';
import { validationError } from '#server/http/api-error';

/**
 * settings.organisationId names the department (docs/organisations.md) a form of type
 * "organisation" belongs to: it must be a live department of the form's company, whatever the type
 * (a stored reference is always one the company owns). Else 400 at `design.settings.organisationId`.
 */
export async function assertOrganisationOfCompany(db: Db, companyId: number, design: FormDesign): Promise<void> {
  const { organisationId } = design.settings;
  if (organisationId === null) return;
  const [department] = await db.select({ id: departments.id }).from(departments)
    .where(and(eq(departments.id, organisationId), eq(departments.companyId, companyId), isNull(departments.deletedAt))).limit(1);
  if (!department) throw validationError([{ field: 'design.settings.organisationId', key: 'validation.organisationUnknown' }]);
}
