import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type TargetPolicy, guardedLookup, targetProblem } from './webhook-target';

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** status: the reply's HTTP status (null when none came); error: why it failed, for the log. */
export interface WebhookOutcome {
  status: number | null;
  error: string | null;
}

export type WebhookSender = (request: WebhookRequest) => Promise<WebhookOutcome>;

const MAX_ERROR_LENGTH = 500;
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/**
 * POSTs with node's http(s) client: the target is checked as written and its name resolved
 * through the guarded lookup; redirects are not followed (a 3xx is a failure); the whole exchange,
 * connection to the end of the reply, is cut after `timeoutMs`. The reply body is read and dropped.
 */
export function httpWebhookSender(policy: TargetPolicy, timeoutMs: number): WebhookSender {
  return (webhook) => new Promise((resolve) => {
    const problem = targetProblem(webhook.url, policy);
    if (problem) { resolve({ status: null, error: `refused: ${problem}` }); return; }
    const url = new URL(webhook.url);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    let settled = false;
    const finish = (outcome: WebhookOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = send(url, {
      method: 'POST',
      headers: { ...webhook.headers, 'content-length': Buffer.byteLength(webhook.body) },
      lookup: guardedLookup(policy),
    }, (reply) => {
      const status = reply.statusCode ?? null;
      reply.resume();
      reply.on('end', () => finish({ status, error: status !== null && status >= 200 && status < 300 ? null : `HTTP ${status ?? '?'}` }));
      reply.on('error', (error) => finish({ status, error: describe(error) }));
    });
    const timer = setTimeout(() => {
      finish({ status: null, error: `no complete reply within ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error) => finish({ status: null, error: describe(error) }));
    req.end(webhook.body);
  });
}
