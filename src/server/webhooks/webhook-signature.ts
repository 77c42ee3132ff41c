import { createHmac } from 'node:crypto';
import { randomToken } from '#server/auth/tokens';

/** A new secret; the whole string (prefix included) is the HMAC key. */
export const newWebhookSecret = () => `whsec_${randomToken(32)}`;

/** `v1=` and the hex HMAC-SHA256, keyed with the secret, of `<timestamp>.<body>` (docs/integrations.md). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The webhook-id header: one answer to one webhook, the same on every attempt. */
export const deliveryIdOf = (responseId: string, webhookId: number) => `${responseId}.${webhookId}`;
