import type { FormAccess } from '#core/forms';
import type { FormDesign, FormDetail, FormStatusValue, FormSummary, PublicForm } from '#core/forms';
import type { forms } from '#server/db/schema/index';
import { servedDesign } from './sanitize-design';

export type FormRow = typeof forms.$inferSelect;

export const designOf = (row: FormRow) => row.design as FormDesign;

/** What a summary needs beside the form row. */
export interface SummaryFacts {
  responseCount: number;
  ownerName: string;
  access: FormAccess;
}

export function toSummary(row: FormRow, facts: SummaryFacts): FormSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status as FormStatusValue,
    version: row.version,
    shortUrl: row.shortUrl,
    responseCount: facts.responseCount,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    ownerId: row.ownerId,
    ownerName: facts.ownerName,
    access: facts.access,
  };
}

export function toDetail(row: FormRow, facts: SummaryFacts): FormDetail {
  return { ...toSummary(row, facts), design: servedDesign(designOf(row)), publishedVersion: row.publishedVersion };
}

export function toPublic(row: FormRow): PublicForm {
  return { id: row.id, shortUrl: row.shortUrl, version: row.version, design: servedDesign(designOf(row)) };
}

/** Columns kept beside the design document so SQL can filter on them. */
export function designColumns(design: FormDesign) {
  return {
    title: design.title,
    closesAt: design.settings.closesAt ? new Date(design.settings.closesAt) : null,
    type: design.settings.formType === 'organisation' ? 2 : 1,
    organisationId: design.settings.formType === 'organisation' ? design.settings.organisationId : null,
  };
}

/** A person's display name: the name, or the username when no name was given. */
export const displayName = (person: { name: string; username: string }) => person.name.trim() || person.username;
