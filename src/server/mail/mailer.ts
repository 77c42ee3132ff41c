import { createTransport } from 'nodemailer';
import type { Logger } from '#server/domain/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends one message; throws when the mail server refuses it. */
export interface Mailer {
  /** false when mail only goes to the log (no SMTP_URL): production then refuses email codes */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

/** A real SMTP transport (nodemailer) for `smtpUrl`. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    delivers: true,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Development without SMTP_URL: the message is composed (jsonTransport) and written to the log. */
export function logMailer(from: string, log: Logger): Mailer {
  const transport = createTransport({ jsonTransport: true });
  return {
    delivers: false,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      log.warn({ mail: info.message }, 'SMTP_URL is not set: mail written to the log instead of sent');
    },
  };
}
