import { and, eq } from 'drizzle-orm';
import { ErrorCode, type Failure, type FieldError, FormClosedDetail } from '#core/api';
import type { Language } from '#core/constants';
import { type PublicForm, localizeDesign, opensAt } from '#core/forms';
import type { Db } from '#server/db/connect';
import { forms } from '#server/db/schema/index';
import { type ApiError, notFound } from '#server/http/api-error';
import { failureBody } from '#server/http/envelope';
import { type FormRow, designOf, toPublic } from './form-view';
import { unavailableError } from './form-availability';
import { respondentView } from './respondent-view';

/** What `GET /api/v1/form/short-url/:shortUrl` answers: the form, or its status and refusal. */
export type ShortLinkReply = { status: 200; form: PublicForm } | { status: number; failure: Failure };

/** The refusal with what the page shows beside it: the author's inactive message (in English where the form has it), and when a form opens. */
function explainedFailure(language: Language, row: FormRow, refused: ApiError): Failure {
  const body = failureBody(language, refused);
  const errors: FieldError[] = [];
  const message = localizeDesign(designOf(row), language).settings.inactiveMessage.trim();
  if (message) errors.push({ field: FormClosedDetail.inactiveMessage, message });
  const opens = refused.code === ErrorCode.FormNotStarted ? opensAt(designOf(row).settings, new Date()) : null;
  if (opens) errors.push({ field: FormClosedDetail.opensAt, message: opens.toISOString() });
  return errors.length > 0 ? { ...body, errors } : body;
}

/** The published form of a short link for a respondent: the API call and the server-rendered first view read it here. */
export async function shortLinkReply(db: Db, companyId: number, shortUrl: string, language: Language): Promise<ShortLinkReply> {
  const [stored] = await db.select().from(forms)
    .where(and(eq(forms.shortUrl, shortUrl), eq(forms.companyId, companyId))).limit(1);
  if (!stored) return { status: 404, failure: failureBody(language, notFound()) };
  const row = await respondentView(db, stored);
  const refused = unavailableError(row);
  if (!refused) return { status: 200, form: toPublic(row) };
  const failure = refused.status === 403 ? explainedFailure(language, row, refused) : failureBody(language, refused);
  return { status: refused.status, failure };
}
