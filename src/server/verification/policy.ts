import { eq } from 'drizzle-orm';
import { ErrorCode } from '#core/api';
import type { Db } from '#server/db/connect';
import { companies } from '#server/db/schema/index';
import { DomainError } from '#server/domain/domain-error';
import { unavailableError } from '#server/forms/form-availability';
import { designOf } from '#server/forms/form-view';
import { loadRespondentForm } from '#server/forms/respondent-view';
import type { Mailer } from '#server/mail/mailer';
import type { ServerSettings } from '#server/settings';
import type { SmsProvider } from '#server/sms/sms-provider';
import type { OtpChannel } from './otp-target';

export interface OtpSenders {
  mailer: Mailer;
  sms: SmsProvider;
}

const unavailable = () => new DomainError('forbidden', ErrorCode.OtpUnavailable, { key: 'error.otpUnavailable' });

/** The form takes answers now and asks for this channel; the company (and this instance) can send it. */
export async function assertChannel(db: Db, settings: Pick<ServerSettings, 'production'>, senders: OtpSenders, companyId: number, formId: number, channel: OtpChannel) {
  const form = await loadRespondentForm(db, companyId, formId);
  const refused = unavailableError(form);
  if (refused) throw refused;
  if (designOf(form).settings.verification !== channel) throw new DomainError('bad-request', ErrorCode.BadRequest, { key: 'error.badRequest' });
  if (channel === 'sms') {
    const [company] = await db.select({ sms: companies.smsOtpEnabled }).from(companies).where(eq(companies.id, companyId)).limit(1);
    if (company?.sms !== 1) throw unavailable();
  }
  // Codes written to the log would let anyone who reads the log pass as anyone: not in production.
  const delivers = channel === 'email' ? senders.mailer.delivers : senders.sms.delivers;
  if (settings.production && !delivers) throw unavailable();
}
