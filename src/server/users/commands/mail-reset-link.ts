import type { Db } from '#server/db/connect';
import { type Actor, signedInUser } from '#server/domain/actor';
import { validationError } from '#server/domain/domain-error';
import type { Mailer } from '#server/mail/mailer';
import { issueResetToken, resetLinkMail } from '../password-reset-mail';
import { guardTarget } from '../policy';
import { findUserRow, personOf } from '../queries';

/** {id}/update-password-email: an administrator mails a user a reset link to `origin` (issueResetToken). */
export async function mailResetLink(db: Db, actor: Actor, delivery: { mailer: Mailer; origin: string }, userId: number) {
  const companyId = actor.company.id;
  const target = await findUserRow(db, personOf(companyId, userId));
  guardTarget(signedInUser(actor), target);
  if (!target.email) throw validationError([{ field: 'email', key: 'error.noEmail' }]);
  const { token, expiresAt } = await issueResetToken(db, companyId, userId);
  await delivery.mailer.send({ to: target.email, ...resetLinkMail(delivery.origin, token) });
  return { sentTo: target.email, expiresAt: expiresAt.toISOString() };
}
