import type { Logger } from '#server/domain/logger';

/** Sends one text message; throws when the gateway refuses it. */
export interface SmsProvider {
  /** false when messages only go to the log: production then refuses SMS codes */
  readonly delivers: boolean;
  send(to: string, text: string): Promise<void>;
}

/** A gateway reached by HTTP: POST JSON {to, text} with a bearer token. */
export function httpSmsProvider(url: string, token: string | null, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    delivers: true,
    async send(to, text) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** Development without SMS_HTTP_URL: the message goes to the log. */
export function logSmsProvider(log: Logger): SmsProvider {
  return {
    delivers: false,
    async send(to, text) {
      log.warn({ sms: { to, text } }, 'SMS_HTTP_URL is not set: SMS written to the log instead of sent');
      await Promise.resolve();
    },
  };
}
