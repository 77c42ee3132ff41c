import type { FormDesign, FormDetail, FormStatusValue, FormSummary, PublicForm } from '#core/forms/form.schema';
import type { forms } from '#server/db/schema/index';

export type FormRow = typeof forms.$inferSelect;

export const designOf = (row: FormRow) => row.design as FormDesign;

export function toSummary(row: FormRow, responseCount: number): FormSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status as FormStatusValue,
    version: row.version,
    shortUrl: row.shortUrl,
    responseCount,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    ownerId: row.ownerId,
    ownerName: '',
    access: 'owner',
  };
}

export function toDetail(row: FormRow, responseCount: number): FormDetail {
  return { ...toSummary(row, responseCount), design: designOf(row) };
}

export function toPublic(row: FormRow): PublicForm {
  return { id: row.id, shortUrl: row.shortUrl, version: row.version, design: designOf(row) };
}

/** Columns kept beside the design document so SQL can filter on them. */
export function designColumns(design: FormDesign) {
  return {
    title: design.title,
    closesAt: design.settings.closesAt ? new Date(design.settings.closesAt) : null,
    type: design.settings.formType === 'organisation' ? 2 : 1,
  };
}
