import { allElements } from '#core/forms';
import { reserveAttempt } from '#server/auth/rate-limit';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { loadRespondentForm } from '#server/forms/respondent-view';
import { designOf } from '#server/forms/form-view';
import { unavailableError } from '#server/forms/form-availability';
import { forbidden, tooManyRequests, unauthorized } from '#server/http/api-error';
import type { TokenOwner } from './upload-tokens';

/** Tokens one address may take without signing in, per window (a form with 20 files × a few people behind one NAT). */
export const ANONYMOUS_TOKEN_LIMIT = { max: 120, windowSeconds: 10 * 60 };

/**
 * Who may upload a file for an answer of this form: anyone the form takes answers from. The form
 * must be published (Active, not closed) and hold an attachment element; a form that needs sign-in
 * needs it here too. Respondents who are not signed in are counted per IP address.
 */
export async function answerTokenOwner(db: Db, actor: Actor, formId: number): Promise<TokenOwner> {
  const form = await loadRespondentForm(db, actor.company.id, formId);
  const refused = unavailableError(form);
  if (refused) throw refused;
  const design = designOf(form);
  if (!allElements(design).some((element) => element.kind === 'attachment')) throw forbidden();
  const user = actor.user;
  if (design.settings.requireAuth && !user) throw unauthorized();
  if (!user) {
    const { wait } = await reserveAttempt(db, [{ key: `upload-token:address:${actor.ip}`, max: ANONYMOUS_TOKEN_LIMIT.max }], ANONYMOUS_TOKEN_LIMIT.windowSeconds);
    if (wait !== null) throw tooManyRequests(wait);
  }
  return { companyId: actor.company.id, userId: user?.id ?? null, formId: form.id };
}
